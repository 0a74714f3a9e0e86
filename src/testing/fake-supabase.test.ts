import { describe, expect, it, vi } from 'vitest';
import { FakeSupabase, getSupabase, installFakeSupabase } from './fake-supabase';

const LEADS = [
  { id: 'a', status: 'new', name: 'Ana Souza', created_at: '2026-11-01T10:00:00Z', rating: 5 },
  { id: 'b', status: 'contacted', name: 'Bia Lima', created_at: '2026-11-03T10:00:00Z', rating: 3 },
  { id: 'c', status: 'new', name: 'Caio Souza', created_at: '2026-11-02T10:00:00Z', rating: null },
];

function fake() {
  return new FakeSupabase().seed('leads', LEADS);
}

describe('fake supabase: reads', () => {
  it('answers a select with supabase-js shapes, filters and order applied', async () => {
    const { client } = fake();
    const result = await client.from('leads').select('id, name').eq('status', 'new').order('created_at', { ascending: false });
    expect(result).toEqual({
      data: [
        { id: 'c', name: 'Caio Souza' },
        { id: 'a', name: 'Ana Souza' },
      ],
      error: null,
      count: null,
      status: 200,
      statusText: 'OK',
      success: true,
    });
  });

  it('counts before the range and returns only the page; head returns no rows', async () => {
    const { client } = fake();
    const page = await client.from('leads').select('*', { count: 'exact' }).order('id').range(1, 1);
    expect(page.count).toBe(3);
    expect(page.data?.map((row) => row.id)).toEqual(['b']);
    const head = await client.from('leads').select('id', { count: 'exact', head: true }).eq('status', 'new');
    expect(head).toMatchObject({ data: null, count: 2, status: 200 });
  });

  it('answers at most maxRows rows (PostgREST db-max-rows, 1000 by default), whatever was asked, without an error', async () => {
    const many = new FakeSupabase().seed('items', Array.from({ length: 1500 }, (_, i) => ({ id: i })));
    expect(many.maxRows).toBe(1000);
    const all = await many.client.from('items').select('id', { count: 'exact' }).order('id');
    expect(all).toMatchObject({ error: null, count: 1500, status: 206 });
    expect(all.data).toHaveLength(1000);
    expect((await many.client.from('items').select('id').order('id').range(900, 2999)).data?.map((row) => row.id)).toEqual(
      Array.from({ length: 600 }, (_, i) => 900 + i),
    );
    many.maxRows = 2;
    expect((await many.client.from('items').select('id').order('id').range(10, 19)).data).toEqual([{ id: 10 }, { id: 11 }]);
    many.maxRows = null;
    expect((await many.client.from('items').select('id')).data).toHaveLength(1500);
  });

  it('applies neq, gt/gte/lt/lte, in, is, ilike and or like PostgREST', async () => {
    const { client } = fake();
    const ids = async (query: PromiseLike<{ data: Array<{ id: string }> | null }>) => ((await query).data ?? []).map((row) => row.id).sort();
    expect(await ids(client.from('leads').select('id').neq('status', 'new'))).toEqual(['b']);
    expect(await ids(client.from('leads').select('id').gt('created_at', '2026-11-01T10:00:00Z'))).toEqual(['b', 'c']);
    expect(await ids(client.from('leads').select('id').gte('rating', 3).lte('rating', 4))).toEqual(['b']);
    expect(await ids(client.from('leads').select('id').lt('rating', 5))).toEqual(['b']);
    expect(await ids(client.from('leads').select('id').in('id', ['a', 'c', 'z']))).toEqual(['a', 'c']);
    expect(await ids(client.from('leads').select('id').is('rating', null))).toEqual(['c']);
    expect(await ids(client.from('leads').select('id').ilike('name', '%souza'))).toEqual(['a', 'c']);
    expect(await ids(client.from('leads').select('id').or('status.eq.contacted,name.ilike.caio*'))).toEqual(['b', 'c']);
  });

  it('compares timestamps as instants, whatever their offset', async () => {
    const { client } = fake();
    // Midnight in Brasília is 03:00 UTC: the lead of 2026-11-02T10:00Z is after it, the one of 11-01 is not.
    const since = await client.from('leads').select('id').gte('created_at', '2026-11-02T00:00:00-03:00').order('created_at');
    expect(since.data?.map((row) => row.id)).toEqual(['c', 'b']);
    const before = await client.from('leads').select('id').lt('created_at', '2026-11-01T08:00:00.000000-03:00');
    expect(before.data?.map((row) => row.id)).toEqual(['a']);
  });

  it('orders nulls last ascending and first descending, as PostgreSQL does', async () => {
    const { client } = fake();
    const ascending = await client.from('leads').select('id').order('rating');
    expect(ascending.data?.map((row) => row.id)).toEqual(['b', 'a', 'c']);
    const descending = await client.from('leads').select('id').order('rating', { ascending: false });
    expect(descending.data?.map((row) => row.id)).toEqual(['c', 'a', 'b']);
  });

  it('single() with no row or two rows is PGRST116 (406); maybeSingle() with none is null', async () => {
    const { client } = fake();
    const none = await client.from('leads').select('*').eq('id', 'z').single();
    expect(none).toMatchObject({
      data: null,
      status: 406,
      statusText: 'Not Acceptable',
      error: { code: 'PGRST116', details: 'The result contains 0 rows', message: 'JSON object requested, multiple (or no) rows returned' },
    });
    const two = await client.from('leads').select('*').eq('status', 'new').maybeSingle();
    expect(two).toMatchObject({ data: null, status: 406, error: { code: 'PGRST116' } });
    expect(await client.from('leads').select('id').eq('id', 'z').maybeSingle()).toMatchObject({ data: null, error: null, status: 200 });
    expect((await client.from('leads').select('id, name').eq('id', 'a').single()).data).toEqual({ id: 'a', name: 'Ana Souza' });
  });

  it('hands out copies: changing an answer does not change the table', async () => {
    const server = fake();
    const { data } = await server.client.from('leads').select('*').eq('id', 'a').single();
    (data as { name: string }).name = 'mudado';
    expect(server.rows('leads').find((row) => row.id === 'a')?.name).toBe('Ana Souza');
  });
});

