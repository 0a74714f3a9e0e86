import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquareCritical } from './chi-square';

describe('chiSquare', () => {
  it('is zero for a perfect fit and grows with the deviation', () => {
    expect(chiSquare([10, 10, 10], 10)).toBe(0);
    // (12-10)²/10 + (8-10)²/10 = 0.8
    expect(chiSquare([12, 8], 10)).toBeCloseTo(0.8, 12);
    expect(chiSquare([30, 10], [20, 20])).toBeCloseTo(10, 12);
  });

  it('refuses empty or impossible expectations', () => {
    expect(() => chiSquare([1], 1)).toThrow(RangeError);
    expect(() => chiSquare([1, 2], 0)).toThrow(RangeError);
    expect(() => chiSquare([1, 2], [1])).toThrow(RangeError);
  });
});

describe('chiSquareCritical', () => {
  it('matches the printed tables', () => {
    // Reference values from standard chi-square tables.
    expect(chiSquareCritical(1, 0.05)).toBeCloseTo(3.841, 3);
    expect(chiSquareCritical(2, 0.01)).toBeCloseTo(9.21, 2);
    expect(chiSquareCritical(24, 0.01)).toBeCloseTo(42.98, 0);
    expect(chiSquareCritical(59, 0.01)).toBeCloseTo(87.17, 0);
    expect(chiSquareCritical(99, 0.01)).toBeCloseTo(134.64, 0);
    expect(chiSquareCritical(9, 0.05)).toBeCloseTo(16.92, 1);
    expect(chiSquareCritical(24, 0.001)).toBeCloseTo(51.18, 0);
  });

  it('refuses bad degrees of freedom', () => {
    expect(() => chiSquareCritical(0)).toThrow(RangeError);
  });
});
