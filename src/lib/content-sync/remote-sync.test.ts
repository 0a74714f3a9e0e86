import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBrasilia } from '../../utils/calendar/dates';
import { db, DRAW_INDEX_KEY, getMeta, setMeta } from '../db';
import { FIRST_RESULT_DAYS, PUBLIC_TABLES, syncKey } from './cached-tables';
import { prefetchPublicTables, refreshTable, refreshTableAfter } from './remote-sync';
import { FakeSupabase } from '../../testing/fake-supabase';
import { CAIXA_GAMES } from '../../features/caixa/domain/games';

/** The backend holding `tables`; reading a table not listed fails as a refused request does. */
function backendWith(tables: Record<string, Record<string, unknown>[]>) {
  const server = new FakeSupabase();
  for (const table of PUBLIC_TABLES) {
    if (tables[table]) server.seed(table, tables[table]);
    else server.failNext(table, { code: '42501', message: 'boom' });
  }
  const asked = () => server.calls.map((call) => call.target);
  return { server, asked, client: () => Promise.resolve(server.client) };
}

beforeEach(async () => {
  await db.remoteRows.clear();
  await db.meta.clear();
  await db.contests.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refreshTableAfter (a push said something was published)', () => {
  beforeEach(async () => {
    // A copy saved by an earlier visit: each download is one request (a first visit's is two, see refreshTable).
    await db.remoteRows.put({ table: 'draw_results', id: 'd0', updatedAt: '', row: { id: 'd0' } });
  });

  it('downloads again after a download already running, which may have read the backend before the news', async () => {
    const backend = backendWith({ draw_results: [{ id: 'd1', draw_date: todayInBrasilia() }] });
    const release = backend.server.pause();
    const running = refreshTable('draw_results', backend.client);
    // The result is published while the first download is on its way.
    backend.server.seed('draw_results', [{ id: 'd1', draw_date: todayInBrasilia() }, { id: 'd2', draw_date: todayInBrasilia() }]);
    const after = refreshTableAfter('draw_results', backend.client);
    release();
    await running;
    expect(await after).toBe(2);
    expect(backend.server.callsTo('draw_results')).toHaveLength(2);
    expect((await db.remoteRows.where('table').equals('draw_results').toArray()).map((r) => r.id).sort()).toEqual(['d1', 'd2']);
  });

  it('downloads once when nothing is running', async () => {
    const backend = backendWith({ draw_results: [] });
    await refreshTableAfter('draw_results', backend.client);
    expect(backend.server.callsTo('draw_results')).toHaveLength(1);
  });
});

