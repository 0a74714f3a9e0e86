import { screen, waitFor } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, profileQuery, renderAt, type FakeSupabase } from './auth-test-utils';

let supabase: FakeSupabase;
vi.mock('../../lib/supabase', () => ({ getSupabase: () => Promise.resolve(supabase) }));
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('../../lib/notify', () => ({ notify }));

const { default: ChangePasswordPage } = await import('./change-password.page');
const { resetSessionStore, useSession } = await import('../../lib/session-store');

function signedIn(role: 'customer' | 'admin', mustChange = true) {
  const profile = {
    id: 'u1',
    email: 'u1@exemplo.com',
    full_name: null,
    role,
    must_change_password: mustChange,
    password_changed_at: null,
    last_sign_in_at: null,
  };
  useSession.setState({ status: 'signedIn', user: { id: 'u1' } as User, profile, isAdmin: role === 'admin' });
}

function setup(state?: unknown) {
  renderAt(<ChangePasswordPage />, '/change-password', { pathname: '/change-password', state });
  return {
    user: userEvent.setup(),
    newPassword: screen.getByLabelText(/^Nova Senha/),
    confirm: screen.getByLabelText(/^Confirmar Nova Senha/),
  };
}

describe('change-password page', () => {
  beforeEach(() => {
    supabase = createFakeSupabase();
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
    expect(supabase.auth.updateUser).not.toHaveBeenCalled();
  });

  it('changes the password, marks it, says so and goes to /teste for an admin', async () => {
    let release: () => void = () => {};
    supabase.auth.updateUser.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ data: {}, error: null }))),
    );
    supabase.from.mockReturnValue(profileQuery({ ...useSession.getState().profile, must_change_password: false }));
    const { user, newPassword, confirm } = setup({ reason: 'first-access' });
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    const busy = await screen.findByRole('button', { name: 'Salvando...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByTestId('where')).toHaveTextContent('/teste');
    expect(supabase.auth.updateUser).toHaveBeenCalledWith({ password: 'Nova#Senha2026' });
    // The flag is cleared by the database when the password changes; no call can clear it.
    expect(supabase.rpc).not.toHaveBeenCalledWith('mark_password_changed');
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
    supabase.auth.updateUser.mockResolvedValue({ data: {}, error: { message: 'Session expired' } });
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
    supabase.auth.updateUser.mockResolvedValue({ data: {}, error: { message: '' } });
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Falha ao alterar senha', 'Ocorreu um erro.'));
  });

  it("refuses without a session: 'Usuário não autenticado.'", async () => {
    supabase.auth.getSession.mockResolvedValue({ data: { session: null } });
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Falha ao alterar senha', 'Usuário não autenticado.'));
    expect(supabase.auth.updateUser).not.toHaveBeenCalled();
  });

  it("says 'Erro inesperado' when something throws", async () => {
    supabase.auth.updateUser.mockRejectedValue(new TypeError('boom'));
    const { user, newPassword, confirm } = setup();
    await user.type(newPassword, 'Nova#Senha2026');
    await user.type(confirm, 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Erro inesperado', 'Ocorreu um erro. Tente novamente.'));
    expect(newPassword).toHaveValue('Nova#Senha2026');
  });
});
