// What this house pays per real staked, by modality (SPEC §9), and the header's 12-item odds ticker. Apart from
// modalities.ts (names, rules, texts) because the ticker is in the app's entry: it loads the numbers, not the book.
import type { ModalityKey } from './modality-key';

/** The payout multiplier of each modality: the one table of them (modalities.ts and the ticker read it). */
export const MULTIPLIERS: Readonly<Record<ModalityKey, number>> = {
  GRUPO_SECO_1: 18,
  GRUPO_COMBINADO_1_5: 3.6,
  DUPLA_GRUPO_1_5: 90,
  TERNO_GRUPO_SECO_1_3: 1300,
  TERNO_GRUPO_1_5: 150,
  QUADRA_GRUPO_1_5: 1000,
  QUINA_GRUPO_1_5: 5000,
  MILHAR_SECO_1: 5000,
  MILHAR_COMBINADO_1_5: 1000,
  MILHAR_COMBINADO_1_10: 500,
  CENTENA_SECO_1: 600,
  CENTENA_COMBINADO_1_5: 120,
  CENTENA_COMBINADO_1_10: 60,
  DEZENA_SECO_1: 60,
  DEZENA_COMBINADO_1_5: 12,
  DEZENA_COMBINADO_1_10: 6,
  DUQUE_DEZENA_1_5: 300,
  TERNO_DEZENA_1_5: 5000,
  PASSE_VAI_1_2: 90,
  PASSE_VAI_VEM_INVERTIDO_1_5: 90,
  MILHAR_CENTENA_SECO_1: 2800,
  MILHAR_CENTENA_COMBINADO_1_5: 560,
};

export interface TickerItem {
  key: ModalityKey;
  /** The short ticker label of SPEC §9. */
  displayName: string;
  /** The payout multiplier. */
  value: number;
}

// SPEC §9 gives the labels and their order; DOMAIN.md fixes which key each one shows.
const TICKER_LABELS: ReadonlyArray<readonly [string, ModalityKey]> = [
  ['Milhar 1º', 'MILHAR_SECO_1'],
  ['Centena 1º', 'CENTENA_SECO_1'],
  ['Dezena 1º', 'DEZENA_SECO_1'],
  ['Grupo 1º', 'GRUPO_SECO_1'],
  ['Dupla G 1/5', 'DUPLA_GRUPO_1_5'],
  ['Terno G 1/5', 'TERNO_GRUPO_1_5'],
  ['Terno G 1/3', 'TERNO_GRUPO_SECO_1_3'],
  ['Quadra G', 'QUADRA_GRUPO_1_5'],
  ['Quina G', 'QUINA_GRUPO_1_5'],
  ['Duque D.', 'DUQUE_DEZENA_1_5'],
  ['Terno D.', 'TERNO_DEZENA_1_5'],
  ['Pvv', 'PASSE_VAI_VEM_INVERTIDO_1_5'],
];

export const TICKER: readonly TickerItem[] = TICKER_LABELS.map(([displayName, key]) => ({
  key,
  displayName,
  value: MULTIPLIERS[key],
}));
