import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents, hasWholeCents, payoutCents, roundCents, toCents } from './money';

describe('cents conversions', () => {
  it('converts both ways without drift', () => {
    expect(toCents(2.5)).toBe(250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(fromCents(250)).toBe(2.5);
  });

  it('knows amounts with at most two decimals', () => {
    expect(hasWholeCents(2.5)).toBe(true);
    expect(hasWholeCents(0.1 + 0.2)).toBe(true);
    expect(hasWholeCents(2.505)).toBe(false);
    expect(hasWholeCents(Number.NaN)).toBe(false);
    expect(hasWholeCents(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('roundCents', () => {
  it('rounds half up to a cent', () => {
    expect(roundCents(416.666666)).toBe(416.67);
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(0.125)).toBe(0.13);
    expect(roundCents(0.124)).toBe(0.12);
    expect(roundCents(7.2)).toBe(7.2);
    expect(roundCents(1e-7)).toBe(0);
    expect(roundCents(1e21)).toBe(1e21);
  });

  it('is idempotent and never moves by more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (x) => {
        const r = roundCents(x);
        expect(roundCents(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('payoutCents', () => {
  it('multiplies exactly', () => {
    expect(payoutCents(200, 18)).toBe(3600);
    expect(payoutCents(200, 3.6)).toBe(720);
    expect(payoutCents(1, 3.6)).toBe(4); // 3.6 cents rounds up
    expect(payoutCents(100, 5000)).toBe(500000);
  });

  it('divides the stake and rounds half up once', () => {
    // R$ 2,00 over 24 arrangements of a milhar at 5000: 416,666... -> R$ 416,67.
    expect(payoutCents(200, 5000, 24)).toBe(41667);
    // Half of R$ 0,01 at 1x is half a cent: rounds up.
    expect(payoutCents(1, 1, 2)).toBe(1);
    expect(payoutCents(1, 0.49, 1)).toBe(0);
  });

  it('refuses nonsense', () => {
    expect(() => payoutCents(1.5, 2)).toThrow(RangeError);
    expect(() => payoutCents(-1, 2)).toThrow(RangeError);
    expect(() => payoutCents(100, 2, 0)).toThrow(RangeError);
    expect(() => payoutCents(100, Number.NaN)).toThrow(RangeError);
  });

  it('agrees with real arithmetic to within half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 48 }),
        (stakeCents, hundredths, divisor) => {
          const exact = (stakeCents * hundredths) / 100 / divisor;
          expect(Math.abs(payoutCents(stakeCents, hundredths / 100, divisor) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});
