// Pulls the dreams admins published in Supabase into IndexedDB: remote rows override built-in entries by
// title, tombstones hide the title (built-in entry too). A failed pull leaves the local copy as it was.
import { dreamKey } from '../domain/dreams/fold';
import type { Dream, DreamBlock, Palpites } from '../domain/dreams/types';
import { compareTimestamps } from '../domain/time/timestamps';
import { loadBuiltInDictionary, type BuiltInDictionary } from './content-loader';
import { db as defaultDatabase, type DreamRecord, type SonhoDatabase } from './db';
import { builtInRecord, publishedRecord, tombstoneRecord } from './dream-records';
import { isOnline } from './online';
import { getSupabase, type SupabaseClient } from './supabase';

/** Meta key holding the `updated_at` of the newest remote row applied. */
export const META_DREAMS_SYNC = 'sync:dreams';
const PAGE_SIZE = 500;
const COLUMNS = 'id,titulo,geral,variantes,deleted,updated_at';

/** A row of the `dreams` table, as PostgREST returns it. */
export interface RemoteDreamRow {
  id: string;
  titulo: string;
  geral: unknown;
  variantes: unknown;
  deleted: boolean;
  updated_at: string;
}

export type SyncResult = { status: 'synced'; applied: number } | { status: 'offline' } | { status: 'failed'; error: string };

interface SyncOptions {
  database?: SonhoDatabase;
  client?: () => Promise<SupabaseClient>;
  loadDictionary?: () => Promise<BuiltInDictionary>;
  online?: () => boolean;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function toBlock(value: unknown): DreamBlock | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as { significado?: unknown; palpites?: Partial<Record<keyof Palpites, unknown>> };
  if (typeof raw.significado !== 'string') return undefined;
  const palpites = raw.palpites ?? {};
  return {
    significado: raw.significado,
    palpites: { grupos: strings(palpites.grupos), milhares: strings(palpites.milhares), ternoDeGrupo: strings(palpites.ternoDeGrupo) },
  };
}

/** The dream a row holds, or undefined when the row is malformed (it is then skipped, not stored). */
export function dreamFromRow(row: RemoteDreamRow): Dream | undefined {
  const titulo = typeof row.titulo === 'string' ? row.titulo.trim() : '';
  const geral = toBlock(row.geral);
  if (!titulo || !dreamKey(titulo) || !geral) return undefined;
  const variantes: Record<string, DreamBlock> = {};
  if (row.variantes && typeof row.variantes === 'object' && !Array.isArray(row.variantes)) {
    for (const [name, value] of Object.entries(row.variantes as Record<string, unknown>)) {
      const block = toBlock(value);
      if (block) variantes[name] = block;
    }
  }
  return Object.keys(variantes).length > 0 ? { titulo, geral, variantes } : { titulo, geral };
}

