// With VITE_SIGN_IN_FUNCTION set, the app signs in through the sign-in Edge Function (the lockout on
// plans without the password hook) and never calls Supabase Auth's token endpoint itself.
import type { Session, User } from '@supabase/supabase-js';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.stubEnv('VITE_SIGN_IN_FUNCTION', 'sign-in');
vi.stubEnv('VITE_SUPABASE_URL', 'https://projeto.supabase.co');
vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'sb_publishable_teste');

const user = { id: 'adm', email: 'adm@exemplo.com' } as User;
const auth = {
  onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } })),
  signInWithPassword: vi.fn(),
  setSession: vi.fn(async () => ({ data: { session: { user, access_token: 'a', refresh_token: 'r' } as Session, user }, error: null })),
};
const profile = { id: 'adm', role: 'admin', full_name: 'Admin', must_change_password: false };
const query = { select: () => query, eq: () => query, maybeSingle: () => Promise.resolve({ data: profile, error: null }) };
const client = { auth, from: vi.fn(() => query) };
vi.mock('./supabase', () => ({ getSupabase: () => Promise.resolve(client) }));
vi.mock('./notify', () => ({ notify: { error: vi.fn() } }));

const store = await import('./session-store');

afterAll(() => vi.unstubAllEnvs());

describe('sign-in through the Edge Function', () => {
  it('posts e-mail and password to /functions/v1/sign-in and installs the returned session', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ access_token: 'a', refresh_token: 'r', user }), { status: 200 }),
    );
    const result = await store.signInWithPassword(' adm@exemplo.com ', 'Senha#2026');
    expect(result).toMatchObject({ ok: true, isAdmin: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://projeto.supabase.co/functions/v1/sign-in');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'adm@exemplo.com', password: 'Senha#2026' });
    expect(auth.setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    fetchMock.mockRestore();
  });

  it("reads the function's lock refusal as a lock, with the minutes", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'too_many_attempts', message: 'Account locked. Try again in 12 minutes', remaining_minutes: 12 }), { status: 400 }),
    );
    const result = await store.signInWithPassword('adm@exemplo.com', 'Senha#2026');
    expect(result).toEqual({ ok: false, failure: { kind: 'locked', minutes: 12 } });
    fetchMock.mockRestore();
  });
});
