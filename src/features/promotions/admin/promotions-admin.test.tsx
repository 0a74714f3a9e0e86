import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../../testing/render';

vi.mock('../../../lib/supabase', () => import('../../../testing/fake-supabase'));

const { db } = await import('../../../lib/db');
const { outbox } = await import('../../../lib/outbox/outbox');
const { default: MonthlyPromotionsPage } = await import('./monthly-promotions.page');
const { default: WelcomeBonusPage } = await import('./welcome-bonus.page');

const PROMOTION = {
  id: 'p1',
  title: 'Semana da Sorte',
  description: 'Palpites extras.',
  month: '2026-03-01',
  starts_on: '2026-03-02',
  ends_on: '2026-03-08',
  highlight: 'Novidade',
  active: true,
  updated_at: '2026-03-01T10:00:00.000001+00:00',
};
const BONUS = {
  id: 'b1',
  title: 'Bônus de estreia',
  description: '',
  percentage: '100',
  max_amount: '200.00',
  min_deposit: null,
  terms: '',
  active: false,
  updated_at: '2026-03-01T10:00:00.000001+00:00',
};

let fake: FakeSupabase;
beforeEach(async () => {
  fake = installFakeSupabase().seed('monthly_promotions', [PROMOTION]).seed('welcome_bonuses', [BONUS]);
  fake.failNext('rpc:apply_admin_edit', ...Array.from({ length: 20 }, () => ({ kind: 'hang' }) as const));
  notifications.clean();
  await db.outbox.clear();
  await db.remoteRows.clear();
});
afterEach(() => outbox.stop());

const queued = async () => (await db.outbox.toArray()).map((e) => e.payload as Record<string, unknown>);

describe('monthly promotions screen', { timeout: 20_000 }, () => {
  it('lists a promotion with its state, highlight, month and period', async () => {
    render(<MonthlyPromotionsPage />, { route: '/painel/monthly-promotions' });
    const row = await screen.findByTestId('promotion-row');
    expect(row).toHaveTextContent('Semana da Sorte');
    expect(row).toHaveTextContent('Ativa');
    expect(row).toHaveTextContent('Novidade');
    expect(row).toHaveTextContent(/março de 2026/i);
  });

  it('refuses an end before the start, then queues the promotion with its month as a date', async () => {
    const user = userEvent.setup();
    render(<MonthlyPromotionsPage />, { route: '/painel/monthly-promotions' });
    const form = screen.getByRole('form', { name: 'Formulário de promoção' });
    await user.type(within(form).getByRole('textbox', { name: 'Título' }), 'Feriado');
    await user.type(within(form).getByLabelText('Início'), '2026-04-10');
    await user.type(within(form).getByLabelText('Fim'), '2026-04-01');
    await user.click(within(form).getByRole('button', { name: 'Criar promoção' }));
    expect(await within(form).findByText('O fim vem depois do início.')).toBeInTheDocument();
    expect(await queued()).toEqual([]);

    await user.clear(within(form).getByLabelText('Fim'));
    await user.click(within(form).getByRole('button', { name: 'Criar promoção' }));
    expect(await screen.findByText('Promoção criada')).toBeInTheDocument();
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    const [edit] = await queued();
    expect(edit).toMatchObject({ table: 'monthly_promotions', op: 'upsert', label: 'Promoção "Feriado"', values: { title: 'Feriado', starts_on: '2026-04-10', ends_on: null, highlight: null, active: true } });
    expect((edit!.values as { month: string }).month).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('previews the draft, and says visitors will not see an inactive one', async () => {
    const user = userEvent.setup();
    render(<MonthlyPromotionsPage />, { route: '/painel/monthly-promotions' });
    expect(screen.getByTestId('promotion-preview')).toHaveTextContent('Título da promoção');
    await user.click(screen.getByRole('switch', { name: 'Ativa (visível para os visitantes)' }));
    expect(screen.getByText('Inativa: os visitantes não verão esta promoção.')).toBeInTheDocument();
  });
});

describe('welcome bonus screen', { timeout: 20_000 }, () => {
  it('lists a bonus with its facts in pt-BR money, and activates it', async () => {
    const user = userEvent.setup();
    render(<WelcomeBonusPage />, { route: '/painel/welcome-bonus' });
    const row = await screen.findByTestId('bonus-row');
    expect(row).toHaveTextContent('Inativo');
    expect(row).toHaveTextContent('R$ 200,00');
    await user.click(within(row).getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Bônus ativado')).toBeInTheDocument();
    expect((await queued())[0]).toMatchObject({ id: 'b1', baseUpdatedAt: BONUS.updated_at, values: { active: true }, label: 'Bônus "Bônus de estreia"' });
  });

  it('wants a title that is more than spaces, then queues the bonus with its numbers', async () => {
    const user = userEvent.setup();
    render(<WelcomeBonusPage />, { route: '/painel/welcome-bonus' });
    const form = screen.getByRole('form', { name: 'Formulário de bônus' });
    const title = within(form).getByRole('textbox', { name: 'Título' });
    await user.type(title, '   ');
    await user.click(within(form).getByRole('button', { name: 'Criar bônus' }));
    expect(await within(form).findByText('Informe o título.')).toBeInTheDocument();
    expect(await queued()).toEqual([]);
    await user.clear(title);
    await user.type(title, 'Dobro');
    await user.type(within(form).getByRole('textbox', { name: 'Percentual' }), '100');
    expect(screen.getByTestId('bonus-preview')).toHaveTextContent('100% sobre o primeiro depósito');
    await user.click(within(form).getByRole('button', { name: 'Criar bônus' }));
    expect(await screen.findByText('Bônus criado')).toBeInTheDocument();
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    expect((await queued())[0]).toMatchObject({ table: 'welcome_bonuses', values: { title: 'Dobro', percentage: 100, max_amount: null, active: true } });
  });
});
