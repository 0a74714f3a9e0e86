// Pulls the dreams admins published in Supabase into IndexedDB: remote rows override built-in entries by
// title, tombstones bring the built-in entry back. A failed pull leaves the local copy as it was.
import { useEffect } from 'react';
import { dreamKey, dreamLetter } from '../domain/dreams/fold';
import type { Dream, DreamBlock, Palpites } from '../domain/dreams/types';
import { builtInRecord, loadBuiltInDictionary, type BuiltInDictionary } from './content-loader';
import { db as defaultDatabase, type DreamRecord, type SonhoDatabase } from './db';
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

async function applyRows(database: SonhoDatabase, rows: readonly RemoteDreamRow[], dictionary: BuiltInDictionary): Promise<number> {
  const builtIns = new Map(dictionary.BUILT_IN_DREAMS.map((d) => [dreamKey(d.titulo), d]));
  let applied = 0;
  await database.transaction('rw', database.dreams, database.meta, async () => {
    const remote = await database.dreams.where('source').equals('remote').toArray();
    const keyById = new Map(remote.map((r) => [r.remoteId, r.key]));

    /** Frees a title's slot: the built-in entry comes back when there is one. */
    const release = async (key: string) => {
      const builtIn = builtIns.get(key);
      if (builtIn) await database.dreams.put(builtInRecord(builtIn));
      else await database.dreams.delete(key);
    };

    for (const row of rows) {
      const previousKey = keyById.get(row.id);
      if (row.deleted) {
        if (previousKey !== undefined) {
          await release(previousKey);
          keyById.delete(row.id);
          applied += 1;
        }
        continue;
      }
      const dream = dreamFromRow(row);
      if (!dream) continue;
      const key = dreamKey(dream.titulo);
      // A renamed row leaves its old title.
      if (previousKey !== undefined && previousKey !== key) await release(previousKey);
      const record: DreamRecord = {
        key,
        titulo: dream.titulo,
        letter: dreamLetter(dream.titulo),
        dream,
        source: 'remote',
        remoteId: row.id,
        updatedAt: row.updated_at,
      };
      await database.dreams.put(record);
      keyById.set(row.id, key);
      applied += 1;
    }
    const newest = rows[rows.length - 1]?.updated_at;
    if (newest) await database.meta.put({ key: META_DREAMS_SYNC, value: newest });
  });
  return applied;
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

/** Syncs when `enabled` turns true (the built-in content is in place) and again on each `online` event. */
export function useDreamSync(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void syncDreams();
    const onOnline = () => void syncDreams();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [enabled]);
}
