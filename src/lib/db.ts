// The one Dexie database: offline content, the outbox of writes, and small bits of local state.
import Dexie, { type EntityTable } from 'dexie';
import type { DreamBookEntry } from '../features/dreams/domain/merge';
import { countDraws } from '../features/results/domain/draw-index';
import { APP_DATABASE_NAME } from './db-names';

/** Dexie's live queries, for readers outside React (the dream book service). */
export { liveQuery } from 'dexie';

/** A key IndexedDB orders after every string, number and date: the end of a compound index's range over a part. */
export const MAX_KEY = Dexie.maxKey;

export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'conflict';

/** One write waiting to reach the backend. The id doubles as the server row's primary key. */
export interface OutboxEntry {
  id: string;
  kind: string;
  payload: unknown;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  lastError?: string;
  /** The server's current row when the entry is held as a conflict. */
  conflict?: unknown;
  /** The server asked to wait before sending again (too many requests from this address): it goes on its own. */
  serverWait?: boolean;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

/** A cached backend row (lucky_guesses, monthly_promotions, welcome_bonuses, draw_results, ...). */
export interface RemoteRow {
  table: string;
  id: string;
  updatedAt: string;
  row: Record<string, unknown>;
}

export interface RecentDream {
  key: string;
  titulo: string;
  viewedAt: number;
}

/** A topic this device follows (features/notifications): a lottery's name as its results are published, or the day's guess. */
export interface FollowRecord {
  topic: string;
  followedAt: number;
}

/**
 * A Caixa contest kept on the device (features/caixa): the `public.lottery_contests` row as PostgREST answers it
 * (snake_case; features/caixa/domain/contest.ts contestFromRow reads it), keyed by its game and number.
 */
export type ContestRecord = Record<string, unknown> & { game: string; contest: number };

/** A Caixa game saved on this device to be checked against each new contest (features/caixa). */
export interface SavedGameRecord {
  id: string;
  /** The game's id ('mega-sena'). */
  game: string;
  numbers: string[];
  /** +Milionária's trevos, Timemania's team or Dia de Sorte's month; Super Sete's digits by column. */
  extras: { clovers?: string[]; lucky?: string; columns?: string[][] };
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** The latest contest it was checked against. */
  checkedThrough?: number;
  /** What it won last, as the checker said it. */
  lastWin?: unknown;
}

/**
 * remoteRows' index of cached rows by `row.draw_date`, then `row.lottery` (draw_results; a row without both is not
 * in it): a day's draws are one range, and the index's keys alone say which days and lotteries are saved.
 */
export const DRAWS_BY_DAY = '[table+row.draw_date+row.lottery]';

/**
 * The meta key of the saved draws' counts per day and lottery (features/results/domain/draw-index.ts), written with
 * the draws in one transaction: what /resultados reads before any row.
 */
export const DRAW_INDEX_KEY = 'draws:index';

export class SonhoDatabase extends Dexie {
  /**
   * The dream book as stored offline: one DreamBookEntry (features/dreams/domain/merge.ts) per title key: built-in
   * entry, backend row, tombstone, or the admin's queued edit on top of one of those.
   */
  dreams!: EntityTable<DreamBookEntry, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  remoteRows!: Dexie.Table<RemoteRow, [string, string]>;
  recentDreams!: EntityTable<RecentDream, 'key'>;
  follows!: EntityTable<FollowRecord, 'topic'>;
  contests!: Dexie.Table<ContestRecord, [string, number]>;
  savedGames!: EntityTable<SavedGameRecord, 'id'>;

  constructor(name = APP_DATABASE_NAME) {
    super(name);
    // New versions go below, keeping every table's data (the outbox above all).
    this.version(1).stores({
      dreams: 'key, letter, source, updatedAt',
      animals: 'id',
      schedules: 'id',
      outbox: 'id, status, createdAt, nextAttemptAt, kind',
      meta: 'key',
      remoteRows: '[table+id], table, updatedAt',
      recentDreams: 'key, viewedAt',
    });
    // Version 2: what this device follows for notifications (issue 26).
    this.version(2).stores({ follows: 'topic' });
    // Version 3: the copies of the animal table and of the schedules go; nothing read the first, and the second
    // always equalled the built-in module the pages read. Their version keys in meta go with them.
    this.version(3)
      .stores({ animals: null, schedules: null })
      .upgrade((tx) => tx.table('meta').bulkDelete(['content:animals-version', 'content:schedules-version', 'content:schedules-fingerprint']));
    // Version 4: the saved draws by day and lottery (DRAWS_BY_DAY), and their counts (DRAW_INDEX_KEY), so that
    // /resultados reads the counts and the day it shows, not 30 days of rows (issue 30, item 7). IndexedDB builds the
    // index from the rows already saved; the counts are counted here, so that a device offline since sees its draws.
    this.version(4)
      .stores({ remoteRows: `[table+id], table, updatedAt, ${DRAWS_BY_DAY}` })
      .upgrade((tx) => storeDrawCountsIn(tx.table('remoteRows'), tx.table('meta')));
    // Version 5: the Caixa lotteries' contests, by game and number (each game's newest kept by the content worker,
    // the rest as its pages are read), and the games saved to be checked against each new contest (issue 39).
    this.version(5).stores({ contests: '[game+contest], game', savedGames: 'id, game, savedAt' });
  }
}

export const db = new SonhoDatabase();

/** Counts the draws saved in `remoteRows` and keeps the counts in `meta` (DRAW_INDEX_KEY) when they changed. */
async function storeDrawCountsIn(remoteRows: Dexie.Table<RemoteRow, [string, string]>, meta: EntityTable<MetaRecord, 'key'>): Promise<void> {
  const draws = await remoteRows.where('table').equals('draw_results').toArray();
  const counts = countDraws(draws.map((saved) => saved.row));
  const saved = await meta.get(DRAW_INDEX_KEY);
  if (JSON.stringify(saved?.value) !== JSON.stringify(counts)) await meta.put({ key: DRAW_INDEX_KEY, value: counts });
}

/**
 * Counts the saved draws again (what /resultados reads first). Call it in the read-write transaction over remoteRows
 * and meta that changed the draws; the version 4 upgrade does the same in its own.
 */
export function storeDrawIndex(): Promise<void> {
  return storeDrawCountsIn(db.remoteRows, db.meta);
}

/** Reads a meta value, or the fallback when absent. */
export async function getMeta<T>(key: string, fallback: T): Promise<T> {
  const record = await db.meta.get(key);
  return record ? (record.value as T) : fallback;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
