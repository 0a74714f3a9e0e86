import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compareTimestamps } from '../../domain/time/timestamps';
import type { SupabaseClient } from '../../lib/supabase';

/** An in-memory apply_admin_edit with the server's rules (version check, replay, tombstones, unique titles). */
class FakeAdminServer {
  tables = new Map<string, Map<string, Record<string, unknown>>>();
  calls: Record<string, unknown>[] = [];
  offline = false;
  private clock = 0;

  table(name: string) {
    let t = this.tables.get(name);
    if (!t) this.tables.set(name, (t = new Map()));
    return t;
  }

  stamp(): string {
    this.clock += 1;
    return `2026-03-01T12:00:00.${String(this.clock).padStart(6, '0')}+00:00`;
  }

  /** Another admin (or the service role) changes a row directly. */
  put(table: string, row: Record<string, unknown>): Record<string, unknown> {
    const stored = { ...row, updated_at: this.stamp() };
    this.table(table).set(String(row.id), stored);
    return stored;
  }

  rpc(args: Record<string, unknown>) {
    this.calls.push(args);
    if (this.offline) return Promise.reject(new TypeError('Failed to fetch'));
    const table = this.table(String(args.p_table));
    const id = String(args.p_id);
    const current = table.get(id) ?? null;
    // The server's rule (apply_admin_edit, tested on Postgres in supabase/tests/functions.test.ts): the replay of
    // an edit the row already carries changes nothing; a create needs the row absent, an update the very version
    // it was based on; anything else is a conflict.
    const base = (args.p_base_updated_at as string | null) ?? null;
    if (current && current.last_edit_id === args.p_edit_id) return Promise.resolve({ data: current, error: null, status: 200 });
    const stale = current === null ? base !== null : base === null || compareTimestamps(String(current.updated_at), base) !== 0;
    if (stale) {
      return Promise.resolve({
        data: null,
        status: 409,
        error: { code: 'PT409', message: 'Edit conflict', details: JSON.stringify(current), hint: null },
      });
    }
    const values = args.p_values as Record<string, unknown>;
    if (args.p_table === 'dreams' && args.p_op === 'upsert' && !values.deleted) {
      const clash = [...table.values()].find(
        (r) => r.id !== id && !r.deleted && String(r.titulo).toLowerCase() === String(values.titulo).toLowerCase(),
      );
      if (clash) {
        return Promise.resolve({
          data: null,
          status: 409,
          error: { code: '23505', message: 'duplicate key value violates unique constraint "dreams_titulo_key"', details: null, hint: null },
        });
      }
    }
    let row: Record<string, unknown> | null;
    if (args.p_op === 'delete') {
      row = current && { ...current, deleted: true, last_edit_id: args.p_edit_id, updated_at: this.stamp() };
    } else {
      row = { ...(current ?? {}), ...values, id, last_edit_id: args.p_edit_id, updated_at: this.stamp() };
    }
    if (row) table.set(id, row);
    return Promise.resolve({ data: row, error: null, status: 200 });
  }

  /** The abort signals the edits were sent with. */
  signals: AbortSignal[] = [];

  client(): SupabaseClient {
    const tableOf = (name: string) => this.table(name);
    const rpc = (args: Record<string, unknown>) => this.rpc(args);
    const query = (name: string) => {
      const filters: ((r: Record<string, unknown>) => boolean)[] = [];
      const builder = {
        select: () => builder,
        eq: (column: string, value: unknown) => (filters.push((r) => r[column] === value), builder),
        ilike: (column: string, pattern: string) => (
          filters.push((r) => String(r[column]).toLowerCase() === pattern.replace(/\\(.)/g, '$1').toLowerCase()), builder
        ),
        then: (resolve: (v: unknown) => void) =>
          resolve({ data: [...tableOf(name).values()].filter((r) => filters.every((f) => f(r))), error: null }),
        maybeSingle: () => ({
          then: (resolve: (v: unknown) => void) =>
            resolve({ data: [...tableOf(name).values()].find((r) => filters.every((f) => f(r))) ?? null, error: null }),
        }),
      };
      return builder;
    };
    // Like supabase-js's builder: awaitable, with abortSignal() to give the request a deadline.
    const signals = this.signals;
    const rpcBuilder = (args: Record<string, unknown>) => {
      const pending = rpc(args);
      return Object.assign(pending, { abortSignal: (signal: AbortSignal) => (signals.push(signal), pending) });
    };
    return { rpc: (_name: string, args: Record<string, unknown>) => rpcBuilder(args), from: query } as unknown as SupabaseClient;
  }
}

