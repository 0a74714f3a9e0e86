// Offline copies of small backend tables (lucky_guesses, monthly_promotions, welcome_bonuses, draw_results):
// read from IndexedDB at once, refreshed in the background when online. A failed refresh keeps the copy.
// The download itself is remote-sync.ts, shared with the background prefetch (public-prefetch.ts).
import { useEffect, useState } from 'react';
import { db } from '../db';
import { useLiveQuery } from '../db-hooks';
import { PUSH_RECEIVED, onWorkerMessage } from '../sw-messages';
import { callContent } from './content-client';
import { cachedTableStatus, refreshTable, refreshTableAfter, syncKey, type CachedTable, type CachedTableStatus } from './remote-sync';

export { RESULT_DAYS, cachedTableStatus, type CachedTable } from './remote-sync';

export interface CachedTableState<T> {
  status: CachedTableStatus;
  /** The saved rows; undefined while IndexedDB answers. */
  rows: T[] | undefined;
  /** When the copy was last downloaded (ISO time); null when never, undefined while IndexedDB answers. */
  syncedAt: string | null | undefined;
  /** This visit's download: undefined while it runs, then the rows stored, or null when the saved copy was kept. */
  refreshed: number | null | undefined;
}

/**
 * Tables every visitor reads alike (no row depends on who is signed in), downloaded by the content worker: their
 * download, supabase-js and the write of some 600 rows into IndexedDB stay off the page's main thread (draw_results:
 * 30 days of draws, issue 30). The page's own live query sees the rows the worker stores.
 */
const IN_WORKER: ReadonlySet<CachedTable> = new Set<CachedTable>(['draw_results']);

/** Downloads `table` into IndexedDB, in the content worker or in the page; `after`: see refreshTableAfter. */
function download(table: CachedTable, after: boolean): Promise<number | null> {
  if (IN_WORKER.has(table)) return callContent('refresh-table', { table, after });
  return after ? refreshTableAfter(table) : refreshTable(table);
}

/** A return to the tab refreshes a copy older than this: a tab left open all afternoon shows the new draws. */
const FOREGROUND_REFRESH_MS = 60_000;

/**
 * Keeps a table's offline copy fresh while the calling page is open: a download once per mount, whenever the
 * connection comes back, when a push arrives (the service worker says so: something was just published) and on
 * return to the tab after a minute or more. Returns this visit's latest download: undefined while it runs, then
 * the rows stored, or null when the saved copy was kept.
 */
export function useTableRefresh(table: CachedTable): number | null | undefined {
  const [refreshed, setRefreshed] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    let lastAt = 0;
    const refresh = (after = false) => {
      lastAt = Date.now();
      setRefreshed(undefined);
      void download(table, after).then((count) => {
        if (alive) setRefreshed(count);
      });
    };
    const onOnline = () => refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastAt >= FOREGROUND_REFRESH_MS) refresh();
    };
    refresh();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const stopPush = onWorkerMessage(PUSH_RECEIVED, () => refresh(true));
    return () => {
      alive = false;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      stopPush();
    };
  }, [table]);
  return refreshed;
}

/** A table's offline copy, whole, kept fresh by useTableRefresh. */
export function useCachedTable<T = Record<string, unknown>>(table: CachedTable): CachedTableState<T> {
  const refreshed = useTableRefresh(table);
  const saved = useLiveQuery(async () => {
    // One read transaction: the rows and the time they were stored always match.
    return db.transaction('r', db.remoteRows, db.meta, async () => {
      const rows = await db.remoteRows.where('table').equals(table).toArray();
      const meta = await db.meta.get(syncKey(table));
      return { rows: rows.map((r) => r.row as T), syncedAt: typeof meta?.value === 'string' ? meta.value : null };
    });
  }, [table]);
  return {
    status: cachedTableStatus(saved?.rows.length, saved?.syncedAt, refreshed),
    rows: saved?.rows,
    syncedAt: saved?.syncedAt,
    refreshed,
  };
}

/** The cached rows of a table (undefined while IndexedDB answers), refreshed once per mount when online. */
export function useCachedRows<T = Record<string, unknown>>(table: CachedTable): T[] | undefined {
  return useCachedTable<T>(table).rows;
}
