import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SonhoDatabase } from '../db';
import { Outbox, type OutboxEvent } from './outbox';
import { insertHandler } from './outbox-insert';
import type { LockManagerLike } from './outbox-lock';
import { OutboxDeliveryError } from './outbox-policy';
import { FakeSupabase } from '../../testing/fake-supabase';

let dbCount = 0;
let db: SonhoDatabase;
let server: FakeSupabase;
let online: boolean;
const boxes: Outbox[] = [];

function makeOutbox(options: { locks?: LockManagerLike | null; owner?: string } = {}): Outbox {
  const box = new Outbox({
    db,
    getClient: async () => server.client,
    random: () => 0.5, // no jitter: the schedule is exact
    isOnline: () => online,
    locks: options.locks ?? null,
    owner: options.owner ?? 'tab-a',
  });
  box.register('lead', insertHandler('suporte_clientes'));
  boxes.push(box);
  return box;
}

const lead = (name: string) => ({ customer_name: name, customer_whatsapp: '21987654321' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  dbCount += 1;
  db = new SonhoDatabase(`outbox-test-${dbCount}`);
  server = new FakeSupabase();
  online = true;
});

afterEach(async () => {
  for (const box of boxes.splice(0)) {
    box.stop();
    await box.whenIdle();
  }
  vi.useRealTimers();
  db.close();
});

