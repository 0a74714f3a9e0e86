import { beforeEach, describe, expect, it } from 'vitest';
import { CAIXA_GAMES } from '../../features/caixa/domain/games';
import { FakeSupabase } from '../../testing/fake-supabase';
import { db, getMeta } from '../db';
import { syncKey } from './cached-tables';
import { downloadContest, downloadContestPage, refreshLatestContests, storeContests } from './contest-sync';
import { liveReads } from './live-reads';

const row = (game: string, contest: number, extra: Record<string, unknown> = {}) => ({ game, contest, draw_date: '2026-11-20', numbers: ['01'], ...extra });

function backendWith(rows: Record<string, unknown>[]) {
  const server = new FakeSupabase().seed('lottery_contests', rows);
  return { server, client: () => Promise.resolve(server.client) };
}

beforeEach(async () => {
  await db.contests.clear();
  await db.meta.clear();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the Caixa contests kept on the device', () => {
  it("keeps each game's newest contest, and says when it was downloaded", async () => {
    const backend = backendWith([row('mega-sena', 2849), row('mega-sena', 2850), row('quina', 6800), row('quina', 6799)]);
    expect(await refreshLatestContests(backend.server.client)).toBe(2);
    // One small read per game of the catalogue, whether or not it has contests yet.
    expect(backend.server.callsTo('lottery_contests')).toHaveLength(CAIXA_GAMES.length);
    const latest = await liveReads['latest-contests']({});
    expect(latest.rows.map((r) => `${String(r.game)} ${String(r.contest)}`).sort()).toEqual(['mega-sena 2850', 'quina 6800']);
    expect(latest.syncedAt).toBe(await getMeta(syncKey('lottery_contests'), null));
  });

  it('downloads a page of a game newest first, then the page below the last one shown', async () => {
    const backend = backendWith(Array.from({ length: 25 }, (_, i) => row('lotofacil', 3600 + i)));
    expect(await downloadContestPage(backend.client, 'lotofacil', null)).toBe(20);
    let page = await liveReads['game-contests']({ game: 'lotofacil', limit: 20 });
    expect(page.rows.map((r) => r.contest)).toEqual(Array.from({ length: 20 }, (_, i) => 3624 - i));
    expect(page.saved).toBe(20);
    // "Ver mais": the five older ones; fewer than a page, so the game's oldest is among them.
    expect(await downloadContestPage(backend.client, 'lotofacil', 3605)).toBe(5);
    page = await liveReads['game-contests']({ game: 'lotofacil', limit: 40 });
    expect(page.rows.at(-1)?.contest).toBe(3600);
    expect(page.saved).toBe(25);
  });

  it('downloads one contest when asked: found, missing on the server, or not asked offline', async () => {
    const backend = backendWith([row('federal', 5988)]);
    expect(await downloadContest(backend.client, 'federal', 5988)).toBe('found');
    expect(await liveReads.contest({ game: 'federal', contest: 5988 })).toEqual({ row: row('federal', 5988), newest: 5988 });
    expect(await downloadContest(backend.client, 'federal', 5989)).toBe('missing');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    expect(await downloadContest(backend.client, 'federal', 5987)).toBeNull();
    expect(await downloadContestPage(backend.client, 'federal', null)).toBeNull();
  });

  it('a server that fails keeps the saved contests', async () => {
    const backend = backendWith([]);
    await storeContests([row('quina', 6800)]);
    backend.server.failNext('lottery_contests', { kind: 'network' });
    expect(await downloadContestPage(backend.client, 'quina', null)).toBeNull();
    expect(await db.contests.count()).toBe(1);
  });

  it('writes only the contests that changed: the same download again wakes no reader', async () => {
    await storeContests([row('mega-sena', 2850), row('mega-sena', 2849)]);
    const writes: unknown[] = [];
    const stop = () => db.contests.hook('updating').unsubscribe(onUpdate);
    const onUpdate = (changes: unknown) => {
      writes.push(changes);
    };
    db.contests.hook('updating', onUpdate);
    db.contests.hook('creating', onUpdate);
    await storeContests([row('mega-sena', 2850), row('mega-sena', 2849, { revision: 2, numbers: ['02'] })]);
    stop();
    db.contests.hook('creating').unsubscribe(onUpdate);
    expect(writes).toHaveLength(1);
    expect((await db.contests.get(['mega-sena', 2849]))?.numbers).toEqual(['02']);
  });
});
