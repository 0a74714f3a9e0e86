// Issue 19, items 5 to 8: the sign-in Edge Function's lockout, and a stand-in as strict as
// PostgREST (no SQL through select/order/filters, read-only GET, 413 as JSON), each attacked with
// the raw request.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASTS, orderSql, selectListSql, whereSql, Params, ApiError } from '../local/postgrest.mjs';
import { createRestHandler } from '../local/server.mjs';
import { raw, startStack, type TestStack } from './harness';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const anonHeaders = () => ({ apikey: stack.server.publishableKey });

describe('5. the sign-in Edge Function (lockout on every plan)', () => {
  async function newUser() {
    const email = `funcao-${randomUUID().slice(0, 8)}@example.com`;
    const res = await raw(stack.url, '/auth/v1/admin/users', {
      method: 'POST', headers: { apikey: stack.server.secretKey }, body: { email, password: 'Certa#2026', email_confirm: true },
    });
    expect(res.status).toBe(200);
    return email;
  }
  const signIn = (email: string, password: string) =>
    raw(stack.url, '/functions/v1/sign-in', { method: 'POST', headers: anonHeaders(), body: { email, password } });

  it('a right password gets a session; the attempt is logged as a success', async () => {
    const email = await newUser();
    const res = await signIn(email, 'Certa#2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', user: { email } });
    const { data } = await stack.service().from('admin_access_logs').select('status, failure_reason').eq('username_attempt', email);
    expect(data).toEqual([{ status: 'success', failure_reason: null }]);
  });

  it('three wrong passwords lock the account: the right password through the function is then refused', async () => {
    const email = await newUser();
    for (let i = 0; i < 3; i += 1) {
      const wrong = await signIn(email, 'errada-123');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'invalid_credentials' });
    }
    const locked = await signIn(email, 'Certa#2026');
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ code: 'too_many_attempts', message: 'Account locked. Try again in 15 minutes', remaining_minutes: 15 });
    expect(locked.body).not.toHaveProperty('access_token');
    const { data } = await stack.service().from('admin_access_logs').select('status, failure_reason').eq('username_attempt', email).order('created_at');
    expect(data?.map((r) => r.failure_reason)).toEqual(['Invalid login credentials', 'Invalid login credentials', 'Invalid login credentials', 'Account locked']);
  });

  it('parallel guesses cannot slip past the check: of ten at once, at most three reach Auth', async () => {
    const email = await newUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => signIn(email, 'errada-123')));
    const codes = results.map((r) => (r.body as { code: string }).code);
    expect(codes.filter((c) => c === 'invalid_credentials').length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c === 'too_many_attempts').length).toBeGreaterThanOrEqual(7);
  });

  it('the lockout functions are for the secret key only', async () => {
    for (const [name, args] of [['begin_sign_in', { p_identifier: 'x@example.com' }], ['finish_sign_in', { p_attempt_id: randomUUID() }]] as const) {
      const res = await raw(stack.url, `/rest/v1/rpc/${name}`, { method: 'POST', headers: anonHeaders(), body: args });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: '42501' });
    }
  });
});

