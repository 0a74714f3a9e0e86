import { describe, expect, it } from 'vitest';
import { checkBet, type BetSettlement } from './check-bet';
import { allAppearProbability, CHANCES, chanceFor, GENEROUS, oneIn, returnPerReal } from './chances';
import { MODALITIES } from './modalities';
import type { ModalityKey } from './modality-key';
import type { PrizeLimits } from './prize-limits';

// No ceiling: the chances are about stake × quote, before any house limit.
const NO_LIMITS = Object.fromEntries(MODALITIES.map((m) => [m.key, { maxPerBet: 1e12, maxPerTicket: 1e12 }])) as unknown as PrizeLimits;

function settle(modality: ModalityKey, picks: string[], draw: string[]): BetSettlement {
  const r = checkBet({ modality, picks, stake: 1, draw, limits: NO_LIMITS });
  if (!r.ok || !r.settled) throw new Error(`not settled: ${JSON.stringify(r)}`);
  return r;
}

/** mulberry32: a small seeded generator, so the simulation is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the chance table', () => {
  it('has the 22 modalities with a probability in (0, 1) and a positive return', () => {
    expect(CHANCES).toHaveLength(22);
    for (const c of CHANCES) {
      expect(c.winProbability).toBeGreaterThan(0);
      expect(c.winProbability).toBeLessThan(1);
      expect(c.expectedReturn).toBeGreaterThan(0);
    }
  });

  it('gives the textbook values', () => {
    expect(chanceFor('GRUPO_SECO_1').winProbability).toBeCloseTo(1 / 25, 15);
    expect(chanceFor('GRUPO_SECO_1').expectedReturn).toBeCloseTo(0.72, 12);
    expect(chanceFor('MILHAR_SECO_1').expectedReturn).toBeCloseTo(0.5, 12);
    expect(chanceFor('CENTENA_COMBINADO_1_10').expectedReturn).toBeCloseTo(0.6, 12);
    expect(chanceFor('TERNO_GRUPO_SECO_1_3').winProbability / (6 / 25 ** 3)).toBeCloseTo(1, 9);
    expect(chanceFor('QUINA_GRUPO_1_5').winProbability / (120 / 25 ** 5)).toBeCloseTo(1, 9);
    expect(chanceFor('MILHAR_CENTENA_SECO_1').expectedReturn).toBeCloseTo(0.55, 12);
    // The example: Dupla de Grupo 1/5 at 90× returns about R$ 2,55 per R$ 1.
    expect(returnPerReal(chanceFor('DUPLA_GRUPO_1_5'))).toBe('R$\u00a02,55');
  });

  it('names the quotes that return more than the stake', () => {
    expect(GENEROUS.map((c) => c.key)).toContain('DUPLA_GRUPO_1_5');
    for (const c of CHANCES) expect(GENEROUS.includes(c)).toBe(c.expectedReturn > 1);
  });

  it('reads a chance as "1 em N"', () => {
    expect(oneIn(1 / 25)).toBe('1 em 25');
    expect(oneIn(1 / 10000)).toBe('1 em 10.000');
    expect(oneIn(120 / 25 ** 5)).toBe('1 em 81.400');
    expect(oneIn(chanceFor('GRUPO_COMBINADO_1_5').winProbability)).toBe('1 em 5,4');
  });

  it('inclusion-exclusion agrees with direct counting on a small case', () => {
    // 2 of 3 values among 3 draws: 3^3 tuples, those holding both 0 and 1.
    let count = 0;
    for (let a = 0; a < 3; a += 1) for (let b = 0; b < 3; b += 1) for (let c = 0; c < 3; c += 1) {
      const s = new Set([a, b, c]);
      if (s.has(0) && s.has(1)) count += 1;
    }
    expect(allAppearProbability(2, 3, 3)).toBeCloseTo(count / 27, 15);
  });
});

describe('exhaustive enumeration of the group modalities over five prizes (25^5 draws)', () => {
  it('counts every group tuple and matches the closed forms exactly', () => {
    // By symmetry the chosen groups are 0, 1, 2, 3, 4 (any distinct groups give the same counts).
    const counts = { dupla: 0, terno: 0, quadra: 0, quina: 0, terno13: 0, hits15: 0, passeVai: 0, passeVaiVem: 0 };
    const g = [0, 0, 0, 0, 0];
    const total = 25 ** 5;
    for (let n = 0; n < total; n += 1) {
      let rest = n;
      for (let i = 0; i < 5; i += 1) {
        g[i] = rest % 25;
        rest = Math.floor(rest / 25);
      }
      let mask = 0;
      for (let i = 0; i < 5; i += 1) mask |= 1 << (g[i] as number);
      const [g1, g2, g3] = g as [number, number, number, number, number];
      if ((mask & 0b11) === 0b11) counts.dupla += 1;
      if ((mask & 0b111) === 0b111) counts.terno += 1;
      if ((mask & 0b1111) === 0b1111) counts.quadra += 1;
      if ((mask & 0b11111) === 0b11111) counts.quina += 1;
      if (((1 << g1) | (1 << g2) | (1 << g3)) === 0b111) counts.terno13 += 1;
      for (let i = 0; i < 5; i += 1) if (g[i] === 0) counts.hits15 += 1;
      if (g1 === 0 && g2 === 1) counts.passeVai += 1;
      const tail = (mask2: number) => g.slice(1).some((x) => x === mask2);
      if ((g1 === 0 && tail(1)) || (g1 === 1 && tail(0))) counts.passeVaiVem += 1;
    }
    const exact = (key: ModalityKey) => chanceFor(key).winProbability;
    expect(counts.dupla / total).toBeCloseTo(exact('DUPLA_GRUPO_1_5'), 14);
    expect(counts.terno / total).toBeCloseTo(exact('TERNO_GRUPO_1_5'), 14);
    expect(counts.quadra / total).toBeCloseTo(exact('QUADRA_GRUPO_1_5'), 14);
    expect(counts.quina / total).toBeCloseTo(exact('QUINA_GRUPO_1_5'), 14);
    expect(counts.terno13 / total).toBeCloseTo(exact('TERNO_GRUPO_SECO_1_3'), 14);
    expect(counts.passeVai / total).toBeCloseTo(exact('PASSE_VAI_1_2'), 14);
    expect(counts.passeVaiVem / total).toBeCloseTo(exact('PASSE_VAI_VEM_INVERTIDO_1_5'), 14);
    // Grupo 1/5 pays 3,6 per prize the group shows in.
    expect((counts.hits15 * 3.6) / total).toBeCloseTo(chanceFor('GRUPO_COMBINADO_1_5').expectedReturn, 12);
  }, 120_000);
});

describe('exhaustive over the 1º prize, through the bet checker', () => {
  const REST = ['0937', '1200', '7777', '0001'];
  const cases: Array<[ModalityKey, string[]]> = [
    ['GRUPO_SECO_1', ['06']],
    ['DEZENA_SECO_1', ['21']],
    ['CENTENA_SECO_1', ['521']],
    ['MILHAR_SECO_1', ['4521']],
    ['MILHAR_CENTENA_SECO_1', ['4521']],
  ];
  it.each(cases)('%s: all 10,000 milhares of the 1º', (key, picks) => {
    let wins = 0;
    let paid = 0;
    for (let n = 0; n < 10000; n += 1) {
      const r = settle(key, picks, [String(n).padStart(4, '0'), ...REST]);
      if (r.wins) wins += 1;
      paid += r.payout;
    }
    expect(wins / 10000).toBeCloseTo(chanceFor(key).winProbability, 12);
    expect(paid / 10000).toBeCloseTo(chanceFor(key).expectedReturn, 9);
  }, 120_000);
});

describe('a seeded simulation through the bet checker (ten-prize draws)', () => {
  // Modalities not covered exactly above; picks are arbitrary distinct values.
  const cases: Array<[ModalityKey, string[]]> = [
    ['GRUPO_COMBINADO_1_5', ['09']],
    ['DUPLA_GRUPO_1_5', ['03', '17']],
    ['TERNO_GRUPO_1_5', ['01', '12', '25']],
    ['DEZENA_COMBINADO_1_5', ['00']],
    ['DEZENA_COMBINADO_1_10', ['47']],
    ['CENTENA_COMBINADO_1_5', ['305']],
    ['CENTENA_COMBINADO_1_10', ['999']],
    ['MILHAR_COMBINADO_1_5', ['1234']],
    ['MILHAR_COMBINADO_1_10', ['0000']],
    ['DUQUE_DEZENA_1_5', ['10', '88']],
    ['TERNO_DEZENA_1_5', ['10', '88', '42']],
    ['PASSE_VAI_1_2', ['05', '18']],
    ['PASSE_VAI_VEM_INVERTIDO_1_5', ['05', '18']],
    ['MILHAR_CENTENA_COMBINADO_1_5', ['4521']],
    ['QUADRA_GRUPO_1_5', ['02', '04', '06', '08']],
  ];
  const DRAWS = 20_000;
  it(`agrees with the exact table within 5 standard errors over ${DRAWS} draws`, () => {
    const random = seeded(20261124);
    const stats = cases.map(() => ({ wins: 0, sum: 0, sumSq: 0 }));
    for (let d = 0; d < DRAWS; d += 1) {
      const draw = Array.from({ length: 10 }, () => String(Math.floor(random() * 10000)).padStart(4, '0'));
      cases.forEach(([key, picks], i) => {
        const r = settle(key, picks, draw);
        const s = stats[i] as { wins: number; sum: number; sumSq: number };
        if (r.wins) s.wins += 1;
        s.sum += r.payout;
        s.sumSq += r.payout * r.payout;
      });
    }
    cases.forEach(([key], i) => {
      const s = stats[i] as { wins: number; sum: number; sumSq: number };
      const exact = chanceFor(key);
      const p = exact.winProbability;
      const winError = 5 * Math.sqrt((p * (1 - p)) / DRAWS);
      expect(Math.abs(s.wins / DRAWS - p), `${key} win rate`).toBeLessThanOrEqual(winError + 1 / DRAWS);
      const mean = s.sum / DRAWS;
      const sd = Math.sqrt(Math.max(s.sumSq / DRAWS - mean * mean, 0));
      // A rare long shot may not come up at all in the sample: then the bound is its own payout.
      const bound = Math.max(5 * (sd / Math.sqrt(DRAWS)), exact.expectedReturn);
      expect(Math.abs(mean - exact.expectedReturn), `${key} mean return`).toBeLessThanOrEqual(s.wins === 0 ? bound : 5 * (sd / Math.sqrt(DRAWS)) + 1e-9);
    });
    // The frequent ones must actually have been exercised, so the test can fail.
    expect(stats[0]?.wins).toBeGreaterThan(3000);
    expect(stats[1]?.wins).toBeGreaterThan(400);
  }, 240_000);
});
