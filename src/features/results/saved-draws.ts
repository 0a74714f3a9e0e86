// The saved draws (the last 30 days, kept in IndexedDB by lib/content-sync) as /resultados reads them: first their
// counts per day and lottery (one record, stored with them), then the rows of the one day shown. A phone's main
// thread reads some 30 rows instead of 600, and a download that brings the same rows draws nothing again (issue 30,
// item 7).
import { useRef } from 'react';
import { syncKey } from '../../lib/content-sync/remote-sync';
import { db, DRAW_INDEX_KEY, DRAWS_BY_DAY, MAX_KEY } from '../../lib/db';
import { useLiveQuery } from '../../lib/db-hooks';
import type { DrawCount } from './domain/draw-index';

const TABLE = 'draw_results';

type Row = Record<string, unknown>;

export interface SavedDrawIndex {
  /** The saved draws' counts per day and lottery, oldest day first. */
  counts: DrawCount[];
  /** When the copy was last downloaded (ISO time), null when never. */
  syncedAt: string | null;
}

/** The rows of one day, with that day: while another day is read, the page goes on showing this one. */
export interface SavedDay {
  date: string;
  rows: Row[];
}

/**
 * The saved draws' counts per day and lottery and the time of the last download, undefined while IndexedDB
 * answers. The same object while neither changes: a download of the same draws draws nothing again.
 */
export function useSavedDrawIndex(): SavedDrawIndex | undefined {
  const last = useRef<{ index: SavedDrawIndex; text: string } | undefined>(undefined);
  return useLiveQuery(async () => {
    const [counts, synced] = await db.meta.bulkGet([DRAW_INDEX_KEY, syncKey(TABLE)]);
    const index: SavedDrawIndex = {
      counts: Array.isArray(counts?.value) ? (counts.value as DrawCount[]) : [],
      syncedAt: typeof synced?.value === 'string' ? synced.value : null,
    };
    const text = JSON.stringify(index);
    if (last.current?.text === text) return last.current.index;
    last.current = { index, text };
    return index;
  }, []);
}

/**
 * The saved rows of `date` (null: none wanted yet), undefined until IndexedDB first answers. The same object while
 * the day's rows do not change.
 */
export function useSavedDay(date: string | null): SavedDay | undefined {
  const last = useRef<{ day: SavedDay; text: string } | undefined>(undefined);
  return useLiveQuery(async () => {
    if (date === null) return undefined;
    // [table, date] sorts before every key it begins, [table, date, MAX_KEY] after them: the day's draws, by lottery.
    const stored = await db.remoteRows.where(DRAWS_BY_DAY).between([TABLE, date], [TABLE, date, MAX_KEY]).toArray();
    const rows = stored.map((saved) => saved.row);
    // Some 30 rows: comparing their text costs less than drawing their cards again.
    const text = JSON.stringify(rows);
    const previous = last.current;
    if (previous && previous.day.date === date && previous.text === text) return previous.day;
    last.current = { day: { date, rows }, text };
    return last.current.day;
  }, [date]);
}

/** One saved draw by its id: null when not saved (or no id), undefined while IndexedDB answers. */
export function useSavedDraw(id: string | null): Row | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.remoteRows.get([TABLE, id]))?.row ?? null) : null), [id]);
}

/** Every saved draw's row (the frequencies count them), undefined while IndexedDB answers. */
export function useEverySavedDraw(): Row[] | undefined {
  return useLiveQuery(async () => (await db.remoteRows.where('table').equals(TABLE).toArray()).map((saved) => saved.row), []);
}
