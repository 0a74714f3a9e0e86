import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentFakeSupabase, installFakeSupabase } from '../../testing/fake-supabase';
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

  it('asks an admin signed in with the password alone for the code, on the same screen, then opens the page asked for', async () => {
    signInAs({ role: 'admin' }, { aal: 'aal1' });
    const { router } = renderGuarded('/painel/feedbacks');
    const user = userEvent.setup();
    expect(await screen.findByText('Código do autenticador')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo do painel')).not.toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Código de 6 dígitos' });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('Código incorreto. Confira o código no aplicativo autenticador e tente de novo.')).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo do painel')).not.toBeInTheDocument();

    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('Conteúdo do painel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/painel/feedbacks');
    expect(currentFakeSupabase().authCalls.filter((c) => c.method === 'mfa.challengeAndVerify').map((c) => c.args)).toEqual([
      { factorId: 'factor-1', code: '000000' },
      { factorId: 'factor-1', code: '123456' },
    ]);
  });

  it('after repeated wrong codes says the codes are locked and goes back to the password', async () => {
    signInAs({ role: 'admin' }, { aal: 'aal1' });
    currentFakeSupabase().auth.failNext('mfa.challengeAndVerify', { name: 'AuthApiError', status: 403, code: 'mfa_verification_rejected', message: 'Account locked. Try again in 12 minutes' });
    const { notify } = await import('../../components/toasts/notify');
    renderGuarded('/painel/dashboard');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Código de 6 dígitos' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByRole('button', { name: 'Entrar no painel' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Código bloqueado', expect.stringContaining('Tente novamente em 12 minutos'));
  });

  it('sets up the first authenticator before the panel: QR code, the key in groups, and its first code', async () => {
    signInAs({ role: 'admin' }, { factors: 0 });
    renderGuarded('/painel/dashboard');
    const user = userEvent.setup();
    expect(await screen.findByText('Proteja sua conta com um autenticador')).toBeInTheDocument();
    expect(await screen.findByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: 'QR code para adicionar esta conta ao aplicativo autenticador' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByRole('button', { name: 'Copiar chave' })).toBeEnabled();
    const field = screen.getByRole('textbox', { name: 'Código de 6 dígitos' });
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Ativar autenticador' }));
    expect(await screen.findByText('Código incorreto. Confira o código no aplicativo autenticador e tente de novo.')).toBeInTheDocument();
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Ativar autenticador' }));
    expect(await screen.findByText('Conteúdo do painel')).toBeInTheDocument();
    const enrol = currentFakeSupabase().authCalls.find((c) => c.method === 'mfa.enroll');
    expect(enrol?.args).toEqual({ factorType: 'totp', friendlyName: 'Autenticador principal', issuer: 'Sonho & Sorte' });
  });

  it('with an authenticator, asks for the code before the password change', async () => {
    signInAs({ role: 'admin', must_change_password: true }, { aal: 'aal1' });
    renderGuarded('/painel/dashboard');
    expect(await screen.findByText('Código do autenticador')).toBeInTheDocument();
    expect(screen.queryByText('Trocar senha')).not.toBeInTheDocument();
  });
});
