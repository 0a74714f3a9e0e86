// When a page's offline copy is downloaded again (lib/content-sync/remote-sync.ts): once per visit, when the
// connection comes back, when a push says something was published, on return to the tab. No Dexie here: a page that
// reads its copy through the content worker (/resultados) loads none on its main thread.
import { startTransition, useEffect, useState } from 'react';
import { PUSH_RECEIVED, onWorkerMessage } from '../sw-messages';
import type { CachedTable } from './cached-tables';
import { callContent } from './content-client';

/**
 * Tables every visitor reads alike (no row depends on who is signed in), downloaded by the content worker: their
 * download, supabase-js and the write of some 600 rows into IndexedDB stay off the page's main thread (draw_results:
 * 30 days of draws, issue 30; lottery_contests: the Caixa games' newest, issue 39). The page's own live query sees
 * the rows the worker stores.
 */
const IN_WORKER: ReadonlySet<CachedTable> = new Set<CachedTable>(['draw_results', 'lottery_contests']);

/** Downloads `table` into IndexedDB, in the content worker or in the page; `after`: see refreshTableAfter. */
function download(table: CachedTable, after: boolean): Promise<number | null> {
  if (IN_WORKER.has(table)) return callContent('refresh-table', { table, after });
  // A download whose code cannot be loaded (the connection lost before it came) kept the copy, as in the worker.
  return import('./remote-sync')
    .then(({ refreshTable, refreshTableAfter }) => (after ? refreshTableAfter(table) : refreshTable(table)))
    .catch(() => null);
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
    // The page drawn again as a transition, in slices: at the default priority the whole results page was drawn
    // again in one task when the download ended (issue 30).
    const refresh = (after = false) => {
      lastAt = Date.now();
      startTransition(() => setRefreshed(undefined));
      void download(table, after).then((count) => {
        if (alive) startTransition(() => setRefreshed(count));
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
