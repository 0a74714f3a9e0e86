import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { act, renderRoutes, screen, WhereAmI } from '../../testing/render';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('../../components/toasts/notify', () => ({ notify }));

const { SessionWatcher } = await import('./session-watcher');
const { resetSessionStore, useSession } = await import('./session-store');
const { AUTH_STORAGE_KEY } = await import('./session-storage');
const { IDLE_TIMEOUT_MS } = await import('./idle');

function renderWatcher(initial = '/meu-perfil') {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SessionWatcher />
            <WhereAmI />
          </>
        ),
      },
    ],
    { route: initial },
  );
}

let fake: FakeSupabase;
const signOuts = () => fake.authCalls.filter((call) => call.method === 'signOut');

function signIn() {
  fake.auth.session = fake.auth.sessionFor({ id: 'u1' });
  useSession.setState({ status: 'signedIn', user: { id: 'u1' } as User, profile: null, isAdmin: false, lastEvent: 'SIGNED_IN' });
}

describe('SessionWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fake = installFakeSupabase();
    Object.values(notify).forEach((fn) => fn.mockReset());
    window.localStorage.clear();
    resetSessionStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never loads supabase-js for a visitor who never signed in', async () => {
    renderWatcher('/');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fake.clientRequests).toBe(0);
  });

  it('restores an earlier session after first paint', async () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    resetSessionStore();
    fake.auth.session = fake.auth.sessionFor({ id: 'u1' });
    fake.seed('profiles', [{ id: 'u1', role: 'customer', must_change_password: false }]);
    renderWatcher('/');
    expect(fake.clientRequests).toBe(0);
    expect(useSession.getState().status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(fake.auth.listenerCount).toBe(1);
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user: { id: 'u1' }, profile: { role: 'customer' } });
  });

  it('signs out after 30 idle minutes, says so and goes to /login', async () => {
    renderWatcher('/meu-perfil');
    act(() => signIn());
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 1_000));
    expect(signOuts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(screen.getByTestId('where')).toHaveTextContent('"pathname":"/meu-perfil"');
    expect(signOuts()).toHaveLength(1);
    expect(fake.auth.session).toBeNull();
    expect(notify.warning).toHaveBeenCalledWith('Sessão Expirada', 'Você foi desconectado por inatividade.');
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('does not count while signed out', async () => {
    renderWatcher('/meu-perfil');
    await act(() => vi.advanceTimersByTimeAsync(2 * IDLE_TIMEOUT_MS));
    expect(notify.warning).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/meu-perfil');
  });

  it('keeps the session while the person is active', async () => {
    renderWatcher('/meu-perfil');
    act(() => signIn());
    for (let i = 0; i < 4; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(20 * 60_000));
      window.dispatchEvent(new KeyboardEvent('keydown'));
    }
    expect(notify.warning).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('signedIn');
  });
});
