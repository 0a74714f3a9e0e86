import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import type * as RemoteSync from '../../lib/content-sync/remote-sync';
import IndicouGanhouPage from './indicou-ganhou.page';
import PromocoesPage from './promocoes.page';
import { render, screen, within } from '../../testing/render';
import { todayInBrasilia } from '../../utils/calendar/dates';

// The real offline copy (IndexedDB, fake-indexeddb) and the real hook; only the download is faked.
const cache = vi.hoisted(() => ({
  // What each table's copy holds before the page opens; a table not listed was never downloaded.
  rows: {} as Record<string, Record<string, unknown>[] | undefined>,
  syncedAt: '2026-11-24T10:05:00Z',
  // How many rows this visit's refresh stored (null: it kept the copy). By default, none new.
  refresh: (): Promise<number | null> => Promise.resolve(0),
}));

vi.mock('../../lib/content-sync/remote-sync', async (original) => ({
  ...(await original<typeof RemoteSync>()),
  refreshTable: () => cache.refresh(),
}));

/** Saves the rows of `cache.rows` as a downloaded copy, as remote-sync.ts does. */
async function saveCopies(): Promise<void> {
  for (const [table, rows = []] of Object.entries(cache.rows)) {
    await db.remoteRows.bulkPut(rows.map((row) => ({ table, id: String(row.id), updatedAt: '', row })));
    await db.meta.put({ key: `sync:${table}`, value: cache.syncedAt });
  }
}

const today = todayInBrasilia();

beforeEach(async () => {
  cache.rows = {};
  cache.refresh = () => Promise.resolve(0);
  await db.remoteRows.clear();
  await db.meta.clear();
});

