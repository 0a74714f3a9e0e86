import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApplyAdminEdit, fakeLiveDreamByTitle } from '../../testing/fake-apply-admin-edit';
import { installFakeSupabase, type FakeSupabase, type Row } from '../../testing/fake-supabase';

vi.mock('../supabase', () => import('../../testing/fake-supabase'));

let fake: FakeSupabase;
let clock = 0;

function stamp(): string {
  clock += 1;
  return `2026-03-01T12:00:00.${String(clock).padStart(6, '0')}+00:00`;
}

/** The row the server holds now. */
function stored(table: string, id: string): Row | undefined {
  return fake.rows(table).find((row) => row.id === id);
}

function store(table: string, row: Row): Row {
  fake.seed(table, [...fake.rows(table).filter((r) => r.id !== row.id), row]);
  return row;
}

/** Another admin (or the service role) changes a row directly. */
function put(table: string, row: Row): Row {
  return store(table, { ...row, updated_at: stamp() });
}

/** The edits sent to apply_admin_edit, in order. */
const sentEdits = () => fake.callsTo('apply_admin_edit', 'rpc').map((call) => call.values as Record<string, unknown>);

const { db, DRAW_INDEX_KEY } = await import('../db');
const { outbox } = await import('./outbox');
const { queueAdminEdit, resolveConflict, discardAdminEdit } = await import('./admin-edits');
const { deliverAdminEdit } = await import('./admin-edit-delivery');
const { toQueuedEdit } = await import('./admin-edit-payload');

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
  await import('../../features/dreams/data/dictionary/index');
});