describe('6. no SQL through select, order or filters', () => {
  it('the probe that listed every role name is refused with PostgREST\'s 400', async () => {
    const res = await raw(stack.url, `/rest/v1/dreams?select=${encodeURIComponent('id::text from pg_roles union select rolname::text')}`, { headers: anonHeaders() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'PGRST100', details: null, hint: null, message: expect.stringContaining('failed to parse select parameter') });
  });

  it('a cast to a type outside the fixed list is refused; a listed one works', async () => {
    const bad = await raw(stack.url, '/rest/v1/dreams?select=id::pg_roles', { headers: anonHeaders() });
    expect(bad.status).toBe(400);
    expect((bad.body as { code: string }).code).toBe('PGRST100');
    const good = await raw(stack.url, '/rest/v1/dreams?select=id::text,deleted::int&limit=1', { headers: anonHeaders() });
    expect(good.status).toBe(200);
  });

  const table = {
    name: 'dreams',
    primaryKey: ['id'],
    columns: new Map(['id', 'titulo', 'created_at', 'deleted'].map((name) => [name, { name, type: name === 'deleted' ? 'boolean' : 'text' }])),
  };
  const hostile = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom(
      'id::text from pg_roles --', 'id;drop table dreams', 'id::text)::int', '"id"', "id'", 'id::pg_catalog.text',
      'pg_sleep(10)', 'id,(select 1)', 'x:id::text[]', 'id::regclass', 'id->>0', 'titulo::text collate "C"',
    ),
    fc.array(fc.constantFrom('id', 'titulo', '::', ':', ',', '(', ')', '"', "'", ';', ' ', '--', '.', 'desc', 'pg_roles', 'text', 'select'), { maxLength: 10 }).map((parts) => parts.join('')),
  );

  /** Only quoted identifiers, keywords of the grammar and listed casts may reach SQL. */
  const SAFE_SELECT = new RegExp(
    `^(_t\\.\\*|_t\\."[a-z_]+"(::(${[...new Set(CASTS.values())].map((c: string) => c.replace(/[[\]]/g, '\\$&')).join('|')}))? as "[A-Za-z_][A-Za-z0-9_]*")$`,
  );

  it('property: any select parameter is refused (400) or becomes quoted columns and listed casts', () => {
    fc.assert(
      fc.property(hostile, (select) => {
        try {
          const sql = selectListSql(table, select);
          for (const item of sql.split(', ')) expect(item).toMatch(SAFE_SELECT);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(400);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: any order parameter is refused (400) or becomes quoted columns and directions', () => {
    fc.assert(
      fc.property(hostile, (order) => {
        try {
          const sql = orderSql(table, order);
          expect(sql).toMatch(/^( order by _t\."[a-z_]+"( (asc|desc))?( nulls (first|last))?(, _t\."[a-z_]+"( (asc|desc))?( nulls (first|last))?)*)?$/);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(400);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: any filter keeps its value in a bound parameter and its column quoted', () => {
    fc.assert(
      fc.property(hostile, hostile, (key, value) => {
        const params = new Params();
        try {
          const { sql } = whereSql(table, new URLSearchParams([[key, value]]), params);
          // Whatever the value was, it is not in the SQL text; only placeholders are.
          const stripped = sql.replace(/_t\."[a-z_]+"/g, '').replace(/\$\d+::[a-z]+(\[\])?/g, '').replace(/\$\d+/g, '');
          expect(stripped).toMatch(/^[a-z ()=<>!~*@&|,]*$/);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(400);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('hostile parameters over HTTP are refused or answered, never an internal error', async () => {
    const samples = fc.sample(hostile, { numRuns: 60, seed: 19 });
    for (const sample of samples) {
      for (const param of ['select', 'order', 'titulo']) {
        const res = await raw(stack.url, `/rest/v1/dreams?${param}=${encodeURIComponent(sample)}&limit=1`, { headers: anonHeaders() });
        expect([200, 400], `${param}=${sample} -> ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        if (res.status === 400) expect(Object.keys(res.body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
      }
    }
  });
});

describe('7. statement timeouts and the body limit', () => {
  it('a body over 1 MiB is answered 413 with a JSON error, not a dropped connection', async () => {
    const res = await fetch(`${stack.url}/rest/v1/feedbacks`, {
      method: 'POST',
      headers: { ...anonHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 5, message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large' });
  });

  it('each request still sends its role\'s limit (from the role settings in the schema cache) to PostgreSQL, GET read-only', async () => {
    const statements: string[] = [];
    const timeouts: (number | undefined)[] = [];
    const tx = {
      exec: async (sql: string) => void statements.push(sql),
      query: async () => ({ rows: [{ body: '[]', n: 0 }] }),
    };
    const db = {
      transaction: <T>(fn: (t: typeof tx) => Promise<T>, options?: { statementTimeoutMs?: number }) => {
        timeouts.push(options?.statementTimeoutMs);
        return fn(tx);
      },
    };
    const cache = { tables: new Map([['dreams', { name: 'dreams', primaryKey: ['id'], columns: new Map([['id', { name: 'id', type: 'uuid' }]]) }]]), functions: new Map(),
      statementTimeouts: new Map([['anon', 3000], ['authenticated', 8000]]) };
    const handle = createRestHandler({ db: db as never, cache: cache as never });
    const request = (method: string, role: string) =>
      handle({ method, path: '/dreams', search: new URLSearchParams(method === 'GET' ? '' : 'id=eq.1'), headers: {}, body: '{"id":"1"}', auth: { role, claims: { role } } });
    await request('GET', 'anon');
    await request('PATCH', 'authenticated');
    await request('GET', 'service_role');
    // The same SQL carries the limit on PostgreSQL; the stand-in enforces it itself (next tests).
    expect(statements).toEqual([
      "set transaction read only; set local role anon; set local statement_timeout = '3000ms'",
      "set local role authenticated; set local statement_timeout = '8000ms'",
      'set transaction read only; set local role service_role',
    ]);
    expect(timeouts).toEqual([3000, 8000, 0]);
  });
});

describe('7. a statement over its role\'s timeout is cancelled (57014), and the connection is free again', () => {
  // A legal function that writes a row and then sleeps: the slow request a caller may send.
  const PROBE_SQL = `
    create table public.timeout_probe (id serial primary key, label text not null);
    create function public.timeout_probe_sleep(p_label text, p_seconds double precision) returns text
      language plpgsql security definer set search_path = public as $$
      begin
        insert into public.timeout_probe (label) values (p_label);
        perform pg_sleep(p_seconds);
        return p_label;
      end $$;
    revoke execute on function public.timeout_probe_sleep(text, double precision) from public;
    grant execute on function public.timeout_probe_sleep(text, double precision) to anon, authenticated, service_role;`;
  let probe: TestStack;
  let first: TestStack;

  beforeAll(async () => {
    // The schema cache is read at start-up (like PostgREST's): create the function, then restart
    // on the same data directory so the REST layer knows it.
    first = await startStack();
    await first.server.db.transaction((tx) => tx.exec(PROBE_SQL));
    await first.server.stop();
    probe = await startStack({ dataDir: first.server.dataDir });
  }, 120_000);

  afterAll(async () => {
    await probe?.stop();
    await first?.stop(); // removes the data directory both used
  });

  const labels = async () =>
    (await probe.server.db.query('select label from public.timeout_probe order by id')).rows.map((r) => r.label);

  it('anonymous: a 4 s call answers PostgREST\'s 57014 error; committed rows stay, the interrupted write is gone', async () => {
    const anon = probe.anon();
    const before = await anon.rpc('timeout_probe_sleep', { p_label: 'committed before', p_seconds: 0 });
    expect(before).toMatchObject({ data: 'committed before', error: null });

    const res = await raw(probe.url, '/rest/v1/rpc/timeout_probe_sleep', {
      method: 'POST', headers: { apikey: probe.server.publishableKey }, body: { p_label: 'interrupted', p_seconds: 4 },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' });
    expect(probe.server.db.reopens).toBe(1);

    // The very next request gets the connection and succeeds.
    const next = await anon.rpc('login_lock_status', { p_identifier: 'ninguem@example.com' });
    expect(next).toMatchObject({ data: { locked: false, remaining_minutes: 0 }, error: null });
    const after = await anon.rpc('timeout_probe_sleep', { p_label: 'committed after', p_seconds: 0 });
    expect(after).toMatchObject({ data: 'committed after', error: null });
    expect(await labels()).toEqual(['committed before', 'committed after']);
  });

  it('supabase-js sees the same error; a signed-in user\'s 4 s call is within its 8 s and succeeds', async () => {
    const { data, error } = await probe.anon().rpc('timeout_probe_sleep', { p_label: 'anon again', p_seconds: 4 });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });

    const customer = await probe.signedIn({ email: 'cliente@sonhoesorte.com.br', password: 'Cliente#Sorte2026' });
    const slow = await customer.rpc('timeout_probe_sleep', { p_label: 'authenticated 4 s', p_seconds: 4 });
    expect(slow).toMatchObject({ data: 'authenticated 4 s', error: null });
    expect(await labels()).toEqual(['committed before', 'committed after', 'authenticated 4 s']);
  });

  it('the service role has no limit, as on Supabase', async () => {
    const owner = probe.service();
    // Past the anonymous 3 s: the service role is not cut.
    const { data, error } = await owner.rpc('timeout_probe_sleep', { p_label: 'service 3.5 s', p_seconds: 3.5 });
    expect(error).toBeNull();
    expect(data).toBe('service 3.5 s');
  });
});

describe('8. GET /rpc is read-only', () => {
  it('a writing function called with GET fails with 25006 (405), as PostgREST answers', async () => {
    const customer = await stack.signedIn({ email: 'cliente@sonhoesorte.com.br', password: 'Cliente#Sorte2026' });
    const token = (await customer.auth.getSession()).data.session?.access_token ?? '';
    const res = await raw(stack.url, `/rest/v1/rpc/admin_unlock_identifier?p_identifier=ninguem@example.com`, {
      headers: { ...anonHeaders(), Authorization: `Bearer ${token}` },
    });
    // Refused before it could write; as an admin the write itself is refused by the transaction.
    expect(res.status).toBe(403);
    const admin = await stack.signedInAdmin();
    const adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const write = await raw(stack.url, `/rest/v1/rpc/admin_unlock_identifier?p_identifier=ninguem@example.com`, {
      headers: { ...anonHeaders(), Authorization: `Bearer ${adminToken}` },
    });
    expect(write.status).toBe(405);
    expect(write.body).toMatchObject({ code: '25006' });
    const { count } = await stack.service().from('admin_access_logs').select('id', { count: 'exact', head: true }).eq('username_attempt', 'ninguem@example.com');
    expect(count).toBe(0);
    // The same call with POST writes.
    expect((await admin.rpc('admin_unlock_identifier', { p_identifier: 'ninguem@example.com' })).error).toBeNull();
  });

  it('reading functions still answer GET', async () => {
    const res = await raw(stack.url, '/rest/v1/rpc/login_lock_status?p_identifier=x@example.com', { headers: anonHeaders() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ locked: false, remaining_minutes: 0 });
  });
});
