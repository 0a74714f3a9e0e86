import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../../testing/render';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

vi.mock('../../../lib/supabase', () => import('../../../testing/fake-supabase'));
const { default: AccessMonitorPage } = await import('./access-monitor.page');

const LOGS = [
  { id: 'l1', username_attempt: 'vitima@example.com', status: 'unlocked', failure_reason: 'Desbloqueado por admin@example.com', ip_address: '0.0.0.0', created_at: '2026-03-01T12:00:00Z', attempt_count: 1 },
  { id: 'l2', username_attempt: 'vitima@example.com', status: 'failed', failure_reason: 'Account locked', ip_address: '0.0.0.0', created_at: '2026-03-01T11:59:00Z', attempt_count: 17 },
];

let fake: FakeSupabase;
beforeEach(() => {
  let locked = [{ identifier: 'vitima@example.com', remaining_minutes: 12 }];
  fake = installFakeSupabase()
    .seed('admin_access_logs', LOGS)
    .onRpc('admin_locked_identifiers', () => locked)
    .onRpc('admin_unlock_identifier', ({ p_identifier }) => {
      locked = locked.filter((l) => l.identifier !== p_identifier);
      return { identifier: p_identifier, locked: false };
    });
});

describe('access monitor', { timeout: 20_000 }, () => {
  it('unlocks a locked identifier through the admin-only function and reloads the list', async () => {
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    const row = await screen.findByTestId('locked-identifier');
    await userEvent.click(within(row).getByRole('button', { name: 'Desbloquear vitima@example.com' }));
    await waitFor(() => expect(screen.queryByTestId('locked-identifier')).not.toBeInTheDocument());
    expect(fake.callsTo('admin_unlock_identifier').map((call) => call.values)).toEqual([{ p_identifier: 'vitima@example.com' }]);
    expect(await screen.findByText('Nenhum identificador bloqueado.')).toBeInTheDocument();
    expect(await screen.findByText('Acesso desbloqueado')).toBeInTheDocument();
  });

  it('says in Portuguese why an unlock failed, and keeps the identifier listed', async () => {
    fake.failNext('rpc:admin_unlock_identifier', { code: '42501', message: 'Only admins can unlock sign-ins' });
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    const row = await screen.findByTestId('locked-identifier');
    await userEvent.click(within(row).getByRole('button', { name: 'Desbloquear vitima@example.com' }));
    expect(await screen.findByText('Não foi possível desbloquear')).toBeInTheDocument();
    expect(screen.getByText('acesso negado: entre de novo como administrador')).toBeInTheDocument();
    expect(screen.getByTestId('locked-identifier')).toHaveTextContent('vitima@example.com');
  });

  it('shows unlock rows and attempts folded into one row', async () => {
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    const rows = await screen.findAllByTestId('access-log-row');
    expect(rows[0]).toHaveTextContent('Desbloqueio');
    expect(rows[1]).toHaveTextContent('Conta bloqueada (muitas tentativas) (17 tentativas)');
    expect(screen.getByRole('status')).toHaveTextContent('2 registros');
  });

  it('says "não registrado" in the IP column when no address was recorded, never the placeholder 0.0.0.0', async () => {
    fake.seed('admin_access_logs', [
      ...LOGS,
      { id: 'l5', username_attempt: 'com_ip@example.com', status: 'success', failure_reason: null, ip_address: '200.150.10.4', created_at: '2026-03-01T11:58:00Z' },
    ]);
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    const rows = await screen.findAllByTestId('access-log-row');
    const ipCells = rows.map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(ipCells).toEqual(['não registrado', 'não registrado', '200.150.10.4']);
    expect(screen.queryByText('0.0.0.0')).not.toBeInTheDocument();
  });

  it('filters by result and by part of the identifier', async () => {
    fake.seed('admin_access_logs', [
      ...LOGS,
      { id: 'l3', username_attempt: 'outra_pessoa@example.com', status: 'failed', failure_reason: 'Invalid login credentials', ip_address: '0.0.0.0', created_at: '2026-03-01T11:00:00Z' },
      { id: 'l4', username_attempt: 'outraXpessoa@example.com', status: 'success', failure_reason: null, ip_address: '0.0.0.0', created_at: '2026-03-01T10:00:00Z' },
    ]);
    const user = userEvent.setup();
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    expect(await screen.findAllByTestId('access-log-row')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: 'Falha' }));
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'Todos' }));
    await user.type(screen.getByRole('textbox', { name: 'Identificador' }), 'OUTRA');
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(2), { timeout: 3000 });
    expect(screen.getAllByTestId('access-log-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('outra_pessoa@example.com'),
      expect.stringContaining('outraXpessoa@example.com'),
    ]);
  });

  it('says when the history cannot be read', async () => {
    fake.offline = true;
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    expect(await screen.findByText('Não foi possível ler o histórico (sem conexão com o servidor).')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível ler os bloqueios (sem conexão com o servidor).')).toBeInTheDocument();
  });
});