beforeEach(async () => {
  // apply_admin_edit's rules (held to the SQL function by supabase/tests/fake-contract.test.ts), on this test's clock.
  fake = installFakeSupabase().onRpc('apply_admin_edit', fakeApplyAdminEdit(stamp)).onRpc('live_dream_by_title', fakeLiveDreamByTitle);
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
    expect(sentEdits()).toEqual([
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
    expect(fake.callsTo('apply_admin_edit').at(-1)?.signal).toBeInstanceOf(AbortSignal);
    const cached = await db.remoteRows.get(['lucky_guesses', 'g1']);
    expect(cached?.row).toMatchObject({ lottery: 'PT Rio', last_edit_id: editId });
  });

  it("a draw result delivered, then deleted, is counted in the saved draws' counts /resultados reads first", async () => {
    const values = { lottery: 'PT Rio', draw_date: '2026-03-01', draw_label: 'PT 14:20', prizes: ['4735', '0812', '7790', '3346', '1125'] };
    await queueAdminEdit({ table: 'draw_results', id: 'd1', baseUpdatedAt: null, op: 'upsert', values });
    await settled();
    expect((await db.meta.get(DRAW_INDEX_KEY))?.value).toEqual([{ date: '2026-03-01', lottery: 'PT Rio', count: 1, demo: 0 }]);
    await queueAdminEdit({ table: 'draw_results', id: 'd1', baseUpdatedAt: stored('draw_results', 'd1')?.updated_at as string, op: 'delete', values: {} });
    await settled();
    expect(await db.remoteRows.get(['draw_results', 'd1'])).toBeUndefined();
    expect((await db.meta.get(DRAW_INDEX_KEY))?.value).toEqual([]);
  });

  it('keeps an edit made offline queued, then delivers it', async () => {
    fake.offline = true;
    await queueAdminEdit({ table: 'feedbacks', id: 'f1', baseUpdatedAt: null, op: 'upsert', values: { read: true } });
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    expect((await db.outbox.toArray())[0]?.status).toBe('pending');
    fake.offline = false;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    outbox.kick();
    await settled();
    expect(stored('feedbacks', 'f1')).toMatchObject({ read: true });
  });

  it('two edits of one row made offline land one after the other, the second based on the first', async () => {
    const original = put('suporte_clientes', { id: 'l1', status: 'new' });
    fake.offline = true;
    const first = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'contacted' } });
    const second = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'closed' } });
    expect((await db.outbox.get(second))?.payload).toMatchObject({ afterEditId: first });
    fake.offline = false;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    outbox.kick();
    await settled();
    expect(await db.outbox.count()).toBe(0);
    expect(stored('suporte_clientes', 'l1')).toMatchObject({ status: 'closed', last_edit_id: second });
  });

  it('an edit queued after an earlier one was delivered, from the same stale version, builds on it', async () => {
    const original = put('suporte_clientes', { id: 'l1', status: 'new' });
    await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'contacted' } });
    await settled();
    const second = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'closed' } });
    await settled();
    expect(await db.outbox.get(second)).toBeUndefined();
    expect(stored('suporte_clientes', 'l1')).toMatchObject({ status: 'closed' });
  });

  it('a chained edit still conflicts when someone else changed the row in between', async () => {
    const original = put('suporte_clientes', { id: 'l1', status: 'new' });
    fake.offline = true;
    const first = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'contacted' } });
    const second = await queueAdminEdit({ table: 'suporte_clientes', id: 'l1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: { status: 'closed' } });
    fake.offline = false;
    put('suporte_clientes', { id: 'l1', status: 'new', last_edit_id: 'someone-else' });
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

    const base = String(stored('dreams', 'd1')?.updated_at);
    await queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: base, op: 'upsert', values: { titulo: 'Águia', geral: geral('voa'), variantes: {}, deleted: true } });
    await settled();
    expect(await db.dreams.get('aguia')).toMatchObject({ source: 'remote', remoteId: 'd1', deleted: true });
  });

  it('deleting a built-in dream keeps a tombstone in place of the built-in entry', async () => {
    const { BUILT_IN_DREAMS } = await import('../../features/dreams/data/dictionary/index');
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
    const original = put('dreams', { id: 'd1', ...cobra('original') });
    await storeRow(original);
    fake.offline = true;
    const editId = await queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: cobra('sem conexão') });
    expect(await db.outbox.get(editId)).toBeDefined();
    expect(await db.dreams.get('cobra')).toMatchObject({ source: 'local', editId, dream: { geral: { significado: 'sem conexão' } }, covers: { source: 'remote' } });

    fake.offline = false;
    outbox.kick();
    await settled();
    const stored = await db.dreams.get('cobra');
    expect(stored).toMatchObject({ source: 'remote', remoteId: 'd1', dream: { geral: { significado: 'sem conexão' } } });
    expect(stored?.covers).toBeUndefined();
    expect(await db.dreams.count()).toBe(1);
  });

  it('is not queued when it cannot be stored on the device, nor stored when it cannot be queued', async () => {
    fake.offline = true;
    const failing = vi.spyOn(db.dreams, 'bulkPut').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: null, op: 'upsert', values: cobra('meu') })).rejects.toThrow();
    failing.mockRestore();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.dreams.count()).toBe(0);
  });

  it('discarded after the server refused it, the title shows again what it showed before', async () => {
    const original = put('dreams', { id: 'd1', ...cobra('original') });
    await storeRow(original);
    fake.offline = true;
    const editId = await queueAdminEdit({ table: 'dreams', id: 'd1', baseUpdatedAt: String(original.updated_at), op: 'upsert', values: cobra('recusado', true) });
    await db.outbox.update(editId, { status: 'failed', lastError: 'HTTP 400' });
    expect((await db.dreams.get('cobra'))?.deleted).toBe(true);
    await discardAdminEdit(editId);
    expect(await db.outbox.get(editId)).toBeUndefined();
    expect(await db.dreams.get('cobra')).toMatchObject({ source: 'remote', remoteId: 'd1', dream: { geral: { significado: 'original' } } });
  });
});

async function storeRow(row: Record<string, unknown>) {
  const { storeLocally } = await import('./admin-edit-local');
  await storeLocally('dreams', String(row.id), row as never);
}

