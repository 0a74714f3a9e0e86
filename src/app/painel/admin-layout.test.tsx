import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase } from '../../testing/fake-supabase';
import { Route, Routes, useLocation } from 'react-router-dom';
import { cameFromAdminSignOut } from '../../features/accounts/domain/redirects';
import { render, screen, waitFor, within } from '../../testing/render';

const signOut = vi.fn(() => Promise.resolve(true));
vi.mock('../../features/accounts/session-store', () => ({ signOut: () => signOut() }));
vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));

const { db } = await import('../../lib/db');
const { outbox } = await import('../../lib/outbox/outbox');
const { ADMIN_NAV } = await import('./admin-nav');
const { default: AdminLayout } = await import('./admin-layout');

/** /log-in as the layout leaves it: whether its history state says an admin signed out. */
function LoginStub() {
  const { state } = useLocation();
  return (
    <>
      <p>Tela de login</p>
      <p data-testid="login-state">{cameFromAdminSignOut(state) ? 'admin session ended' : 'no notice'}</p>
    </>
  );
}

function renderLayout(route = '/painel/feedbacks') {
  return render(
    <Routes>
      <Route path="/painel" element={<AdminLayout />}>
        <Route path="*" element={<p>Conteúdo da tela</p>} />
      </Route>
      <Route path="/log-in" element={<LoginStub />} />
    </Routes>,
    { route },
  );
}

beforeEach(async () => {
  // The server never answers: nothing queued is delivered, which is what these tests read.
  installFakeSupabase().failNext('rpc:apply_admin_edit', ...Array.from({ length: 20 }, () => ({ kind: 'hang' }) as const));
  signOut.mockClear();
  await db.outbox.clear();
});
afterEach(() => outbox.stop());

describe('AdminLayout', () => {
  it('lists every admin screen in the sidebar, and Sair', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Menu do painel' });
    for (const entry of ADMIN_NAV) {
      expect(within(nav).getByRole('link', { name: new RegExp(entry.label) })).toHaveAttribute('href', entry.to);
    }
    expect(ADMIN_NAV.map((e) => e.to.replace('/painel/', ''))).toEqual(
      expect.arrayContaining(['dashboard', 'dream-book', 'lucky-guesses', 'monthly-promotions', 'welcome-bonus', 'results', 'access-monitor', 'feedbacks']),
    );
    expect(within(nav).getByRole('button', { name: /Sair/ })).toBeInTheDocument();
    expect(screen.getByText('Conteúdo da tela')).toBeInTheDocument();
  });

  it("'Sair' signs out and returns to /log-in, telling that page an admin session ended", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: /Sair/ }));
    await waitFor(() => expect(screen.getByText('Tela de login')).toBeInTheDocument());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('login-state')).toHaveTextContent('admin session ended');
  });

  it('stays when signing out fails', async () => {
    signOut.mockResolvedValueOnce(false);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: /Sair/ }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(screen.getByText('Conteúdo da tela')).toBeInTheDocument();
  });

  it('shows pending, failed and conflict counts from the outbox', async () => {
    const base = { kind: 'admin-edit', payload: { table: 'feedbacks', id: 'f', baseUpdatedAt: null, op: 'upsert', values: {} }, attempts: 0, nextAttemptAt: Infinity };
    await db.outbox.bulkAdd([
      { ...base, id: 'a', createdAt: 1, status: 'pending' },
      { ...base, id: 'b', createdAt: 2, status: 'pending' },
      { ...base, id: 'c', createdAt: 3, status: 'failed' },
      { ...base, id: 'd', createdAt: 4, status: 'conflict', conflict: { id: 'f', updated_at: '2026-01-01T00:00:00Z', read: false } },
    ]);
    renderLayout();
    expect(await screen.findByTestId('admin-pending-badge')).toHaveTextContent('2 pendentes');
    expect(screen.getByTestId('admin-failed-badge')).toHaveTextContent('1 falha');
    expect(screen.getByTestId('admin-conflict-badge')).toHaveTextContent('1 conflito');
    await userEvent.click(screen.getByRole('button', { name: /Abrir fila de envio$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Fila de envio' });
    expect(within(drawer).getByText('Conflitos (1)')).toBeInTheDocument();
    expect(within(drawer).getByText('Não enviadas (1)')).toBeInTheDocument();
    expect(within(drawer).getByText('Aguardando envio (2)')).toBeInTheDocument();
  });
});
