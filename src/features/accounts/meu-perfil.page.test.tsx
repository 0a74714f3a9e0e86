import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor } from '../../testing/render';
import { signInAs } from '../../testing/session';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('../../components/toasts/notify', () => ({ notify }));

const { default: MeuPerfilPage } = await import('./meu-perfil.page');
const { resetSessionStore, useSession } = await import('./session-store');

let fake: FakeSupabase;

function signedIn(role: 'customer' | 'admin') {
  signInAs({ id: 'u1', email: 'cliente@exemplo.com', full_name: 'Maria da Sorte', role, last_sign_in_at: '2026-06-15T12:00:00Z' });
}

describe('Meu Perfil', () => {
  beforeEach(() => {
    fake = installFakeSupabase();
    Object.values(notify).forEach((fn) => fn.mockReset());
    resetSessionStore();
    signedIn('customer');
  });

  it("shows the customer's name, e-mail, last sign-in and a link to change the password", () => {
    render(<MeuPerfilPage />, { path: '/meu-perfil' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Maria da Sorte');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('cliente@exemplo.com');
    expect(screen.getByTestId('profile-last-sign-in')).toHaveTextContent(/de junho de 2026 às/);
    expect(screen.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/change-password');
    expect(screen.queryByRole('link', { name: 'Abrir o painel' })).not.toBeInTheDocument();
  });

  it('offers the panel to an admin', () => {
    signedIn('admin');
    render(<MeuPerfilPage />, { path: '/meu-perfil' });
    expect(screen.getByRole('link', { name: 'Abrir o painel' })).toHaveAttribute('href', '/painel/dashboard');
  });

  it('signs out and goes to /log-in', async () => {
    render(<MeuPerfilPage />, { path: '/meu-perfil' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/log-in');
    expect(useSession.getState().status).toBe('signedOut');
    expect(fake.auth.session).toBeNull();
  });

  it("says 'Sign out Failed' and stays when the sign-out fails", async () => {
    fake.offline = true;
    render(<MeuPerfilPage />, { path: '/meu-perfil' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Sign out Failed', expect.any(String)));
    expect(screen.getByTestId('profile-email')).toBeInTheDocument();
    expect(useSession.getState().status).toBe('signedIn');
    expect(fake.auth.session?.user.id).toBe('u1');
  });
});
