// The 25 groups of the jogo do bicho and the number rules that map a dezena to its group.
import { lowerNoAccents } from '../../../utils/text/accents';

export interface Animal {
  id: number;
  /** Two-digit group, '01'..'25'. */
  group: string;
  name: string;
  emoji: string;
  /** The four dezenas of the group, as two-digit strings. */
  numbers: [string, string, string, string];
  /** Display colour, as CSS hsl(). */
  color: string;
}

const NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Avestruz', '🦤'],
  ['Águia', '🦅'],
  ['Burro', '🫏'],
  ['Borboleta', '🦋'],
  ['Cachorro', '🐕'],
  ['Cabra', '🐐'],
  ['Carneiro', '🐏'],
  ['Camelo', '🐪'],
  ['Cobra', '🐍'],
  ['Coelho', '🐇'],
  ['Cavalo', '🐎'],
  ['Elefante', '🐘'],
  ['Galo', '🐓'],
  ['Gato', '🐈'],
  ['Jacaré', '🐊'],
  ['Leão', '🦁'],
  ['Macaco', '🐒'],
  ['Porco', '🐖'],
  ['Pavão', '🦚'],
  ['Peru', '🦃'],
  ['Touro', '🐂'],
  ['Tigre', '🐅'],
  ['Urso', '🐻'],
  ['Veado', '🦌'],
  ['Vaca', '🐄'],
];

const pad2 = (n: number): string => String(n).padStart(2, '0');

export const ANIMALS: readonly Animal[] = NAMES.map(([name, emoji], index) => {
  const id = index + 1;
  const first = 4 * id - 3;
  const numbers = [0, 1, 2, 3].map((k) => pad2((first + k) % 100)) as Animal['numbers'];
  return { id, group: pad2(id), name, emoji, numbers, color: `hsl(${Math.round((index * 360) / 25)}, 70%, 45%)` };
});

/** The group (1..25) of a dezena 0..99; 00 belongs to group 25. */
export function groupOfDezena(dezena: number): number {
  if (!Number.isInteger(dezena) || dezena < 0 || dezena > 99) throw new RangeError(`dezena fora de 00-99: ${dezena}`);
  return dezena === 0 ? 25 : Math.ceil(dezena / 4);
}

/** The animal for any number string of 1+ digits (dezena, centena, milhar): its last two digits decide. */
export function animalOfNumber(digits: string): Animal {
  if (!/^\d+$/.test(digits)) throw new RangeError(`não é um número: ${digits}`);
  const dezena = Number(digits.slice(-2));
  return animalByGroup(groupOfDezena(dezena));
}

export function animalByGroup(group: number | string): Animal {
  const id = typeof group === 'string' ? Number(group) : group;
  const animal = ANIMALS[id - 1];
  if (!animal || !Number.isInteger(id)) throw new RangeError(`grupo fora de 01-25: ${group}`);
  return animal;
}

const nameKey = (name: string): string => lowerNoAccents(name).trim();
const BY_NAME = new Map(ANIMALS.map((a) => [nameKey(a.name), a]));

/**
 * The animal of that name, as people type it: case, accents and surrounding spaces ignored ('leao', ' LEÃO '
 * and 'Leão' are all group 16); undefined for any other text.
 */
export function animalByName(name: string): Animal | undefined {
  return BY_NAME.get(nameKey(name));
}

/** 'NN - Name', the way dream palpites write a group. */
export function groupLabel(animal: Animal): string {
  return `${animal.group} - ${animal.name}`;
}