async function fetchChangedRows(client: SupabaseClient, since: string | null): Promise<RemoteDreamRow[]> {
  const rows: RemoteDreamRow[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    let query = client.from('dreams').select(COLUMNS);
    if (since) query = query.gt('updated_at', since);
    const { data, error } = await query.order('updated_at', { ascending: true }).order('id', { ascending: true }).range(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(error.message);
    const page = (data ?? []) as RemoteDreamRow[];
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
  }
}

/**
 * Writes backend rows (in `updated_at` order) over the offline copy. The newest row of a title decides
 * it: a live row shows its dream, a tombstone hides the title (built-in entry included) until a later
 * live row of that title arrives. A row that leaves a title (renamed) gives it back to the built-in
 * entry. Must run inside a read-write transaction over `database.dreams`.
 */
async function writeRows(database: SonhoDatabase, rows: readonly RemoteDreamRow[], dictionary: BuiltInDictionary): Promise<number> {
  const builtIns = new Map(dictionary.BUILT_IN_DREAMS.map((d) => [dreamKey(d.titulo), d]));
  const remote = await database.dreams.where('source').equals('remote').toArray();
  const keyById = new Map(remote.map((r) => [r.remoteId, r.key]));
  let applied = 0;

  /** Gives a title back to its built-in entry, unless another row has taken it meanwhile. */
  const release = async (key: string, id: string) => {
    if ((await database.dreams.get(key))?.remoteId !== id) return;
    const builtIn = builtIns.get(key);
    if (builtIn) await database.dreams.put(builtInRecord(builtIn));
    else await database.dreams.delete(key);
  };

  for (const row of rows) {
    const record = recordFromRow(row);
    // A malformed live row is skipped and changes nothing.
    if (!record) continue;
    const previousKey = keyById.get(row.id);
    if (previousKey !== undefined && previousKey !== record.key) {
      await release(previousKey, row.id);
      keyById.delete(row.id);
    }
    const holder = await database.dreams.get(record.key);
    // A row written locally after delivery (admin-edits.ts) may be newer than one a later pull brings.
    if (holder?.source === 'remote' && holder.remoteId !== row.id && holder.updatedAt && compareTimestamps(holder.updatedAt, row.updated_at) > 0) {
      continue;
    }
    await database.dreams.put(record);
    keyById.set(row.id, record.key);
    applied += 1;
  }
  return applied;
}

/** The record a row becomes: its dream, or a tombstone of its title; undefined when the row is unusable. */
function recordFromRow(row: RemoteDreamRow): DreamRecord | undefined {
  if (row.deleted) {
    const titulo = typeof row.titulo === 'string' ? row.titulo.trim() : '';
    return dreamKey(titulo) ? tombstoneRecord(titulo, row.id, row.updated_at) : undefined;
  }
  const dream = dreamFromRow(row);
  return dream ? publishedRecord(dream, row.id, row.updated_at) : undefined;
}

async function applyRows(database: SonhoDatabase, rows: readonly RemoteDreamRow[], dictionary: BuiltInDictionary): Promise<number> {
  return database.transaction('rw', database.dreams, database.meta, async () => {
    const applied = await writeRows(database, rows, dictionary);
    const newest = rows[rows.length - 1]?.updated_at;
    if (newest) await database.meta.put({ key: META_DREAMS_SYNC, value: newest });
    return applied;
  });
}

/**
 * Stores rows this device has just written to the backend (a delivered admin edit), the same way a pull
 * would, without moving the sync mark: rows changed by others meanwhile still come with the next pull.
 */
export async function storeDreamRows(
  rows: readonly RemoteDreamRow[],
  options: Pick<SyncOptions, 'database' | 'loadDictionary'> = {},
): Promise<void> {
  const database = options.database ?? defaultDatabase;
  const dictionary = await (options.loadDictionary ?? loadBuiltInDictionary)();
  await database.transaction('rw', database.dreams, () => writeRows(database, rows, dictionary));
}

/** Forgets a row the backend no longer has: its title goes back to the built-in entry, if any. */
export async function forgetDreamRow(id: string, options: Pick<SyncOptions, 'database' | 'loadDictionary'> = {}): Promise<void> {
  const database = options.database ?? defaultDatabase;
  const dictionary = await (options.loadDictionary ?? loadBuiltInDictionary)();
  await database.transaction('rw', database.dreams, async () => {
    const record = await database.dreams.where('source').equals('remote').filter((r) => r.remoteId === id).first();
    if (!record) return;
    const builtIn = dictionary.BUILT_IN_DREAMS.find((d) => dreamKey(d.titulo) === record.key);
    if (builtIn) await database.dreams.put(builtInRecord(builtIn));
    else await database.dreams.delete(record.key);
  });
}

const running = new WeakMap<SonhoDatabase, Promise<SyncResult>>();

/** One pull of the dreams changed since the last sync; concurrent calls share it. */
export function syncDreams(options: SyncOptions = {}): Promise<SyncResult> {
  const database = options.database ?? defaultDatabase;
  const current = running.get(database);
  if (current) return current;
  const task = (async (): Promise<SyncResult> => {
    if (!(options.online ?? isOnline)()) return { status: 'offline' };
    try {
      const since = ((await database.meta.get(META_DREAMS_SYNC))?.value as string | undefined) ?? null;
      const client = await (options.client ?? getSupabase)();
      const rows = await fetchChangedRows(client, since);
      if (rows.length === 0) return { status: 'synced', applied: 0 };
      const dictionary = await (options.loadDictionary ?? loadBuiltInDictionary)();
      return { status: 'synced', applied: await applyRows(database, rows, dictionary) };
    } catch (error) {
      return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  })().finally(() => running.delete(database));
  running.set(database, task);
  return task;
}
