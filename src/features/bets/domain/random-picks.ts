// Random jogo do bicho picks (grupo, dezena, centena, milhar) and the dream dialog's guess generator.
import { ANIMALS, animalByGroup, animalOfNumber, groupLabel } from '../../animals/domain/animals';
import type { Animal } from '../../animals/domain/animals';
import type { Palpites } from '../../dreams/domain/types';
import { pickDistinct, pickOne, randomInt } from '../../../utils/random/random-int';
import type { RandomSource } from '../../../utils/random/random-int';

export type BichoKind = 'grupo' | 'dezena' | 'centena' | 'milhar';

export interface BichoPick {
  kind: BichoKind;
  /** '05' for a grupo; the digits otherwise. */
  value: string;
  /** The animal the pick belongs to (a number's last two digits decide). */
  animal: Animal;
}

const DIGITS: Record<Exclude<BichoKind, 'grupo'>, number> = { dezena: 2, centena: 3, milhar: 4 };

export function randomGroup(source?: RandomSource): Animal {
  return pickOne(ANIMALS, source);
}

/** A uniform number of the given kind, zero-padded: dezena '00'-'99', centena, milhar. */
export function randomNumber(kind: Exclude<BichoKind, 'grupo'>, source?: RandomSource): string {
  const digits = DIGITS[kind];
  return String(randomInt(10 ** digits, source)).padStart(digits, '0');
}

export function generateBicho(kind: BichoKind, source?: RandomSource): BichoPick {
  if (kind === 'grupo') {
    const animal = randomGroup(source);
    return { kind, value: animal.group, animal };
  }
  const value = randomNumber(kind, source);
  return { kind, value, animal: animalOfNumber(value) };
}

/**
 * SPEC §9's generator for the dream dialog: one random group; four distinct milhares, each a
 * random two-digit prefix plus one of that group's dezenas; a terno of that group and two other
 * distinct groups, sorted. Groups are written 'NN - Name'.
 */
export function generateDreamGuess(source?: RandomSource): Palpites {
  const animal = randomGroup(source);
  const milhares: string[] = [];
  // 400 milhares end in the group's dezenas, so four distinct ones come after very few redraws.
  while (milhares.length < 4) {
    const prefix = String(randomInt(100, source)).padStart(2, '0');
    const milhar = prefix + pickOne(animal.numbers, source);
    if (!milhares.includes(milhar)) milhares.push(milhar);
  }
  // Two distinct groups among the other 24: draw two indices of 1..24 and skip over the chosen one.
  const others = pickDistinct(2, 1, 24, source).map((n) => (n >= animal.id ? n + 1 : n));
  const terno = [animal.id, ...others].sort((a, b) => a - b);
  return {
    grupos: [groupLabel(animal)],
    milhares,
    ternoDeGrupo: terno.map((id) => groupLabel(animalByGroup(id))),
  };
}