describe('refreshTable', () => {
  it('keeps the last 30 days of draw results, whatever their number', async () => {
    await db.remoteRows.put({ table: 'draw_results', id: 'd0', updatedAt: '', row: { id: 'd0' } });
    const backend = backendWith({
      draw_results: [
        { id: 'd1', draw_date: todayInBrasilia() },
        { id: 'd30', draw_date: addDays(todayInBrasilia(), -29) },
        { id: 'd31', draw_date: addDays(todayInBrasilia(), -30) },
      ],
    });
    await refreshTable('draw_results', backend.client);
    expect(backend.server.calls.map((call) => call.filters)).toEqual([[`draw_date=gte.${addDays(todayInBrasilia(), -29)}`]]);
    expect((await db.remoteRows.where('table').equals('draw_results').toArray()).map((r) => r.id).sort()).toEqual(['d1', 'd30']);
  });

  it('on a first visit stores today and yesterday first, shown while the 30 days download', async () => {
    expect(FIRST_RESULT_DAYS).toBe(2);
    const today = todayInBrasilia();
    const backend = backendWith({
      draw_results: [
        { id: 'today', draw_date: today },
        { id: 'yesterday', draw_date: addDays(today, -1) },
        { id: 'older', draw_date: addDays(today, -2) },
      ],
    });
    // Each answer takes a moment: the 30 days' request fails once the first one is stored.
    backend.server.latencyMs = 30;
    const download = refreshTable('draw_results', backend.client);
    await vi.waitFor(() => expect(backend.server.calls).toHaveLength(2), { interval: 2 });
    backend.server.failNext('draw_results', { code: '42501', message: 'boom' });
    expect(await download).toBeNull();
    expect(backend.server.calls.map((call) => call.filters)).toEqual([[`draw_date=gte.${addDays(today, -1)}`], [`draw_date=gte.${addDays(today, -29)}`]]);
    // What the page opens on is there (no download time: the 30 days never came), the older day is not.
    expect((await db.remoteRows.where('table').equals('draw_results').toArray()).map((r) => r.id).sort()).toEqual(['today', 'yesterday']);
    expect(await getMeta(syncKey('draw_results'), null)).toBeNull();

    // The next download replaces them with the 30 days, in one request now that a copy is saved.
    backend.server.latencyMs = 0;
    expect(await refreshTable('draw_results', backend.client)).toBe(3);
    expect(backend.server.calls).toHaveLength(3);
  });

  it("writes only the rows that changed, and keeps the draws' counts per day and lottery beside them", async () => {
    const today = todayInBrasilia();
    const draw = (id: string, lottery: string, first = '4735') => ({ id, lottery, draw_date: today, draw_label: `${lottery} 14:20`, prizes: [first, '0812', '7790', '3346', '1125'] });
    const backend = backendWith({ draw_results: [draw('a', 'PT Rio'), draw('b', 'Look'), draw('c', 'PT Rio')] });
    await refreshTable('draw_results', backend.client);
    expect(await getMeta(DRAW_INDEX_KEY, null)).toEqual([
      { date: today, lottery: 'Look', count: 1, demo: 0 },
      { date: today, lottery: 'PT Rio', count: 2, demo: 0 },
    ]);

    const writes: string[] = [];
    const count = (what: string) => (key: unknown, row?: unknown) => void writes.push(`${what} ${String((row as { id?: string } | undefined)?.id ?? key)}`);
    const hooks = [['creating', count('put')], ['updating', count('change')], ['deleting', count('delete')]] as const;
    for (const [name, hook] of hooks) db.remoteRows.hook(name).subscribe(hook as never);
    try {
      // The same rows again: nothing is written.
      await refreshTable('draw_results', backend.client);
      expect(writes).toEqual([]);
      // A corrected prize, a draw withdrawn: those two rows only.
      backend.server.seed('draw_results', [draw('a', 'PT Rio', '9999'), draw('b', 'Look')]);
      await refreshTable('draw_results', backend.client);
      expect(writes.map((write) => write.split(' ')[0])).toEqual(['delete', 'change']);
    } finally {
      for (const [name, hook] of hooks) db.remoteRows.hook(name).unsubscribe(hook as never);
    }
    expect(await getMeta(DRAW_INDEX_KEY, null)).toEqual([
      { date: today, lottery: 'Look', count: 1, demo: 0 },
      { date: today, lottery: 'PT Rio', count: 1, demo: 0 },
    ]);
  });

  it('stores every row past the server cap of 1,000 a request: 1,500 results of the last days, 1,200 guesses', async () => {
    const results = Array.from({ length: 1500 }, (_, i) => ({ id: `d${i}`, draw_date: addDays(todayInBrasilia(), -(i % 30)) }));
    const guesses = Array.from({ length: 1200 }, (_, i) => ({ id: `g${i}`, updated_at: '2026-11-01' }));
    const backend = backendWith({ draw_results: results, lucky_guesses: guesses });
    expect(backend.server.maxRows).toBe(1000);
    expect(await refreshTable('draw_results', backend.client)).toBe(1500);
    expect(await refreshTable('lucky_guesses', backend.client)).toBe(1200);
    expect(await db.remoteRows.where('table').equals('draw_results').count()).toBe(1500);
    // A first visit: today and yesterday (50 a day here), then the 30 days in two pages; the guesses in two pages.
    expect(backend.asked()).toEqual(['draw_results', 'draw_results', 'draw_results', 'lucky_guesses', 'lucky_guesses']);
  });

  it('replaces the copy and records when it was downloaded', async () => {
    await db.remoteRows.put({ table: 'monthly_promotions', id: 'old', updatedAt: '', row: { id: 'old' } });
    const count = await refreshTable('monthly_promotions', backendWith({ monthly_promotions: [{ id: 'p1', updated_at: '2026-11-01' }] }).client);
    expect(count).toBe(1);
    expect((await db.remoteRows.where('table').equals('monthly_promotions').toArray()).map((r) => r.id)).toEqual(['p1']);
    expect(Date.parse(await getMeta<string>(syncKey('monthly_promotions'), ''))).toBeGreaterThan(Date.now() - 5_000);
  });

  it('keeps the copy, and no download time, when the backend cannot be read', async () => {
    expect(await refreshTable('draw_results', backendWith({}).client)).toBeNull();
    expect(await getMeta(syncKey('draw_results'), null)).toBeNull();
  });

  it('does not try offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const backend = backendWith({ lucky_guesses: [] });
    expect(await refreshTable('lucky_guesses', backend.client)).toBeNull();
    expect(backend.asked()).toEqual([]);
    // Back online, the next call downloads (the offline attempt is not remembered).
    onLine.mockReturnValue(true);
    expect(await refreshTable('lucky_guesses', backend.client)).toBe(0);
    expect(backend.asked()).toEqual(['lucky_guesses']);
  });
});

describe('prefetchPublicTables', () => {
  const everything: Record<string, Record<string, unknown>[]> = {
    ...Object.fromEntries(PUBLIC_TABLES.map((table) => [table, [{ id: `${table}-1`, updated_at: '2026-11-01', draw_date: todayInBrasilia() }]])),
    lottery_contests: [{ game: 'mega-sena', contest: 2850, draw_date: todayInBrasilia() }],
  };
  // The Caixa games' newest contests: one small read per game (contest-sync.ts).
  const contestReads = CAIXA_GAMES.map(() => 'lottery_contests');

  it('downloads every public table that was never downloaded', async () => {
    const backend = backendWith(everything);
    expect(await prefetchPublicTables({ client: backend.client })).toEqual([...PUBLIC_TABLES]);
    // draw_results twice: today and yesterday first, then the 30 days (refreshTable).
    expect(backend.asked()).toEqual(['lucky_guesses', 'monthly_promotions', 'welcome_bonuses', 'draw_results', 'draw_results', ...contestReads]);
    expect(await db.remoteRows.count()).toBe(4);
    expect(await db.contests.toArray()).toEqual(everything.lottery_contests);
  });

  it('leaves a recent copy alone and downloads an old one again', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    await setMeta(syncKey('lucky_guesses'), '2026-11-24T11:55:00Z');
    await setMeta(syncKey('monthly_promotions'), '2026-11-24T11:00:00Z');
    const backend = backendWith(everything);
    await prefetchPublicTables({ client: backend.client, now: () => now, maxAgeMs: 10 * 60_000 });
    expect(backend.asked()).toEqual(['monthly_promotions', 'welcome_bonuses', 'draw_results', 'draw_results', ...contestReads]);
  });

  it('goes on with the other tables when one fails, and reports only those stored', async () => {
    const { welcome_bonuses: _skipped, ...rest } = everything;
    expect(await prefetchPublicTables({ client: backendWith(rest).client })).toEqual(['lucky_guesses', 'monthly_promotions', 'draw_results', 'lottery_contests']);
  });
});