describe('enqueue', () => {
  it('stores a pending entry under a client UUID before any delivery', async () => {
    const box = makeOutbox();
    online = false;
    const id = await box.enqueue('lead', lead('Ana'));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [entry] = await box.list();
    expect(entry).toMatchObject({ id, kind: 'lead', payload: lead('Ana'), attempts: 0, status: 'pending' });
  });

  it('keeps one entry when the same id is queued twice', async () => {
    const box = makeOutbox();
    online = false;
    await box.enqueue('lead', lead('Ana'), { id: 'lead-1' });
    await box.enqueue('lead', lead('Ana de novo'), { id: 'lead-1' });
    const entries = await box.list();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.payload).toEqual(lead('Ana'));
  });

  it('commits a local write and its entry in one transaction', async () => {
    const box = makeOutbox();
    online = false;
    await box.enqueue('lead', lead('Ana'), {
      id: 'ok',
      alongside: { tables: ['meta'], write: () => db.meta.put({ key: 'draft', value: 1 }) },
    });
    expect(await db.meta.get('draft')).toEqual({ key: 'draft', value: 1 });

    await expect(
      box.enqueue('lead', lead('Bia'), {
        id: 'broken',
        alongside: {
          tables: ['meta'],
          write: async () => {
            await db.meta.put({ key: 'half', value: 1 });
            throw new Error('disk full');
          },
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await db.meta.get('half')).toBeUndefined();
    expect((await box.list()).map((e) => e.id)).toEqual(['ok']);
  });
});

describe('delivery', () => {
  it('delivers after enqueue and removes the entry only once acknowledged', async () => {
    const box = makeOutbox();
    box.start();
    const id = await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    expect(server.rows('suporte_clientes')).toEqual([{ ...lead('Ana'), id }]);
    expect(await box.list()).toEqual([]);
    // A plain insert asking nothing back: anonymous visitors have no SELECT policy on leads.
    expect(server.calls[0]).toMatchObject({ prefer: 'return=minimal', onConflict: undefined });
  });

  it('delivers in queue order', async () => {
    const box = makeOutbox();
    online = false;
    for (const name of ['A', 'B', 'C', 'D', 'E']) await box.enqueue('lead', lead(name));
    online = true;
    await box.flush();
    expect(server.calls.map((call) => (call.values as { customer_name: string }).customer_name)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(await box.list()).toEqual([]);
  });

  it('holds later entries of a kind behind one that must wait, but not other kinds', async () => {
    const box = makeOutbox();
    box.register('feedback', insertHandler('feedbacks'));
    online = false;
    await box.enqueue('lead', lead('A'));
    await box.enqueue('lead', lead('B'));
    await box.enqueue('feedback', { rating: 5, message: 'Ótimo' });
    online = true;
    // A 500 concerns this request; a 502-504 or no answer at all would stop every kind for now.
    server.failNext({ kind: 'http', status: 500, error: { message: 'internal error' } });
    await box.flush();
    expect(server.rows('suporte_clientes')).toEqual([]);
    expect(server.rows('feedbacks')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await box.whenIdle();
    expect(server.rows('suporte_clientes').map((r) => r.customer_name)).toEqual(['A', 'B']);
  });

  it('does not try while offline and delivers on the online event', async () => {
    const box = makeOutbox();
    box.start();
    online = false;
    await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    expect(server.calls).toHaveLength(0);
    expect((await box.list())[0]?.attempts).toBe(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await box.whenIdle();
    expect(server.rows('suporte_clientes')).toHaveLength(1);
  });

  it('delivers when the tab becomes visible', async () => {
    const box = makeOutbox();
    box.start();
    online = false;
    await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    online = true; // no online event: a phone that woke up with the tab in the background
    document.dispatchEvent(new Event('visibilitychange'));
    await box.whenIdle();
    expect(server.rows('suporte_clientes')).toHaveLength(1);
  });

  it('waits for a handler for its kind', async () => {
    const box = makeOutbox();
    box.start();
    await box.enqueue('feedback', { rating: 4, message: 'Bom' });
    await box.whenIdle();
    expect(await box.list()).toHaveLength(1);
    box.register('feedback', insertHandler('feedbacks'));
    await box.whenIdle();
    expect(server.rows('feedbacks')).toHaveLength(1);
  });

  it('picks up entries left "sending" by a tab that closed mid-delivery', async () => {
    await db.outbox.add({
      id: 'orphan',
      kind: 'lead',
      payload: lead('Ana'),
      createdAt: Date.now(),
      attempts: 0,
      nextAttemptAt: Date.now(),
      status: 'sending',
    });
    const box = makeOutbox();
    box.start();
    await box.whenIdle();
    expect(server.rows('suporte_clientes')).toEqual([{ ...lead('Ana'), id: 'orphan' }]);
  });
});

describe('retry with backoff', () => {
  it('retries a failing entry at 2 s, 4 s, 8 s ... on its own timer', async () => {
    const box = makeOutbox();
    box.start();
    server.failNext(
      { kind: 'http', status: 503, error: { message: 'unavailable' } },
      { kind: 'http', status: 500, error: { message: 'boom' } },
      { kind: 'http', status: 429, error: { message: 'slow down' } },
    );
    const t0 = Date.now();
    await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();

    expect(server.calls).toHaveLength(1);
    let [entry] = await box.list();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: t0 + 2_000 });
    expect(entry?.lastError).toContain('503');

    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await box.whenIdle();
    expect(server.calls).toHaveLength(2);
    [entry] = await box.list();
    expect(entry).toMatchObject({ attempts: 2, nextAttemptAt: Date.now() + 4_000 });

    await vi.advanceTimersByTimeAsync(4_000);
    await box.whenIdle();
    expect(server.calls).toHaveLength(3);
    [entry] = await box.list();
    expect(entry).toMatchObject({ attempts: 3, nextAttemptAt: Date.now() + 8_000 });

    await vi.advanceTimersByTimeAsync(8_000);
    await box.whenIdle();
    expect(server.calls).toHaveLength(4);
    expect(await box.list()).toEqual([]);
    expect(server.rows('suporte_clientes')).toHaveLength(1);
  });

  it('caps the wait at 5 minutes', async () => {
    const box = makeOutbox();
    box.start();
    server.failNext(...Array.from({ length: 12 }, () => ({ kind: 'network' as const })));
    await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    const waits: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const [entry] = await box.list();
      const wait = (entry?.nextAttemptAt ?? 0) - Date.now();
      waits.push(wait);
      await vi.advanceTimersByTimeAsync(wait);
      await box.whenIdle();
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000, 300_000]);
    expect(server.rows('suporte_clientes')).toHaveLength(0);
    const [entry] = await box.list();
    expect(entry).toMatchObject({ status: 'pending', attempts: 12 });
  });

  it('waits as long as a 429 says (the database quota per address), marks the entry as waiting for the server, then delivers it once', async () => {
    const box = makeOutbox();
    box.start();
    const quota = { code: 'PT429', message: 'Too many requests from this address', details: 'Retry after 420 seconds', hint: 'Nothing was stored.' };
    server.failNext({ kind: 'http', status: 429, error: quota });
    const t0 = Date.now();
    const id = await box.enqueue('lead', lead('Ana'));
    const later = await box.enqueue('lead', lead('Bia'));
    await box.whenIdle();

    // Spread by up to 5 s after the server's wait (random 0.5: 2.5 s); the later lead waits behind it.
    let entries = await box.list();
    expect(entries[0]).toMatchObject({ id, status: 'pending', attempts: 1, serverWait: true, nextAttemptAt: t0 + 420_000 + 2_500 });
    expect(entries[1]).toMatchObject({ id: later, attempts: 0 });
    expect(server.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(420_000);
    await box.whenIdle();
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_500);
    await box.whenIdle();
    entries = await box.list();
    expect(entries).toEqual([]);
    expect(server.rows('suporte_clientes')).toEqual([{ ...lead('Ana'), id }, { ...lead('Bia'), id: later }]);
  });

  it('a 429 without a readable wait backs off as any retry, and a later ordinary failure clears the server wait', async () => {
    const box = makeOutbox();
    box.start();
    server.failNext(
      { kind: 'http', status: 429, error: { code: 'PT429', message: 'slow down', details: 'Retry after 30 seconds' } },
      { kind: 'http', status: 503, error: { message: 'unavailable' } },
    );
    await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    let [entry] = await box.list();
    expect(entry).toMatchObject({ serverWait: true, nextAttemptAt: Date.now() + 32_500 });
    await vi.advanceTimersByTimeAsync(32_500);
    await box.whenIdle();
    [entry] = await box.list();
    expect(entry).toMatchObject({ attempts: 2, nextAttemptAt: Date.now() + 4_000 });
    expect(entry?.serverWait).toBeUndefined();
  });

  it('stores exactly one row when the answer to a stored row is lost', async () => {
    const box = makeOutbox();
    box.start();
    server.failNext({ kind: 'lost-response' });
    const id = await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    expect(server.rows('suporte_clientes')).toHaveLength(1);
    expect(await box.list()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await box.whenIdle();
    expect(server.calls).toHaveLength(2);
    expect(server.rows('suporte_clientes')).toEqual([{ ...lead('Ana'), id }]);
    expect(await box.list()).toEqual([]);
  });

  it('counts a duplicate-key answer for our own id as delivered', async () => {
    const box = makeOutbox();
    box.register('lead', async (entry) => {
      const { classifyResponse } = await import('./outbox-policy');
      const outcome = classifyResponse(409, { code: '23505', details: `Key (id)=(${entry.id}) already exists.` }, entry.id);
      if (outcome.type !== 'done') throw new OutboxDeliveryError(outcome);
      return 'done';
    });
    box.start();
    await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    expect(await box.list()).toEqual([]);
  });
});

describe('dead letters and conflicts', () => {
  it('holds an entry the server refuses for good, without retrying, until a person retries it', async () => {
    const box = makeOutbox();
    const events: OutboxEvent[] = [];
    box.subscribe((event) => events.push(event));
    box.start();
    server.failNext({ kind: 'http', status: 400, error: { code: '23514', message: 'violates check constraint' } });
    const id = await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    let [entry] = await box.list();
    expect(entry).toMatchObject({ id, status: 'failed', attempts: 1 });
    expect(entry?.lastError).toContain('23514');
    expect(events.map((e) => e.type)).toEqual(['failed']);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await box.whenIdle();
    expect(server.calls).toHaveLength(1);

    await box.retry(id);
    await box.whenIdle();
    expect(server.rows('suporte_clientes')).toHaveLength(1);
    expect(await box.list()).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['failed', 'delivered']);
    [entry] = await box.list();
    expect(entry).toBeUndefined();
  });

  it('dead-letters RLS refusals and PostgREST errors; a failed entry does not hold back the next', async () => {
    const box = makeOutbox();
    online = false;
    await box.enqueue('lead', lead('A'));
    await box.enqueue('lead', lead('B'));
    await box.enqueue('lead', lead('C'));
    server.failNext(
      { kind: 'http', status: 401, error: { code: '42501', message: 'new row violates row-level security policy' } },
      { kind: 'http', status: 400, error: { code: 'PGRST204', message: "Could not find the 'x' column" } },
    );
    online = true;
    await box.flush();
    const entries = await box.list();
    expect(entries.map((e) => [e.payload, e.status])).toEqual([
      [lead('A'), 'failed'],
      [lead('B'), 'failed'],
    ]);
    expect(server.rows('suporte_clientes').map((r) => r.customer_name)).toEqual(['C']);
  });

  it('lets a person discard a dead letter', async () => {
    const box = makeOutbox();
    box.start();
    server.failNext({ kind: 'http', status: 400, error: { code: '22001', message: 'value too long' } });
    const id = await box.enqueue('lead', lead('Ana'));
    await box.whenIdle();
    await box.discard(id);
    expect(await box.list()).toEqual([]);
  });

  it('holds an edit conflict with the server’s current row', async () => {
    const box = makeOutbox();
    const serverRow = { id: 'd1', titulo: 'Cobra', updated_at: '2026-02-01T00:00:00Z' };
    box.register('dream-edit', async () => {
      const { classifyResponse } = await import('./outbox-policy');
      const outcome = classifyResponse(409, { code: 'P0409', message: 'edit conflict', details: JSON.stringify(serverRow) }, 'e1');
      if (outcome.type !== 'done') throw new OutboxDeliveryError(outcome);
      return 'done';
    });
    box.start();
    const events: OutboxEvent[] = [];
    box.subscribe((e) => events.push(e));
    await box.enqueue('dream-edit', { titulo: 'Cobra', base_updated_at: '2026-01-01T00:00:00Z' }, { id: 'e1' });
    await box.whenIdle();
    const [entry] = await box.list();
    expect(entry).toMatchObject({ id: 'e1', status: 'conflict', conflict: serverRow });
    expect(events.map((e) => e.type)).toEqual(['conflict']);
  });

  it('does not bring back an entry discarded while it was in flight', async () => {
    const box = makeOutbox();
    box.start();
    server.latencyMs = 100;
    server.failNext({ kind: 'http', status: 503, error: { message: 'unavailable' } });
    const id = await box.enqueue('lead', lead('Ana'));
    await vi.advanceTimersByTimeAsync(10);
    await box.discard(id);
    await vi.advanceTimersByTimeAsync(100);
    await box.whenIdle();
    expect(await box.list()).toEqual([]);
  });
});

describe('one flusher at a time', () => {
  it('two tabs racing on the IndexedDB lease deliver each entry once', async () => {
    vi.useRealTimers(); // the race needs real latency between IndexedDB tasks
    const tabA = makeOutbox({ owner: 'tab-a' });
    const tabB = makeOutbox({ owner: 'tab-b' });
    const calls = new Map<string, number>();
    const deliveredBy = new Set<string>();
    const counting = insertHandler('suporte_clientes');
    for (const [name, tab] of [['a', tabA], ['b', tabB]] as const) {
      tab.register('lead', async (entry, client) => {
        calls.set(entry.id, (calls.get(entry.id) ?? 0) + 1);
        deliveredBy.add(name);
        return counting(entry, client);
      });
    }
    online = false;
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await tabA.enqueue('lead', lead(`L${i}`)));
    online = true;
    server.latencyMs = 5;
    const runs = [tabA.flush(), tabB.flush(), tabA.flush(), tabB.flush()];
    await Promise.all(runs);
    // The tab that found the lease taken tries again later and finds nothing left to send.
    await Promise.all([tabB.flush(), tabA.flush()]);
    expect(server.rows('suporte_clientes')).toHaveLength(20);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    expect(calls.size).toBe(20);
    expect(deliveredBy.size).toBe(1);
    expect(server.calls.map((call) => (call.values as { customer_name: string }).customer_name)).toEqual(ids.map((_, i) => `L${i}`));
  });

  it('uses the Web Locks API when present and skips when another tab holds the lock', async () => {
    vi.useRealTimers();
    const held = new Set<string>();
    const requests: string[] = [];
    const locks: LockManagerLike = {
      async request(name, options, callback) {
        requests.push(`${name}:${String(options.ifAvailable)}:${held.has(name) ? 'busy' : 'granted'}`);
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    const tabA = makeOutbox({ locks, owner: 'tab-a' });
    const tabB = makeOutbox({ locks, owner: 'tab-b' });
    online = false;
    for (let i = 0; i < 5; i += 1) await tabA.enqueue('lead', lead(`L${i}`));
    online = true;
    server.latencyMs = 5;
    await Promise.all([tabA.flush(), tabB.flush()]);
    expect(requests).toEqual(['outbox-flush:true:granted', 'outbox-flush:true:busy']);
    expect(server.calls).toHaveLength(5);
    expect(server.rows('suporte_clientes')).toHaveLength(5);
  });
});
