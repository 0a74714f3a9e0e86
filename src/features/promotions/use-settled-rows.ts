// Cached backend rows plus whether this visit's refresh has finished, so a first visit shows
// "loading" rather than an empty state while the rows are still on their way.
import { useEffect, useState } from 'react';
import { refreshTable, useCachedRows, type CachedTable } from '../../lib/remote-cache';

export function useSettledRows(table: CachedTable): { rows: Record<string, unknown>[] | undefined; settled: boolean } {
  const rows = useCachedRows(table);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let alive = true;
    // refreshTable shares the request useCachedRows already started; a failure (offline) also settles.
    void refreshTable(table).finally(() => {
      if (alive) setSettled(true);
    });
    return () => {
      alive = false;
    };
  }, [table]);
  return { rows, settled };
}

/** The rows to show, or undefined while they are still loading (nothing cached and the refresh not done). */
export function rowsToShow(rows: Record<string, unknown>[] | undefined, settled: boolean): Record<string, unknown>[] | undefined {
  if (rows === undefined) return undefined;
  return rows.length === 0 && !settled ? undefined : rows;
}