describe('fake supabase: writes', () => {
  it('inserts with 201 and no body unless asked, and refuses a duplicate key with 23505 (409)', async () => {
    const server = fake();
    const row = { id: 'd', status: 'new', name: 'Davi' };
    expect(await server.client.from('leads').insert(row)).toMatchObject({ data: null, error: null, status: 201 });
    expect(server.rows('leads')).toHaveLength(4);
    const again = await server.client.from('leads').insert(row);
    expect(again).toMatchObject({ status: 409, error: { code: '23505', message: 'duplicate key value violates unique constraint "leads_pkey"' } });
    const back = await server.client.from('leads').insert({ id: 'e', name: 'Eva' }).select('id, name').single();
    expect(back.data).toEqual({ id: 'e', name: 'Eva' });
    expect(server.callsTo('leads', 'insert').map((call) => call.values)).toEqual([row, row, { id: 'e', name: 'Eva' }]);
  });

  it('upserts on the conflict columns, merging or ignoring', async () => {
    const server = fake();
    await server.client.from('leads').upsert([{ id: 'a', status: 'done' }, { id: 'f', status: 'new' }]);
    expect(server.rows('leads').find((row) => row.id === 'a')).toMatchObject({ status: 'done', name: 'Ana Souza' });
    await server.client.from('leads').upsert({ id: 'b', status: 'ignored' }, { ignoreDuplicates: true });
    expect(server.rows('leads').find((row) => row.id === 'b')?.status).toBe('contacted');
    expect(server.rows('leads')).toHaveLength(4);
    expect(server.calls.at(-1)).toMatchObject({ operation: 'upsert', prefer: 'resolution=ignore-duplicates' });
  });

  it('updates and deletes the filtered rows only (204, or the rows when selected)', async () => {
    const server = fake();
    expect(await server.client.from('leads').update({ status: 'read' }).eq('status', 'new')).toMatchObject({ status: 204, data: null });
    expect(server.rows('leads').map((row) => row.status)).toEqual(['read', 'contacted', 'read']);
    const gone = await server.client.from('leads').delete().eq('id', 'b').select('id');
    expect(gone.data).toEqual([{ id: 'b' }]);
    expect(server.rows('leads').map((row) => row.id)).toEqual(['a', 'c']);
    expect(server.calls.at(-1)).toMatchObject({ operation: 'delete', filters: ['id=eq.b'] });
  });
});

