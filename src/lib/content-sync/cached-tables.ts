// The small public backend tables kept offline (lucky_guesses, monthly_promotions, welcome_bonuses, draw_results,
// and each Caixa game's newest contest from lottery_contests):
// their names, how long draws are kept, and what a page knows of a copy. No Dexie and no supabase-js here, so that a
// page can say where its copy stands without loading either (the download is remote-sync.ts, in the content worker).

export type CachedTable = 'lucky_guesses' | 'monthly_promotions' | 'welcome_bonuses' | 'draw_results' | 'lottery_contests';

/** Every table the app keeps offline: what the background prefetch downloads after a first visit. */
export const PUBLIC_TABLES: readonly CachedTable[] = ['lucky_guesses', 'monthly_promotions', 'welcome_bonuses', 'draw_results', 'lottery_contests'];

/** The meta key holding when `table` was last downloaded (an ISO time); absent when it never was. */
export const syncKey = (table: CachedTable): string => `sync:${table}`;

/** Days of draw results kept on the device (issue 20: the last 30 days, readable offline). */
export const RESULT_DAYS = 30;

/**
 * Days of draws downloaded first when none are saved yet (a first visit): today and yesterday, what /resultados
 * opens on, a few KB that show at once while the 30 days (some 600 rows) follow in the same download.
 */
export const FIRST_RESULT_DAYS = 2;

/**
 * What a page knows of a table's offline copy:
 * - 'loading': IndexedDB has not answered yet, or nothing is saved and this visit's download is still running;
 * - 'never': nothing was ever downloaded on this device and the download failed (offline): say so, never
 *   "nothing published";
 * - 'ready': `rows` is the saved copy (possibly empty because the backend really has none).
 */
export type CachedTableStatus = 'loading' | 'never' | 'ready';

/** The status of a table's copy from what IndexedDB holds and how this visit's download went. */
export function cachedTableStatus(rowCount: number | undefined, syncedAt: string | null | undefined, refreshed: number | null | undefined): CachedTableStatus {
  if (rowCount === undefined || syncedAt === undefined) return 'loading';
  if (rowCount > 0 || syncedAt !== null) return 'ready';
  // Nothing saved: the download either failed ('never') or is running or its rows are about to arrive.
  return refreshed === null ? 'never' : 'loading';
}
