import { screen } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../lib/session-store';
import { createFakeSupabase, renderRoutes, WhereAmI, type FakeSupabase } from './auth-test-utils';

let supabase: FakeSupabase;
vi.mock('../../lib/supabase', () => ({ getSupabase: () => Promise.resolve(supabase) }));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const { RequireAdmin, RequireUser } = await import('./guards');
const { resetSessionStore, useSession } = await import('../../lib/session-store');

const profile = (overrides: Partial<Profile>): Profile => ({
  id: 'u1',
  email: 'u1@exemplo.com',
  full_name: 'Pessoa',
  role: 'customer',
  must_change_password: false,
  password_changed_at: new Date().toISOString(),
  last_sign_in_at: null,
  ...overrides,
});

function signedInAs(p: Profile) {
  useSession.setState({ status: 'signedIn', user: { id: p.id, email: p.email } as User, profile: p, isAdmin: p.role === 'admin' });
}

function renderGuarded(initial: string) {
  return renderRoutes(
    [
      {
        path: '/meu-perfil',
        element: (
          <RequireUser redirectTo="/log-in">
            <p>Área do cliente</p>
          </RequireUser>
        ),
      },
      {
        path: '/change-password',
        element: (
          <RequireUser redirectTo="/login">
            <p>Trocar senha</p>
          </RequireUser>
        ),
      },
      {
        path: '/painel/*',
        element: (
          <RequireAdmin>
            <p>Conteúdo do painel</p>
          </RequireAdmin>
        ),
      },
      { path: '*', element: <WhereAmI /> },
    ],
    initial,
  );
}

describe('RequireUser', () => {
  beforeEach(() => {
    supabase = createFakeSupabase();
    resetSessionStore();
  });

  it('shows the spinner while the session loads', () => {
    useSession.setState({ status: 'loading' });
    renderGuarded('/meu-perfil');
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(screen.queryByText('Área do cliente')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /log-in, remembering the origin', async () => {
    renderGuarded('/meu-perfil?aba=dados');
    const where = await screen.findByTestId('where');
    expect(where).toHaveTextContent('/log-in');
    expect(where).toHaveTextContent('"pathname":"/meu-perfil"');
    expect(where).toHaveTextContent('"search":"?aba=dados"');
  });

  it('uses /login for the change-password guard', async () => {
    renderGuarded('/change-password');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });

  it('lets a signed-in user through', () => {
    signedInAs(profile({}));
    renderGuarded('/meu-perfil');
    expect(screen.getByText('Área do cliente')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  beforeEach(() => {
    supabase = createFakeSupabase();
    resetSessionStore();
  });

  it('shows the spinner while the session loads', () => {
    useSession.setState({ status: 'loading' });
    renderGuarded('/painel/dashboard');
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
  });

  it('shows the admin login in place when signed out', async () => {
    renderGuarded('/painel/feedbacks');
    expect(await screen.findByRole('heading', { name: 'Painel do Administrador' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo do painel')).not.toBeInTheDocument();
  });

  it('refuses a signed-in customer with a clear message and a way out', async () => {
    signedInAs(profile({ role: 'customer' }));
    renderGuarded('/painel/dashboard');
    expect(await screen.findByText(/Esta conta não tem acesso ao painel/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair desta conta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Meu Perfil' })).toHaveAttribute('href', '/meu-perfil');
    expect(screen.queryByText('Conteúdo do painel')).not.toBeInTheDocument();
  });

  it('lets an admin through', () => {
    signedInAs(profile({ role: 'admin' }));
    renderGuarded('/painel/dashboard');
    expect(screen.getByText('Conteúdo do painel')).toBeInTheDocument();
  });

  it('sends an admin who must change the password to /change-password first', async () => {
    signedInAs(profile({ role: 'admin', must_change_password: true }));
    const { router } = renderGuarded('/painel/lucky-guesses');
    expect(await screen.findByText('Trocar senha')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(router.state.location.state).toEqual({ reason: 'first-access', from: '/painel/lucky-guesses' });
  });
});
