import { describe, expect, it } from 'vitest';
import { CLEAN_TEXT_MESSAGES, messageProblem, nameProblem } from './clean-text';

describe('nameProblem', () => {
  it.each([
    ['tabs and newlines', '\t\n\r'],
    ['non-breaking spaces', '\u00A0\u00A0'],
    ['zero-width spaces', '\u200B\u200C\u200D\uFEFF'],
    ['ideographic and thin spaces', '\u3000\u2009\u202F'],
    ['control characters', '\u0001\u0007'],
    ['Hangul fillers', '\u3164\u115F'],
  ])('refuses a name of only %s as blank', (_, name) => {
    expect(nameProblem(name)).toBe(CLEAN_TEXT_MESSAGES.nameBlank);
  });

  it.each([['a right-to-left override', 'Ana\u202Egnp'], ['a zero-width joiner', 'Jo\u200Dão'], ['a line break', 'Ana\nMaria'], ['an escape', 'Ana\u001B[31m']])(
    'refuses a name with %s',
    (_, name) => expect(nameProblem(name)).toBe(CLEAN_TEXT_MESSAGES.nameHidden),
  );

  it.each(['José da Silva', "D'Ávila Ñúñez", 'Zoë 李', 'Maria  Clara'])('accepts %s', (name) => expect(nameProblem(name)).toBeNull());
});

describe('messageProblem', () => {
  it('accepts line breaks, tabs and emoji with joiners', () => {
    expect(messageProblem('Gostei!\nMuito bom 👍🏽\tobrigado 👨‍👩‍👧')).toBeNull();
  });
  it('refuses blank messages and bidi overrides', () => {
    expect(messageProblem('\u200B \n\u3000')).toBe(CLEAN_TEXT_MESSAGES.messageBlank);
    expect(messageProblem('ok \u202E')).toBe(CLEAN_TEXT_MESSAGES.messageHidden);
  });
});
