// Offline copies of small backend tables (lucky_guesses, monthly_promotions, welcome_bonuses, draw_results):
// read from IndexedDB at once, refreshed in the background when online. A failed refresh keeps the copy.
// The download itself is remote-sync.ts, shared with the background prefetch (public-prefetch.ts); when it runs,
// table-refresh.ts.
import { db } from '../db';
import { useLiveQuery } from '../db-hooks';
import { cachedTableStatus, syncKey, type CachedTable, type CachedTableStatus } from './cached-tables';
import { useTableRefresh } from './table-refresh';

export interface CachedTableState<T> {
  status: CachedTableStatus;
  /** The saved rows; undefined while IndexedDB answers. */
  rows: T[] | undefined;
  /** When the copy was last downloaded (ISO time); null when never, undefined while IndexedDB answers. */
  syncedAt: string | null | undefined;
  /** This visit's download: undefined while it runs, then the rows stored, or null when the saved copy was kept. */
  refreshed: number | null | undefined;
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
