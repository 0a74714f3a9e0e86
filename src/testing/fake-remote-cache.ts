// The one stand-in for lib/content-sync/remote-cache in component tests: a table's offline copy as a page sees it, set by the
// test through `cachedTable`. Install it with
// `vi.mock('<path>/lib/remote-cache', () => import('<path>/testing/fake-remote-cache'))` and call
// `resetCachedTable()` in beforeEach. Every table reads the same copy (each page under test reads one table).
import type { CachedTableState } from '../lib/content-sync/remote-cache';



type Row = Record<string, unknown>;

export const cachedTable: {
  /** The saved rows; undefined while IndexedDB answers ('loading'). */
  rows: Row[] | undefined;
  /** Nothing was ever downloaded on this device and this visit could not download it ('never'). */
  never: boolean;
  /** When the copy was downloaded (shown as "Atualizado às …"), null when unknown. */
  syncedAt: string | null;
} = { rows: [], never: false, syncedAt: null };

export function resetCachedTable(): void {
  Object.assign(cachedTable, { rows: [], never: false, syncedAt: null });
}

export function useCachedTable<T = Row>(): CachedTableState<T> {
  if (cachedTable.never) return { status: 'never', rows: [], syncedAt: null, refreshed: null };
  const { rows, syncedAt } = cachedTable;
  return { status: rows ? 'ready' : 'loading', rows: rows as T[] | undefined, syncedAt: rows ? syncedAt : undefined, refreshed: 1 };
}

export function useCachedRows<T = Row>(): T[] | undefined {
  return useCachedTable<T>().rows;
}

/**
 * This visit's download as useTableRefresh reports it, for pages that read the saved rows from IndexedDB
 * themselves (/resultados): it failed when `never` is set (nothing downloaded, offline), else it stored the rows.
 */
export function useTableRefresh(): number | null | undefined {
  return cachedTable.never ? null : 1;
}
