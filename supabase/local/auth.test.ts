// The stand-in's /auth/v1 through supabase-js: sign-in, refresh, user, password change, sign-out, keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, raw, startStack, type TestStack } from '../tests/harness';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000); // the first file to start also builds the shared template

afterAll(async () => {
  await stack?.stop();
});

describe('password sign-in', () => {
  it('returns a session for the seeded customer', async () => {
    const { data, error } = await stack.anon().auth.signInWithPassword(CUSTOMER);
    expect(error).toBeNull();
    expect(data.session?.access_token).toMatch(/^ey/);
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.user?.email).toBe(CUSTOMER.email);
    expect(data.user?.user_metadata.full_name).toBe('Maria Cliente');
  });

  it('refuses a wrong password with 400 invalid_credentials', async () => {
    const { data, error } = await stack.anon().auth.signInWithPassword({ email: CUSTOMER.email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { error } = await stack.anon().auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever-123' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const { error } = await stack.anon().auth.signInWithPassword({ email: '  Cliente@SonhoESorte.com.br ', password: CUSTOMER.password });
    expect(error).toBeNull();
  });

  it('answers GoTrue’s older error shape to clients without an API version header', async () => {
    const res = await raw(stack.url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: { email: CUSTOMER.email, password: 'nope-nope' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('stamps the sign-in time on the profile', async () => {
    const customer = await stack.signedIn(CUSTOMER);
    const { data } = await customer.from('profiles').select('last_sign_in_at').single();
    expect(Date.now() - Date.parse(String(data?.last_sign_in_at))).toBeLessThan(60_000);
  });
});

describe('session', () => {
  it('getUser returns the signed-in user', async () => {
    const customer = await stack.signedIn(CUSTOMER);
    const { data, error } = await customer.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(CUSTOMER.email);
    expect(data.user?.role).toBe('authenticated');
  });

  it('refresh rotates the refresh token and the old one stops working after the reuse window', async () => {
    const customer = await stack.signedIn(CUSTOMER);
    const first = (await customer.auth.getSession()).data.session;
    const { data, error } = await customer.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(data.session?.access_token).toBeTruthy();
    // Within the reuse window the previous token yields the current one (two tabs refreshing at once).
    const again = await stack.anon().auth.refreshSession({ refresh_token: String(first?.refresh_token) });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(data.session?.refresh_token);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await stack.anon().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('signOut ends the session: getUser and refresh fail afterwards', async () => {
    const customer = await stack.signedIn(CUSTOMER);
    const session = (await customer.auth.getSession()).data.session;
    const { error } = await customer.auth.signOut();
    expect(error).toBeNull();
    expect((await customer.auth.getSession()).data.session).toBeNull();

    const other = stack.anon();
    const user = await other.auth.getUser(String(session?.access_token));
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const refreshed = await other.auth.refreshSession({ refresh_token: String(session?.refresh_token) });
    expect(refreshed.error?.message).toMatch(/Invalid Refresh Token/);
  });

  it('signOut with scope local keeps the other sessions', async () => {
    const a = await stack.signedIn(CUSTOMER);
    const b = await stack.signedIn(CUSTOMER);
    await a.auth.signOut({ scope: 'local' });
    const { data, error } = await b.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(CUSTOMER.email);
  });
});

describe('password change', () => {
  const email = 'troca@sonhoesorte.com.br';

  it('refuses a password shorter than 8 characters and one equal to the current', async () => {
    const created = await raw(stack.url, '/auth/v1/admin/users', {
      method: 'POST',
      headers: { apikey: stack.server.secretKey, Authorization: `Bearer ${stack.server.secretKey}` },
      body: { email, password: 'Primeira#123', email_confirm: true },
    });
    expect(created.status).toBe(200);
    const user = await stack.signedIn({ email, password: 'Primeira#123' });

    const short = await user.auth.updateUser({ password: 'curta' });
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.message).toBe('Password should be at least 8 characters.');

    const same = await user.auth.updateUser({ password: 'Primeira#123' });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
  });

  it('changes the password, clears must_change_password and stamps password_changed_at', async () => {
    await stack.server.db.query("update public.profiles set must_change_password = true, password_changed_at = now() - interval '100 days' where email = $1", [email]);
    const user = await stack.signedIn({ email, password: 'Primeira#123' });
    const { data, error } = await user.auth.updateUser({ password: 'Segunda#456', data: { full_name: 'Nova Pessoa' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('Nova Pessoa');

    const profile = await user.from('profiles').select('must_change_password, password_changed_at').single();
    expect(profile.data?.must_change_password).toBe(false);
    expect(Date.now() - Date.parse(String(profile.data?.password_changed_at))).toBeLessThan(60_000);

    const old = await stack.anon().auth.signInWithPassword({ email, password: 'Primeira#123' });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await stack.anon().auth.signInWithPassword({ email, password: 'Segunda#456' });
    expect(fresh.error).toBeNull();
  });

  it('mark_password_changed no longer exists: only a real password change clears the flag (issue 19)', async () => {
    const customer = await stack.signedIn(CUSTOMER);
    const signedIn = await customer.rpc('mark_password_changed');
    expect(signedIn.status).toBe(404);
    expect(signedIn.error?.code).toBe('PGRST202');
    const anonymous = await stack.anon().rpc('mark_password_changed');
    expect(anonymous.status).toBe(404);
  });

  it('updateUser without a session fails', async () => {
    const { error } = await stack.anon().auth.updateUser({ password: 'Qualquer#123' });
    expect(error?.name).toBe('AuthSessionMissingError');
  });
});

describe('API keys and tokens', () => {
  it('refuses a request without an apikey, or with a wrong one, with 401', async () => {
    const missing = await raw(stack.url, '/rest/v1/dreams');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ message: 'No API key found in request' });
    const wrong = await raw(stack.url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: 'sb_publishable_wrong' },
      body: ADMIN,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Invalid API key' });
  });

  it('refuses an expired or forged JWT on REST with PostgREST’s errors', async () => {
    const { jwtSecret } = JSON.parse(readFileSync(join(stack.server.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('c0000000-5e3d-4c1a-9d2e-00000000c001')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(jwtSecret));
    const res = await raw(stack.url, '/rest/v1/profiles', {
      headers: { apikey: stack.server.publishableKey, Authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const res2 = await raw(stack.url, '/rest/v1/admin_access_logs', {
      headers: { apikey: stack.server.publishableKey, Authorization: `Bearer ${forged}` },
    });
    expect(res2.status).toBe(401);
    expect(res2.body).toMatchObject({ code: 'PGRST301' });
  });

  it('the admin API needs the secret key', async () => {
    const res = await raw(stack.url, '/auth/v1/admin/users', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: { email: 'x@example.com', password: 'Senha#12345' },
    });
    expect(res.status).toBe(403);
  });

  it('answers CORS preflight without an apikey', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});