describe('Promoções', () => {
  it('shows the active promotions with their highlight and period', async () => {
    cache.rows.monthly_promotions = [
      { id: '1', title: 'Mês da Sorte em Dobro', description: 'Indique e ganhe.', month: today.slice(0, 8) + '01', starts_on: today, ends_on: today, active: true, highlight: 'Bônus em dobro' },
      { id: '2', title: 'Quinta do Bicho Premiada', description: 'Encerrada.', month: '2020-01-01', starts_on: '2020-01-01', ends_on: '2020-01-31', active: false, highlight: null },
    ];
    await saveCopies();
    render(<PromocoesPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mês da Sorte em Dobro' })).toBeInTheDocument();
    expect(screen.getByText('Bônus em dobro')).toBeInTheDocument();
    expect(screen.getAllByTestId('promotion')).toHaveLength(1);
    expect(screen.queryByText('Quinta do Bicho Premiada')).not.toBeInTheDocument();
    expect(document.title).toBe('Promoções | Sonho & Sorte');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links each card\'s "Consulte as regras" to the rules section of the page', async () => {
    cache.rows.monthly_promotions = [
      { id: '1', title: 'Mês da Sorte em Dobro', description: 'Indique e ganhe.', month: today.slice(0, 8) + '01', starts_on: today, ends_on: today, active: true, highlight: null },
    ];
    await saveCopies();
    render(<PromocoesPage />);
    const card = await screen.findByTestId('promotion');
    const link = within(card).getByRole('link', { name: 'Consulte as regras' });
    const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
    expect(target).toHaveTextContent('Regras das promoções');
    expect(screen.getByRole('region', { name: 'Regras das promoções' })).toHaveTextContent('Só para maiores de 18 anos.');
  });

  it('shows the empty state once the refresh has finished with nothing active', async () => {
    cache.rows.monthly_promotions = [];
    await saveCopies();
    render(<PromocoesPage />);
    expect(await screen.findByTestId('promotions-empty')).toHaveTextContent('Nenhuma promoção ativa no momento.');
  });

  it('keeps loading, not empty, while the first refresh is still on its way', async () => {
    cache.refresh = () => new Promise(() => undefined);
    await saveCopies();
    render(<PromocoesPage />);
    expect(screen.getByLabelText('Carregando promoções')).toBeInTheDocument();
    expect(screen.queryByTestId('promotions-empty')).not.toBeInTheDocument();
  });

  it('keeps loading, not empty, while the rows the refresh stored are on their way to the page', async () => {
    cache.refresh = () => Promise.resolve(1);
    await saveCopies();
    render(<PromocoesPage />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Carregando promoções')).toBeInTheDocument();
    expect(screen.queryByTestId('promotions-empty')).not.toBeInTheDocument();
  });

  it('says it never downloaded them, not that none is active, when the refresh fails with no copy (offline)', async () => {
    cache.refresh = () => Promise.resolve(null);
    await saveCopies();
    render(<PromocoesPage />);
    expect(await screen.findByTestId('not-downloaded')).toHaveTextContent('Ainda não baixamos as promoções do mês. Conecte-se uma vez para ver.');
    expect(screen.queryByTestId('promotions-empty')).not.toBeInTheDocument();
  });

  it('shows the saved copy with the time it was downloaded when the refresh fails (offline)', async () => {
    cache.rows.monthly_promotions = [
      { id: '1', title: 'Mês da Sorte em Dobro', description: 'Indique e ganhe.', month: today.slice(0, 8) + '01', starts_on: today, ends_on: today, active: true, highlight: null },
    ];
    cache.syncedAt = new Date(Date.now() - 60_000).toISOString();
    cache.refresh = () => Promise.resolve(null);
    await saveCopies();
    render(<PromocoesPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mês da Sorte em Dobro' })).toBeInTheDocument();
    expect(screen.getByTestId('saved-copy-time')).toHaveTextContent(/^Atualizado (às \d\d:\d\d|em \d\d\/\d\d às \d\d:\d\d)/);
  });

  it('says nothing of a saved copy while online and freshly downloaded', async () => {
    cache.rows.monthly_promotions = [];
    await saveCopies();
    render(<PromocoesPage />);
    expect(await screen.findByTestId('promotions-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('saved-copy-time')).not.toBeInTheDocument();
  });
});

describe('Indicou, Ganhou', () => {
  it('explains the referral steps and lists the active welcome bonuses in pt-BR money', async () => {
    cache.rows.welcome_bonuses = [
      { id: 'a', title: 'Bônus de Boas-Vindas', description: '50% sobre o primeiro depósito.', percentage: 50, max_amount: 200, min_deposit: 20, terms: 'Válido uma vez por pessoa.', active: true },
      { id: 'b', title: 'Bônus de Lançamento', description: 'Antigo.', percentage: 100, max_amount: 100, min_deposit: 10, terms: '', active: false },
    ];
    await saveCopies();
    render(<IndicouGanhouPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    const cards = await screen.findAllByTestId('welcome-bonus');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Bônus de até R$ 200,00');
    expect(cards[0]).toHaveTextContent('Depósito mínimo de R$ 20,00');
    expect(cards[0]).toHaveTextContent('Válido uma vez por pessoa.');
    expect(screen.queryByText('Bônus de Lançamento')).not.toBeInTheDocument();
    expect(document.title).toBe('Indicou, Ganhou | Sonho & Sorte');
  });

  it('says so when no welcome bonus is active', async () => {
    cache.rows.welcome_bonuses = [];
    await saveCopies();
    render(<IndicouGanhouPage />);
    expect(await screen.findByTestId('welcome-bonuses-empty')).toHaveTextContent('Nenhum bônus de boas-vindas ativo no momento.');
  });

  it('says it never downloaded the bonuses when offline on a first visit, and still explains the steps', async () => {
    cache.refresh = () => Promise.resolve(null);
    render(<IndicouGanhouPage />);
    expect(await screen.findByTestId('not-downloaded')).toHaveTextContent('Ainda não baixamos os bônus de boas-vindas. Conecte-se uma vez para ver.');
    expect(screen.queryByTestId('welcome-bonuses-empty')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeInTheDocument();
  });

  it('links to the external sign-up page in a new tab', async () => {
    cache.rows.welcome_bonuses = [];
    await saveCopies();
    render(<IndicouGanhouPage />);
    const link = screen.getByRole('link', { name: 'Cadastre-se no site parceiro' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/ref1=.*ref2=/);
  });
});
