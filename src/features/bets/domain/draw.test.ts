import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describePrize, prizeOf, readDraw } from './draw';

describe('prizeOf', () => {
  it('splits a milhar into centena, dezena and group', () => {
    const p = prizeOf(1, '4518');
    expect(p).toMatchObject({ position: 1, milhar: '4518', centena: '518', dezena: '18', group: 5 });
    expect(p.animal.name).toBe('Cachorro');
  });

  it('puts dezena 00 in group 25 (Vaca)', () => {
    expect(prizeOf(3, '1200')).toMatchObject({ dezena: '00', group: 25 });
    expect(prizeOf(3, '1200').animal.name).toBe('Vaca');
  });

  it('refuses anything but four digits', () => {
    expect(() => prizeOf(1, '123')).toThrow(RangeError);
  });

  it('always agrees with the group table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const p = prizeOf(1, String(n).padStart(4, '0'));
        const dezena = n % 100;
        expect(p.group).toBe(dezena === 0 ? 25 : Math.ceil(dezena / 4));
        expect(p.animal.numbers).toContain(p.dezena);
      }),
    );
  });
});

describe('readDraw', () => {
  it('reads five, six or seven prizes', () => {
    const five = readDraw(['4518', '0937', '1200', '7777', '0001']);
    expect(five.ok && five.prizes.map((p) => p.group)).toEqual([5, 10, 25, 20, 1]);
    expect(readDraw(['1', '2', '3', '4', '5', '6', '7'].map((d) => d.repeat(4))).ok).toBe(true);
  });

  it('trims entries and drops empty trailing boxes', () => {
    const r = readDraw([' 4518 ', '0937', '1200', '7777', '0001', '', '  ']);
    expect(r.ok && r.prizes).toHaveLength(5);
  });

  it('says which prize is wrong', () => {
    expect(readDraw(['4518', '093', '1200', '7777', '0001'])).toEqual({ ok: false, message: 'O 2º prêmio deve ter 4 dígitos.' });
    expect(readDraw(['4518', '0937', '', '7777', '0001'])).toEqual({ ok: false, message: 'O 3º prêmio deve ter 4 dígitos.' });
  });

  it('reads up to ten prizes, the 7º also as a three-digit centena', () => {
    const ten = readDraw(Array.from({ length: 10 }, (_, i) => String(1000 + i)));
    expect(ten.ok && ten.prizes.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const seven = readDraw(['4518', '0937', '1200', '7777', '0001', '3433', '621']);
    expect(seven.ok && seven.prizes[6]).toMatchObject({ milhar: '621', centena: '621', dezena: '21', group: 6, centenaOnly: true });
    expect(readDraw(['4518', '0937', '1200', '7777', '0001', '343', '621'])).toEqual({ ok: false, message: 'O 6º prêmio deve ter 4 dígitos.' });
    expect(readDraw(['4518', '0937', '1200', '7777', '0001', '3433', '62'])).toEqual({ ok: false, message: 'O 7º prêmio deve ter 3 ou 4 dígitos.' });
  });

  it('needs 5 to 10 prizes', () => {
    const message = 'O resultado deve ter de 5 a 10 prêmios, cada um com 4 dígitos.';
    expect(readDraw(['4518', '0937', '1200', '7777'])).toEqual({ ok: false, message });
    expect(readDraw(Array.from({ length: 11 }, () => '1234'))).toEqual({ ok: false, message });
    expect(readDraw([])).toEqual({ ok: false, message });
  });
});

describe('describePrize', () => {
  it('names the milhar and its animal', () => {
    expect(describePrize(prizeOf(1, '0937'))).toBe('0937 (grupo 10 - Coelho)');
  });
});
