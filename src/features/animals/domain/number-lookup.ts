// Reads what a person typed in the number lookup (a dezena, centena or milhar) and finds its group.
import { animalOfNumber, type Animal } from './animals';

export type NumberKind = 'dezena' | 'centena' | 'milhar';

export type NumberLookup =
  | { ok: true; digits: string; kind: NumberKind; dezena: string; animal: Animal }
  | { ok: false; message: string };

const KIND_BY_LENGTH: Record<number, NumberKind> = { 1: 'dezena', 2: 'dezena', 3: 'centena', 4: 'milhar' };

/**
 * The group of a typed number: its last two digits decide. Spaces, dots and dashes are ignored
 * ("12.34" is the milhar 1234); a single digit is read as a dezena ("7" → 07).
 */
export function lookupNumber(input: string): NumberLookup {
  const cleaned = input.replace(/[\s.-]/g, '');
  if (cleaned === '') return { ok: false, message: 'Digite uma dezena, centena ou milhar.' };
  if (!/^\d+$/.test(cleaned)) return { ok: false, message: 'Use apenas algarismos de 0 a 9, sem letras ou símbolos.' };
  if (cleaned.length > 4) {
    return { ok: false, message: 'Use no máximo 4 algarismos: dezena (2), centena (3) ou milhar (4).' };
  }
  const digits = cleaned.length === 1 ? `0${cleaned}` : cleaned;
  const kind = KIND_BY_LENGTH[cleaned.length] ?? 'dezena';
  return { ok: true, digits, kind, dezena: digits.slice(-2), animal: animalOfNumber(digits) };
}
