import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
const listeners: Listener[] = [];
const profiles = new Map<string, Record<string, unknown>>();
let failReads = false;
const auth = {
  onAuthStateChange: vi.fn((listener: Listener) => {
    listeners.push(listener);
    return { data: { subscription: { unsubscribe: vi.fn() } } };
  }),
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
};
const client = {
  auth,
  from: vi.fn(() => {
    let id = '';
    const query = {
      select: () => query,
      eq: (_column: string, value: string) => {
        id = value;
        return query;
      },
      maybeSingle: () =>
        failReads ? Promise.resolve({ data: null, error: { message: 'offline' } }) : Promise.resolve({ data: profiles.get(id) ?? null, error: null }),
    };
    return query;
  }),
};
vi.mock('./supabase', () => ({ getSupabase: () => Promise.resolve(client) }));
const notifyError = vi.fn();
vi.mock('./notify', () => ({ notify: { error: (...args: unknown[]) => notifyError(...args) } }));

const store = await import('./session-store');
const { useSession } = store;

const user = (id: string) => ({ id, email: `${id}@exemplo.com` }) as User;
const session = (id: string) => ({ user: user(id), access_token: 't', refresh_token: 'r' }) as Session;
const emit = (event: AuthChangeEvent, value: Session | null) => listeners.forEach((listener) => listener(event, value));
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('session store', () => {
  beforeEach(() => {
    listeners.length = 0;
    failReads = false;
    profiles.clear();
    profiles.set('cli', { id: 'cli', role: 'customer', full_name: 'Cliente', must_change_password: false });
    profiles.set('adm', { id: 'adm', role: 'admin', full_name: 'Admin', must_change_password: true });
    window.localStorage.clear();
    vi.clearAllMocks();
    store.resetSessionStore();
  });
  afterEach(() => store.resetSessionStore());

  it('knows a visitor without a stored session is signed out, without loading supabase-js', () => {
    expect(store.hasStoredSession()).toBe(false);
    expect(useSession.getState().status).toBe('signedOut');
    expect(auth.onAuthStateChange).not.toHaveBeenCalled();
  });

  it('is loading while a stored session is checked, then signed in with the profile', async () => {
    window.localStorage.setItem(store.AUTH_STORAGE_KEY, '{}');
    store.resetSessionStore();
    expect(useSession.getState().status).toBe('loading');
    await store.ensureSession();
    await store.ensureSession();
    expect(auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    emit('INITIAL_SESSION', session('adm'));
    await settle();
    const state = useSession.getState();
    expect(state.status).toBe('signedIn');
    expect(state.user?.id).toBe('adm');
    expect(state.isAdmin).toBe(true);
    expect(state.profile?.must_change_password).toBe(true);
    expect(state.lastEvent).toBe('INITIAL_SESSION');
  });

  it('is signed out when the initial session is empty', async () => {
    window.localStorage.setItem(store.AUTH_STORAGE_KEY, '{}');
    store.resetSessionStore();
    await store.ensureSession();
    emit('INITIAL_SESSION', null);
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('mirrors token refresh, user updates, MFA and password recovery without a spinner', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('cli'));
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: false });
    const reads = client.from.mock.calls.length;

    for (const event of ['TOKEN_REFRESHED', 'MFA_CHALLENGE_VERIFIED', 'PASSWORD_RECOVERY'] as const) {
      emit(event, session('cli'));
      expect(useSession.getState()).toMatchObject({ status: 'signedIn', lastEvent: event });
    }
    await settle();
    expect(client.from.mock.calls.length).toBe(reads);

    profiles.set('cli', { ...profiles.get('cli'), full_name: 'Novo Nome' });
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
    auth.signInWithPassword.mockResolvedValue({ data: { user: user('adm'), session: session('adm') }, error: null });
    const result = await store.signInWithPassword(' adm@exemplo.com ', 'segredo');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'adm@exemplo.com', password: 'segredo' });
    expect(result).toMatchObject({ ok: true, isAdmin: true, profile: { id: 'adm' } });
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: true });
  });

  it('reports a refused sign-in by kind', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    await expect(store.signInWithPassword('a@b.co', 'x')).resolves.toEqual({ ok: false, failure: { kind: 'invalid' } });
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('signs out, or says "Sign out Failed" and stays signed in', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('cli'));
    await settle();

    auth.signOut.mockResolvedValueOnce({ error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' } });
    await expect(store.signOut()).resolves.toBe(false);
    expect(notifyError).toHaveBeenCalledWith('Sign out Failed', expect.any(String));
    expect(useSession.getState().status).toBe('signedIn');

    auth.signOut.mockResolvedValueOnce({ error: null });
    await expect(store.signOut()).resolves.toBe(true);
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('forces a local sign-out when the server cannot be reached', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('cli'));
    await settle();
    auth.signOut.mockResolvedValueOnce({ error: { status: 0, message: 'Failed to fetch' } }).mockResolvedValueOnce({ error: null });
    await expect(store.signOut({ force: true, quiet: true })).resolves.toBe(true);
    expect(auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
    expect(notifyError).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('refreshes the profile on demand', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('adm'));
    await settle();
    profiles.set('adm', { ...profiles.get('adm'), must_change_password: false });
    await store.refreshProfile();
    expect(useSession.getState().profile?.must_change_password).toBe(false);
  });

  it('keeps what it knows when a re-read of the profile fails', async () => {
    await store.ensureSession();
    emit('SIGNED_IN', session('adm'));
    await settle();
    failReads = true;
    await store.refreshProfile();
    emit('USER_UPDATED', session('adm'));
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, profile: { id: 'adm' } });
  });
});
