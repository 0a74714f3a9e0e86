// The SQL functions through the stand-in: the login lockout (SPEC §4, §9) with time injected by
// back-dating admin_access_logs rows, and the conflict-safe apply_admin_edit.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, raw, startStack, type TestStack } from './harness';

let stack: TestStack;
let service: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startStack();
  service = stack.service();
  admin = await stack.signedInAdmin();
}, 120_000); // the first file to start also builds the shared template

afterAll(async () => {
  await stack?.stop();
});

async function newUser(password = 'Correta#123'): Promise<{ email: string; password: string }> {
  const email = `lock-${randomUUID().slice(0, 8)}@example.com`;
  const res = await raw(stack.url, '/auth/v1/admin/users', {
    method: 'POST',
    headers: { apikey: stack.server.secretKey },
    body: { email, password, email_confirm: true },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { email, password };
}

function signIn(email: string, password: string) {
  return stack.anon().auth.signInWithPassword({ email, password });
}

async function lockStatus(identifier: string) {
  const { data, error } = await stack.anon().rpc('login_lock_status', { p_identifier: identifier });
  if (error) throw new Error(error.message);
  return data as { locked: boolean; remaining_minutes: number };
}

/** Moves every logged attempt of the identifier `minutes` into the past (time injection). */
async function backdate(identifier: string, minutes: number) {
  const { data, error } = await service.from('admin_access_logs').select('id, created_at').ilike('username_attempt', identifier);
  if (error) throw new Error(error.message);
  for (const row of data ?? []) {
    const moved = new Date(Date.parse(row.created_at) - minutes * 60_000).toISOString();
    const update = await service.from('admin_access_logs').update({ created_at: moved }).eq('id', row.id);
    if (update.error) throw new Error(update.error.message);
  }
}

async function history(identifier: string) {
  const { data } = await admin
    .from('admin_access_logs')
    .select('status, failure_reason, ip_address')
    .eq('username_attempt', identifier)
    .order('created_at');
  return data ?? [];
}

describe('login lockout', () => {
  it('three failures lock the identifier: the fourth attempt fails even with the right password', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) {
      const { error } = await signIn(user.email, 'errada-123');
      expect(error?.code).toBe('invalid_credentials');
    }
    expect(await lockStatus(user.email)).toEqual({ locked: true, remaining_minutes: 15 });

    const { data, error } = await signIn(user.email, user.password);
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('too_many_attempts');
    expect(error?.message).toBe('Account locked. Try again in 15 minutes');

    expect(await history(user.email)).toEqual([
      { status: 'failed', failure_reason: 'Invalid login credentials', ip_address: '0.0.0.0' },
      { status: 'failed', failure_reason: 'Invalid login credentials', ip_address: '0.0.0.0' },
      { status: 'failed', failure_reason: 'Invalid login credentials', ip_address: '0.0.0.0' },
      { status: 'failed', failure_reason: 'Account locked', ip_address: '0.0.0.0' },
    ]);
  });

  it('a client that skips the check is refused too: a raw POST /auth/v1/token during the lock', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) await signIn(user.email, 'errada-123');
    const res = await raw(stack.url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error_code: 'too_many_attempts' });
    expect(res.body).not.toHaveProperty('access_token');
  });

  it('the lock ends 15 minutes after the newest failure, and refused attempts do not extend it', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) await signIn(user.email, 'errada-123');
    await backdate(user.email, 10);
    expect(await lockStatus(user.email)).toEqual({ locked: true, remaining_minutes: 5 });
    expect((await signIn(user.email, user.password)).error?.code).toBe('too_many_attempts');

    await backdate(user.email, 6); // newest failure now 16 minutes old; the refusal above is 6
    expect(await lockStatus(user.email)).toEqual({ locked: false, remaining_minutes: 0 });
    const { data, error } = await signIn(user.email, user.password);
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('a success before the third failure resets the count', async () => {
    const user = await newUser();
    await signIn(user.email, 'errada-123');
    await signIn(user.email, 'errada-123');
    expect((await signIn(user.email, user.password)).error).toBeNull();
    await signIn(user.email, 'errada-123');
    await signIn(user.email, 'errada-123');
    expect(await lockStatus(user.email)).toEqual({ locked: false, remaining_minutes: 0 });
    await signIn(user.email, 'errada-123');
    expect((await lockStatus(user.email)).locked).toBe(true);
  });

  it('failures spread over more than 15 minutes do not lock', async () => {
    const user = await newUser();
    await signIn(user.email, 'errada-123');
    await backdate(user.email, 10);
    await signIn(user.email, 'errada-123');
    await backdate(user.email, 10); // the first failure is now 20 minutes old
    await signIn(user.email, 'errada-123');
    expect(await lockStatus(user.email)).toEqual({ locked: false, remaining_minutes: 0 });
    expect((await signIn(user.email, user.password)).error).toBeNull();
  });

  it('the identifier is compared trimmed and in lower case', async () => {
    const user = await newUser();
    for (const variant of [user.email.toUpperCase(), ` ${user.email}`, user.email]) await signIn(variant, 'errada-123');
    expect((await lockStatus(`  ${user.email.toUpperCase()} `)).locked).toBe(true);
  });

  it('unknown emails lock as well, logged as "User not found or invalid credentials"', async () => {
    const email = `ninguem-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await signIn(email, 'qualquer-123')).error?.code).toBe('invalid_credentials');
    expect((await signIn(email, 'qualquer-123')).error?.code).toBe('too_many_attempts');
    expect((await history(email)).map((r) => r.failure_reason)).toEqual([
      'User not found or invalid credentials',
      'User not found or invalid credentials',
      'User not found or invalid credentials',
      'Account locked',
    ]);
  });

  it('the history is not readable by anonymous visitors nor customers, and not writable by anyone through the API', async () => {
    const anonymous = await stack.anon().from('admin_access_logs').select('*');
    expect(anonymous.error?.code).toBe('42501');
    const customer = await stack.signedIn(CUSTOMER);
    expect((await customer.from('admin_access_logs').select('*')).data).toEqual([]);
    const forged = await stack.anon().from('admin_access_logs').insert({ username_attempt: CUSTOMER.email, status: 'success' });
    expect(forged.error?.code).toBe('42501');
    const viaRpc = await customer.rpc('record_login_attempt', { p_identifier: CUSTOMER.email, p_status: 'success' });
    expect(viaRpc.error?.code).toBe('42501');
  });

  it('admins list the identifiers locked right now; others may not', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) await signIn(user.email, 'errada-123');
    const { data, error } = await admin.rpc('admin_locked_identifiers');
    expect(error).toBeNull();
    expect(data).toContainEqual({ identifier: user.email, method: 'password', remaining_minutes: 15 });
    const customer = await stack.signedIn(CUSTOMER);
    const refused = await customer.rpc('admin_locked_identifiers');
    expect(refused.error?.code).toBe('42501');
    expect(refused.status).toBe(403);
  });
});

describe('apply_admin_edit', () => {
  const dream = (titulo: string, significado = 'Significado.') => ({
    titulo,
    geral: { significado, palpites: { grupos: ['02 - Águia'], milhares: ['1306'], ternoDeGrupo: [] } },
  });

  async function edit(client: SupabaseClient, args: {
    table: string;
    id: string;
    editId: string;
    base: string | null;
    op: 'upsert' | 'delete';
    values?: Record<string, unknown>;
  }) {
    return client.rpc('apply_admin_edit', {
      p_table: args.table,
      p_id: args.id,
      p_edit_id: args.editId,
      p_base_updated_at: args.base,
      p_op: args.op,
      p_values: args.values ?? {},
    });
  }

  it('creates a row, and a replay of the same edit returns it unchanged', async () => {
    const id = randomUUID();
    const editId = randomUUID();
    const first = await edit(admin, { table: 'dreams', id, editId, base: null, op: 'upsert', values: dream('Avião') });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ id, titulo: 'Avião', last_edit_id: editId, deleted: false });

    const replay = await edit(admin, { table: 'dreams', id, editId, base: null, op: 'upsert', values: dream('Avião') });
    expect(replay.error).toBeNull();
    expect(replay.data).toEqual(first.data);
    const { count } = await service.from('dreams').select('*', { count: 'exact', head: true }).eq('titulo', 'Avião');
    expect(count).toBe(1);
  });

  it('updates when based on the current version; a stale edit is a 409 conflict carrying the current row', async () => {
    const id = randomUUID();
    const created = await edit(admin, { table: 'dreams', id, editId: randomUUID(), base: null, op: 'upsert', values: dream('Nuvem') });
    const base = (created.data as { updated_at: string }).updated_at;

    const second = await edit(admin, { table: 'dreams', id, editId: randomUUID(), base, op: 'upsert', values: { geral: dream('Nuvem', 'Versão 2').geral } });
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject({ titulo: 'Nuvem', geral: { significado: 'Versão 2' } });

    // Another edit based on the first version: the row changed since.
    const stale = await edit(admin, { table: 'dreams', id, editId: randomUUID(), base, op: 'upsert', values: { geral: dream('Nuvem', 'Versão 3').geral } });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('PT409');
    expect(JSON.parse(String(stale.error?.details))).toMatchObject({ id, geral: { significado: 'Versão 2' } });
    const { data } = await stack.anon().from('dreams').select('geral').eq('id', id).single();
    expect(data?.geral.significado).toBe('Versão 2');
  });

  it('a create for an id that already exists, or an update of a row that is gone, is a conflict', async () => {
    const id = randomUUID();
    await edit(admin, { table: 'draw_results', id, editId: randomUUID(), base: null, op: 'upsert', values: { lottery: 'Federal', draw_date: '2031-02-01', draw_label: 'Federal 20:00', prizes: ['1', '2', '3', '4', '5'].map((d) => d.repeat(4)) } });
    const again = await edit(admin, { table: 'draw_results', id, editId: randomUUID(), base: null, op: 'upsert', values: { draw_label: 'Outro' } });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('PT409');

    const gone = await edit(admin, { table: 'draw_results', id: randomUUID(), editId: randomUUID(), base: new Date().toISOString(), op: 'upsert', values: { draw_label: 'X' } });
    expect(gone.status).toBe(409);
    expect(gone.error?.details).toBe('null');
  });

  it('deleting a dream leaves a tombstone that visitors can sync; other tables delete for real', async () => {
    const id = randomUUID();
    const created = await edit(admin, { table: 'dreams', id, editId: randomUUID(), base: null, op: 'upsert', values: dream('Relógio') });
    const base = (created.data as { updated_at: string }).updated_at;
    const editId = randomUUID();
    const removed = await edit(admin, { table: 'dreams', id, editId, base, op: 'delete' });
    expect(removed.data).toMatchObject({ id, deleted: true, last_edit_id: editId });
    const replay = await edit(admin, { table: 'dreams', id, editId, base, op: 'delete' });
    expect(replay.data).toEqual(removed.data);
    const { data } = await stack.anon().from('dreams').select('deleted').eq('id', id).single();
    expect(data?.deleted).toBe(true);
    // The title is free again.
    const reused = await edit(admin, { table: 'dreams', id: randomUUID(), editId: randomUUID(), base: null, op: 'upsert', values: dream('Relógio') });
    expect(reused.error).toBeNull();

    const promo = randomUUID();
    const made = await edit(admin, { table: 'monthly_promotions', id: promo, editId: randomUUID(), base: null, op: 'upsert', values: { title: 'Promo', month: '2031-03-01' } });
    const del = await edit(admin, { table: 'monthly_promotions', id: promo, editId: randomUUID(), base: (made.data as { updated_at: string }).updated_at, op: 'delete' });
    expect(del.error).toBeNull();
    expect((await service.from('monthly_promotions').select('id').eq('id', promo)).data).toEqual([]);
    const again = await edit(admin, { table: 'monthly_promotions', id: promo, editId: randomUUID(), base: null, op: 'delete' });
    expect(again.error).toBeNull();
    expect(again.data).toBeNull();
  });

  it('leads accept a status change only; feedback only the read flag', async () => {
    const { data: lead } = await service
      .from('suporte_clientes')
      .select('id, updated_at')
      .eq('id', '5e0d0000-0000-4000-8000-000000000061')
      .single();
    const ok = await edit(admin, { table: 'suporte_clientes', id: String(lead?.id), editId: randomUUID(), base: String(lead?.updated_at), op: 'upsert', values: { status: 'contacted' } });
    expect(ok.data).toMatchObject({ status: 'contacted', customer_name: 'João da Silva' });
    const refused = await edit(admin, { table: 'suporte_clientes', id: String(lead?.id), editId: randomUUID(), base: null, op: 'upsert', values: { customer_name: 'Outro' } });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('22023');
    const noDelete = await edit(admin, { table: 'feedbacks', id: '5e0d0000-0000-4000-8000-000000000051', editId: randomUUID(), base: null, op: 'delete' });
    expect(noDelete.error?.code).toBe('22023');
  });

  it('refuses non-admins and tables outside the list', async () => {
    const customer = await stack.signedIn(CUSTOMER);
    const asCustomer = await edit(customer, { table: 'dreams', id: randomUUID(), editId: randomUUID(), base: null, op: 'upsert', values: dream('Intruso') });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.error?.code).toBe('42501');
    const asAnon = await edit(stack.anon(), { table: 'dreams', id: randomUUID(), editId: randomUUID(), base: null, op: 'upsert', values: dream('Intruso') });
    expect(asAnon.status).toBe(401);
    const profiles = await edit(admin, { table: 'profiles', id: randomUUID(), editId: randomUUID(), base: null, op: 'upsert', values: { role: 'admin' } });
    expect(profiles.error?.code).toBe('22023');
    expect((await service.from('dreams').select('id').eq('titulo', 'Intruso')).data).toEqual([]);
  });
});
