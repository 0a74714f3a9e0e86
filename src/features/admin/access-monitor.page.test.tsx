import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../testing/render';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

let locked = [{ identifier: 'vitima@example.com', remaining_minutes: 12 }];
const logs = [
  { id: 'l1', username_attempt: 'vitima@example.com', status: 'unlocked', failure_reason: 'Desbloqueado por admin@example.com', ip_address: '0.0.0.0', created_at: '2026-03-01T12:00:00Z', attempt_count: 1 },
  { id: 'l2', username_attempt: 'vitima@example.com', status: 'failed', failure_reason: 'Account locked', ip_address: '0.0.0.0', created_at: '2026-03-01T11:59:00Z', attempt_count: 17 },
];
const rpc = vi.fn(async (name: string, args?: Record<string, unknown>) => {
  if (name === 'admin_locked_identifiers') return { data: locked, error: null };
  if (name === 'admin_unlock_identifier') {
    locked = locked.filter((l) => l.identifier !== args?.p_identifier);
    return { data: { identifier: args?.p_identifier, locked: false }, error: null };
  }
  return { data: null, error: { message: 'unexpected' } };
});

vi.mock('../../lib/supabase', () => {
  const query: Record<string, unknown> = {};
  for (const method of ['select', 'order', 'eq', 'ilike', 'gte', 'lt']) query[method] = () => query;
  query.range = () => Promise.resolve({ data: logs, error: null, count: logs.length });
  return { getSupabase: () => Promise.resolve({ from: () => query, rpc }) };
});

const { default: AccessMonitorPage } = await import('./access-monitor.page');

describe('access monitor', { timeout: 20_000 }, () => {
  it('unlocks a locked identifier through the admin-only function and reloads the list', async () => {
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    const row = await screen.findByTestId('locked-identifier');
    await userEvent.click(within(row).getByRole('button', { name: 'Desbloquear vitima@example.com' }));
    expect(rpc).toHaveBeenCalledWith('admin_unlock_identifier', { p_identifier: 'vitima@example.com' });
    await waitFor(() => expect(screen.queryByTestId('locked-identifier')).not.toBeInTheDocument());
    expect(await screen.findByText('Nenhum identificador bloqueado.')).toBeInTheDocument();
  });

  it('shows unlock rows and attempts folded into one row', async () => {
    render(<AccessMonitorPage />, { route: '/painel/access-monitor' });
    const rows = await screen.findAllByTestId('access-log-row');
    expect(rows[0]).toHaveTextContent('Desbloqueio');
    expect(rows[1]).toHaveTextContent('Conta bloqueada (muitas tentativas) (17 tentativas)');
  });
});
