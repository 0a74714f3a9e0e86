import { describe, expect, it } from 'vitest';
import { parseNumbersInput } from './parse-numbers';
import { LABELLED_INPUTS, type LabelledInput } from './parse-numbers.labelled';

function read(input: LabelledInput) {
  const parsed = parseNumbersInput(input.game, input.text, input.clovers === undefined ? {} : { clovers: input.clovers });
  // Only what the label states is compared: an error case need not say which numbers it kept.
  return Object.fromEntries(Object.keys(input.expected).map((key) => [key, parsed[key as keyof typeof parsed]]));
}

describe('parseNumbersInput on the labelled inputs', () => {
  it.each(LABELLED_INPUTS.map((input) => [input.game, JSON.stringify(input.text), input] as const))('%s %s', (_game, _text, input) => {
    expect(read(input)).toEqual(input.expected);
  });

  it('reads every labelled input right (accuracy 100%) over at least 60 of them, every game', () => {
    const right = LABELLED_INPUTS.filter((input) => JSON.stringify(read(input)) === JSON.stringify(input.expected));
    expect(LABELLED_INPUTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LABELLED_INPUTS.map((i) => i.game)).size).toBe(10);
    expect(right.length / LABELLED_INPUTS.length).toBe(1);
  });
});

describe('parseNumbersInput', () => {
  it('keeps the numbers it could read beside its errors, sorted and padded', () => {
    expect(parseNumbersInput('mega-sena', '58 3 17 61')).toEqual({
      numbers: ['03', '17', '58'],
      errors: ['A Mega-Sena aceita de 6 a 20 números; você digitou 4.', 'O número 61 está fora de 01 a 60.'],
    });
  });
});
