import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowerNoAccents, stripAccents } from './accents';

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
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const once = lowerNoAccents(text);
        expect(lowerNoAccents(once)).toBe(once);
      }),
    );
  });
});
