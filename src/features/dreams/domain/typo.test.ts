import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance } from './typo';

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and swapped neighbours as one', () => {
    expect(editDistance('galiha', 'galinha', 2)).toBe(1);
    expect(editDistance('boboleta', 'borboleta', 2)).toBe(1);
    expect(editDistance('casamemto', 'casamento', 2)).toBe(1);
    expect(editDistance('cemiteiro', 'cemiterio', 2)).toBe(1);
    expect(editDistance('gato', 'gato', 1)).toBe(0);
  });

  it('stops at max + 1', () => {
    expect(editDistance('cobra', 'elefante', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });

  it('is symmetric and never above the real distance bound', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-d]{0,7}$/), fc.stringMatching(/^[a-d]{0,7}$/), (a, b) => {
        expect(editDistance(a, b, 3)).toBe(editDistance(b, a, 3));
        expect(editDistance(a, b, 10)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});

describe('allowedTypos', () => {
  it('forgives none in short words, one in middling ones, two in long ones', () => {
    expect(allowedTypos(4)).toBe(0);
    expect(allowedTypos(6)).toBe(1);
    expect(allowedTypos(9)).toBe(2);
  });
});