const server = new FakeAdminServer();
vi.mock('../../lib/supabase', () => ({ getSupabase: () => Promise.resolve(server.client()) }));

const { db } = await import('../../lib/db');
const { outbox } = await import('../../lib/outbox');
const { queueAdminEdit, resolveConflict, deliverAdminEdit, discardAdminEdit, toQueuedEdit } = await import('./admin-edits');

async function settled() {
  await vi.waitFor(
    async () => {
      const busy = await db.outbox.where('status').anyOf('pending', 'sending').count();
      expect(busy).toBe(0);
    },
    { timeout: 3000, interval: 10 },
  );
}

beforeAll(async () => {
  // A delivered dream edit reads the built-in dictionary (a large module): load it once, outside the timed waits.
  await import('../../data/dreams/index');
});

beforeEach(async () => {
  server.tables.clear();
  server.calls = [];
  server.offline = false;
  await db.outbox.clear();
  await db.meta.clear();
  await db.remoteRows.clear();
  await db.dreams.clear();
});

afterEach(() => {
  outbox.stop();
});

const geral = (significado: string) => ({ significado, palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: [] } });

describe('queueAdminEdit', () => {
  it('delivers through apply_admin_edit with the entry id as edit id and updates the offline copy', async () => {
    const editId = await queueAdminEdit({
      table: 'lucky_guesses',
      id: 'g1',
      baseUpdatedAt: null,
      op: 'upsert',
      values: { guess_date: '2026-03-01', lottery: 'PT Rio', grupos: ['09'] },
    });
    await settled();
    expect(server.calls).toEqual([
      {
        p_table: 'lucky_guesses',
        p_id: 'g1',
        p_edit_id: editId,
        p_base_updated_at: null,
        p_op: 'upsert',
        p_values: { guess_date: '2026-03-01', lottery: 'PT Rio', grupos: ['09'] },
      },
    ]);
    expect(await db.outbox.count()).toBe(0);
    // Sent with a deadline, so a hung request cannot hold the outbox lock in every tab.
    expect(server.signals.at(-1)).toBeInstanceOf(AbortSignal);
    const cached = await db.remoteRows.get(['lucky_guesses', 'g1']);
    expect(cached?.row).toMatchObject({ lottery: 'PT Rio', last_edit_id: editId });
  });

  it('keeps an edit made offline queued, then delivers it', async () => {
    server.offline = true;
    await queueAdminEdit({ table: 'feedbacks', id: 'f1', baseUpdatedAt: null, op: 'upsert', values: { read: true } });
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    expect((await db.outbox.toArray())[0]?.status).toBe('pending');
    server.offline = false;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    outbox.kick();
    await settled();
    expect(server.table('feedbacks').get('f1')).toMatchObject({ read: true });
  });

  it('two edits of one row made offline land one after the other, the second based on the first', async () => {
    const original = server.put('suporte_clientes', { id: 'l1', status: 'new' });
    server.offline = true;
    const first = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'contacted' } });
    const second = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'closed' } });
    expect((await db.outbox.get(second))?.payload).toMatchObject({ afterEditId: first });
    server.offline = false;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    outbox.kick();
    await settled();
    expect(await db.outbox.count()).toBe(0);
    expect(server.table('suporte_clientes').get('l1')).toMatchObject({ status: 'closed', last_edit_id: second });
  });

  it('an edit queued after an earlier one was delivered, from the same stale version, builds on it', async () => {
    const original = server.put('suporte_clientes', { id: 'l1', status: 'new' });
    await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'contacted' } });
    await settled();
    const second = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'closed' } });
    await settled();
    expect(await db.outbox.get(second)).toBeUndefined();
    expect(server.table('suporte_clientes').get('l1')).toMatchObject({ status: 'closed' });
  });

  it('a chained edit still conflicts when someone else changed the row in between', async () => {
    const original = server.put('suporte_clientes', { id: 'l1', status: 'new' });
    server.offline = true;
    const first = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'contacted' } });
    const second = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'closed' } });
    server.offline = false;
    server.put('suporte_clientes', { id: 'l1', status: 'new', last_edit_id: 'someone-else' });
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    outbox.kick();
    await settled();
    expect((await db.outbox.get(first))?.status).toBe('conflict');
    expect((await db.outbox.get(second))?.status).toBe('conflict');
  });

  it('writes a delivered dream into the offline dream book, and hides it with a tombstone', async () => {
    await queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: null, op: 'upsert', values: { titulo: 'Águia', geral: geral('voa'), variantes: {}, deleted: false } });
    await settled();
    const record = await db.dreams.get('aguia');
    expect(record).toMatchObject({ titulo: 'Águia', letter: 'a', source: 'remote', remoteId: 'd1' });
    expect(record?.dream.geral.significado).toBe('voa');

    const base = String(server.table('dreams').get('d1')?.updated_at);
    await queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: base, op: 'upsert', values: { titulo: 'Águia', geral: geral('voa'), variantes: {}, deleted: true } });
    await settled();
    expect(await db.dreams.get('aguia')).toMatchObject({ source: 'remote', remoteId: 'd1', deleted: true });
  });

  it('deleting a built-in dream keeps a tombstone in place of the built-in entry', async () => {
    const { BUILT_IN_DREAMS } = await import('../../data/dreams/index');
    const abacaxi = BUILT_IN_DREAMS.find((d) => d.titulo === 'Abacaxi')!;
    await db.dreams.put({ key: 'abacaxi', titulo: 'Abacaxi', letter: 'a', dream: abacaxi, source: 'builtin' });
    await queueAdminEdit({ table: 'dreams', id: 'd2', baseUpdatedAt: null, op: 'upsert', values: { titulo: 'Abacaxi', geral: abacaxi.geral, variantes: {}, deleted: true } });
    await settled();
    expect(await db.dreams.get('abacaxi')).toMatchObject({ source: 'remote', remoteId: 'd2', deleted: true });
  });
});

