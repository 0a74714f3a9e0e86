import { afterEach, describe, expect, it, vi } from 'vitest';
import { SonhoDatabase, type OutboxEntry } from '../lib/db';
import { ADMIN_EDIT_KIND, FEEDBACK_KIND, LEAD_KIND, PUSH_SYNC_KIND } from '../lib/db-names';
import { deliverWaitingEntries } from './waiting-deliveries';
import { DEFERRED_HANDLERS } from './deferred-deliveries';

const outbox = vi.hoisted(() => ({ registered: [] as string[], started: 0 }));
vi.mock('../lib/outbox/outbox', () => ({
  outbox: {
    register: (kind: string) => outbox.registered.push(kind),
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
  outbox.started = 0;
  for (const database of databases.splice(0)) await database.delete();
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
