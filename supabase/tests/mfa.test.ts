// Issue 28 by direct requests: the stand-in's MFA API as Supabase Auth answers it, admin rights
// only at aal2 on a live session (every admin function, found in the catalog; every admin table
// after a sign-out and a password change), wrong, reused and repeated codes, factor resets, and
// password recovery (same answer for unknown e-mails, a link that works once).
import { randomUUID } from 'node:crypto';
import decodeQR from '@paulmillr/qr/decode.js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, client, raw, startStack, type TestStack } from './harness';
import { freshCode, totpCode, wrongCode } from './totp';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Admin#Teste2026';

/** A new admin of its own, past the first access, signed in with the password (aal1). */
async function newAdmin(): Promise<{ email: string; client: SupabaseClient }> {
  const email = `admin-${randomUUID()}@example.com`;
  const { data, error } = await stack.service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw new Error(error.message);
  await stack.server.db.query("update public.profiles set role = 'admin', must_change_password = false where id = $1", [data.user.id]);
  return { email, client: await stack.signedIn({ email, password: PASSWORD }) };
}

async function tokenOf(c: SupabaseClient): Promise<string> {
  const token = (await c.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

/** A request with a user's token, as any HTTP client could send it. */
function asUser(token: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return raw(stack.url, path, {
    ...init,
    headers: { apikey: stack.server.publishableKey, Authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01', ...init.headers },
  });
}

/**
 * The QR code's SVG path (one "Mx yh1v1h-1z" per dark module) drawn as an RGBA image, then decoded. Two pixels per
 * module: at four, @paulmillr/qr's finder failed on some 5 % of codes (39 of 600 random secrets; it once failed
 * CI), at two on none of 2,100.
 */
function decodeSvgQr(svg: string): string {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const scale = 2;
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const match of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const [x, y] = [Number(match[1]), Number(match[2])];
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((y * scale + dy) * width + x * scale + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return decodeQR({ width, height: width, data });
}

describe('enrolment, challenge and verification (POST /auth/v1/factors...)', () => {
  let email: string;
  let token: string;
  let factor: { id: string; secret: string; uri: string; qr: string };

  beforeAll(async () => {
    const admin = await newAdmin();
    email = admin.email;
    token = await tokenOf(admin.client);
  });

  it('enrolment answers a QR code (SVG), the base32 secret and the otpauth:// URI it encodes', async () => {
    const res = await asUser(token, '/auth/v1/factors', { method: 'POST', body: { factor_type: 'totp', friendly_name: 'Celular', issuer: 'Sonho & Sorte' } });
    expect(res.status).toBe(200);
    const body = res.body as { id: string; type: string; friendly_name: string; totp: { qr_code: string; secret: string; uri: string } };
    expect(body).toMatchObject({ type: 'totp', friendly_name: 'Celular' });
    expect(body.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.totp.uri).toBe(
      `otpauth://totp/Sonho%20%26%20Sorte:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=Sonho%20%26%20Sorte&period=30&secret=${body.totp.secret}`,
    );
    expect(body.totp.qr_code.startsWith('<svg')).toBe(true);
    expect(body.totp.qr_code).not.toContain('#'); // supabase-js makes it a data: URL as it is
    expect(decodeSvgQr(body.totp.qr_code)).toBe(body.totp.uri);
    factor = { id: body.id, secret: body.totp.secret, uri: body.totp.uri, qr: body.totp.qr_code };

    const user = await asUser(token, '/auth/v1/user');
    expect((user.body as { factors: unknown[] }).factors).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Celular' }),
    ]);
  });

  it('a second factor with the same name is refused', async () => {
    const res = await asUser(token, '/auth/v1/factors', { method: 'POST', body: { factor_type: 'totp', friendly_name: 'Celular' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'mfa_factor_name_conflict' });
  });

  it('a wrong code is refused (422) and the token stays aal1', async () => {
    const challenge = await asUser(token, `/auth/v1/factors/${factor.id}/challenge`, { method: 'POST', body: {} });
    expect(challenge.status).toBe(200);
    const { id, type, expires_at } = challenge.body as { id: string; type: string; expires_at: number };
    expect(type).toBe('totp');
    expect(expires_at - Date.now() / 1000).toBeGreaterThan(290);
    const res = await asUser(token, `/auth/v1/factors/${factor.id}/verify`, { method: 'POST', body: { challenge_id: id, code: wrongCode(factor.secret) } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect(claimsOf(token).aal).toBe('aal1');
  });

  it('the right code answers an aal2 session of the same session id, with totp and password in amr', async () => {
    const challenge = await asUser(token, `/auth/v1/factors/${factor.id}/challenge`, { method: 'POST', body: {} });
    const code = await freshCode(factor.secret);
    const res = await asUser(token, `/auth/v1/factors/${factor.id}/verify`, {
      method: 'POST',
      body: { challenge_id: (challenge.body as { id: string }).id, code },
    });
    expect(res.status).toBe(200);
    const session = res.body as { access_token: string; refresh_token: string; user: { factors: { status: string }[] } };
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({ aal: 'aal2', session_id: claimsOf(token).session_id });
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
    expect(session.user.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);

    // The same code, on a new challenge: refused, a code counts once.
    const again = await asUser(session.access_token, `/auth/v1/factors/${factor.id}/challenge`, { method: 'POST', body: {} });
    const reused = await asUser(session.access_token, `/auth/v1/factors/${factor.id}/verify`, {
      method: 'POST',
      body: { challenge_id: (again.body as { id: string }).id, code },
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'mfa_verification_failed' });
    // A verified challenge cannot be verified again, whatever the code.
    const replay = await asUser(session.access_token, `/auth/v1/factors/${factor.id}/verify`, {
      method: 'POST',
      body: { challenge_id: (challenge.body as { id: string }).id, code: await freshCode(factor.secret) },
    });
    expect(replay.status).toBe(422);

    // The refresh grant keeps the level.
    const refreshed = await raw(stack.url, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: { refresh_token: session.refresh_token },
    });
    expect(claimsOf((refreshed.body as { access_token: string }).access_token).aal).toBe('aal2');
    token = (refreshed.body as { access_token: string }).access_token;
  });

  it('a verified factor is removed only from an aal2 session, which then goes back to aal1', async () => {
    const aal1 = await tokenOf(await stack.signedIn({ email, password: PASSWORD }));
    const refused = await asUser(aal1, `/auth/v1/factors/${factor.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'insufficient_aal' });

    const removed = await asUser(token, `/auth/v1/factors/${factor.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: factor.id });
    // The token in hand still says aal2, but its session is aal1 now: no admin data.
    const leads = await asUser(token, '/rest/v1/suporte_clientes?select=id');
    expect(leads.body).toEqual([]);
  });

  it('supabase-js: enroll, challengeAndVerify, listFactors and getAuthenticatorAssuranceLevel unchanged', async () => {
    const admin = await newAdmin();
    const before = await admin.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const enrolled = await admin.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
    expect(enrolled.data?.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    const verified = await admin.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: totpCode(enrolled.data!.totp.secret) });
    expect(verified.error).toBeNull();
    const after = await admin.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(after.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['totp', 'password']);
    const list = await admin.client.auth.mfa.listFactors();
    expect(list.data?.totp.map((f) => f.id)).toEqual([enrolled.data!.id]);

    // A new password sign-in: aal1 now, aal2 next.
    const again = await stack.signedIn({ email: admin.email, password: PASSWORD });
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });
});

describe('repeated wrong codes are limited like passwords, and filed in the access monitor', () => {
  it('three wrong codes lock the codes for 15 minutes: the fourth attempt, even right, is refused and signs out', async () => {
    const admin = await newAdmin();
    const enrolled = await admin.client.auth.mfa.enroll({ factorType: 'totp' });
    const { id, totp } = enrolled.data!;
    await admin.client.auth.mfa.challengeAndVerify({ factorId: id, code: await freshCode(totp.secret) });
    const signIn = await stack.signedIn({ email: admin.email, password: PASSWORD });
    const token = await tokenOf(signIn);

    const attempt = async (code: string) => {
      const challenge = await asUser(token, `/auth/v1/factors/${id}/challenge`, { method: 'POST', body: {} });
      return asUser(token, `/auth/v1/factors/${id}/verify`, { method: 'POST', body: { challenge_id: (challenge.body as { id: string }).id, code } });
    };
    for (let i = 0; i < 3; i++) expect((await attempt(wrongCode(totp.secret))).status).toBe(422);
    const locked = await attempt(await freshCode(totp.secret));
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: 'mfa_verification_rejected', message: 'Account locked. Try again in 15 minutes' });
    // Supabase Auth signs the user out everywhere when the hook rejects.
    expect((await asUser(token, '/auth/v1/user')).status).toBe(403);

    const logs = await stack.service()
      .from('admin_access_logs')
      .select('status, failure_reason, method, attempt_count')
      .eq('username_attempt', admin.email)
      .order('created_at');
    expect(logs.data).toEqual([
      { status: 'success', failure_reason: null, method: 'password', attempt_count: 1 },
      { status: 'success', failure_reason: null, method: 'totp', attempt_count: 1 },
      { status: 'success', failure_reason: null, method: 'password', attempt_count: 1 },
      { status: 'failed', failure_reason: 'Invalid TOTP code', method: 'totp', attempt_count: 1 },
      { status: 'failed', failure_reason: 'Invalid TOTP code', method: 'totp', attempt_count: 1 },
      { status: 'failed', failure_reason: 'Invalid TOTP code', method: 'totp', attempt_count: 1 },
      { status: 'failed', failure_reason: 'Account locked', method: 'totp', attempt_count: 1 },
    ]);
    // Wrong codes do not lock the password, and the monitor lists the codes' lock.
    expect((await stack.anon().rpc('login_lock_status', { p_identifier: admin.email })).data).toEqual({ locked: false, remaining_minutes: 0 });
    const locks = await stack.service().rpc('admin_locked_identifiers');
    expect(locks.data).toContainEqual({ identifier: admin.email, method: 'totp', remaining_minutes: 15 });
  });
});

describe('admin rights need aal2 on a live session', () => {
  let aal2: SupabaseClient;
  let aal1: SupabaseClient;
  let otherAdminId: string;

  beforeAll(async () => {
    aal2 = await stack.signedInAdmin();
    aal1 = await stack.signedInAdminPasswordOnly();
    const other = await newAdmin();
    otherAdminId = (await other.client.auth.getUser()).data.user!.id;
    await stack.service().from('suporte_clientes').insert({
      customer_name: 'Lead', customer_whatsapp: '11999990000', initial_message: 'Oi', conversation_history: [], source: 'chat_modal',
    });
  });

  /** Every function of the public schema an authenticated caller may run that checks is_admin(). */
  async function adminFunctions() {
    const found = await stack.server.db.query(`
      select p.proname as name,
             coalesce(array_to_json((p.proargnames)[1:p.pronargs]), '[]'::json)::text as names,
             coalesce((select json_agg(format_type(t, null) order by i) from unnest(p.proargtypes) with ordinality as a(t, i)), '[]'::json)::text as types
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname <> 'is_admin' and p.prosrc like '%is_admin()%'
        and has_function_privilege('authenticated', p.oid, 'execute')
      order by 1`);
    return found.rows.map((r) => ({ name: String(r.name), names: JSON.parse(String(r.names)) as string[], types: JSON.parse(String(r.types)) as string[] }));
  }

  /** Arguments that make each function do its job; any other gets placeholder values of its types. */
  function argsFor(fn: { name: string; names: string[]; types: string[] }): Record<string, unknown> {
    const known: Record<string, Record<string, unknown>> = {
      apply_admin_edit: {
        p_table: 'dreams', p_id: randomUUID(), p_edit_id: randomUUID(), p_base_updated_at: null, p_op: 'upsert',
        p_values: { titulo: `Teste aal ${randomUUID()}`, geral: { significado: 'Teste.', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } },
      },
      admin_unlock_identifier: { p_identifier: 'alguem@example.com' },
      admin_reset_factors: { p_user_id: otherAdminId },
      // 0016: the late draws of a day (any day: the list may be empty).
      missing_draws: { p_day: '2026-01-01' },
    };
    if (known[fn.name]) return known[fn.name]!;
    const placeholder = (type: string) =>
      type === 'uuid' ? randomUUID() : /json/.test(type) ? {} : /int|numeric/.test(type) ? 1 : type === 'boolean' ? false : /timestamp/.test(type) ? new Date().toISOString() : type === 'date' ? '2026-01-01' : 'x';
    return Object.fromEntries(fn.names.map((name, i) => [name, placeholder(fn.types[i] ?? 'text')]));
  }

  it('finds the admin functions (the class the next test loops over)', async () => {
    const names = (await adminFunctions()).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['admin_list_admins', 'admin_locked_identifiers', 'admin_reset_factors', 'admin_unlock_identifier', 'apply_admin_edit']));
  });

  it('every admin function refuses the aal1 token (42501) and serves the aal2 one', async () => {
    const functions = await adminFunctions();
    const aal1Token = await tokenOf(aal1);
    const aal2Token = await tokenOf(aal2);
    for (const fn of functions) {
      const args = argsFor(fn);
      const refused = await asUser(aal1Token, `/rest/v1/rpc/${fn.name}`, { method: 'POST', body: args });
      expect({ fn: fn.name, status: refused.status, code: (refused.body as { code?: string }).code }).toEqual({ fn: fn.name, status: 403, code: '42501' });
      const served = await asUser(aal2Token, `/rest/v1/rpc/${fn.name}`, { method: 'POST', body: args });
      expect({ fn: fn.name, code: (served.body as { code?: string } | null)?.code }).not.toEqual({ fn: fn.name, code: '42501' });
      if (fn.name in { apply_admin_edit: 1, admin_unlock_identifier: 1, admin_reset_factors: 1, admin_list_admins: 1, admin_locked_identifiers: 1 }) {
        expect({ fn: fn.name, status: served.status }).toEqual({ fn: fn.name, status: 200 });
      }
    }
    // The aal1 session was alive throughout: the refusals are the aal rule.
    expect((await asUser(aal1Token, '/auth/v1/user')).status).toBe(200);
  });

  /** Tables whose reads only admins may make: those with a restrictive admin select policy. */
  async function adminReadTables(): Promise<string[]> {
    const found = await stack.server.db.query(
      "select tablename from pg_policies where schemaname = 'public' and permissive = 'RESTRICTIVE' and cmd = 'SELECT' order by 1",
    );
    return found.rows.map((r) => String(r.tablename));
  }

  it('a signed-out session\'s token reads no admin data and writes nothing, while it has not expired', async () => {
    const c = await stack.toAal2(await stack.signedIn(ADMIN));
    const token = await tokenOf(c);
    const tables = await adminReadTables();
    expect(tables).toEqual(expect.arrayContaining(['admin_access_logs', 'bonus_receipts', 'feedbacks', 'privacy_deletions', 'suporte_clientes']));
    // The seed has no deletion yet: one, so that the token's reads have a row to lose.
    await stack.server.db.query("insert into public.privacy_deletions (admin_email, leads_deleted, feedbacks_deleted) values ('matriz@example.com', 1, 0)");
    // Nor has the Caixa source logged anything or been corrected (issue 39).
    await stack.server.db.query("insert into public.caixa_source_events (game, kind, status) values ('quina', 'error', 'http_403')");
    await stack.server.db.query("insert into public.lottery_contest_corrections (game, contest, before, after, revision) values ('quina', 1, '{}', '{}', 2)");
    for (const table of tables) {
      const before = await asUser(token, `/rest/v1/${table}?select=*&limit=1`);
      if (table !== 'bonus_receipts' && table !== 'feedbacks') expect({ table, rows: (before.body as unknown[]).length }).toEqual({ table, rows: 1 });
    }
    await c.auth.signOut({ scope: 'local' });
    expect(claimsOf(token).exp as number).toBeGreaterThan(Date.now() / 1000 + 60);
    for (const table of tables) {
      const after = await asUser(token, `/rest/v1/${table}?select=*`);
      expect({ table, status: after.status, body: after.body }).toEqual({ table, status: 200, body: [] });
    }
    const write = await asUser(token, '/rest/v1/rpc/apply_admin_edit', { method: 'POST', body: argsFor({ name: 'apply_admin_edit', names: [], types: [] }) });
    expect((write.body as { code: string }).code).toBe('42501');
    const insert = await asUser(token, '/rest/v1/dreams', {
      method: 'POST',
      body: { titulo: `Depois da saída ${randomUUID()}`, geral: { significado: 'x', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } },
    });
    expect((insert.body as { code: string }).code).toBe('42501');
  });

  it('after a password change, the token of the other session reads no admin data', async () => {
    const admin = await newAdmin();
    const enrolled = await admin.client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = enrolled.data!.totp.secret;
    await admin.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await freshCode(secret) });
    const other = await stack.signedIn({ email: admin.email, password: PASSWORD });
    const { data: factors } = await other.auth.mfa.listFactors();
    await other.auth.mfa.challengeAndVerify({ factorId: factors!.totp[0]!.id, code: await freshCode(secret) });
    const oldToken = await tokenOf(other);
    expect((await asUser(oldToken, '/rest/v1/suporte_clientes?select=id')).body).not.toEqual([]);

    const changed = await admin.client.auth.updateUser({ password: 'Outra#Senha2026' });
    expect(changed.error).toBeNull();
    expect((await asUser(oldToken, '/rest/v1/suporte_clientes?select=id')).body).toEqual([]);
    expect((await asUser(oldToken, '/auth/v1/user')).body).toMatchObject({ code: 'session_not_found' });
    // The session that changed it goes on.
    expect((await admin.client.from('suporte_clientes').select('id')).data?.length).toBeGreaterThan(0);
  });

  it('with a verified factor, a new password needs an aal2 session', async () => {
    const admin = await newAdmin();
    const enrolled = await admin.client.auth.mfa.enroll({ factorType: 'totp' });
    await admin.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await freshCode(enrolled.data!.totp.secret) });
    const aal1Only = await stack.signedIn({ email: admin.email, password: PASSWORD });
    const res = await asUser(await tokenOf(aal1Only), '/auth/v1/user', { method: 'PUT', body: { password: 'Roubada#2026x' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'insufficient_aal' });
  });

  it('an admin resets a colleague\'s factors: sessions end, the monitor says who, the colleague enrols again', async () => {
    const colleague = await newAdmin();
    const enrolled = await colleague.client.auth.mfa.enroll({ factorType: 'totp' });
    await colleague.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await freshCode(enrolled.data!.totp.secret) });
    const colleagueToken = await tokenOf(colleague.client);
    const colleagueId = claimsOf(colleagueToken).sub as string;

    const own = await aal2.rpc('admin_reset_factors', { p_user_id: claimsOf(await tokenOf(aal2)).sub });
    expect(own.error?.code).toBe('22023');
    const reset = await aal2.rpc('admin_reset_factors', { p_user_id: colleagueId });
    expect(reset.error).toBeNull();
    expect(reset.data).toEqual({ user_id: colleagueId, factors_removed: 1 });

    expect((await asUser(colleagueToken, '/rest/v1/suporte_clientes?select=id')).body).toEqual([]);
    expect((await asUser(colleagueToken, '/auth/v1/user')).status).toBe(403);
    const log = await aal2.from('admin_access_logs').select('status, failure_reason, method').eq('username_attempt', colleague.email).eq('status', 'factors_reset');
    expect(log.data).toEqual([{ status: 'factors_reset', failure_reason: `Autenticador redefinido por ${ADMIN.email}`, method: 'totp' }]);

    const next = await stack.signedIn({ email: colleague.email, password: PASSWORD });
    expect((await next.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const again = await next.auth.mfa.enroll({ factorType: 'totp' });
    expect(again.error).toBeNull();
  });

  it('customers are never asked: their profile and public reads do not depend on a factor', async () => {
    const customer = await stack.signedIn(CUSTOMER);
    expect((await customer.from('profiles').select('email')).data).toEqual([{ email: CUSTOMER.email }]);
    expect((await customer.from('draw_results').select('id').limit(1)).data?.length).toBe(1);
    expect((await stack.anon().from('draw_results').select('id').limit(1)).data?.length).toBe(1);
  });
});