describe('a dream edit on this device before it is delivered', () => {
  const cobra = (significado: string, deleted = false) => ({ titulo: 'Cobra', geral: geral(significado), variantes: {}, deleted });

  it('is in the offline dream book as soon as it is queued, and gives way to the server row once delivered', async () => {
    const original = server.put('dreams', { id: 'd1', ...cobra('original') });
    await storeRow(original);
    server.offline = true;
    const editId = await queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: cobra('sem conexão') });
    expect(await db.outbox.get(editId)).toBeDefined();
    expect(await db.dreams.get('cobra')).toMatchObject({ source: 'local', editId, dream: { geral: { significado: 'sem conexão' } }, covers: { source: 'remote' } });

    server.offline = false;
    outbox.kick();
    await settled();
    const stored = await db.dreams.get('cobra');
    expect(stored).toMatchObject({ source: 'remote', remoteId: 'd1', dream: { geral: { significado: 'sem conexão' } } });
    expect(stored?.covers).toBeUndefined();
    expect(await db.dreams.count()).toBe(1);
  });

  it('is not queued when it cannot be stored on the device, nor stored when it cannot be queued', async () => {
    server.offline = true;
    const failing = vi.spyOn(db.dreams, 'bulkPut').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: null, op: 'upsert', values: cobra('meu') })).rejects.toThrow();
    failing.mockRestore();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.dreams.count()).toBe(0);
  });

  it('discarded after the server refused it, the title shows again what it showed before', async () => {
    const original = server.put('dreams', { id: 'd1', ...cobra('original') });
    await storeRow(original);
    server.offline = true;
    const editId = await queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: cobra('recusado', true) });
    await db.outbox.update(editId, { status: 'failed', lastError: 'HTTP 400' });
    expect((await db.dreams.get('cobra'))?.deleted).toBe(true);
    await discardAdminEdit(editId);
    expect(await db.outbox.get(editId)).toBeUndefined();
    expect(await db.dreams.get('cobra')).toMatchObject({ source: 'remote', remoteId: 'd1', dream: { geral: { significado: 'original' } } });
  });
});

async function storeRow(row: Record<string, unknown>) {
  const { storeLocally } = await import('./admin-edits');
  await storeLocally('dreams', String(row.id), row as never);
}

