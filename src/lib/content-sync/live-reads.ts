// The reads of IndexedDB that pages watch through the content service (content-service.ts): each runs as a Dexie
// live query where the service runs, in the content worker, and only its answers reach the page, and only when
// they change. So /resultados, its follow controls and the header's count of waiting writes show what is saved
// without loading Dexie on the page's main thread or reading there (issue 30, item 7). Any tab's or worker's write reaches these queries: Dexie
// broadcasts every change.
import type { DrawCount } from '../../features/results/domain/draw-index';
import { sortTopics } from '../../features/notifications/domain/topics';
import { db, DRAW_INDEX_KEY, DRAWS_BY_DAY, getMeta, MAX_KEY, type SavedGameRecord } from '../db';
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

/** The Caixa games' newest contests kept on the device (db.contests), one row per game. */
export interface SavedLatestContests {
  rows: Row[];
  /** When they were last downloaded (ISO time), null when never. */
  syncedAt: string | null;
}

/** A game's saved contests, newest first. */
export interface SavedGameContests {
  /** At most the `limit` asked for. */
  rows: Row[];
  /** How many of the game's contests are saved in all. */
  saved: number;
}

/** One saved contest, and the game's newest number saved (whether there is a next one to link to). */
export interface SavedContest {
  row: Row | null;
  newest: number | null;
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
  /** Each Caixa game's newest saved contest. */
  'latest-contests': { args: Record<string, never>; result: SavedLatestContests };
  /** A Caixa game's saved contests, newest first, at most `limit`. */
  'game-contests': { args: { game: string; limit: number }; result: SavedGameContests };
  /** One saved Caixa contest. */
  contest: { args: { game: string; contest: number }; result: SavedContest };
  /** The Caixa games saved on this device (features/caixa), of one game or of all (null), the newest saved first. */
  'saved-games': { args: { game: string | null }; result: SavedGameRecord[] };
}

export type LiveRead = keyof LiveReads;

export async function readFollowState(): Promise<FollowState> {
  return db.transaction('r', db.follows, db.meta, async () => ({
    topics: sortTopics((await db.follows.toArray()).map((record) => record.topic)),
    enabled: (await getMeta<boolean>(PUSH_ENABLED_KEY, true)) !== false,
  }));
}

/** A game's contests in db.contests' key order, oldest first (numbers start at 1). */
const contestsOf = (game: string) => db.contests.where('[game+contest]').between([game, 0], [game, MAX_KEY]);

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
  'latest-contests': async () => {
    const games = (await db.contests.orderBy('game').uniqueKeys()).map(String);
    const rows = await Promise.all(games.map((game) => contestsOf(game).last()));
    const synced = await db.meta.get(syncKey('lottery_contests'));
    return { rows: rows.filter((row) => row !== undefined), syncedAt: typeof synced?.value === 'string' ? synced.value : null };
  },
  'game-contests': async ({ game, limit }) => {
    const [rows, saved] = await Promise.all([contestsOf(game).reverse().limit(limit).toArray(), contestsOf(game).count()]);
    return { rows, saved };
  },
  contest: async ({ game, contest }) => {
    const [row, newest] = await Promise.all([db.contests.get([game, contest]), contestsOf(game).last()]);
    return { row: row ?? null, newest: newest?.contest ?? null };
  },
  'saved-games': async ({ game }) => (await (game === null ? db.savedGames.toCollection() : db.savedGames.where('game').equals(game)).sortBy('savedAt')).reverse(),
};
