// How a draw's numbers are read (DOMAIN.md "Reading a draw"), for the worked example of /aprenda-a-jogar.
import { animalOfNumber, type Animal } from '../animals/domain/animals';

export interface ReadPrize {
  milhar: string;
  centena: string;
  dezena: string;
  animal: Animal;
}

/** A prize's four digits read as milhar, centena (last 3), dezena (last 2) and the dezena's animal. */
export function readPrize(milhar: string): ReadPrize {
  if (!/^\d{4}$/.test(milhar)) throw new RangeError(`milhar deve ter 4 algarismos: ${milhar}`);
  return { milhar, centena: milhar.slice(-3), dezena: milhar.slice(-2), animal: animalOfNumber(milhar) };
}

/** The 6º prize some houses add: the sum of the five milhares, keeping the last four digits. */
export function sixthPrize(prizes: readonly string[]): { sum: number; milhar: string } {
  if (prizes.length < 5) throw new RangeError('o 6º prêmio soma as cinco primeiras milhares');
  const sum = prizes.slice(0, 5).reduce((total, milhar) => total + Number(milhar), 0);
  return { sum, milhar: String(sum % 10000).padStart(4, '0') };
}

/** The worked example's draw: chosen so that it shows a dezena 00 (group 25, Vaca). */
export const EXAMPLE_DRAW: readonly string[] = ['4831', '0245', '7562', '1900', '3318'];
