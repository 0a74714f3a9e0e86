// The one Dexie database: offline content, the outbox of writes, and small bits of local state.
import Dexie, { type EntityTable } from 'dexie';
import type { Dream } from '../domain/dreams/types';

/** Dexie's live queries, for readers outside React (the dream book service). */
export { liveQuery } from 'dexie';

/**
 * A dream as stored offline: built-in, or a backend row that overrides a built-in one by title, or the
 * tombstone of a deleted dream (which hides the built-in entry of that title; see dream-records.ts).
 */
export interface DreamRecord {
  /** Folded title (lower case, no accents): the primary key, so a remote row replaces the built-in one. */
  key: string;
  titulo: string;
  /** First letter of the folded title, 'a'..'z'. */
  letter: string;
  dream: Dream;
  source: 'builtin' | 'remote';
  /** Backend row id and version, for remote rows. */
  remoteId?: string;
  updatedAt?: string;
  /** A remote tombstone: the dream of this title was deleted, and no reader shows it. Not indexed. */
  deleted?: boolean;
}

export interface AnimalRecord {
  id: number;
  group: string;
  name: string;
  emoji: string;
  numbers: string[];
  color: string;
}

export interface ScheduleRecord {
  /** Lottery id, e.g. 'pt-rio'. */
  id: string;
  lottery: string;
  /**
   * Draw times 'HH:MM' (Brasília) with label and optional weekdays (0 = Sunday); `varies` marks a time
   * that public sources disagree on, shown with "horário pode variar".
   */
  draws: { time: string; label: string; weekdays?: number[]; varies?: boolean }[];
  note?: string;
  asOf: string;
}

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

export class SonhoDatabase extends Dexie {
  dreams!: EntityTable<DreamRecord, 'key'>;
  animals!: EntityTable<AnimalRecord, 'id'>;
  schedules!: EntityTable<ScheduleRecord, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  remoteRows!: Dexie.Table<RemoteRow, [string, string]>;
  recentDreams!: EntityTable<RecentDream, 'key'>;

  constructor(name = 'sonho-e-sorte') {
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
  }
}

export const db = new SonhoDatabase();

/** Reads a meta value, or the fallback when absent. */
export async function getMeta<T>(key: string, fallback: T): Promise<T> {
  const record = await db.meta.get(key);
  return record ? (record.value as T) : fallback;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
