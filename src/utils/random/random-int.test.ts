import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cryptoSource, pickDistinct, pickOne, randomInt, randomIntBetween, seededSource, shuffle } from './random-int';
import type { RandomSource } from './random-int';

/** A source that replays fixed values, to pin the rejection rule. */
function replay(values: number[]): RandomSource & { used: () => number } {
  let i = 0;
  const source = ((buffer: Uint32Array<ArrayBuffer>) => {
    for (let k = 0; k < buffer.length; k++) buffer[k] = values[i++ % values.length] ?? 0;
  }) as RandomSource & { used: () => number };
  source.used = () => i;
  return source;
}

describe('randomInt', () => {
  it('stays in [0, max) with the real crypto source', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (max) => {
        const n = randomInt(max);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(max);
      }),
    );
  });

  it('redraws values in the biased tail instead of folding them', () => {
    // For max = 3, 2^32 % 3 = 1, so only 2^32 - 1 is rejected.
    const source = replay([2 ** 32 - 1, 7]);
    expect(randomInt(3, source)).toBe(1);
    expect(source.used()).toBe(2);
    // For max = 3e9 the accepted range is [0, 3e9): 3.5e9 is redrawn.
    const big = replay([3_500_000_000, 2_999_999_999]);
    expect(randomInt(3_000_000_000, big)).toBe(2_999_999_999);
    expect(big.used()).toBe(2);
  });

  it('reduces accepted values modulo max', () => {
    expect(randomInt(60, replay([125]))).toBe(5);
    expect(randomInt(2 ** 32, replay([2 ** 32 - 1]))).toBe(2 ** 32 - 1);
    expect(randomInt(1, replay([9]))).toBe(0);
  });

  it('refuses bad limits', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) expect(() => randomInt(bad)).toThrow(RangeError);
  });

  it('works with an injected crypto source', () => {
    expect(randomInt(10, cryptoSource)).toBeLessThan(10);
  });
});

describe('randomIntBetween', () => {
  it('includes both ends', () => {
    const seen = new Set<number>();
    const source = seededSource('ends');
    for (let i = 0; i < 500; i++) seen.add(randomIntBetween(1, 6, source));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => randomIntBetween(5, 4)).toThrow(RangeError);
  });
});

describe('pickDistinct', () => {
  it('returns count distinct sorted numbers inside the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 1000 }),
        (min, width, seed) => {
          const max = min + width;
          const count = seed % (width + 2);
          const picked = pickDistinct(count, min, max, seededSource(seed));
          expect(picked).toHaveLength(count);
          expect(new Set(picked).size).toBe(count);
          expect([...picked].sort((a, b) => a - b)).toEqual(picked);
          for (const n of picked) {
            expect(n).toBeGreaterThanOrEqual(min);
            expect(n).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });

  it('can take the whole range', () => {
    expect(pickDistinct(25, 1, 25)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('refuses more numbers than the range holds', () => {
    expect(() => pickDistinct(7, 1, 6)).toThrow(RangeError);
    expect(() => pickDistinct(-1, 1, 6)).toThrow(RangeError);
  });

  it('reaches every number of the range', () => {
    const seen = new Set<number>();
    const source = seededSource(42);
    for (let i = 0; i < 200; i++) for (const n of pickDistinct(6, 1, 60, source)) seen.add(n);
    expect(seen.size).toBe(60);
  });
});

describe('shuffle and pickOne', () => {
  it('shuffle keeps the same elements', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const out = shuffle(items, seededSource(seed));
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('pickOne picks a member and refuses an empty list', () => {
    expect(['a', 'b', 'c']).toContain(pickOne(['a', 'b', 'c']));
    expect(() => pickOne([])).toThrow(RangeError);
  });
});

describe('seededSource', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = new Uint32Array(8);
    const b = new Uint32Array(8);
    const c = new Uint32Array(8);
    seededSource('2026-05-14')(a);
    seededSource('2026-05-14')(b);
    seededSource('2026-05-15')(c);
    expect([...a]).toEqual([...b]);
    expect([...a]).not.toEqual([...c]);
    expect(seededSource(7)).toBeTypeOf('function');
  });
});
