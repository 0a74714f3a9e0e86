// Reads a draw result (5 to 10 prizes, 1º prize first) into the parts bets are settled on.
import { animalOfNumber, groupLabel } from '../../animals/domain/animals';
import type { Animal } from '../../animals/domain/animals';

export interface Prize {
  /** 1-based: 1 is the 1º prêmio, the "cabeça". */
  position: number;
  /** Four digits; for a 7º published as a centena (PT Rio's product rule, see prize-rules.ts), its three. */
  milhar: string;
  centena: string;
  dezena: string;
  /** Group 1..25 of the dezena. */
  group: number;
  animal: Animal;
  /** True when the prize has only a centena (three digits): no milhar bet can hit it. */
  centenaOnly: boolean;
}

export type DrawReading = { ok: true; prizes: Prize[] } | { ok: false; message: string };

export const MIN_PRIZES = 5;
export const MAX_PRIZES = 10;
/** The prize that some lotteries publish as a centena (three digits) rather than a milhar. */
export const CENTENA_PRIZE = 7;

/** The parts of one milhar. */
export function prizeOf(position: number, milhar: string): Prize {
  const centenaOnly = position === CENTENA_PRIZE && /^\d{3}$/.test(milhar);
  if (!centenaOnly && !/^\d{4}$/.test(milhar)) throw new RangeError(`milhar inválida: ${milhar}`);
  const animal = animalOfNumber(milhar);
  return { position, milhar, centena: milhar.slice(-3), dezena: milhar.slice(-2), group: animal.id, animal, centenaOnly };
}

/** Whether `digits` is a valid prize at `position` (1-based): four digits, or three for the 7º. */
export function isPrizeDigits(position: number, digits: string): boolean {
  return /^\d{4}$/.test(digits) || (position === CENTENA_PRIZE && /^\d{3}$/.test(digits));
}

/**
 * Validates a draw typed or loaded by the user. Empty entries at the end are dropped, so a form
 * with ten boxes where only five are filled still reads as a five-prize draw.
 */
export function readDraw(draw: readonly string[]): DrawReading {
  const entries = draw.map((entry) => entry.trim());
  while (entries.length > 0 && entries[entries.length - 1] === '') entries.pop();
  if (entries.length < MIN_PRIZES || entries.length > MAX_PRIZES) {
    return { ok: false, message: `O resultado deve ter de ${MIN_PRIZES} a ${MAX_PRIZES} prêmios, cada um com 4 dígitos.` };
  }
  const prizes: Prize[] = [];
  for (const [index, milhar] of entries.entries()) {
    if (!isPrizeDigits(index + 1, milhar)) {
      const digits = index + 1 === CENTENA_PRIZE ? '3 ou 4 dígitos' : '4 dígitos';
      return { ok: false, message: `O ${index + 1}º prêmio deve ter ${digits}.` };
    }
    prizes.push(prizeOf(index + 1, milhar));
  }
  return { ok: true, prizes };
}

/** '1234 (grupo 09 - Cobra)', the way the checker names a prize. */
export function describePrize(prize: Prize): string {
  return `${prize.milhar} (grupo ${groupLabel(prize.animal)})`;
}
