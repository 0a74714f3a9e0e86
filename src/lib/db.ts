// The one Dexie database: offline content, the outbox of writes, and small bits of local state.
import Dexie, { type EntityTable } from 'dexie';
import type { ScheduleRecord } from '../features/schedules/data/schedules';
import type { DreamBookEntry } from '../features/dreams/domain/merge';
import { APP_DATABASE_NAME } from './db-names';

/** Dexie's live queries, for readers outside React (the dream book service). */
export { liveQuery } from 'dexie';

/**
 * A dream as stored offline: one title of the book of features/dreams/domain/merge.ts (built-in entry, backend row,
 * tombstone, or the admin's queued edit on top of one of those), under its title key.
 */
export type DreamRecord = DreamBookEntry;

export interface AnimalRecord {
  id: number;
  group: string;
  name: string;
  emoji: string;
  numbers: string[];
  color: string;
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
