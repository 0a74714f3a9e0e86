// Prize limits for /limites: this house's example ceilings per modality, kept as data an admin can change.
import type { ModalityKey } from './modality-key';

export interface PrizeLimit {
  /** The most one bet pays, in reais, however large stake × multiplier is. */
  maxPerBet: number;
  /** The most one ticket (several bets together) pays, in reais. */
  maxPerTicket: number;
}

export type PrizeLimits = Readonly<Record<ModalityKey, PrizeLimit>>;

/** Shown with the table: the values are examples, not a rule of the game. */
export const PRIZE_LIMITS_NOTE =
  'Limites de exemplo desta casa: cada banca define os seus e eles podem mudar. Confira sempre antes de jogar.';

/** When these example values were last reviewed. */
export const PRIZE_LIMITS_AS_OF = '2026-01-01';

const limit = (maxPerBet: number, maxPerTicket: number): PrizeLimit => ({ maxPerBet, maxPerTicket });

// Ceilings grow with how hard the bet is to hit, so an ordinary stake is never cut while a
// large stake on a long shot is; each ticket allows two maximum bets.
export const PRIZE_LIMITS: PrizeLimits = {
  GRUPO_SECO_1: limit(5_000, 10_000),
  GRUPO_COMBINADO_1_5: limit(5_000, 10_000),
  DUPLA_GRUPO_1_5: limit(10_000, 20_000),
  TERNO_GRUPO_SECO_1_3: limit(20_000, 40_000),
  TERNO_GRUPO_1_5: limit(15_000, 30_000),
  QUADRA_GRUPO_1_5: limit(20_000, 40_000),
  QUINA_GRUPO_1_5: limit(30_000, 60_000),
  MILHAR_SECO_1: limit(50_000, 100_000),
  MILHAR_COMBINADO_1_5: limit(30_000, 60_000),
  MILHAR_COMBINADO_1_10: limit(20_000, 40_000),
  CENTENA_SECO_1: limit(10_000, 20_000),
  CENTENA_COMBINADO_1_5: limit(5_000, 10_000),
  CENTENA_COMBINADO_1_10: limit(3_000, 6_000),
  DEZENA_SECO_1: limit(3_000, 6_000),
  DEZENA_COMBINADO_1_5: limit(2_000, 4_000),
  DEZENA_COMBINADO_1_10: limit(1_000, 2_000),
  DUQUE_DEZENA_1_5: limit(10_000, 20_000),
  TERNO_DEZENA_1_5: limit(30_000, 60_000),
  PASSE_VAI_1_2: limit(10_000, 20_000),
  PASSE_VAI_VEM_INVERTIDO_1_5: limit(10_000, 20_000),
  MILHAR_CENTENA_SECO_1: limit(50_000, 100_000),
  MILHAR_CENTENA_COMBINADO_1_5: limit(30_000, 60_000),
};

/** Problems with an edited limits table (for an admin form); empty when it can be used. */
export function prizeLimitProblems(limits: Readonly<Record<string, PrizeLimit | undefined>>, keys: readonly ModalityKey[]): string[] {
  const problems: string[] = [];
  for (const key of keys) {
    const entry = limits[key];
    if (!entry) {
      problems.push(`${key}: limite ausente`);
      continue;
    }
    const { maxPerBet, maxPerTicket } = entry;
    if (!(Number.isFinite(maxPerBet) && maxPerBet > 0)) problems.push(`${key}: o limite por aposta deve ser maior que zero`);
    if (!(Number.isFinite(maxPerTicket) && maxPerTicket > 0)) problems.push(`${key}: o limite por bilhete deve ser maior que zero`);
    if (maxPerTicket < maxPerBet) problems.push(`${key}: o limite por bilhete não pode ser menor que o limite por aposta`);
  }
  return problems;
}
