// Issue 27, items 6 to 9: the stand-in as strict as the real services, each attacked with the raw
// request: a JSON body sent as text/plain (415), JSON nested 5000 levels (400, no crash), a
// password change (other sessions end), and slow requests holding the one connection (the cut
// stays; requests queued behind them get PostgREST's 504 instead of waiting without end).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, raw, startStack, type TestStack } from './harness';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const anonHeaders = () => ({ apikey: stack.server.publishableKey });

/** A request with its body sent exactly as given (raw() would JSON-encode it). */
async function post(path: string, body: string, contentType: string | null) {
  const headers: Record<string, string> = { ...anonHeaders() };
  if (contentType !== null) headers['Content-Type'] = contentType;
  // Bytes, not a string: fetch would label a string text/plain itself.
  const res = await fetch(`${stack.url}${path}`, { method: 'POST', headers, body: new TextEncoder().encode(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed };
}

async function feedbackCount(message: string) {
  const { count } = await stack.service().from('feedbacks').select('id', { count: 'exact', head: true }).eq('message', message);
  return count ?? 0;
}

describe('6. Content-Type: only JSON is read', () => {
  it('a JSON body sent as text/plain (a plain HTML form, no preflight) is 415, and nothing is stored', async () => {
    const message = `Formulário ${randomUUID().slice(0, 8)}`;
    const res = await post(`/rest/v1/feedbacks?apikey=${stack.server.publishableKey}`, JSON.stringify({ rating: 5, message }), 'text/plain');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'Content-Type not acceptable: text/plain' });
    const form = await post('/rest/v1/feedbacks', `rating=5&message=${encodeURIComponent(message)}`, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const rpc = await post('/rest/v1/rpc/login_lock_status', JSON.stringify({ p_identifier: 'x@example.com' }), 'text/plain;charset=UTF-8');
    expect(rpc.status).toBe(415);
    expect(await feedbackCount(message)).toBe(0);
  });

  it('application/json (with a charset) and no Content-Type at all are read as JSON', async () => {
    const message = `Json ${randomUUID().slice(0, 8)}`;
    expect((await post('/rest/v1/feedbacks', JSON.stringify({ rating: 5, message }), 'application/json; charset=utf-8')).status).toBe(201);
    expect((await post('/rest/v1/feedbacks', JSON.stringify({ rating: 4, message: `${message}!` }), null)).status).toBe(201);
    expect(await feedbackCount(message)).toBe(1);
  });
});

describe('7. JSON nested too deep', () => {
  it('a history nested 5000 levels deep is a 400, never a crash; the server answers the next request', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const body = `{"customer_name":"Ana","customer_whatsapp":"11999998888","initial_message":"oi","conversation_history":${deep}}`;
    const res = await post('/rest/v1/suporte_clientes', body, 'application/json');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const rpc = await post('/rest/v1/rpc/login_lock_status', `{"p_identifier":${deep}}`, 'application/json');
    expect(rpc.status).toBe(400);
    const next = await raw(stack.url, '/rest/v1/dreams?select=id&limit=1', { headers: anonHeaders() });
    expect(next.status).toBe(200);
  });
});

