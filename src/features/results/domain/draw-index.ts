// What /resultados needs to know of the saved draws before it reads any: how many draws each lottery has on
// each day. Counted where the draws are stored (the content worker, an admin's edit, a database upgrade) and
// kept beside them, so that a phone's main thread reads one small record instead of 600 rows (issue 30, item 7).
import { readDrawRow } from './draw-rows';

/** The draws of one lottery on one day. */
export interface DrawCount {
  /** YYYY-MM-DD. */
  date: string;
  /** As readDrawRow names it. */
  lottery: string;
  count: number;
  /** How many of them are demo rows (readDrawRow's `demo`): the page says the saved results include made-up ones. */
  demo: number;
}

/** The rows' counts per day and lottery, the days in order (oldest first), then the lotteries by code point. */
export function countDraws(rows: readonly Readonly<Record<string, unknown>>[]): DrawCount[] {
  const counts = new Map<string, DrawCount>();
  for (const row of rows) {
    const draw = readDrawRow(row);
    if (!draw) continue;
    const key = `${draw.date}\u0000${draw.lottery}`;
    const found = counts.get(key);
    const demo = draw.demo ? 1 : 0;
    if (found) {
      found.count += 1;
      found.demo += demo;
    } else counts.set(key, { date: draw.date, lottery: draw.lottery, count: 1, demo });
  }
  return [...counts.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.lottery < b.lottery ? -1 : a.lottery > b.lottery ? 1 : 0));
}
