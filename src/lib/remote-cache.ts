// Offline copies of small backend tables (lucky_guesses, monthly_promotions, welcome_bonuses, draw_results):
// read from IndexedDB at once, refreshed in the background when online. A failed refresh keeps the copy.
import { useEffect } from 'react';
import { addDays, todayInBrasilia } from '../domain/calendar/dates';
import { db, getMeta, setMeta } from './db';
import { useLiveQuery } from './db-hooks';
import { isOnline } from './online';
import { getSupabase } from './supabase';

export type CachedTable = 'lucky_guesses' | 'monthly_promotions' | 'welcome_bonuses' | 'draw_results';

const inFlight = new Map<CachedTable, Promise<number | null>>();

/** Days of draw results kept on the device (issue 20: the last 30 days, readable offline). */
export const RESULT_DAYS = 30;

/** The meta key holding when a table was last refreshed from the backend (ISO timestamp). */
export const syncKey = (table: CachedTable): string => `sync:${table}`;

/**
 * Replaces the offline copy of `table` with what the backend lets this visitor read. Resolves to the number of
 * rows stored, or null when the copy was kept (offline, or the backend could not be read).
 */
export function refreshTable(table: CachedTable): Promise<number | null> {
  const running = inFlight.get(table);
  if (running) return running;
  const task = (async () => {
    if (!isOnline()) return null;
    try {
      const supabase = await getSupabase();
      // Draw results: the last RESULT_DAYS days whatever their number (about 30 draws a day);
      // the other tables are small and read whole, newest first.
      const query =
        table === 'draw_results'
          ? supabase
              .from(table)
              .select('*')
              .gte('draw_date', addDays(todayInBrasilia(), -(RESULT_DAYS - 1)))
              .order('draw_date', { ascending: false })
              .limit(3000)
          : supabase.from(table).select('*').order('updated_at', { ascending: false }).limit(500);
      const { data, error } = await query;
      if (error || !data) return null;
      const rows = data as Record<string, unknown>[];
      await db.transaction('rw', db.remoteRows, db.meta, async () => {
        await db.remoteRows.where('table').equals(table).delete();
        await db.remoteRows.bulkPut(rows.map((row) => ({ table, id: String(row.id), updatedAt: String(row.updated_at ?? ''), row })));
        await setMeta(syncKey(table), new Date().toISOString());
      });
      return rows.length;
    } catch {
      return null;
    } finally {
      inFlight.delete(table);
    }
  })();
  inFlight.set(table, task);
  return task;
}

/** The cached rows of a table (undefined while IndexedDB answers), refreshed once per mount when online. */
export function useCachedRows<T = Record<string, unknown>>(table: CachedTable): T[] | undefined {
  useEffect(() => {
    void refreshTable(table);
    const onOnline = () => void refreshTable(table);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [table]);
  return useLiveQuery(async () => {
    const rows = await db.remoteRows.where('table').equals(table).toArray();
    return rows.map((r) => r.row as T);
  }, [table]);
}

/** When the table was last refreshed on this device (ISO), null if never; undefined while IndexedDB answers. */
export function useLastSync(table: CachedTable): string | null | undefined {
  return useLiveQuery(() => getMeta<string | null>(syncKey(table), null), [table]);
}
