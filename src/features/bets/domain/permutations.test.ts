import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { permutationCount, permutations } from './permutations';

describe('permutations', () => {
  it('gives 24 arrangements for four different digits', () => {
    const all = permutations('1234');
    expect(all).toHaveLength(24);
    expect(all[0]).toBe('1234');
    expect(all[23]).toBe('4321');
    expect(all).toContain('3142');
  });

  it('gives 12, 6, 4 and 1 when digits repeat', () => {
    expect(permutations('1123')).toHaveLength(12);
    expect(permutations('1122')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
    expect(permutations('1112')).toEqual(['1112', '1121', '1211', '2111']);
    expect(permutations('7777')).toEqual(['7777']);
  });

  it('handles centenas: 6, 3 and 1', () => {
    expect(permutations('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(permutations('121')).toEqual(['112', '121', '211']);
    expect(permutations('000')).toEqual(['000']);
  });

  it('keeps leading zeros', () => {
    expect(permutations('0012')).toHaveLength(12);
    expect(permutations('0012')[0]).toBe('0012');
  });

  it('refuses what is not digits', () => {
    expect(() => permutations('12a4')).toThrow(RangeError);
    expect(() => permutations('')).toThrow(RangeError);
    expect(() => permutationCount('x')).toThrow(RangeError);
  });

  it('returns distinct, sorted rearrangements of the same digits, as many as the formula says', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,5}$/), (digits) => {
        const all = permutations(digits);
        expect(new Set(all).size).toBe(all.length);
        expect([...all].sort()).toEqual(all);
        expect(all).toHaveLength(permutationCount(digits));
        expect(all).toContain(digits);
        const sortedDigits = [...digits].sort().join('');
        for (const p of all) expect([...p].sort().join('')).toBe(sortedDigits);
      }),
    );
  });
});
