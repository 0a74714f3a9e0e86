import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoney } from './parse-money';
import { formatMoney } from '../pt-br/numbers';

describe('parseMoney', () => {
  it.each([
    ['2,50', 2.5],
    ['2.50', 2.5],
    ['2,5', 2.5],
    ['2', 2],
    ['0,01', 0.01],
    [',50', 0.5],
    ['R$ 1.234,56', 1234.56],
    ['R$1.234,56', 1234.56],
    ['R$\u00a036,00', 36],
    ['  10,00  ', 10],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['1,234.56', 1234.56],
    ['1234,56', 1234.56],
    ['-2,00', -2],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each(['', '   ', 'abc', '2,505', '1.2345', '12.34.56', '1..2', '2,', '2.', 'R$', '1,2,3', '2,50 reais', '--2', '1.23,45', '1e3'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('reads back whatever formatMoney writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (cents) => {
        expect(parseMoney(formatMoney(cents / 100))).toBe(cents / 100);
      }),
    );
  });
});
