// The reads of IndexedDB that pages watch through the content service (content-service.ts): each runs as a Dexie
// live query where the service runs, in the content worker, and only its answers reach the page, and only when
// they change. So /resultados, its follow controls and the header's count of waiting writes show what is saved
// without loading Dexie on the page's main thread or reading there (issue 30, item 7). Any tab's or worker's write reaches these queries: Dexie
// broadcasts every change.
import type { DrawCount } from '../../features/results/domain/draw-index';
import { sortTopics } from '../../features/notifications/domain/topics';
import { db, DRAW_INDEX_KEY, DRAWS_BY_DAY, getMeta, MAX_KEY } from '../db';
import { PUSH_ENABLED_KEY } from '../db-names';
import { syncKey } from './cached-tables';

const DRAWS = 'draw_results';

type Row = Record<string, unknown>;

export interface SavedDrawIndex {
  /** The saved draws' counts per day and lottery, oldest day first. */
  counts: DrawCount[];
  /** When the copy was last downloaded (ISO time), null when never. */
  syncedAt: string | null;
}

/** The rows of one day, with that day: while another day is read, a page can go on showing this one. */
export interface SavedDay {
  date: string;
  rows: Row[];
}

/** What this device follows (features/notifications). */
export interface FollowState {
  /** Followed topics, in the order they are listed (topics.ts). */
  topics: string[];
  /** Off while paused from the notifications page. */
  enabled: boolean;
}

/** Each read, what it is given and what it answers. */
export interface LiveReads {
  /** The saved draws' counts per day and lottery (one record, stored with them) and the time of the last download. */
  'draw-index': { args: Record<string, never>; result: SavedDrawIndex };
  /** The saved draws of one day, by lottery. */
  'draw-day': { args: { date: string }; result: SavedDay };
  /** One saved draw by its id; null when not saved. */
  draw: { args: { id: string }; result: Row | null };
  /** Every saved draw's row (the frequencies count them). */
  draws: { args: Record<string, never>; result: Row[] };
  /** The topics followed and whether notifications are on. */
  follows: { args: Record<string, never>; result: FollowState };
  /** How many writes wait in the outbox (the header's count). */
  'outbox-count': { args: Record<string, never>; result: number };
}

export type LiveRead = keyof LiveReads;

export async function readFollowState(): Promise<FollowState> {
  return db.transaction('r', db.follows, db.meta, async () => ({
    topics: sortTopics((await db.follows.toArray()).map((record) => record.topic)),
    enabled: (await getMeta<boolean>(PUSH_ENABLED_KEY, true)) !== false,
  }));
}

export const liveReads: { [R in LiveRead]: (args: LiveReads[R]['args']) => Promise<LiveReads[R]['result']> } = {
  'draw-index': async () => {
    const [counts, synced] = await db.meta.bulkGet([DRAW_INDEX_KEY, syncKey(DRAWS)]);
    return {
      counts: Array.isArray(counts?.value) ? (counts.value as DrawCount[]) : [],
      syncedAt: typeof synced?.value === 'string' ? synced.value : null,
    };
  },
  'draw-day': async ({ date }) => {
    // [table, date] sorts before every key it begins, [table, date, MAX_KEY] after them: the day's draws, by lottery.
    const stored = await db.remoteRows.where(DRAWS_BY_DAY).between([DRAWS, date], [DRAWS, date, MAX_KEY]).toArray();
    return { date, rows: stored.map((saved) => saved.row) };
  },
  draw: async ({ id }) => (await db.remoteRows.get([DRAWS, id]))?.row ?? null,
  draws: async () => (await db.remoteRows.where('table').equals(DRAWS).toArray()).map((saved) => saved.row),
  follows: readFollowState,
  'outbox-count': () => db.outbox.count(),
};