describe('conflicts', () => {
  async function staleEdit() {
    const original = server.put('dreams', { id: 'd1', titulo: 'Cobra', geral: geral('original'), deleted: false });
    // The other admin saves first.
    const theirs = server.put('dreams', { ...original, geral: geral('deles') });
    const entryId = await queueAdminEdit({
      table: 'dreams',
      id: 'd1',
      baseUpdatedAt: String(original.updated_at),
      op: 'upsert',
      values: { titulo: 'Cobra', geral: geral('meu'), variantes: {}, deleted: false },
      label: 'Sonho "Cobra"',
    });
    await settled();
    return { entryId, theirs };
  }

  it('holds an edit based on an old version as a conflict with the server row, without overwriting', async () => {
    const { entryId, theirs } = await staleEdit();
    const entry = await db.outbox.get(entryId);
    expect(entry?.status).toBe('conflict');
    expect(server.table('dreams').get('d1')?.geral).toEqual(geral('deles'));
    const queued = toQueuedEdit(entry!);
    expect(queued?.theirs).toEqual(theirs);
    expect(queued?.edit.label).toBe('Sonho "Cobra"');
  });

  it("'mine' re-sends the edit based on the server's version, and it lands", async () => {
    const { entryId, theirs } = await staleEdit();
    await resolveConflict(entryId, 'mine');
    await settled();
    expect(await db.outbox.get(entryId)).toBeUndefined();
    const stored = server.table('dreams').get('d1');
    expect(stored?.geral).toEqual(geral('meu'));
    expect(server.calls.at(-1)?.p_base_updated_at).toBe(theirs.updated_at);
    expect(server.calls.at(-1)?.p_edit_id).toBe(entryId);
  });

  it("'theirs' drops the edit and keeps the server's row locally", async () => {
    const { entryId } = await staleEdit();
    await resolveConflict(entryId, 'theirs');
    expect(await db.outbox.get(entryId)).toBeUndefined();
    expect(server.table('dreams').get('d1')?.geral).toEqual(geral('deles'));
    expect((await db.dreams.get('cobra'))?.dream.geral.significado).toBe('deles');
  });

  it('two admins creating the same dream title: the second is a conflict with the first one’s row', async () => {
    const first = server.put('dreams', { id: 'theirs', titulo: 'Barco', geral: geral('deles'), deleted: false });
    const entryId = await queueAdminEdit({
      table: 'dreams',
      id: 'mine',
      baseUpdatedAt: null,
      op: 'upsert',
      values: { titulo: 'barco', geral: geral('meu'), variantes: {}, deleted: false },
    });
    await settled();
    const entry = await db.outbox.get(entryId);
    expect(entry?.status).toBe('conflict');
    expect(entry?.conflict).toEqual(first);

    await resolveConflict(entryId, 'mine');
    await settled();
    expect(server.table('dreams').get('theirs')?.geral).toEqual(geral('meu'));
    expect(server.table('dreams').has('mine')).toBe(false);
  });

  it('ignores entries that are not conflicts', async () => {
    server.offline = true;
    const entryId = await queueAdminEdit({ table: 'feedbacks', id: 'f1', baseUpdatedAt: null, op: 'upsert', values: { read: true } });
    await resolveConflict(entryId, 'theirs');
    expect(await db.outbox.get(entryId)).toBeDefined();
  });
});

describe('deliverAdminEdit outcomes', () => {
  const entry = (payload: unknown) => ({ id: 'e1', kind: 'admin-edit', payload, createdAt: 1, attempts: 0, nextAttemptAt: 1, status: 'sending' as const });

  it('refuses a malformed payload for good', async () => {
    await expect(deliverAdminEdit(entry({ nope: true }), server.client())).rejects.toMatchObject({ outcome: { type: 'failed' } });
  });

  it('a replay of an edit that already landed counts as delivered', async () => {
    server.put('feedbacks', { id: 'f1', read: true, last_edit_id: 'e1' });
    await expect(
      deliverAdminEdit(entry({ table: 'feedbacks', id: 'f1', baseUpdatedAt: '2000-01-01T00:00:00Z', op: 'upsert', values: { read: true } }), server.client()),
    ).resolves.toBe('done');
  });
});
