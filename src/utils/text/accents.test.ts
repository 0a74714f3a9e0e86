import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowerNoAccents, stripAccents } from './accents';

/**
 * Any text: up to 40 code points of Unicode (fast-check's own 'binary' strings cost seconds of
 * set-up on their first use, too close to the test timeout on a loaded machine).
 */
const anyText = fc
  .array(
    // Half from the scripts and combining marks below U+3000, half from anywhere.
    fc.oneof(fc.integer({ min: 1, max: 0x2fff }), fc.integer({ min: 1, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff)),
    { maxLength: 40 },
  )
  .map((codePoints) => String.fromCodePoint(...codePoints));

describe('stripAccents', () => {
  it.each([
    ['Água', 'Agua'],
    ['Jacaré', 'Jacare'],
    ['Leão', 'Leao'],
    ['Pavão', 'Pavao'],
    ['ÇÃO', 'CAO'],
    ['pingüim', 'pinguim'],
    ['José  Silva', 'Jose  Silva'],
  ])('strips the accents of %s and keeps the rest (case, spaces)', (text, bare) => {
    expect(stripAccents(text)).toBe(bare);
  });

  it('strips a combining mark typed on its own, and one written precomposed, alike', () => {
    expect(stripAccents('a\u0301gua')).toBe('agua');
    expect(stripAccents('\u00e1gua')).toBe('agua');
  });

  it('leaves no combining mark in any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(stripAccents(text)).not.toMatch(/\p{M}/u);
      }),
    );
  });
});

describe('lowerNoAccents', () => {
  it('lower-cases and strips accents', () => {
    expect(lowerNoAccents('ÁGUA-VIVA')).toBe('agua-viva');
    expect(lowerNoAccents('Leão')).toBe('leao');
  });

  it('strips the mark that lower-casing itself adds', () => {
    expect('İ'.toLowerCase()).toMatch(/\p{M}/u);
    expect(lowerNoAccents('İstanbul')).toBe('istanbul');
  });

  it('is idempotent for any input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = lowerNoAccents(text);
        expect(lowerNoAccents(once)).toBe(once);
      }),
    );
  });
});
