// Reads a draw result (5 to 7 four-digit milhares, 1º prize first) into the parts bets are settled on.
import { animalOfNumber, groupLabel } from '../animals/animals';
import type { Animal } from '../animals/animals';

export interface Prize {
  /** 1-based: 1 is the 1º prêmio, the "cabeça". */
  position: number;
  milhar: string;
  centena: string;
  dezena: string;
  /** Group 1..25 of the dezena. */
  group: number;
  animal: Animal;
}

export type DrawReading = { ok: true; prizes: Prize[] } | { ok: false; message: string };

export const MIN_PRIZES = 5;
export const MAX_PRIZES = 7;

/** The parts of one milhar. */
export function prizeOf(position: number, milhar: string): Prize {
  if (!/^\d{4}$/.test(milhar)) throw new RangeError(`milhar inválida: ${milhar}`);
  const animal = animalOfNumber(milhar);
  return { position, milhar, centena: milhar.slice(1), dezena: milhar.slice(2), group: animal.id, animal };
}

/**
 * Validates a draw typed or loaded by the user. Empty entries at the end are dropped, so a form
 * with seven boxes where only five are filled still reads as a five-prize draw.
 */
export function readDraw(draw: readonly string[]): DrawReading {
  const entries = draw.map((entry) => entry.trim());
  while (entries.length > 0 && entries[entries.length - 1] === '') entries.pop();
  if (entries.length < MIN_PRIZES || entries.length > MAX_PRIZES) {
    return { ok: false, message: 'O resultado deve ter de 5 a 7 prêmios, cada um com 4 dígitos.' };
  }
  const prizes: Prize[] = [];
  for (const [index, milhar] of entries.entries()) {
    if (!/^\d{4}$/.test(milhar)) return { ok: false, message: `O ${index + 1}º prêmio deve ter 4 dígitos.` };
    prizes.push(prizeOf(index + 1, milhar));
  }
  return { ok: true, prizes };
}

/** '1234 (grupo 09 - Cobra)', the way the checker names a prize. */
export function describePrize(prize: Prize): string {
  return `${prize.milhar} (grupo ${groupLabel(prize.animal)})`;
}
