import { describe, expect, it } from 'vitest';
import { getModality } from '../bets/domain/modalities';
import { averageReturn, DRY_BETS } from './average-return';

describe('averageReturn', () => {
  it('gives back less than the stake on every dry bet, with this house\'s quotation', () => {
    const byKey = Object.fromEntries(DRY_BETS.map((bet) => [bet.key, averageReturn(bet)]));
    expect(byKey).toEqual({ GRUPO_SECO_1: 7.2, DEZENA_SECO_1: 6, CENTENA_SECO_1: 6, MILHAR_SECO_1: 5 });
    for (const bet of DRY_BETS) expect(averageReturn(bet)).toBeLessThan(10);
  });

  it('follows the quotation data rather than fixed numbers', () => {
    const grupo = DRY_BETS[0]!;
    expect(averageReturn(grupo, 100)).toBeCloseTo(grupo.chance * getModality('GRUPO_SECO_1').multiplier * 100, 2);
  });

  it('states the chance in words that match the number', () => {
    for (const bet of DRY_BETS) {
      const [, one, total] = /^(\d+) em ([\d.]+)$/.exec(bet.inWords) ?? [];
      expect(Number(one) / Number(total!.replace('.', ''))).toBeCloseTo(bet.chance, 10);
    }
  });
});
