// How often each animal came out in a lottery's stored draws: a description of the past, never a
// prediction (every draw is independent; DOMAIN.md "Law and responsible gambling").
import { ANIMALS } from '../../animals/domain/animals';
import { prizeOf } from '../../bets/domain/draw';
import type { DrawRow } from './draw-rows';

interface AnimalCount {
  /** Group 1..25. */
  group: number;
  count: number;
}

export interface Frequency {
  /** How many draws were counted (at most the N asked for). */
  draws: number;
  /** Prizes counted per draw: the 1º to this one. */
  prizes: number;
  /** Every group, in table order (01 to 25), never ranked: a ranking reads like a tip. */
  counts: AnimalCount[];
  /** What each group would show on average by chance alone: draws × prizes ÷ 25. */
  expected: number;
}

/** Counts the groups of the 1º to `prizes`º prize over the newest `lastN` of `draws` (newest first). */
export function animalFrequency(draws: readonly DrawRow[], lastN: number, prizes = 5): Frequency {
  const counted = draws.slice(0, Math.max(0, lastN));
  const counts = new Map<number, number>(ANIMALS.map((a) => [a.id, 0]));
  for (const draw of counted) {
    draw.prizes.slice(0, prizes).forEach((digits, index) => {
      const { group } = prizeOf(index + 1, digits);
      counts.set(group, (counts.get(group) ?? 0) + 1);
    });
  }
  return {
    draws: counted.length,
    prizes,
    counts: [...counts.entries()].map(([group, count]) => ({ group, count })),
    expected: (counted.length * prizes) / 25,
  };
}