describe('fake supabase: failures and rpc', () => {
  it('fails the next request to one table with the status its SQLSTATE maps to (42501: 401 without a session, 403 with one)', async () => {
    const server = fake();
    const refusal = { code: '42501', message: 'new row violates row-level security policy for table "leads"' };
    server.failNext('leads', refusal);
    await expect(server.client.from('other').select('*')).resolves.toMatchObject({ status: 200, data: [] });
    const refused = await server.client.from('leads').insert({ id: 'x' });
    expect(refused).toMatchObject({ data: null, status: 401, statusText: 'Unauthorized', error: { code: '42501', details: null, hint: null } });
    expect(server.rows('leads')).toHaveLength(3);
    server.auth.signInAs({ id: 'u1', email: 'u1@example.com' });
    server.failNext('leads', refusal);
    expect(await server.client.from('leads').insert({ id: 'x' })).toMatchObject({ status: 403, statusText: 'Forbidden' });
    await expect(server.client.from('leads').insert({ id: 'x' })).resolves.toMatchObject({ status: 201 });
  });

  it('fails like a lost connection: status 0 and "TypeError: Failed to fetch", before or after the write', async () => {
    const server = fake();
    server.failNext({ kind: 'network' }, { kind: 'lost-response' });
    expect(await server.client.from('leads').insert({ id: 'x' })).toMatchObject({ status: 0, error: { message: 'TypeError: Failed to fetch', code: '' } });
    expect(server.rows('leads')).toHaveLength(3);
    expect(await server.client.from('leads').insert({ id: 'x' })).toMatchObject({ status: 0 });
    expect(server.rows('leads')).toHaveLength(4);
    server.offline = true;
    expect(await server.client.rpc('anything')).toMatchObject({ status: 0, data: null });
  });

  it('answers rpc from the registered handler, and PGRST202 (404) for an unknown function', async () => {
    const server = new FakeSupabase().onRpc('login_lock_status', ({ p_identifier }) => ({ locked: p_identifier === 'x@y.co', remaining_minutes: 3 }));
    expect(await server.client.rpc('login_lock_status', { p_identifier: 'x@y.co' })).toMatchObject({
      data: { locked: true, remaining_minutes: 3 },
      error: null,
      status: 200,
    });
    expect(server.callsTo('login_lock_status')).toEqual([
      { operation: 'rpc', target: 'login_lock_status', values: { p_identifier: 'x@y.co' }, filters: [], prefer: null },
    ]);
    const unknown = await server.client.rpc('nope', { p_a: 1 });
    expect(unknown).toMatchObject({ status: 404, error: { code: 'PGRST202', message: 'Could not find the function public.nope(p_a) in the schema cache' } });
    server.failNext('rpc:login_lock_status', { message: 'boom', code: 'P0001' });
    expect(await server.client.rpc('login_lock_status', { p_identifier: 'a' })).toMatchObject({ status: 400, error: { message: 'boom' } });
  });

  it('lets a handler refuse as the function would (PTxyz answers xyz), and keeps the abort signal the call was sent with', async () => {
    const server = new FakeSupabase().onRpc('apply_admin_edit', () => {
      throw { code: 'PT409', message: 'Edit conflict', details: '{"id":"d1"}' };
    });
    const signal = new AbortController().signal;
    expect(await server.client.rpc('apply_admin_edit', { p_id: 'd1' }).abortSignal(signal)).toMatchObject({
      status: 409,
      error: { code: 'PT409', message: 'Edit conflict', details: '{"id":"d1"}', hint: null },
    });
    expect(server.callsTo('apply_admin_edit')[0]?.signal).toBe(signal);
  });

  it('reads a backslash in a LIKE pattern as PostgreSQL does: the next character is literal', async () => {
    const server = new FakeSupabase().seed('dreams', [{ titulo: '100% sorte' }, { titulo: '100 sorte' }, { titulo: 'a_b' }, { titulo: 'axb' }]);
    const titles = async (pattern: string) => ((await server.client.from('dreams').select('titulo').ilike('titulo', pattern)).data as { titulo: string }[]).map((r) => r.titulo);
    expect(await titles('100\\% sorte')).toEqual(['100% sorte']);
    expect(await titles('100% sorte')).toEqual(['100% sorte', '100 sorte']);
    expect(await titles('A\\_B')).toEqual(['a_b']);
    expect(await titles('a_b')).toEqual(['a_b', 'axb']);
  });

  it('can hang a request forever', async () => {
    const server = fake();
    server.failNext({ kind: 'hang' });
    const settled = vi.fn();
    void Promise.resolve(server.client.from('leads').select('*')).then(settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });
});

describe('fake supabase: auth', () => {
  it('signs in a known account, refuses a wrong password as supabase-js does, and tells the listeners', async () => {
    const server = new FakeSupabase();
    server.auth.addUser({ id: 'u1', email: 'ana@exemplo.com' }, 'Certa#2026');
    const events: string[] = [];
    server.client.auth.onAuthStateChange((event, session) => events.push(`${event}:${session?.user.id ?? '-'}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['INITIAL_SESSION:-']);

    const wrong = await server.client.auth.signInWithPassword({ email: 'ana@exemplo.com', password: 'errada' });
    expect(wrong).toMatchObject({ data: { user: null, session: null }, error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials' } });
    const right = await server.client.auth.signInWithPassword({ email: 'ana@exemplo.com', password: 'Certa#2026' });
    expect(right.data.user?.id).toBe('u1');
    expect((await server.client.auth.getSession()).data.session?.user.id).toBe('u1');

    await server.client.auth.updateUser({ password: 'Nova#2026' });
    await server.client.auth.signOut();
    expect((await server.client.auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION:-', 'SIGNED_IN:u1', 'USER_UPDATED:u1', 'SIGNED_OUT:-']);
    expect((await server.client.auth.signInWithPassword({ email: 'ana@exemplo.com', password: 'Nova#2026' })).error).toBeNull();
  });

  it('refuses updateUser without a session, fails when told, and installs only sessions it issued', async () => {
    const server = new FakeSupabase();
    expect((await server.client.auth.updateUser({ password: 'x' })).error).toMatchObject({ name: 'AuthSessionMissingError' });
    server.auth.failNext('signOut', { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' });
    server.auth.signInAs({ id: 'u2' });
    expect((await server.client.auth.signOut()).error).toMatchObject({ status: 0 });
    expect(server.auth.session?.user.id).toBe('u2');
    server.auth.failNext('getSession', new TypeError('boom'));
    await expect(server.client.auth.getSession()).rejects.toThrow('boom');

    const issued = server.auth.sessionFor({ id: 'u3' });
    expect((await server.client.auth.setSession({ access_token: 'forged', refresh_token: 'r' })).error).toMatchObject({ status: 403 });
    const installed = await server.client.auth.setSession({ access_token: issued.access_token, refresh_token: issued.refresh_token });
    expect(installed.data.session?.user.id).toBe('u3');
    expect(server.authCalls.map((call) => call.method)).toEqual(['updateUser', 'signOut', 'getSession', 'setSession', 'setSession']);
  });
});

describe('installFakeSupabase', () => {
  it('hands the installed fake to the app, and retires the previous one so its queued events reach no one', async () => {
    const first = installFakeSupabase();
    expect(await getSupabase()).toBe(first.client);
    const heard = vi.fn();
    first.client.auth.onAuthStateChange(heard);
    const second = installFakeSupabase();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).not.toHaveBeenCalled();
    expect(await getSupabase()).toBe(second.client);
    expect(second.clientRequests).toBe(1);
  });
});
