import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor } from '../../testing/render';
import { signInAs } from '../../testing/session';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('../../components/toasts/notify', () => ({ notify }));

const { default: ChangePasswordPage } = await import('./change-password.page');
const { resetSessionStore, useSession } = await import('./session-store');

let fake: FakeSupabase;
const passwordUpdates = () => fake.authCalls.filter((call) => call.method === 'updateUser');

function signedIn(role: 'customer' | 'admin', mustChange = true) {
  signInAs({ id: 'u1', email: 'u1@exemplo.com', full_name: null, role, must_change_password: mustChange, password_changed_at: null });
}

function setup(state?: unknown) {
  render(<ChangePasswordPage />, { path: '/change-password', route: { pathname: '/change-password', state } });
  return {
    user: userEvent.setup(),
    newPassword: screen.getByLabelText(/^Nova Senha/),
    confirm: screen.getByLabelText(/^Confirmar Nova Senha/),
  };
}

describe('change-password page', () => {
  beforeEach(() => {
    fake = installFakeSupabase();
    Object.values(notify).forEach((fn) => fn.mockReset());
    resetSessionStore();
    signedIn('admin');
  });

  it('shows the title, subtitle and the first-access box', () => {
    setup({ reason: 'first-access' });
    expect(screen.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeInTheDocument();
    expect(screen.getByText('Crie uma nova senha para sua conta.')).toBeInTheDocument();
    expect(screen.getByText('Ação Necessária')).toBeInTheDocument();
    expect(screen.getByText('Este é seu primeiro acesso. Por segurança, você precisa criar uma nova senha.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Nova Senha' })).toBeInTheDocument();
  });

  it('shows the expired text when the navigation reason is expired', () => {
    setup({ reason: 'expired' });
    expect(screen.getByText('Sua senha expirou. Por favor, crie uma nova para continuar.')).toBeInTheDocument();
  });

  it('falls back to the first-access text without a reason', () => {
    signedIn('customer', false);
    setup(undefined);
    expect(screen.getByText(/Este é seu primeiro acesso/)).toBeInTheDocument();
  });

  it('takes the reason from the profile when the navigation has none', () => {
    useSession.setState((state) => ({
      profile: state.profile && { ...state.profile, must_change_password: false, password_changed_at: '2000-01-01T00:00:00Z' },
    }));
    setup(undefined);
    expect(screen.getByText('Sua senha expirou. Por favor, crie uma nova para continuar.')).toBeInTheDocument();
  });

  it('has no box when the person chose to change the password', () => {
    signedIn('customer', false);
    setup({ voluntary: true });
    expect(screen.queryByText('Ação Necessária')).not.toBeInTheDocument();
  });

  it('checks length and confirmation before calling the server', async () => {
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'curta');
    await user.type(confirm, 'outra');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    expect(await screen.findByText('A senha deve ter no mínimo 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument();
    // The mismatch is reported at the confirm field.
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining('As senhas não coincidem.'));
    expect(passwordUpdates()).toEqual([]);
  });

  it('changes the password, marks it, says so and goes to /teste for an admin', async () => {
    // The server answers after the test has looked at the busy button.
    const release = fake.pause();
    // What the database's trigger does when the password changes: the flag goes down.
    fake.seed('profiles', [{ ...useSession.getState().profile, must_change_password: false }]);
    const { user, newPassword, confirm } = setup({ reason: 'first-access' });
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    const busy = await screen.findByRole('button', { name: 'Salvando...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByTestId('where')).toHaveTextContent('/teste');
    expect(passwordUpdates().map((call) => call.args)).toEqual([{ password: 'Nova#Senha2026' }]);
    // The flag is cleared by the database when the password changes; no call can clear it.
    expect(fake.calls.filter((call) => call.operation !== 'select')).toEqual([]);
    expect(notify.success).toHaveBeenCalledWith('Senha alterada com sucesso!');
    // The guards now see the new state: no second trip to this screen.
    expect(useSession.getState().profile?.must_change_password).toBe(false);
  });

  it('sends a customer to /meu-perfil after the change', async () => {
    signedIn('customer');
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/meu-perfil');
  });

  it("shows the server's message and keeps what was typed", async () => {
    fake.auth.failNext('updateUser', { name: 'AuthApiError', status: 401, message: 'Session expired' });
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Falha ao alterar senha', 'Session expired'));
    expect(newPassword).toHaveValue('Nova#Senha2026');
    expect(confirm).toHaveValue('Nova#Senha2026');
    expect(screen.getByRole('button', { name: 'Salvar Nova Senha' })).toBeEnabled();
  });

  it("says 'Ocorreu um erro.' when the server gives no message", async () => {
    fake.auth.failNext('updateUser', { name: 'AuthApiError', status: 500, message: '' });
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Falha ao alterar senha', 'Ocorreu um erro.'));
  });

  it("refuses without a session: 'Usuário não autenticado.'", async () => {
    // The session ended elsewhere (another tab signed out) while the screen stayed open.
    fake.auth.session = null;
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Falha ao alterar senha', 'Usuário não autenticado.'));
    expect(passwordUpdates()).toEqual([]);
  });

  it("says 'Erro inesperado' when something throws", async () => {
    fake.auth.failNext('updateUser', new TypeError('boom'));
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Erro inesperado', 'Ocorreu um erro. Tente novamente.'));
    expect(newPassword).toHaveValue('Nova#Senha2026');
  });
});
