import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAW_INDEX_KEY, DRAWS_BY_DAY, MAX_KEY, SonhoDatabase } from './db';

const names: string[] = [];
const PRIZES = ['4735', '0812', '7790', '3346', '1125'];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** A database as version 1 of the app left it: the copies of the animals and schedules, their version keys, an outbox entry. */
async function versionOneDatabase(): Promise<string> {
  const name = `db-upgrade-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  const old = new Dexie(name);
  old.version(1).stores({
    dreams: 'key, letter, source, updatedAt',
    animals: 'id',
    schedules: 'id',
    outbox: 'id, status, createdAt, nextAttemptAt, kind',
    meta: 'key',
    remoteRows: '[table+id], table, updatedAt',
    recentDreams: 'key, viewedAt',
  });
  await old.table('animals').put({ id: 9, group: '09', name: 'Cobra', emoji: '🐍', numbers: ['33', '34', '35', '36'], color: 'green' });
  await old.table('schedules').put({ id: 'pt-rio', lottery: 'PT Rio', draws: [], asOf: '2026-11-24' });
  await old.table('meta').bulkPut([
    { key: 'content:animals-version', value: 1 },
    { key: 'content:schedules-version', value: 2 },
    { key: 'content:schedules-fingerprint', value: 'x' },
    { key: 'content:dreams-version', value: 5 },
  ]);
  await old.table('remoteRows').bulkPut([
    { table: 'draw_results', id: 'd1', updatedAt: '', row: { id: 'd1', lottery: 'PT Rio', draw_date: '2026-11-24', draw_label: 'PT 14:20', prizes: PRIZES } },
    { table: 'draw_results', id: 'd2', updatedAt: '', row: { id: 'd2', lottery: 'Look', draw_date: '2026-11-24', draw_label: 'Look 09:20', prizes: PRIZES } },
    { table: 'draw_results', id: 'd3', updatedAt: '', row: { id: 'd3', lottery: 'PT Rio', draw_date: '2026-11-23', draw_label: 'PT 14:20', prizes: PRIZES } },
    { table: 'lucky_guesses', id: 'g1', updatedAt: '', row: { id: 'g1', title: 'Palpite' } },
  ]);
  await old.table('outbox').put({ id: 'o1', kind: 'lead', payload: { a: 1 }, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: 'pending' });
  old.close();
  return name;
}

describe('SonhoDatabase upgrade', () => {
  it('drops the animals and schedules copies and their version keys, keeping the outbox and the rest of meta', async () => {
    const database = new SonhoDatabase(await versionOneDatabase());
    await database.open();
    expect(database.tables.map((table) => table.name).sort()).toEqual(['contests', 'dreams', 'follows', 'meta', 'outbox', 'recentDreams', 'remoteRows', 'savedGames']);
    expect((await database.meta.toArray()).map((record) => record.key)).toEqual(['content:dreams-version', DRAW_INDEX_KEY]);
    expect(await database.outbox.get('o1')).toMatchObject({ kind: 'lead', status: 'pending', payload: { a: 1 } });
    database.close();
  });
});

describe('the saved draws by day (version 4)', () => {
  it('indexes the draws already saved, so a day is one range, and counts them, so a device offline since sees them', async () => {
    const database = new SonhoDatabase(await versionOneDatabase());
    await database.open();
    const byDay = database.remoteRows.where(DRAWS_BY_DAY);
    const day = await byDay.between(['draw_results', '2026-11-24'], ['draw_results', '2026-11-24', MAX_KEY]).toArray();
    expect(day.map((saved) => saved.id)).toEqual(['d2', 'd1']);
    // Rows of other tables have no draw date: they are not in it.
    expect(await byDay.between(['draw_results'], ['draw_results', MAX_KEY]).keys()).toEqual([
      ['draw_results', '2026-11-23', 'PT Rio'],
      ['draw_results', '2026-11-24', 'Look'],
      ['draw_results', '2026-11-24', 'PT Rio'],
    ]);
    expect(await byDay.between(['lucky_guesses'], ['lucky_guesses', MAX_KEY]).count()).toBe(0);
    expect((await database.meta.get(DRAW_INDEX_KEY))?.value).toEqual([
      { date: '2026-11-23', lottery: 'PT Rio', count: 1, demo: 0 },
      { date: '2026-11-24', lottery: 'Look', count: 1, demo: 0 },
      { date: '2026-11-24', lottery: 'PT Rio', count: 1, demo: 0 },
    ]);
    database.close();
  });
});
