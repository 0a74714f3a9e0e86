// With VITE_SIGN_IN_FUNCTION set, the app signs in through the sign-in Edge Function (the lockout on
// plans without the password hook) and never calls Supabase Auth's token endpoint itself.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';

vi.stubEnv('VITE_SIGN_IN_FUNCTION', 'sign-in');
vi.stubEnv('VITE_SUPABASE_URL', 'https://projeto.supabase.co');
vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'sb_publishable_teste');

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
vi.mock('../../components/toasts/notify', () => ({ notify: { error: vi.fn() } }));

const store = await import('./session-store');

afterAll(() => vi.unstubAllEnvs());

let fake: FakeSupabase;
beforeEach(() => {
  fake = installFakeSupabase().seed('profiles', [{ id: 'adm', role: 'admin', full_name: 'Admin', must_change_password: false }]);
  store.resetSessionStore();
});

describe('sign-in through the Edge Function', () => {
  it('posts e-mail and password to /functions/v1/sign-in and installs the returned session', async () => {
    // What the function answers: a session Supabase Auth issued (the fake's auth accepts only those).
    const issued = fake.auth.sessionFor({ id: 'adm', email: 'adm@exemplo.com' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ access_token: issued.access_token, refresh_token: issued.refresh_token, user: issued.user }), { status: 200 }),
    );
    const result = await store.signInWithPassword(' adm@exemplo.com ', 'Senha#2026');
    expect(result).toMatchObject({ ok: true, isAdmin: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://projeto.supabase.co/functions/v1/sign-in');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'adm@exemplo.com', password: 'Senha#2026' });
    // Then the stored session is read for its level (aal1 after a password).
    expect(fake.authCalls).toEqual([
      { method: 'setSession', args: { access_token: issued.access_token, refresh_token: issued.refresh_token } },
      { method: 'getSession', args: undefined },
    ]);
    expect(store.useSession.getState().assurance).toEqual({ level: 'aal1', verifiedFactors: 0, methods: ['password'] });
    expect(fake.auth.session?.user.id).toBe('adm');
    fetchMock.mockRestore();
  });

  it("reads the function's lock refusal as a lock, with the minutes", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'too_many_attempts', message: 'Account locked. Try again in 12 minutes', remaining_minutes: 12 }), { status: 400 }),
    );
    const result = await store.signInWithPassword('adm@exemplo.com', 'Senha#2026');
    expect(result).toEqual({ ok: false, failure: { kind: 'locked', minutes: 12 } });
    expect(fake.authCalls).toEqual([]);
    expect(fake.auth.session).toBeNull();
    fetchMock.mockRestore();
  });
});