describe('password recovery (POST /auth/v1/recover, the e-mailed link)', () => {
  const redirect = 'http://localhost:4173/redefinir-senha';

  async function recover(email: string) {
    return raw(stack.url, `/auth/v1/recover?redirect_to=${encodeURIComponent(redirect)}`, {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey, 'X-Supabase-Api-Version': '2024-01-01' },
      body: { email },
    });
  }

  async function latestLink(email: string): Promise<string | null> {
    const mail = await stack.server.db.query('select link from stand_in.mail where recipient = $1 order by id desc limit 1', [email]);
    return mail.rows[0]?.link ? String(mail.rows[0].link) : null;
  }

  it('answers the same for an e-mail with an account and one without, and limits both alike', async () => {
    const nobody = `ninguem-${randomUUID()}@example.com`;
    const known = await recover(CUSTOMER.email);
    const unknown = await recover(nobody);
    expect({ status: known.status, body: known.body }).toEqual({ status: 200, body: {} });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 200, body: {} });

    // Within a minute, the same address is refused whether or not it has an account.
    const knownAgain = await recover(CUSTOMER.email);
    const unknownAgain = await recover(nobody);
    expect(knownAgain.status).toBe(429);
    expect(knownAgain.body).toMatchObject({ code: 'over_email_send_rate_limit' });
    expect({ status: unknownAgain.status, body: unknownAgain.body }).toEqual({ status: knownAgain.status, body: knownAgain.body });

    expect(await latestLink(nobody)).toBeNull();
    expect(await latestLink(CUSTOMER.email)).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{48}&type=recovery&redirect_to=/);
    const inbox = await fetch(`${stack.url}/inbox`);
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain(CUSTOMER.email);
  });

  it('the link gives a recovery session (amr recovery, aal1) once; used twice it is refused', async () => {
    const admin = await newAdmin();
    const enrolled = await admin.client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = enrolled.data!.totp.secret;
    await admin.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await freshCode(secret) });
    expect((await recover(admin.email)).status).toBe(200);
    const link = (await latestLink(admin.email))!;

    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const location = new URL(first.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const token = fragment.get('access_token') ?? '';
    expect(claimsOf(token)).toMatchObject({ aal: 'aal1', amr: [expect.objectContaining({ method: 'recovery' })] });

    const second = await fetch(link, { redirect: 'manual' });
    expect(second.status).toBe(303);
    const refused = new URLSearchParams(new URL(second.headers.get('location') ?? '').hash.slice(1));
    expect(Object.fromEntries(refused)).toEqual({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });

    // A recovered admin still needs the second factor: no admin data, no new password at aal1.
    expect((await asUser(token, '/rest/v1/suporte_clientes?select=id')).body).toEqual([]);
    const early = await asUser(token, '/auth/v1/user', { method: 'PUT', body: { password: 'Recuperada#2026' } });
    expect(early.body).toMatchObject({ code: 'insufficient_aal' });
    const recovered = client(stack.url, stack.server.publishableKey);
    await recovered.auth.setSession({ access_token: token, refresh_token: fragment.get('refresh_token') ?? '' });
    const verified = await recovered.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await freshCode(secret) });
    expect(verified.error).toBeNull();
    const level = await recovered.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['totp', 'recovery']);
    expect((await recovered.auth.updateUser({ password: 'Recuperada#2026' })).error).toBeNull();
    expect((await stack.signedIn({ email: admin.email, password: 'Recuperada#2026' })).auth).toBeDefined();
  });

  it('a link to an address outside this machine and the app falls back to the app', async () => {
    const res = await raw(stack.url, `/auth/v1/recover?redirect_to=${encodeURIComponent('https://evil.example/roubar')}`, {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: { email: ADMIN.email },
    });
    expect(res.status).toBe(200);
    const link = (await latestLink(ADMIN.email))!;
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:4173');
  });
});

describe('npm run mfa:code (local use)', () => {
  it('the running stand-in tells the secret key, and only it, the code an account\'s authenticator shows', async () => {
    const admin = await newAdmin();
    const enrolled = await admin.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Principal' });
    await admin.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await freshCode(enrolled.data!.totp.secret) });
    const path = `/stand-in/totp?email=${encodeURIComponent(admin.email)}`;
    expect((await raw(stack.url, path, { headers: { apikey: stack.server.publishableKey } })).status).toBe(401);
    const before = totpCode(enrolled.data!.totp.secret);
    const res = await raw(stack.url, path, { headers: { apikey: stack.server.secretKey } });
    const after = totpCode(enrolled.data!.totp.secret);
    expect(res.status).toBe(200);
    const [entry] = res.body as { name: string; status: string; code: string }[];
    expect(entry).toMatchObject({ name: 'Principal', status: 'verified' });
    expect([before, after]).toContain(entry?.code);
  });
});
