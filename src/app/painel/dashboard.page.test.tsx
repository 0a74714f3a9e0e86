import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInBrasilia } from '../../utils/calendar/dates';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../testing/render';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
const { db } = await import('../../lib/db');
const { outbox } = await import('../../lib/outbox/outbox');
const { default: DashboardPage } = await import('./dashboard.page');

const today = todayInBrasilia();
const stamp = (i: number) => `2026-03-01T10:${String(i).padStart(2, '0')}:00+00:00`;
const LEADS = Array.from({ length: 30 }, (_, k) => {
  const i = k + 1;
  return {
    id: `lead-${String(i).padStart(2, '0')}`,
    customer_name: `Cliente ${i}`,
    customer_whatsapp: '21987654321',
    initial_message: `Mensagem ${i}`,
    status: i <= 27 ? 'new' : 'contacted',
    created_at: stamp(i),
    updated_at: stamp(i),
  };
});

let fake: FakeSupabase;
beforeEach(async () => {
  fake = installFakeSupabase()
    .seed('suporte_clientes', LEADS)
    .seed('feedbacks', [
      { id: 'f1', rating: 4, message: 'Gostei do livro dos sonhos', read: false, created_at: stamp(1), updated_at: stamp(1) },
      { id: 'f2', rating: 2, message: 'Já lido', read: true, created_at: stamp(2), updated_at: stamp(2) },
    ])
    .seed('admin_access_logs', [
      // Brasília's offset, as the bound sent: the fake compares timestamps as text.
      { id: 'a1', username_attempt: 'intruso@example.com', status: 'failed', created_at: `${today}T12:00:00-03:00` },
      { id: 'a2', username_attempt: 'ontem@example.com', status: 'failed', created_at: '2020-01-01T12:00:00-03:00' },
    ])
    .seed('dreams', [])
    // The late draws' card (features/results/admin/missing-draws-card.test.tsx): none here.
    .onRpc('missing_draws', () => []);
  // Nothing queued is delivered in these tests.
  fake.failNext('rpc:apply_admin_edit', ...Array.from({ length: 20 }, () => ({ kind: 'hang' }) as const));
  await db.outbox.clear();
});
afterEach(() => outbox.stop());

describe('dashboard', { timeout: 30_000 }, () => {
  it("shows the day's numbers and the latest items", async () => {
    render(<DashboardPage />, { route: '/painel/dashboard' });
    expect(await screen.findByRole('link', { name: 'Leads novos: 27' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feedbacks não lidos: 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falhas de login hoje: 1' })).toBeInTheDocument();
    expect(screen.getByText('Gostei do livro dos sonhos')).toBeInTheDocument();
    expect(screen.getByText(/intruso@example\.com/)).toBeInTheDocument();
    expect(screen.queryByText(/ontem@example\.com/)).not.toBeInTheDocument();
  });

  it('pages and filters the leads, newest first', async () => {
    const user = userEvent.setup();
    render(<DashboardPage />, { route: '/painel/dashboard' });
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(25));
    expect(screen.getAllByTestId('lead-row')[0]).toHaveTextContent('Cliente 30');
    await user.click(screen.getByRole('button', { name: 'Próxima página de leads' }));
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(5));
    expect(screen.getAllByTestId('lead-row')[0]).toHaveTextContent('Cliente 5');

    await user.click(screen.getByRole('radio', { name: 'Contatado' }));
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(3));
    expect(screen.getAllByTestId('lead-row').map((row) => within(row).getByText(/^Cliente/).textContent)).toEqual(['Cliente 30', 'Cliente 29', 'Cliente 28']);
  });

  it('lists leads the database flagged as sent in bulk after all the others, marked; shows the requests refused today (issue 27)', async () => {
    // The column is never null in the database (default false).
    fake.seed('suporte_clientes', [
      ...LEADS.map((lead) => ({ ...lead, bulk_suspect: false })),
      { id: 'lead-99', customer_name: 'Robô', customer_whatsapp: '21900000000', initial_message: 'spam', status: 'new', created_at: stamp(59), updated_at: stamp(59), bulk_suspect: true },
    ]);
    fake.onRpc('admin_refused_requests_today', () => 7);
    const user = userEvent.setup();
    render(<DashboardPage />, { route: '/painel/dashboard' });
    expect(await screen.findByRole('link', { name: 'Envios recusados hoje: 7, leads e opiniões além do limite por endereço' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(25));
    expect(screen.getAllByTestId('lead-row')[0]).toHaveTextContent('Cliente 30');
    expect(screen.queryByTestId('lead-bulk')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página de leads' }));
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(6));
    const last = screen.getAllByTestId('lead-row').at(-1);
    expect(last).toHaveTextContent('Robô');
    expect(last).toHaveTextContent('envio em massa?');
  });

  it("deletes one person's leads and feedback by WhatsApp number, after a confirmation (LGPD)", async () => {
    const asked: unknown[] = [];
    fake.onRpc('admin_forget_whatsapp', (args) => {
      asked.push(args);
      return { leads: 2, feedbacks: 0 };
    });
    const user = userEvent.setup();
    render(<DashboardPage />, { route: '/painel/dashboard' });
    const card = await screen.findByTestId('forget-whatsapp');
    const field = within(card).getByRole('textbox', { name: 'WhatsApp da pessoa' });
    await user.type(field, '2198765');
    await user.click(within(card).getByRole('button', { name: 'Excluir dados' }));
    expect(within(card).getByText('Digite o número com DDD (10 ou 11 dígitos), como foi usado no chat.')).toBeInTheDocument();
    await user.type(field, '4321');
    expect(field).toHaveValue('(21) 98765-4321');
    await user.click(within(card).getByRole('button', { name: 'Excluir dados' }));
    expect(asked).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Sim, excluir' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Excluídos: 2 leads e nenhuma opinião.');
    expect(asked).toEqual([{ p_whatsapp: '21987654321' }]);
  });

  it('says in Portuguese when the server cannot be reached, and shows the numbers once it can', async () => {
    fake.offline = true;
    render(<DashboardPage />, { route: '/painel/dashboard' });
    expect(await screen.findByText('Não foi possível ler os números agora (sem conexão com o servidor).')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível ler os leads agora (sem conexão com o servidor). Eles aparecem quando a conexão voltar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leads novos: —' })).toBeInTheDocument();

    fake.offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('link', { name: 'Leads novos: 27' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(25));
    expect(screen.queryByText(/Não foi possível ler/)).not.toBeInTheDocument();
  });
});
