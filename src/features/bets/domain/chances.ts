// Exact chances and expected returns of the 22 modalities under this house's example quotes.
// Closed forms, no simulation: chances.test.ts checks them against exhaustive enumeration and
// against checkBet over a seeded simulation.
import { formatMoney, formatNumber } from '../../../utils/pt-br/numbers';
import { MODALITIES, getModality, type Modality } from './modalities';
import type { ModalityKey } from './modality-key';

/*
 * The model (stated to the visitor on /cotacoes): every covered prize is an independent, uniform
 * draw of a milhar 0000-9999, so its group is uniform over the 25 groups (400 milhares each), its
 * dezena over 100 and its centena over 1000. The 1/10 modalities assume a draw that really has ten
 * such prizes. The bet is a plain one (no invertida) with distinct picks, as the checker requires.
 * An invertida of n distinct arrangements has n times the chance and the same expected return,
 * since the stake is split n ways.
 */

export interface ModalityChance {
  key: ModalityKey;
  /** Probability that the bet pays anything on one draw. */
  winProbability: number;
  /** Average amount paid back per R$ 1 staked, before the house's per-bet limit. */
  expectedReturn: number;
}

const BASE: Record<'group' | 'dezena' | 'centena' | 'milhar', number> = { group: 25, dezena: 100, centena: 1000, milhar: 10000 };

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * Chance that k given distinct values all appear among `draws` independent uniform draws over
 * `size` values (inclusion-exclusion over the values that are missed).
 */
export function allAppearProbability(k: number, size: number, draws: number): number {
  let total = 0;
  for (let j = 0; j <= k; j += 1) total += (j % 2 === 0 ? 1 : -1) * binomial(k, j) * ((size - j) / size) ** draws;
  return total;
}

function chanceOf(modality: Modality): ModalityChance {
  const prizes = modality.prizes.to - modality.prizes.from + 1;
  const m = modality.multiplier;
  const { key } = modality;
  switch (modality.rule) {
    case 'single': {
      const p = 1 / BASE[modality.picks.kind];
      // Each covered prize is its own hit: the payouts add up, so the mean is prizes × p × m.
      return { key, winProbability: 1 - (1 - p) ** prizes, expectedReturn: prizes * p * m };
    }
    case 'all-of': {
      const win = allAppearProbability(modality.picks.count, BASE[modality.picks.kind], prizes);
      return { key, winProbability: win, expectedReturn: win * m };
    }
    case 'passe-vai': {
      const win = (1 / 25) ** 2;
      return { key, winProbability: win, expectedReturn: win * m };
    }
    case 'passe-vai-vem': {
      // The 1º is one of the two groups (2/25); the other one shows up somewhere in the 2º..last.
      const win = (2 / 25) * (1 - (24 / 25) ** (prizes - 1));
      return { key, winProbability: win, expectedReturn: win * m };
    }
    case 'milhar-centena': {
      // Per covered prize: the milhar (1 in 10,000) pays stake × m; the centena without the milhar
      // (9 in 10,000) pays half the stake × the centena quote.
      const centena = getModality(modality.centenaKey ?? 'CENTENA_SECO_1').multiplier;
      const perPrize = (1 / 10000) * m + (9 / 10000) * 0.5 * centena;
      return { key, winProbability: 1 - (1 - 1 / 1000) ** prizes, expectedReturn: prizes * perPrize };
    }
  }
}

/** The 22 modalities' chances, in SPEC §9 order. */
export const CHANCES: readonly ModalityChance[] = MODALITIES.map(chanceOf);

const BY_KEY = new Map(CHANCES.map((c) => [c.key, c]));

export function chanceFor(key: ModalityKey): ModalityChance {
  const chance = BY_KEY.get(key);
  if (!chance) throw new RangeError(`modalidade desconhecida: ${key}`);
  return chance;
}

/** '1 em 25', '1 em 10.000', '1 em 5,4' (one significant decimal below 10; whole numbers above). */
export function oneIn(probability: number): string {
  const n = 1 / probability;
  if (n < 10) return `1 em ${formatNumber(n, 1)}`;
  // Above 10 a rounded whole number reads best; keep three significant figures for large ones.
  const digits = Math.floor(Math.log10(n)) + 1;
  const rounded = digits > 3 ? Math.round(n / 10 ** (digits - 3)) * 10 ** (digits - 3) : Math.round(n);
  return `1 em ${formatNumber(rounded, 0)}`;
}

/** 'R$ 0,72'. */
export function returnPerReal(chance: ModalityChance): string {
  return formatMoney(Math.round(chance.expectedReturn * 100) / 100);
}

/** The modalities whose example quotes return more than the stake on average. */
export const GENEROUS: readonly ModalityChance[] = CHANCES.filter((c) => c.expectedReturn > 1);
