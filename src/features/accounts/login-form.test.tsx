import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor } from '../../testing/render';
import { makeProfile } from '../../testing/session';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('../../components/toasts/notify', () => ({ notify }));

const { LoginForm } = await import('./login-form');
const { resetLockout } = await import('./lockout-store');
const { resetSessionStore } = await import('./session-store');

let fake: FakeSupabase;
/** The server's locks: identifier -> minutes left, as login_lock_status answers them. */
let locks: Map<string, number>;
const lockAnswer = (minutes: number | undefined) => ({ locked: minutes !== undefined, remaining_minutes: minutes ?? 0 });
/** From the first password attempt on, the server reports this lock (the failure that trips it). */
const lockAfterAttempt = (minutes: number) =>
  fake.onRpc('login_lock_status', () => lockAnswer(signInAttempts().length > 0 ? minutes : undefined));
const signInAttempts = () => fake.authCalls.filter((call) => call.method === 'signInWithPassword');

function setup() {
  const onSignedIn = vi.fn();
  render(<LoginForm onSignedIn={onSignedIn} />, { path: '/' });
  const email = screen.getByLabelText(/E-mail/);
  const password = screen.getByLabelText(/^Senha/);
  const submit = screen.getByRole('button', { name: 'Entrar' });
  return { onSignedIn, email, password, submit, user: userEvent.setup() };
}

describe('LoginForm', () => {
  beforeEach(() => {
    fake = installFakeSupabase();
    locks = new Map();
    fake.onRpc('login_lock_status', ({ p_identifier }) => lockAnswer(locks.get(String(p_identifier))));
    fake.auth.addUser({ id: 'u1', email: 'cliente@exemplo.com' }, 'Certa#2026');
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
    expect(signInAttempts()).toEqual([]);
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
    locks.set('bloqueado@exemplo.com', 12);
    const { email, password, submit, user } = setup();
    await user.type(email, 'bloqueado@exemplo.com');
    expect(await screen.findByText('Acesso Bloqueado')).toBeInTheDocument();
    expect(screen.getByText('Muitas tentativas de login. Tente novamente em 12 min.')).toBeInTheDocument();
    expect(fake.callsTo('login_lock_status').map((call) => call.values)).toContainEqual({ p_identifier: 'bloqueado@exemplo.com' });
    expect(email).toBeDisabled();
    expect(password).toBeDisabled();
    expect(submit).toBeDisabled();

    // Another address is not locked: the person can switch.
    await user.click(screen.getByRole('button', { name: 'Entrar com outro e-mail' }));
    expect(email).toBeEnabled();
    expect(email).toHaveValue('');
    expect(screen.queryByText('Acesso Bloqueado')).not.toBeInTheDocument();
  });

  it('says "Falha no Login" on a wrong password, and shows the banner when that failure trips the lock', async () => {
    lockAfterAttempt(15);
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
    locks.set('cliente@exemplo.com', 9);
    await user.click(submit);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Conta Bloqueada Temporariamente',
        'Você excedeu o número de tentativas de login. Tente novamente em 9 minutos.',
      ),
    );
    expect(signInAttempts()).toEqual([]);
  });

  it("maps the server's lock refusal to the lock toast", async () => {
    lockAfterAttempt(14);
    fake.auth.failNext('signInWithPassword', {
      name: 'AuthApiError',
      status: 400,
      code: 'too_many_attempts',
      message: 'Account locked. Try again in 14 minutes',
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
    fake.auth.failNext('signInWithPassword', new TypeError('boom'));
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
      expect(signInAttempts()).toEqual([]);
      expect(submit).toBeEnabled();
    });

    it('says so when the request fails on the way, not "Falha no Login"', async () => {
      const { email, password, submit, user } = setup();
      await user.type(email, 'cliente@exemplo.com');
      await user.type(password, 'Certa#2026');
      // The connection drops without the browser noticing: the lock check and the sign-in both fail on the way.
      fake.offline = true;
      await user.click(submit);
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(...OFFLINE));
      expect(signInAttempts()).toHaveLength(1);
      expect(notify.error).not.toHaveBeenCalledWith('Falha no Login', expect.anything());
    });

    it('says so when fetch itself throws (a sign-in through an Edge Function)', async () => {
      fake.auth.failNext('signInWithPassword', new TypeError('Failed to fetch'));
      const { email, password, submit, user } = setup();
      await user.type(email, 'cliente@exemplo.com');
      await user.type(password, 'Certa#2026');
      await user.click(submit);
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(...OFFLINE));
      expect(notify.error).not.toHaveBeenCalledWith('Erro Inesperado', expect.anything());
    });
  });

  it('signs in, says "Login bem-sucedido!" and hands over the profile', async () => {
    const profile = makeProfile({ id: 'u1', email: 'cliente@exemplo.com', role: 'customer', must_change_password: false });
    fake.seed('profiles', [profile]);
    const { email, password, submit, onSignedIn, user } = setup();
    await user.type(email, ' Cliente@Exemplo.com ');
    await user.type(password, 'Certa#2026');
    await user.click(submit);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signInAttempts().map((call) => call.args)).toEqual([{ email: 'Cliente@Exemplo.com', password: 'Certa#2026' }]);
    expect(notify.success).toHaveBeenCalledWith('Login bem-sucedido!');
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ ok: true, isAdmin: false, profile });
    expect(fake.auth.session?.user.id).toBe('u1');
  });
});
