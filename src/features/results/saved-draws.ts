// The saved draws (the last 30 days, kept in IndexedDB by lib/content-sync) as /resultados reads them: first their
// counts per day and lottery (one record, stored with them), then the rows of the one day shown. The reads run in
// the content worker (lib/content-sync/live-reads.ts): the page's main thread neither loads Dexie nor reads
// IndexedDB, receives some 30 rows instead of 600, and hears nothing of a download that brings the same rows again
// (issue 30, item 7).
import type { SavedDay, SavedDrawIndex } from '../../lib/content-sync/live-reads';
import { useLiveRead } from '../../lib/content-sync/use-live-read';

type Row = Record<string, unknown>;

const NO_ARGS = {};
const NO_INDEX: SavedDrawIndex = { counts: [], syncedAt: null };
const NO_ROWS: Row[] = [];

/**
 * The saved draws' counts per day and lottery and the time of the last download, undefined while IndexedDB
 * answers. The same object while neither changes.
 */
export function useSavedDrawIndex(): SavedDrawIndex | undefined {
  return useLiveRead('draw-index', NO_ARGS, NO_INDEX);
}

/**
 * The saved rows of `date` (null: none wanted yet), undefined until IndexedDB first answers; while another day is
 * read, the last one read. The same object while the day's rows do not change.
 */
export function useSavedDay(date: string | null): SavedDay | undefined {
  return useLiveRead('draw-day', date === null ? null : { date }, { date: date ?? '', rows: NO_ROWS });
}

/** One saved draw by its id: null when not saved (or no id), undefined while IndexedDB answers. */
export function useSavedDraw(id: string | null): Row | null | undefined {
  const draw = useLiveRead('draw', id === null ? null : { id }, null);
  return id === null ? null : draw;
}

/** Every saved draw's row (the frequencies count them), undefined while IndexedDB answers. */
export function useEverySavedDraw(): Row[] | undefined {
  return useLiveRead('draws', NO_ARGS, NO_ROWS);
}