describe('8. a password change ends the other sessions', () => {
  it("the other device's refresh token and access token stop working; the device that changed it stays signed in", async () => {
    const email = `sessoes-${randomUUID().slice(0, 8)}@example.com`;
    const made = await raw(stack.url, '/auth/v1/admin/users', { method: 'POST', headers: { apikey: stack.server.secretKey }, body: { email, password: 'Antiga#2026', email_confirm: true } });
    expect(made.status).toBe(200);
    const phone = client(stack.url, stack.server.publishableKey);
    const laptop = client(stack.url, stack.server.publishableKey);
    expect((await phone.auth.signInWithPassword({ email, password: 'Antiga#2026' })).error).toBeNull();
    expect((await laptop.auth.signInWithPassword({ email, password: 'Antiga#2026' })).error).toBeNull();
    const laptopSession = (await laptop.auth.getSession()).data.session;

    expect((await phone.auth.updateUser({ password: 'Nova#Senha2026' })).error).toBeNull();

    const refresh = await raw(stack.url, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST', headers: { ...anonHeaders(), 'X-Supabase-Api-Version': '2024-01-01' }, body: { refresh_token: laptopSession?.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await raw(stack.url, '/auth/v1/user', { headers: { ...anonHeaders(), Authorization: `Bearer ${laptopSession?.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: 'session_not_found' });

    expect((await phone.auth.getUser()).error).toBeNull();
    expect((await phone.auth.refreshSession()).error).toBeNull();
  });

  it('metadata alone changes nothing for the other sessions', async () => {
    const email = `meta-${randomUUID().slice(0, 8)}@example.com`;
    await raw(stack.url, '/auth/v1/admin/users', { method: 'POST', headers: { apikey: stack.server.secretKey }, body: { email, password: 'Antiga#2026', email_confirm: true } });
    const a = client(stack.url, stack.server.publishableKey);
    const b = client(stack.url, stack.server.publishableKey);
    await a.auth.signInWithPassword({ email, password: 'Antiga#2026' });
    await b.auth.signInWithPassword({ email, password: 'Antiga#2026' });
    expect((await a.auth.updateUser({ data: { full_name: 'Ana' } })).error).toBeNull();
    expect((await b.auth.refreshSession()).error).toBeNull();
  });
});

describe('9. slow requests hold the one connection: the cut stays, the queue does not grow without end', () => {
  // A legal function that sleeps: the slow request a caller may send (a match filter that
  // backtracks holds the connection the same way until the cut).
  const PROBE_SQL = `
    create function public.slow_probe(p_seconds double precision) returns int
      language plpgsql security definer set search_path = public as $$
      begin
        perform pg_sleep(p_seconds);
        return 1;
      end $$;
    revoke execute on function public.slow_probe(double precision) from public;
    grant execute on function public.slow_probe(double precision) to anon;`;
  let probe: TestStack;
  let first: TestStack;

  beforeAll(async () => {
    first = await startStack();
    await first.server.db.transaction((tx) => tx.exec(PROBE_SQL));
    await first.server.stop();
    probe = await startStack({ dataDir: first.server.dataDir });
  }, 120_000);

  afterAll(async () => {
    await probe?.stop();
    await first?.stop();
  });

  it('each slow one is cut at 3 s (57014); a read queued behind four of them answers 504 PGRST003 after 10 s, then the connection serves again', async () => {
    const headers = { apikey: probe.server.publishableKey };
    const started = Date.now();
    const slow = Array.from({ length: 4 }, () =>
      raw(probe.url, '/rest/v1/rpc/slow_probe', { method: 'POST', headers, body: { p_seconds: 5 } }),
    );
    // The read goes in only once all four hold or wait for the connection (a fixed sleep let it in
    // ahead of a slow one on a busy machine, and it was served in time).
    await expect.poll(() => probe.server.db.inLine, { interval: 20, timeout: 2_000 }).toBe(4);
    const queued = raw(probe.url, '/rest/v1/dreams?select=id&limit=1', { headers }).then((res) => ({ ...res, after: Date.now() - started }));
    const waited = await queued;
    expect(waited.status).toBe(504);
    expect(waited.body).toMatchObject({ code: 'PGRST003', message: 'Timed out acquiring connection from connection pool.' });
    expect(waited.after).toBeGreaterThanOrEqual(9_500);
    expect(waited.after).toBeLessThan(12_000);
    for (const res of await Promise.all(slow)) {
      expect([500, 504]).toContain(res.status);
      expect(['57014', 'PGRST003']).toContain((res.body as { code: string }).code);
    }
    const after = await raw(probe.url, '/rest/v1/dreams?select=id&limit=1', { headers });
    expect(after.status).toBe(200);
  }, 60_000);
});
