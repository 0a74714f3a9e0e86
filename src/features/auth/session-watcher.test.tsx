import { act, screen } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, renderRoutes, WhereAmI, type FakeSupabase } from './auth-test-utils';

let supabase: FakeSupabase;
const getSupabase = vi.fn(() => Promise.resolve(supabase));
vi.mock('../../lib/supabase', () => ({ getSupabase: () => getSupabase() }));
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('../../lib/notify', () => ({ notify }));

const { SessionWatcher } = await import('./session-watcher');
const { AUTH_STORAGE_KEY, resetSessionStore, useSession } = await import('../../lib/session-store');
const { IDLE_TIMEOUT_MS } = await import('../../lib/idle');

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
    initial,
  );
}

function signIn() {
  useSession.setState({ status: 'signedIn', user: { id: 'u1' } as User, profile: null, isAdmin: false, lastEvent: 'SIGNED_IN' });
}

describe('SessionWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    supabase = createFakeSupabase();
    getSupabase.mockClear();
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
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('restores an earlier session after first paint', async () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    resetSessionStore();
    renderWatcher('/');
    expect(getSupabase).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(supabase.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('signs out after 30 idle minutes, says so and goes to /login', async () => {
    renderWatcher('/meu-perfil');
    act(() => signIn());
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 1_000));
    expect(supabase.auth.signOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(screen.getByTestId('where')).toHaveTextContent('"pathname":"/meu-perfil"');
    expect(supabase.auth.signOut).toHaveBeenCalled();
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
