import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, profileQuery, renderAt, type FakeSupabase } from './auth-test-utils';

let supabase: FakeSupabase;
vi.mock('../../lib/supabase', () => ({ getSupabase: () => Promise.resolve(supabase) }));
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('../../lib/notify', () => ({ notify }));

const { LoginForm } = await import('./login-form');
const { resetLockout } = await import('../../lib/lockout-store');
const { resetSessionStore } = await import('../../lib/session-store');

const locked = (minutes: number) => ({ data: { locked: true, remaining_minutes: minutes }, error: null });
const unlocked = { data: { locked: false, remaining_minutes: 0 }, error: null };
const invalid = {
  data: { user: null, session: null },
  error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
};

function setup() {
  const onSignedIn = vi.fn();
  renderAt(<LoginForm onSignedIn={onSignedIn} />);
  const email = screen.getByLabelText(/E-mail/);
  const password = screen.getByLabelText(/^Senha/);
  const submit = screen.getByRole('button', { name: 'Entrar' });
  return { onSignedIn, email, password, submit, user: userEvent.setup() };
}

describe('LoginForm', () => {
  beforeEach(() => {
    supabase = createFakeSupabase();
    Object.values(notify).forEach((fn) => fn.mockReset());
    resetSessionStore();
  });
  afterEach(() => resetLockout());

  it('has an e-mail field of the email type and requires both fields', async () => {
    const { email, submit, user } = setup();
    expect(email).toHaveAttribute('type', 'email');
    await user.click(submit);
    expect(await screen.findByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(supabase.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { password, user } = setup();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the banner and disables the inputs while the typed e-mail is locked', async () => {
    supabase.rpc.mockResolvedValue(locked(12));
    const { email, password, submit, user } = setup();
    await user.type(email, 'bloqueado@exemplo.com');
    expect(await screen.findByText('Acesso Bloqueado')).toBeInTheDocument();
    expect(screen.getByText('Muitas tentativas de login. Tente novamente em 12 min.')).toBeInTheDocument();
    expect(supabase.rpc).toHaveBeenCalledWith('login_lock_status', { p_identifier: 'bloqueado@exemplo.com' });
    expect(email).toBeDisabled();
    expect(password).toBeDisabled();
    expect(submit).toBeDisabled();

    // Another address is not locked: the person can switch.
    supabase.rpc.mockResolvedValue(unlocked);
    await user.click(screen.getByRole('button', { name: 'Entrar com outro e-mail' }));
    expect(email).toBeEnabled();
    expect(email).toHaveValue('');
    expect(screen.queryByText('Acesso Bloqueado')).not.toBeInTheDocument();
  });

  it('says "Falha no Login" on a wrong password, and shows the banner when that failure trips the lock', async () => {
    supabase.rpc.mockResolvedValueOnce(unlocked).mockResolvedValueOnce(unlocked).mockResolvedValue(locked(15));
    supabase.auth.signInWithPassword.mockResolvedValue(invalid);
    const { email, password, submit, user } = setup();
    await user.type(email, 'cliente@exemplo.com');
    await user.type(password, 'errada');
    await user.click(submit);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Falha no Login', 'Credenciais inválidas ou erro no servidor.'));
    expect(await screen.findByText('Muitas tentativas de login. Tente novamente em 15 min.')).toBeInTheDocument();
    expect(email).toBeDisabled();
  });

  it('does not send the password while the server reports a lock', async () => {
    const { email, password, submit, user } = setup();
    await user.type(email, 'cliente@exemplo.com');
    await user.type(password, 'Certa#2026');
    supabase.rpc.mockResolvedValue(locked(9));
    await user.click(submit);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Conta Bloqueada Temporariamente',
        'Você excedeu o número de tentativas de login. Tente novamente em 9 minutos.',
      ),
    );
    expect(supabase.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it("maps the server's lock refusal to the lock toast", async () => {
    supabase.rpc.mockResolvedValueOnce(unlocked).mockResolvedValueOnce(unlocked).mockResolvedValue(locked(14));
    supabase.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: { name: 'AuthApiError', status: 400, code: 'too_many_attempts', message: 'Account locked. Try again in 14 minutes' },
    });
    const { email, password, submit, user } = setup();
    await user.type(email, 'cliente@exemplo.com');
    await user.type(password, 'Certa#2026');
    await user.click(submit);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Conta Bloqueada Temporariamente',
        'Você excedeu o número de tentativas de login. Tente novamente em 14 minutos.',
      ),
    );
    expect(await screen.findByText('Acesso Bloqueado')).toBeInTheDocument();
  });

  it('says "Erro Inesperado" when something throws', async () => {
    supabase.auth.signInWithPassword.mockRejectedValue(new TypeError('boom'));
    const { email, password, submit, user } = setup();
    await user.type(email, 'cliente@exemplo.com');
    await user.type(password, 'x');
    await user.click(submit);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Erro Inesperado', 'Ocorreu um erro durante o login. Tente novamente.'),
    );
    expect(submit).toBeEnabled();
  });

  describe('without a connection', () => {
    const OFFLINE = ['Sem conexão', 'Você está sem internet: a tentativa de login não foi feita nem contada. Tente de novo quando a conexão voltar.'];
    afterEach(() => vi.restoreAllMocks());

    it('says so and sends nothing when the browser knows it is offline', async () => {
      const { email, password, submit, user } = setup();
      await user.type(email, 'cliente@exemplo.com');
      await user.type(password, 'Certa#2026');
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await user.click(submit);
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(...OFFLINE));
      expect(supabase.auth.signInWithPassword).not.toHaveBeenCalled();
      expect(submit).toBeEnabled();
    });

    it('says so when the request fails on the way, not "Falha no Login"', async () => {
      supabase.auth.signInWithPassword.mockResolvedValue({
        data: { user: null, session: null },
        error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
      });
      const { email, password, submit, user } = setup();
      await user.type(email, 'cliente@exemplo.com');
      await user.type(password, 'Certa#2026');
      await user.click(submit);
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(...OFFLINE));
      expect(notify.error).not.toHaveBeenCalledWith('Falha no Login', expect.anything());
    });

    it('says so when fetch itself throws (a sign-in through an Edge Function)', async () => {
      supabase.auth.signInWithPassword.mockRejectedValue(new TypeError('Failed to fetch'));
      const { email, password, submit, user } = setup();
      await user.type(email, 'cliente@exemplo.com');
      await user.type(password, 'Certa#2026');
      await user.click(submit);
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(...OFFLINE));
      expect(notify.error).not.toHaveBeenCalledWith('Erro Inesperado', expect.anything());
    });
  });

  it('signs in, says "Login bem-sucedido!" and hands over the profile', async () => {
    const profile = { id: 'u1', role: 'customer', must_change_password: false };
    supabase.auth.signInWithPassword.mockResolvedValue({ data: { user: { id: 'u1' }, session: {} }, error: null });
    supabase.from.mockReturnValue(profileQuery(profile));
    const { email, password, submit, onSignedIn, user } = setup();
    await user.type(email, ' Cliente@Exemplo.com ');
    await user.type(password, 'Certa#2026');
    await user.click(submit);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(supabase.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'Cliente@Exemplo.com', password: 'Certa#2026' });
    expect(notify.success).toHaveBeenCalledWith('Login bem-sucedido!');
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ ok: true, isAdmin: false, profile });
  });
});
