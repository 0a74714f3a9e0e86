import { afterEach, describe, expect, it, vi } from 'vitest';
import { SonhoDatabase, type OutboxEntry } from '../lib/db';
import { ADMIN_EDIT_KIND, FEEDBACK_KIND, LEAD_KIND, PUSH_SYNC_KIND } from '../lib/db-names';
import { deliverWaitingEntries } from './waiting-deliveries';
import { DEFERRED_HANDLERS, OUTBOX_SENDERS } from './outbox-senders';

const outbox = vi.hoisted(() => ({ registered: [] as string[], handlers: new Map<string, unknown>(), started: 0 }));
vi.mock('../lib/outbox/outbox', () => ({
  outbox: {
    register: (kind: string, handler: unknown) => {
      outbox.registered.push(kind);
      outbox.handlers.set(kind, handler);
    },
    start: () => (outbox.started += 1),
    subscribe: vi.fn(),
    enqueue: vi.fn(),
    retry: vi.fn(),
    discard: vi.fn(),
  },
}));

const databases: SonhoDatabase[] = [];
async function databaseWith(...entries: Partial<OutboxEntry>[]): Promise<SonhoDatabase> {
  const database = new SonhoDatabase(`deferred-${Math.random().toString(36).slice(2)}`);
  databases.push(database);
  await database.outbox.bulkPut(
    entries.map((e, i) => ({ id: `e${i}`, kind: ADMIN_EDIT_KIND, payload: {}, createdAt: i, attempts: 0, nextAttemptAt: 0, status: 'pending', ...e })),
  );
  return database;
}

afterEach(async () => {
  outbox.registered.length = 0;
  outbox.handlers.clear();
  outbox.started = 0;
  for (const database of databases.splice(0)) await database.delete();
});

describe('the map from outbox kind to sender', () => {
  it("has a line for every kind, and each line's start registers that line's sender for its kind", async () => {
    expect(Object.keys(OUTBOX_SENDERS)).toEqual([ADMIN_EDIT_KIND, LEAD_KIND, FEEDBACK_KIND, PUSH_SYNC_KIND]);
    for (const [kind, sender] of Object.entries(OUTBOX_SENDERS)) {
      const { send, start } = await sender.load();
      start();
      expect(outbox.handlers.get(kind), kind).toBe(send);
    }
    // Each module registers once; the tests below load them afresh.
    vi.resetModules();
  });
});

describe('the handlers delivered at app start', () => {
  it('are the admin edits (for a signed-in admin), the leads, the feedback and the push subscription (for anyone)', () => {
    expect(DEFERRED_HANDLERS.map(({ kind, needsSession }) => [kind, needsSession])).toEqual([
      ['admin-edit', true],
      ['lead', false],
      ['feedback', false],
      ['push-sync', false],
    ]);
  });

  it("the admin handler's loader registers 'admin-edit' deliveries and starts the flusher", async () => {
    const database = await databaseWith({ status: 'pending' });
    expect(await deliverWaitingEntries({ database, handlers: DEFERRED_HANDLERS, hasSession: () => true })).toEqual([ADMIN_EDIT_KIND]);
    expect(outbox.registered).toEqual([ADMIN_EDIT_KIND]);
    expect(outbox.started).toBe(1);
  });

  it('delivers leads, feedback and a follow left from an earlier visit, signed in or not, through their own handlers', async () => {
    const database = await databaseWith({ kind: LEAD_KIND }, { kind: FEEDBACK_KIND }, { kind: ADMIN_EDIT_KIND }, { kind: PUSH_SYNC_KIND });
    expect(await deliverWaitingEntries({ database, handlers: DEFERRED_HANDLERS, hasSession: () => false })).toEqual([LEAD_KIND, FEEDBACK_KIND, PUSH_SYNC_KIND]);
    expect(outbox.registered).toEqual([LEAD_KIND, FEEDBACK_KIND, PUSH_SYNC_KIND]);
  });
});
