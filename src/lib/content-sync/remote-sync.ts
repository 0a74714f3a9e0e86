// Downloads the small public backend tables kept offline (lucky_guesses, monthly_promotions, welcome_bonuses,
// draw_results, and each Caixa game's newest contest: contest-sync.ts) into IndexedDB. No React here: the content worker runs it too (the background prefetch).
import { addDays, todayInBrasilia } from '../../utils/calendar/dates';
import { db, getMeta, setMeta, storeDrawIndex } from '../db';
import { isOnline } from '../online';
import type { SupabaseClient } from '../supabase';
import { listPublicTable } from './api/list-public-table';
import { listRecentDrawResults } from './api/list-recent-draw-results';
import { refreshLatestContests } from './contest-sync';
import { FIRST_RESULT_DAYS, PUBLIC_TABLES, RESULT_DAYS, syncKey, type CachedTable } from './cached-tables';

type StoredRow = Record<string, unknown>;
const stored = (table: CachedTable) => (row: StoredRow) => ({ table, id: String(row.id), updatedAt: String(row.updated_at ?? ''), row });

/**
 * Makes the saved copy of `table` equal `rows`, writing only the rows that changed: a download of the same rows
 * writes none, and the pages' live queries over them (30 days of draws) have nothing to read again.
 */
async function replaceRows(table: CachedTable, rows: readonly StoredRow[]): Promise<void> {
  const saved = await db.remoteRows.where('table').equals(table).toArray();
  const before = new Map(saved.map((old) => [old.id, JSON.stringify(old.row)]));
  const next = rows.map(stored(table));
  const kept = new Set(next.map((row) => row.id));
  const gone = saved.filter((old) => !kept.has(old.id)).map((old): [string, string] => [table, old.id]);
  const changed = next.filter((row) => before.get(row.id) !== JSON.stringify(row.row));
  if (gone.length > 0) await db.remoteRows.bulkDelete(gone);
  if (changed.length > 0) await db.remoteRows.bulkPut(changed);
}

const inFlight = new Map<CachedTable, Promise<number | null>>();

const appClient = async (): Promise<SupabaseClient> => (await import('../supabase')).getSupabase();

/**
 * Replaces the offline copy of `table` with what the backend lets this visitor read. Resolves to the number of
 * rows stored, or null when the copy was kept (offline, or the backend could not be read). `client` is the
 * page's own (signed in or not) unless given: the worker, which has no session, passes an anonymous one.
 */
export function refreshTable(table: CachedTable, client: () => Promise<SupabaseClient> = appClient): Promise<number | null> {
  const running = inFlight.get(table);
  if (running) return running;
  const task = (async () => {
    try {
      if (!isOnline()) return null;
      const supabase = await client();
      // The Caixa games' newest contests go to their own table, beside the contests of the pages read.
      if (table === 'lottery_contests') return await refreshLatestContests(supabase);
      const today = todayInBrasilia();
      if (table === 'draw_results' && (await db.remoteRows.where('table').equals(table).count()) === 0) {
        // Nothing saved yet: the days the page opens on first, kept (and shown) while the rest downloads.
        const first = await listRecentDrawResults(supabase, addDays(today, -(FIRST_RESULT_DAYS - 1)));
        await db.transaction('rw', db.remoteRows, db.meta, async () => {
          await db.remoteRows.bulkPut(first.map(stored(table)));
          await storeDrawIndex();
        });
      }
      // Draw results: the last RESULT_DAYS days whatever their number (about 30 draws a day);
      // the other tables are small and read whole. Both page by page, past the server's max-rows.
      const rows =
        table === 'draw_results' ? await listRecentDrawResults(supabase, addDays(today, -(RESULT_DAYS - 1))) : await listPublicTable(supabase, table);
      await db.transaction('rw', db.remoteRows, db.meta, async () => {
        await replaceRows(table, rows);
        if (table === 'draw_results') await storeDrawIndex();
        await setMeta(syncKey(table), new Date().toISOString());
      });
      return rows.length;
    } catch {
      return null;
    }
  })();
  inFlight.set(table, task);
  // Forgotten once settled, here and not in the task: an attempt that ends before its first await (offline)
  // would otherwise be forgotten before it is remembered, and answer every later call with its null.
  void task.finally(() => {
    if (inFlight.get(table) === task) inFlight.delete(table);
  });
  return task;
}

/**
 * refreshTable for news that the data changed (a push): a download already running may have read the backend
 * before the change, so a new one follows it.
 */
export function refreshTableAfter(table: CachedTable, client: () => Promise<SupabaseClient> = appClient): Promise<number | null> {
  const running = inFlight.get(table);
  return running ? running.then(() => refreshTable(table, client)) : refreshTable(table, client);
}

/** A copy younger than this is left alone by the prefetch: a visitor hopping between pages costs no extra data. */
export const PREFETCH_MAX_AGE_MS = 10 * 60_000;

/**
 * Downloads every public table whose copy is missing or older than `maxAgeMs`, one after the other (a weak
 * link carries one small answer at a time). Resolves to the tables it stored.
 */
export async function prefetchPublicTables({
  client = appClient,
  maxAgeMs = PREFETCH_MAX_AGE_MS,
  now = () => Date.now(),
}: { client?: () => Promise<SupabaseClient>; maxAgeMs?: number; now?: () => number } = {}): Promise<CachedTable[]> {
  const stored: CachedTable[] = [];
  for (const table of PUBLIC_TABLES) {
    if (!isOnline()) break;
    const syncedAt = await getMeta<string | null>(syncKey(table), null);
    if (syncedAt && now() - Date.parse(syncedAt) < maxAgeMs) continue;
    if ((await refreshTable(table, client)) !== null) stored.push(table);
  }
  return stored;
}
