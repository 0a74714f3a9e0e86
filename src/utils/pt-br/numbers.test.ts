import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONEY_SPACE, formatMoney, formatMultiplier, formatNumber, ordinal } from './numbers';

describe('formatMoney', () => {
  // "R$" and the amount are joined by a no-break space, written "R$ " here for reading.
  const nbsp = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

  it('writes reais the Brazilian way', () => {
    expect(formatMoney(36)).toBe(nbsp('R$ 36,00'));
    expect(formatMoney(2)).toBe(nbsp('R$ 2,00'));
    expect(formatMoney(1234.5)).toBe(nbsp('R$ 1.234,50'));
    expect(formatMoney(50000)).toBe(nbsp('R$ 50.000,00'));
    expect(formatMoney(0.07)).toBe(nbsp('R$ 0,07'));
  });

  it('never lets "R$" end a line apart from its amount: one no-break space (U+00A0), no other space', () => {
    expect(MONEY_SPACE).toBe('\u00a0');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = formatMoney(cents / 100);
        expect(text).toMatch(/^-?R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/);
        // No place where a line may break: no plain, narrow or other breaking space.
        expect(text).not.toMatch(/[ \u202f\u2000-\u200b\t]/);
      }),
    );
  });

  it('composes the spec example', () => {
    expect(`${formatMoney(2)} no Grupo 1º paga ${formatMoney(36)}`).toBe(nbsp('R$ 2,00 no Grupo 1º paga R$ 36,00'));
  });
});

describe('formatMultiplier', () => {
  it('always shows two decimals with pt-BR grouping', () => {
    expect(formatMultiplier(18)).toBe('18,00');
    expect(formatMultiplier(3.6)).toBe('3,60');
    expect(formatMultiplier(5000)).toBe('5.000,00');
    expect(formatMultiplier(1300)).toBe('1.300,00');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a dot and uses a decimal comma', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0.5)).toBe('0,5');
    expect(formatNumber(2.5, 2, 2)).toBe('2,50');
    expect(formatNumber(1 / 3, 4)).toBe('0,3333');
  });
});

describe('pt-BR numbers written out, as Intl writes them', () => {
  // The formatters above spare the page Intl's locale data (issue 30); Intl.NumberFormat stays the reference.
  const intl = (max: number, min: number) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max });
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const tricky = [0, -0, 0.001, -0.001, 0.005, 0.015, 1.005, 2.675, 1.255, 8.345, 0.125, 999.995, 999_999.995, 1e-6, 123_456_789.125, 0.1 + 0.2, 4e20, 1e21, 2.5e-7, -1e21];

  it('agrees with Intl on half-way amounts, signs, zeros and the extremes', () => {
    for (const value of tricky) {
      expect(formatMultiplier(value), String(value)).toBe(plain(intl(2, 2).format(value)));
      expect(formatNumber(value), String(value)).toBe(plain(intl(2, 0).format(value)));
      expect(formatNumber(value, 3), String(value)).toBe(plain(intl(3, 0).format(value)));
      expect(formatMoney(value), String(value)).toBe(money.format(value).replace(/[ \u00a0\u202f]/g, MONEY_SPACE));
    }
  });

  it('agrees with Intl on any amount of money, multiplier and count', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(formatNumber(value, max, min)).toBe(plain(intl(max, min).format(value)));
        expect(formatMoney(value)).toBe(money.format(value).replace(/[ \u00a0\u202f]/g, MONEY_SPACE));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 3 }), (cents, digits) => {
        const value = cents / 10 ** digits;
        expect(formatMultiplier(value)).toBe(plain(intl(2, 2).format(value)));
        expect(formatNumber(value, 3)).toBe(plain(intl(3, 0).format(value)));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('ordinal', () => {
  it('writes prize positions', () => {
    expect(ordinal(1)).toBe('1º');
    expect(ordinal(5)).toBe('5º');
  });
});
