import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBrasilia } from '../domain/calendar/dates';
import { db, getMeta, setMeta } from './db';
import { prefetchPublicTables, PUBLIC_TABLES, refreshTable, syncKey } from './remote-sync';
import type { SupabaseClient } from './supabase';

/**
 * A client answering each table's select with `tables[table]`, or an error for a table not listed; the
 * filters asked for go to `filters` as 'table.column>=value'.
 */
function fakeClient(tables: Record<string, Record<string, unknown>[]>, asked: string[] = [], filters: string[] = []) {
  return async () =>
    ({
      from: (table: string) => {
        asked.push(table);
        const answer = tables[table] ? { data: tables[table], error: null } : { data: null, error: { message: 'boom' } };
        const query = {
          select: () => query,
          order: () => query,
          gte: (column: string, value: string) => {
            filters.push(`${table}.${column}>=${value}`);
            return query;
          },
          limit: async () => answer,
        };
        return query;
      },
    }) as unknown as SupabaseClient;
}

beforeEach(async () => {
  await db.remoteRows.clear();
  await db.meta.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refreshTable', () => {
  it('keeps the last 30 days of draw results, whatever their number', async () => {
    const filters: string[] = [];
    await refreshTable('draw_results', fakeClient({ draw_results: [{ id: 'd1', draw_date: todayInBrasilia() }] }, [], filters));
    expect(filters).toEqual([`draw_results.draw_date>=${addDays(todayInBrasilia(), -29)}`]);
    expect(await db.remoteRows.where('table').equals('draw_results').count()).toBe(1);
  });

  it('replaces the copy and records when it was downloaded', async () => {
    await db.remoteRows.put({ table: 'monthly_promotions', id: 'old', updatedAt: '', row: { id: 'old' } });
    const count = await refreshTable('monthly_promotions', fakeClient({ monthly_promotions: [{ id: 'p1', updated_at: '2026-11-01' }] }));
    expect(count).toBe(1);
    expect((await db.remoteRows.where('table').equals('monthly_promotions').toArray()).map((r) => r.id)).toEqual(['p1']);
    expect(Date.parse(await getMeta<string>(syncKey('monthly_promotions'), ''))).toBeGreaterThan(Date.now() - 5_000);
  });

  it('keeps the copy, and no download time, when the backend cannot be read', async () => {
    expect(await refreshTable('draw_results', fakeClient({}))).toBeNull();
    expect(await getMeta(syncKey('draw_results'), null)).toBeNull();
  });

  it('does not try offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const asked: string[] = [];
    expect(await refreshTable('lucky_guesses', fakeClient({ lucky_guesses: [] }, asked))).toBeNull();
    expect(asked).toEqual([]);
    // Back online, the next call downloads (the offline attempt is not remembered).
    onLine.mockReturnValue(true);
    expect(await refreshTable('lucky_guesses', fakeClient({ lucky_guesses: [] }, asked))).toBe(0);
    expect(asked).toEqual(['lucky_guesses']);
  });
});

describe('prefetchPublicTables', () => {
  const everything = Object.fromEntries(PUBLIC_TABLES.map((table) => [table, [{ id: `${table}-1`, updated_at: '2026-11-01' }]]));

  it('downloads every public table that was never downloaded', async () => {
    const asked: string[] = [];
    expect(await prefetchPublicTables({ client: fakeClient(everything, asked) })).toEqual([...PUBLIC_TABLES]);
    expect(asked).toEqual([...PUBLIC_TABLES]);
    expect(await db.remoteRows.count()).toBe(4);
  });

  it('leaves a recent copy alone and downloads an old one again', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    await setMeta(syncKey('lucky_guesses'), '2026-11-24T11:55:00Z');
    await setMeta(syncKey('monthly_promotions'), '2026-11-24T11:00:00Z');
    const asked: string[] = [];
    await prefetchPublicTables({ client: fakeClient(everything, asked), now: () => now, maxAgeMs: 10 * 60_000 });
    expect(asked).toEqual(['monthly_promotions', 'welcome_bonuses', 'draw_results']);
  });

  it('goes on with the other tables when one fails, and reports only those stored', async () => {
    const { welcome_bonuses: _skipped, ...rest } = everything;
    expect(await prefetchPublicTables({ client: fakeClient(rest) })).toEqual(['lucky_guesses', 'monthly_promotions', 'draw_results']);
  });
});
