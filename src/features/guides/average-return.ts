// Why the house always wins in the long run: the real chance of a dry bet against what its quotation pays.
import { getModality } from '../bets/domain/modalities';
import type { ModalityKey } from '../bets/domain/modality-key';

export interface DryBet {
  key: ModalityKey;
  /** What is chosen, for the table's row header. */
  what: string;
  /** The chance that one pick hits the 1º prize. */
  chance: number;
  inWords: string;
}

/** A group holds 4 of the 100 dezenas; a dezena, centena or milhar is one of 10², 10³, 10⁴. */
export const DRY_BETS: readonly DryBet[] = [
  { key: 'GRUPO_SECO_1', what: 'Grupo no 1º prêmio', chance: 4 / 100, inWords: '1 em 25' },
  { key: 'DEZENA_SECO_1', what: 'Dezena no 1º prêmio', chance: 1 / 100, inWords: '1 em 100' },
  { key: 'CENTENA_SECO_1', what: 'Centena no 1º prêmio', chance: 1 / 1000, inWords: '1 em 1.000' },
  { key: 'MILHAR_SECO_1', what: 'Milhar no 1º prêmio', chance: 1 / 10000, inWords: '1 em 10.000' },
];

/** What comes back on average of `stake` over many plays: chance × multiplier × stake, in reais to the cent. */
export function averageReturn(bet: DryBet, stake = 10): number {
  return Math.round(bet.chance * getModality(bet.key).multiplier * stake * 100) / 100;
}
