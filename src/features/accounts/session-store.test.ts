import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
const notifyError = vi.fn();
vi.mock('../../components/toasts/notify', () => ({ notify: { error: (...args: unknown[]) => notifyError(...args) } }));

const store = await import('./session-store');
const storage = await import('./session-storage');
const { useSession } = store;

let fake: FakeSupabase;
const session = (id: string): Session => fake.auth.sessionFor({ id, email: `${id}@exemplo.com` });
const emit = (event: AuthChangeEvent, value: Session | null) => fake.auth.emit(event, value);
/** Lets queued auth events and the profile reads they start run (each waits for a timer of its own). */
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const profileReads = () => fake.callsTo('profiles', 'select').length;
const setProfile = (id: string, changes: Record<string, unknown>) =>
  fake.seed('profiles', fake.rows('profiles').map((row) => (row.id === id ? { ...row, ...changes } : row)));

describe('session store', () => {
  beforeEach(() => {
    fake = installFakeSupabase().seed('profiles', [
      { id: 'cli', email: 'cli@exemplo.com', role: 'customer', full_name: 'Cliente', must_change_password: false },
      { id: 'adm', email: 'adm@exemplo.com', role: 'admin', full_name: 'Admin', must_change_password: true },
    ]);
    window.localStorage.clear();
    vi.clearAllMocks();
    store.resetSessionStore();
  });
  afterEach(() => store.resetSessionStore());

  it('knows a visitor without a stored session is signed out, without loading supabase-js', () => {
    expect(storage.hasStoredSession()).toBe(false);
    expect(useSession.getState().status).toBe('signedOut');
    expect(fake.clientRequests).toBe(0);
    expect(fake.auth.listenerCount).toBe(0);
  });

  it('is loading while a stored session is checked, then signed in with the profile', async () => {
    window.localStorage.setItem(storage.AUTH_STORAGE_KEY, '{}');
    fake.auth.session = session('adm');
    store.resetSessionStore();
    expect(useSession.getState().status).toBe('loading');
    await store.ensureSession();
    await store.ensureSession();
    expect(fake.auth.listenerCount).toBe(1);
    // supabase-js tells the new listener the stored session (INITIAL_SESSION).
    await settle();
    const state = useSession.getState();
    expect(state.status).toBe('signedIn');
    expect(state.user?.id).toBe('adm');
    expect(state.isAdmin).toBe(true);
    expect(state.profile?.must_change_password).toBe(true);
    expect(state.lastEvent).toBe('INITIAL_SESSION');
  });

  it('is signed out when the initial session is empty', async () => {
    window.localStorage.setItem(storage.AUTH_STORAGE_KEY, '{}');
    store.resetSessionStore();
    await store.ensureSession();
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', lastEvent: 'INITIAL_SESSION' });
  });

  it('mirrors token refresh, user updates, MFA and password recovery without a spinner', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('cli'));
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: false });
    const reads = profileReads();

    for (const event of ['TOKEN_REFRESHED', 'MFA_CHALLENGE_VERIFIED', 'PASSWORD_RECOVERY'] as const) {
      emit(event, session('cli'));
      expect(useSession.getState()).toMatchObject({ status: 'signedIn', lastEvent: event });
    }
    await settle();
    expect(profileReads()).toBe(reads);

    setProfile('cli', { full_name: 'Novo Nome' });
    emit('USER_UPDATED', session('cli'));
    expect(useSession.getState().status).toBe('signedIn');
    await settle();
    expect(useSession.getState().profile?.full_name).toBe('Novo Nome');
  });

  it('is signed out on SIGNED_OUT, and a late profile read cannot undo it', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('cli'));
    emit('SIGNED_OUT', null);
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null, profile: null, isAdmin: false });
  });

  it('signs in with the password and returns the profile', async () => {
    fake.auth.addUser({ id: 'adm', email: 'adm@exemplo.com' }, 'segredo');
    const result = await store.signInWithPassword(' adm@exemplo.com ', 'segredo');
    expect(fake.authCalls.find((call) => call.method === 'signInWithPassword')?.args).toEqual({ email: 'adm@exemplo.com', password: 'segredo' });
    expect(result).toMatchObject({ ok: true, isAdmin: true, profile: { id: 'adm' } });
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: true });
  });

  it('reports a refused sign-in by kind', async () => {
    fake.auth.addUser({ id: 'cli', email: 'a@b.co' }, 'certa');
    await expect(store.signInWithPassword('a@b.co', 'x')).resolves.toEqual({ ok: false, failure: { kind: 'invalid' } });
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('signs out, or says "Sign out Failed" and stays signed in', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('cli'));
    await settle();

    fake.auth.failNext('signOut', AUTH_ERRORS.network);
    await expect(store.signOut()).resolves.toBe(false);
    expect(notifyError).toHaveBeenCalledWith('Sign out Failed', expect.any(String));
    expect(useSession.getState().status).toBe('signedIn');

    await expect(store.signOut()).resolves.toBe(true);
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('forces a local sign-out when the server cannot be reached', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('cli'));
    await settle();
    fake.auth.failNext('signOut', AUTH_ERRORS.network);
    await expect(store.signOut({ force: true, quiet: true })).resolves.toBe(true);
    expect(fake.authCalls.filter((call) => call.method === 'signOut').map((call) => call.args)).toEqual([{}, { scope: 'local' }]);
    expect(fake.auth.session).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('refreshes the profile on demand', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('adm'));
    await settle();
    setProfile('adm', { must_change_password: false });
    await store.refreshProfile();
    expect(useSession.getState().profile?.must_change_password).toBe(false);
  });

  it('keeps what it knows when a re-read of the profile fails', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('adm'));
    await settle();
    fake.offline = true;
    await store.refreshProfile();
    emit('USER_UPDATED', session('adm'));
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, profile: { id: 'adm' } });
  });

  it('opens offline with the profile this device last read, for the same person only, and forgets it on sign-out', async () => {
    /** A page load with a stored session: supabase-js tells the new listener (INITIAL_SESSION). */
    const start = async (id: string) => {
      window.localStorage.setItem(storage.AUTH_STORAGE_KEY, '{}');
      fake.auth.session = session(id);
      store.resetSessionStore();
      await store.ensureSession();
      await settle();
    };
    await start('adm');
    expect(useSession.getState().isAdmin).toBe(true);

    // The next start has no network: the profile cannot be read.
    fake.offline = true;
    await start('adm');
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, profile: { id: 'adm', role: 'admin' } });

    // Someone else's session on the same device never inherits it.
    await start('cli');
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: false, profile: null });

    fake.offline = false;
    emit('SIGNED_OUT', null);
    expect(window.localStorage.getItem(storage.PROFILE_STORAGE_KEY)).toBeNull();
  });
});
