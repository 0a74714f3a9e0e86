// Cached backend rows plus whether this visit's refresh has finished, so a first visit shows
// "loading" rather than an empty state while the rows are still on their way.
import { useEffect, useState } from 'react';
import { refreshTable, useCachedRows, type CachedTable } from '../../lib/remote-cache';

export function useSettledRows(table: CachedTable): { rows: Record<string, unknown>[] | undefined; settled: boolean } {
  const rows = useCachedRows(table);
  // undefined while this visit's refresh runs; then how many rows it stored (null: none, the copy was kept).
  const [stored, setStored] = useState<number | null>();
  useEffect(() => {
    let alive = true;
    // refreshTable shares the request useCachedRows already started; a failure (offline) also settles.
    void refreshTable(table)
      .catch(() => null)
      .then((count) => {
        if (alive) setStored(count);
      });
    return () => {
      alive = false;
    };
  }, [table]);
  // Rows just stored reach the live query a moment after the refresh ends: until they do, it is not "none".
  const settled = stored !== undefined && (stored === null || stored === 0 || (rows?.length ?? 0) > 0);
  return { rows, settled };
}

/** The rows to show, or undefined while they are still loading (nothing cached and the refresh not done). */
export function rowsToShow(rows: Record<string, unknown>[] | undefined, settled: boolean): Record<string, unknown>[] | undefined {
  if (rows === undefined) return undefined;
  return rows.length === 0 && !settled ? undefined : rows;
}