describe('conflicts', () => {
  async function staleEdit() {
    const original = put('dreams', { id: 'd1', titulo: 'Cobra', geral: geral('original'), deleted: false });
    // The other admin saves first.
    const theirs = put('dreams', { ...original, geral: geral('deles') });
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
    expect(stored('dreams', 'd1')?.geral).toEqual(geral('deles'));
    const queued = toQueuedEdit(entry!);
    expect(queued?.theirs).toEqual(theirs);
    expect(queued?.edit.label).toBe('Sonho "Cobra"');
  });

  it("'mine' re-sends the edit based on the server's version, and it lands", async () => {
    const { entryId, theirs } = await staleEdit();
    await resolveConflict(entryId, 'mine');
    await settled();
    expect(await db.outbox.get(entryId)).toBeUndefined();
    const row = stored('dreams', 'd1');
    expect(row?.geral).toEqual(geral('meu'));
    expect(sentEdits().at(-1)?.p_base_updated_at).toBe(theirs.updated_at);
    expect(sentEdits().at(-1)?.p_edit_id).toBe(entryId);
  });

  it("'theirs' drops the edit and keeps the server's row locally", async () => {
    const { entryId } = await staleEdit();
    await resolveConflict(entryId, 'theirs');
    expect(await db.outbox.get(entryId)).toBeUndefined();
    expect(stored('dreams', 'd1')?.geral).toEqual(geral('deles'));
    expect((await db.dreams.get('cobra'))?.dream.geral.significado).toBe('deles');
  });

  it('two admins creating the same dream title: the second is a conflict with the first one’s row', async () => {
    const first = put('dreams', { id: 'theirs', titulo: 'Barco', geral: geral('deles'), deleted: false });
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
    expect(stored('dreams', 'theirs')?.geral).toEqual(geral('meu'));
    expect(stored('dreams', 'mine')).toBeUndefined();
  });

  it('a new dream whose title differs from a live one only by accents, case or punctuation is a conflict with that one', async () => {
    const first = put('dreams', { id: 'theirs', titulo: 'Água-viva', geral: geral('deles'), deleted: false });
    const entryId = await queueAdminEdit({
      table: 'dreams',
      id: 'mine',
      baseUpdatedAt: null,
      op: 'upsert',
      values: { titulo: 'AGUA-VIVA!', geral: geral('meu'), variantes: {}, deleted: false },
    });
    await settled();
    const entry = await db.outbox.get(entryId);
    expect(entry?.status).toBe('conflict');
    expect(entry?.conflict).toEqual(first);
    expect(fake.callsTo('live_dream_by_title', 'rpc').map((call) => call.values)).toEqual([{ p_titulo: 'AGUA-VIVA!' }]);
  });

  it('ignores entries that are not conflicts', async () => {
    fake.offline = true;
    const entryId = await queueAdminEdit({ table: 'feedbacks', id: 'f1', baseUpdatedAt: null, op: 'upsert', values: { read: true } });
    await resolveConflict(entryId, 'theirs');
    expect(await db.outbox.get(entryId)).toBeDefined();
  });
});

describe('deliverAdminEdit outcomes', () => {
  const entry = (payload: unknown) => ({ id: 'e1', kind: 'admin-edit', payload, createdAt: 1, attempts: 0, nextAttemptAt: 1, status: 'sending' as const });

  it('refuses a malformed payload for good', async () => {
    await expect(deliverAdminEdit(entry({ nope: true }), fake.client)).rejects.toMatchObject({ outcome: { type: 'failed' } });
  });

  it('a replay of an edit that already landed counts as delivered', async () => {
    put('feedbacks', { id: 'f1', read: true, last_edit_id: 'e1' });
    await expect(
      deliverAdminEdit(entry({ table: 'feedbacks', id: 'f1', baseUpdatedAt: '2000-01-01T00:00:00Z', op: 'upsert', values: { read: true } }), fake.client),
    ).resolves.toBe('done');
  });
});
