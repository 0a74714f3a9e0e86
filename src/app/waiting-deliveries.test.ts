import { afterEach, describe, expect, it, vi } from 'vitest';
import { SonhoDatabase, type OutboxEntry } from '../lib/db';
import { outboxMayHaveEntries } from './outbox-peek';
import { deliverWaitingEntries, handlersToLoad, type DeferredHandler } from './waiting-deliveries';

const databases: SonhoDatabase[] = [];
async function databaseWith(...entries: Partial<OutboxEntry>[]): Promise<SonhoDatabase> {
  const database = new SonhoDatabase(`waiting-${Math.random().toString(36).slice(2)}`);
  databases.push(database);
  await database.outbox.bulkPut(
    entries.map((e, i) => ({ id: `e${i}`, kind: 'admin-edit', payload: {}, createdAt: i, attempts: 0, nextAttemptAt: 0, status: 'pending', ...e })),
  );
  return database;
}

afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

function fakeHandler(kind: string, needsSession = true): DeferredHandler & { load: ReturnType<typeof vi.fn> } {
  return { kind, needsSession, load: vi.fn(() => Promise.resolve()) };
}

describe('handlersToLoad', () => {
  it('loads a handler when entries of its kind wait to be sent and someone is signed in', async () => {
    const admin = fakeHandler('admin-edit');
    const database = await databaseWith({ status: 'pending' }, { status: 'sending' });
    expect(await handlersToLoad({ database, handlers: [admin], hasSession: () => true })).toEqual([admin]);
  });

  it('loads nothing when the queue holds no entry of that kind', async () => {
    const database = await databaseWith({ kind: 'lead' }, { kind: 'feedback' });
    expect(await handlersToLoad({ database, handlers: [fakeHandler('admin-edit')], hasSession: () => true })).toEqual([]);
    expect(await handlersToLoad({ database: await databaseWith(), handlers: [fakeHandler('admin-edit')], hasSession: () => true })).toEqual([]);
  });

  it('leaves dead letters and conflicts to a person: they alone load nothing', async () => {
    const database = await databaseWith({ status: 'failed' }, { status: 'conflict' });
    expect(await handlersToLoad({ database, handlers: [fakeHandler('admin-edit')], hasSession: () => true })).toEqual([]);
  });

  it('without a session, waits: the server would refuse the entries for good', async () => {
    const database = await databaseWith({ status: 'pending' }, { kind: 'lead' });
    const lead = fakeHandler('lead', false);
    expect(await handlersToLoad({ database, handlers: [fakeHandler('admin-edit'), lead], hasSession: () => false })).toEqual([lead]);
  });

  it('loads nothing when IndexedDB cannot be used', async () => {
    const database = await databaseWith({ status: 'pending' });
    vi.spyOn(database.outbox, 'where').mockImplementation(() => {
      throw new Error('MissingAPIError');
    });
    expect(await handlersToLoad({ database, handlers: [fakeHandler('admin-edit')], hasSession: () => true })).toEqual([]);
  });
});

describe('deliverWaitingEntries', () => {
  it('loads each wanted handler once and reports its kind; a chunk that fails to load is skipped', async () => {
    const database = await databaseWith({ status: 'pending' }, { kind: 'lead' });
    const admin = fakeHandler('admin-edit');
    const lead: DeferredHandler = { kind: 'lead', needsSession: false, load: () => Promise.reject(new Error('chunk')) };
    expect(await deliverWaitingEntries({ database, handlers: [admin, lead], hasSession: () => true })).toEqual(['admin-edit']);
    expect(admin.load).toHaveBeenCalledTimes(1);
  });
});

describe('outboxMayHaveEntries', () => {
  const names = async () => (await indexedDB.databases()).map((info) => info.name);

  it('says no for a database that does not exist, without creating it', async () => {
    expect(await outboxMayHaveEntries('never-opened')).toBe(false);
    expect(await names()).not.toContain('never-opened');
  });

  it('reads the outbox without Dexie: no for an empty one, yes once an entry waits', async () => {
    const database = await databaseWith();
    await database.close();
    expect(await outboxMayHaveEntries(database.name)).toBe(false);
    await database.open();
    await database.outbox.put({ id: 'x', kind: 'lead', payload: {}, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: 'pending' });
    expect(await outboxMayHaveEntries(database.name)).toBe(true);
  });

  it('leaves the decision to the full check where it cannot tell', async () => {
    const databases = vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('SecurityError'));
    try {
      expect(await outboxMayHaveEntries('anything')).toBe(true);
    } finally {
      databases.mockRestore();
    }
  });
});

describe('deliverWaitingEntries at app start', () => {
  it("loads nothing, not even the database module, when the app's database does not exist yet", async () => {
    const handler = fakeHandler('lead', false);
    expect(await deliverWaitingEntries({ handlers: [handler], hasSession: () => false })).toEqual([]);
    expect(handler.load).not.toHaveBeenCalled();
  });
});
