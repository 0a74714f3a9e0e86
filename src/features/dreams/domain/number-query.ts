// Number queries in the dream book: "grupo 11", "bicho 17", "dezena 98", "centena 753", "milhar 0753" or a bare
// "1234" name an animal by the rule of the animal table (number-lookup.ts): a group by its number, any other
// number by its last two digits.
import { animalByGroup, type Animal } from '../../animals/domain/animals';
import { lookupNumber, type NumberKind } from '../../animals/domain/number-lookup';

export interface NumberQuery {
  kind: NumberKind | 'grupo';
  /** As read: two digits for a group or a dezena, three for a centena, four for a milhar. */
  digits: string;
  animal: Animal;
}

const GROUP_WORDS = new Set(['grupo', 'bicho', 'animal', 'g']);
const NUMBER_WORDS = new Set(['dezena', 'centena', 'milhar', 'numero', 'n', 'no']);

/** The number a folded query names, or undefined when it names none (or a group outside 1-25). */
export function parseNumberQuery(folded: string): NumberQuery | undefined {
  const match = /^(?:([a-z]+)\s*)?(\d[\d.]*)$/.exec(folded.trim());
  if (!match) return undefined;
  const [, word, number] = match as unknown as [string, string | undefined, string];
  if (word !== undefined && GROUP_WORDS.has(word)) {
    const group = Number(number);
    if (!/^\d{1,2}$/.test(number) || group < 1 || group > 25) return undefined;
    return { kind: 'grupo', digits: String(group).padStart(2, '0'), animal: animalByGroup(group) };
  }
  if (word !== undefined && !NUMBER_WORDS.has(word)) return undefined;
  const lookup = lookupNumber(number);
  return lookup.ok ? { kind: lookup.kind, digits: lookup.digits, animal: lookup.animal } : undefined;
}
