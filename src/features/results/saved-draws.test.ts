import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, storeDrawIndex } from '../../lib/db';
import { useSavedDay, useSavedDrawIndex } from './saved-draws';

const row = (id: string, date: string, lottery: string, first = '4735') => ({
  id,
  lottery,
  draw_date: date,
  draw_label: `${lottery} 14:20`,
  prizes: [first, '0812', '7790', '3346', '1125'],
});
type Row = ReturnType<typeof row>;

/** A download as the content worker stores it: the whole copy replaced, and counted, in one transaction. */
async function download(rows: Row[]): Promise<void> {
  await db.transaction('rw', db.remoteRows, db.meta, async () => {
    await db.remoteRows.where('table').equals('draw_results').delete();
    await db.remoteRows.bulkPut(rows.map((r) => ({ table: 'draw_results', id: r.id, updatedAt: '', row: r })));
    await storeDrawIndex();
    await db.meta.put({ key: 'sync:draw_results', value: '2026-11-25T12:00:00.000Z' });
  });
}

const DAYS = [row('a', '2026-11-25', 'PT Rio'), row('b', '2026-11-25', ' Look '), row('c', '2026-11-24', 'PT Rio'), row('d', '2026-11-23', 'Federal')];

beforeEach(async () => {
  await db.remoteRows.clear();
  await db.meta.clear();
  await db.remoteRows.put({ table: 'lucky_guesses', id: 'g', updatedAt: '', row: { id: 'g', draw_date: '2026-11-25', lottery: 'x' } });
});

describe('the saved draws as /resultados reads them', () => {
  it('counts the saved draws per day and lottery, names trimmed, other tables left out', async () => {
    await download([...DAYS, row('a2', '2026-11-25', 'PT Rio')]);
    const { result } = renderHook(() => useSavedDrawIndex());
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual({
      counts: [
        { date: '2026-11-23', lottery: 'Federal', count: 1, demo: 0 },
        { date: '2026-11-24', lottery: 'PT Rio', count: 1, demo: 0 },
        { date: '2026-11-25', lottery: 'Look', count: 1, demo: 0 },
        { date: '2026-11-25', lottery: 'PT Rio', count: 2, demo: 0 },
      ],
      syncedAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('reads one day, and a download of the same rows gives the same objects: nothing is drawn again', async () => {
    await download(DAYS);
    const { result: index } = renderHook(() => useSavedDrawIndex());
    const { result: day, rerender } = renderHook(({ date }) => useSavedDay(date), { initialProps: { date: '2026-11-25' } });
    await waitFor(() => expect(day.current?.rows.map((r) => r.id)).toEqual(['b', 'a']));
    await waitFor(() => expect(index.current).toBeDefined());
    const firstDay = day.current;

    // Another day's draw arrives: the index changes, the day shown was read again (the download rewrote every row)
    // and is the same object.
    const withNewDay = [...DAYS, row('e', '2026-11-22', 'Federal')];
    await act(() => download(withNewDay));
    await waitFor(() => expect(index.current?.counts).toHaveLength(5));
    expect(day.current).toBe(firstDay);

    // A corrected prize on the day shown: the day is new, the index the same object.
    const sameIndex = index.current;
    await act(() => download([row('a', '2026-11-25', 'PT Rio', '9999'), ...withNewDay.slice(1)]));
    await waitFor(() => expect(day.current?.rows.find((r) => r.id === 'a')?.prizes).toContain('9999'));
    expect(index.current).toBe(sameIndex);

    // Another day: the last one read stays, under its own date, until the new one is read.
    rerender({ date: '2026-11-24' });
    expect(day.current?.date).toBe('2026-11-25');
    await waitFor(() => expect(day.current).toEqual({ date: '2026-11-24', rows: [DAYS[2]] }));
  });
});
