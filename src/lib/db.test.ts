import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SonhoDatabase } from './db';

const names: string[] = [];
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
  await old.table('outbox').put({ id: 'o1', kind: 'lead', payload: { a: 1 }, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: 'pending' });
  old.close();
  return name;
}

describe('SonhoDatabase upgrade', () => {
  it('drops the animals and schedules copies and their version keys, keeping the outbox and the rest of meta', async () => {
    const database = new SonhoDatabase(await versionOneDatabase());
    await database.open();
    expect(database.tables.map((table) => table.name).sort()).toEqual(['dreams', 'meta', 'outbox', 'recentDreams', 'remoteRows']);
    expect(await database.meta.toArray()).toEqual([{ key: 'content:dreams-version', value: 5 }]);
    expect(await database.outbox.get('o1')).toMatchObject({ kind: 'lead', status: 'pending', payload: { a: 1 } });
    database.close();
  });
});
