import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase } from '../../testing/fake-supabase';
import { render, screen } from '../../testing/render';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));

const { default: LoginPage } = await import('./login.page');
const { resetSessionStore } = await import('./session-store');
const { ADMIN_SIGNED_OUT_STATE } = await import('./domain/redirects');

describe('Acessar Conta', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installFakeSupabase();
    resetSessionStore();
  });

  it("after an admin's Sair, says the admin session ended and links to the panel's login", async () => {
    render(<LoginPage />, { path: '/log-in', route: { pathname: '/log-in', state: ADMIN_SIGNED_OUT_STATE } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeInTheDocument();
    const notice = screen.getByTestId('admin-signed-out');
    expect(notice).toHaveTextContent('Sessão de administrador encerrada');
    expect(notice).toHaveTextContent('Você saiu do Painel do Administrador.');
    expect(screen.getByRole('link', { name: 'Entrar no painel' })).toHaveAttribute('href', '/painel');
    // The customers' form stays, for a person who is also a customer.
    expect(screen.getByRole('form', { name: 'Entrar na conta' })).toBeInTheDocument();
  });

  it('says nothing of the panel to a person who opened it on their own', async () => {
    render(<LoginPage />, { path: '/log-in' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-signed-out')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar no painel' })).not.toBeInTheDocument();
  });
});
