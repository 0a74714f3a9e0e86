import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase } from '../../testing/fake-supabase';
import { renderRoutes, screen, WhereAmI, type Entry } from '../../testing/render';
import { signInAs } from '../../testing/session';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
vi.mock('../../components/toasts/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const { RequireAdmin, RequireUser } = await import('./guards');
const { resetSessionStore, useSession } = await import('./session-store');

function renderGuarded(initial: Entry) {
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
    { route: initial },
  );
}

describe('RequireUser', () => {
  beforeEach(() => {
    installFakeSupabase();
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
    signInAs();
    renderGuarded('/meu-perfil');
    expect(screen.getByText('Área do cliente')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  beforeEach(() => {
    installFakeSupabase();
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
    signInAs({ role: 'customer' });
    renderGuarded('/painel/dashboard');
    expect(await screen.findByText(/Esta conta não tem acesso ao painel/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair desta conta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Meu Perfil' })).toHaveAttribute('href', '/meu-perfil');
    expect(screen.queryByText('Conteúdo do painel')).not.toBeInTheDocument();
  });

  it('lets an admin through', () => {
    signInAs({ role: 'admin' });
    renderGuarded('/painel/dashboard');
    expect(screen.getByText('Conteúdo do painel')).toBeInTheDocument();
  });

  it('sends an admin who must change the password to /change-password first', async () => {
    signInAs({ role: 'admin', must_change_password: true });
    const { router } = renderGuarded('/painel/lucky-guesses');
    expect(await screen.findByText('Trocar senha')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(router.state.location.state).toEqual({ reason: 'first-access', from: '/painel/lucky-guesses' });
  });
});
