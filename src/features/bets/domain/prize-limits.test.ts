import { describe, expect, it } from 'vitest';
import { MODALITIES, getModality } from './modalities';
import { PRIZE_LIMITS, PRIZE_LIMITS_NOTE, prizeLimitProblems } from './prize-limits';

const keys = MODALITIES.map((m) => m.key);

describe('PRIZE_LIMITS', () => {
  it('has a usable limit for each of the 22 modalities', () => {
    expect(Object.keys(PRIZE_LIMITS).sort()).toEqual([...keys].sort());
    expect(prizeLimitProblems(PRIZE_LIMITS, keys)).toEqual([]);
  });

  it('caps a dry milhar at R$ 50.000,00 per bet', () => {
    expect(PRIZE_LIMITS.MILHAR_SECO_1).toEqual({ maxPerBet: 50_000, maxPerTicket: 100_000 });
  });

  it('never cuts an ordinary R$ 2,00 bet', () => {
    for (const key of keys) {
      const m = getModality(key);
      expect(2 * m.multiplier, key).toBeLessThanOrEqual(PRIZE_LIMITS[key].maxPerBet);
    }
  });

  it('says the values are examples', () => {
    expect(PRIZE_LIMITS_NOTE).toMatch(/exemplo/);
  });
});

describe('prizeLimitProblems', () => {
  it('reports missing, non-positive and inverted limits', () => {
    const problems = prizeLimitProblems(
      {
        GRUPO_SECO_1: { maxPerBet: 0, maxPerTicket: 10 },
        MILHAR_SECO_1: { maxPerBet: 100, maxPerTicket: 50 },
        DEZENA_SECO_1: { maxPerBet: 10, maxPerTicket: Number.NaN },
      },
      ['GRUPO_SECO_1', 'MILHAR_SECO_1', 'DEZENA_SECO_1', 'CENTENA_SECO_1'],
    );
    expect(problems).toEqual([
      'GRUPO_SECO_1: o limite por aposta deve ser maior que zero',
      'MILHAR_SECO_1: o limite por bilhete não pode ser menor que o limite por aposta',
      'DEZENA_SECO_1: o limite por bilhete deve ser maior que zero',
      'CENTENA_SECO_1: limite ausente',
    ]);
  });
});
