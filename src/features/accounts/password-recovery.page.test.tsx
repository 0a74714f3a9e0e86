import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentFakeSupabase, installFakeSupabase } from '../../testing/fake-supabase';
import { renderRoutes, screen, WhereAmI } from '../../testing/render';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
vi.mock('../../components/toasts/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const { default: PasswordRecoveryPage } = await import('./password-recovery.page');
const { default: ForgotPasswordPage } = await import('./forgot-password.page');
const { resetSessionStore, useSession } = await import('./session-store');

function landOn(fragment: string) {
  window.history.replaceState(null, '', `/redefinir-senha#${fragment}`);
  return renderRoutes(
    [
      { path: '/redefinir-senha', element: <PasswordRecoveryPage /> },
      { path: '*', element: <WhereAmI /> },
    ],
    { route: '/redefinir-senha' },
  );
}

function recoveryFragment(user: { id: string; email: string }) {
  const session = currentFakeSupabase().auth.sessionFor(user, { aal: 'aal1', methods: ['recovery'] });
  return new URLSearchParams({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: '3600', token_type: 'bearer', type: 'recovery' }).toString();
}

describe('/redefinir-senha, where the recovery link lands', () => {
  beforeEach(() => {
    installFakeSupabase();
    resetSessionStore();
  });

  it('a used or expired link says so and offers a new one', async () => {
    landOn('error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(await screen.findByTestId('recovery-invalid')).toHaveTextContent('Este link de recuperação já foi usado ou expirou.');
    expect(screen.getByRole('link', { name: 'Pedir novo link' })).toHaveAttribute('href', '/recuperar-senha');
    expect(window.location.hash).toBe('');
  });

  it('a customer goes straight to "Alterar Senha" with the recovery reason; the tokens leave the address bar', async () => {
    const { router } = landOn(recoveryFragment({ id: 'c1', email: 'c1@exemplo.com' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/change-password');
    expect(router.state.location.state).toEqual({ reason: 'recovery' });
    expect(window.location.hash).toBe('');
    expect(currentFakeSupabase().authCalls.map((c) => c.method)).toContain('setSession');
    expect(useSession.getState().lastEvent).toBe('PASSWORD_RECOVERY');
  });

  it('an account with an authenticator gives its code first (a recovery link alone is aal1)', async () => {
    const fake = currentFakeSupabase();
    fake.auth.addFactor('a1');
    landOn(recoveryFragment({ id: 'a1', email: 'a1@exemplo.com' }));
    const user = userEvent.setup();
    expect(await screen.findByText('Confirme que é você')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Código de 6 dígitos' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/change-password');
    expect(useSession.getState().assurance.level).toBe('aal2');
  });
});

describe('/recuperar-senha', () => {
  beforeEach(() => {
    installFakeSupabase();
    resetSessionStore();
  });

  it('asks Supabase Auth for the link back to /redefinir-senha, and answers without saying whether the account exists', async () => {
    renderRoutes([{ path: '/recuperar-senha', element: <ForgotPasswordPage /> }], { route: '/recuperar-senha' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'alguem@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByTestId('recovery-sent')).toHaveTextContent('Se houver uma conta com este e-mail');
    expect(currentFakeSupabase().auth.recoveryRequests).toEqual([{ email: 'alguem@exemplo.com', redirectTo: `${window.location.origin}/redefinir-senha` }]);
  });

  it('says the same when the server refuses a repeat', async () => {
    currentFakeSupabase().auth.failNext('resetPasswordForEmail', { name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit', message: 'For security purposes...' });
    renderRoutes([{ path: '/recuperar-senha', element: <ForgotPasswordPage /> }], { route: '/recuperar-senha' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'alguem@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByTestId('recovery-sent')).toHaveTextContent('Se houver uma conta com este e-mail');
  });
});
