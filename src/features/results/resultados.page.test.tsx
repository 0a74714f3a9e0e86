import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatLongDate, todayInBrasilia } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/pt-br/case';
import { cachedTable as cached, resetCachedTable } from '../../testing/fake-remote-cache';
import { db, storeDrawIndex } from '../../lib/db';
import { FollowProvider } from '../../components/follow-slot';
import { render, screen, waitFor, within } from '../../testing/render';
import ResultadosPage from './resultados.page';

vi.mock('../../lib/content-sync/table-refresh', () => import('../../testing/fake-remote-cache'));

const TODAY = todayInBrasilia();
const YESTERDAY = addDays(TODAY, -1);

const row = (id: string, date: string, label: string, lottery = 'PT Rio', extra: Record<string, unknown> = {}) => ({
  id,
  lottery,
  draw_date: date,
  draw_label: label,
  prizes: ['4735', '0812', '7790', '3346', '1125'],
  ...extra,
});

type Row = ReturnType<typeof row>;

/** The saved copy on this device, as the content worker stores it (the draws and their counts); `syncedAt`: when it was downloaded. */
async function save(rows: Row[], syncedAt: string | null = null): Promise<void> {
  await db.transaction('rw', db.remoteRows, db.meta, async () => {
    await db.remoteRows.clear();
    await db.meta.clear();
    await db.remoteRows.bulkPut(rows.map((r) => ({ table: 'draw_results', id: r.id, updatedAt: '', row: r })));
    await storeDrawIndex();
    if (syncedAt) await db.meta.put({ key: 'sync:draw_results', value: syncedAt });
  });
}

beforeEach(async () => {
  resetCachedTable();
  await save([
    row('r1', TODAY, 'PTM 11:20', 'PT Rio', { prizes: ['4735', '0812', '7790', '3346', '1125', '7788', '830'] }),
    row('r2', TODAY, 'Look 09:20', 'Look'),
    row('r3', YESTERDAY, 'PT 14:20'),
    row('r4', YESTERDAY, 'Nacional 10:00', 'Nacional', { demo: true, prizes: ['4735', '0812', '7790', '3346', '1125', '1111', '2222', '3333', '4444', '5555'] }),
  ]);
});

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const cards = () => screen.queryAllByTestId('draw-result').map((c) => c.getAttribute('data-id'));
/** Waits for the cards IndexedDB's answer draws: the page reads the saved index, then the day shown. */
const expectCards = (ids: string[]) => waitFor(() => expect(cards()).toEqual(ids));

// Generous timeout: rendering and clicks run slowly on a shared two-core machine.
describe('Resultados', { timeout: 20_000 }, () => {
  it("opens on today's draws of every lottery, each prize with milhar, group and animal", async () => {
    render(<ResultadosPage />, { route: '/resultados' });
    expect(await screen.findByRole('heading', { level: 2, name: capitalise(formatLongDate(TODAY)) })).toBeInTheDocument();
    await expectCards(['r2', 'r1']);
    // Yesterday's Nacional is a demo row: the saved results (the day strip's counts, the frequencies) include it.
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('não são resultados reais');
    const table = screen.getByRole('table', { name: 'PTM 11:20' });
    const first = within(table).getByRole('row', { name: /^1º/ });
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4735', '09', '🐍 Cobra']);
    // The 7º published as a centena.
    expect(within(within(table).getByRole('row', { name: /^7º/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['830', '08', '🐪 Camelo']);
    expect(screen.getByRole('button', { name: /^hoje/i, pressed: true })).toBeInTheDocument();
  });

  it('filters by lottery and picks another day from the strip; ten prizes are listed', async () => {
    const user = userEvent.setup();
    render(<ResultadosPage />, { route: '/resultados' });
    await user.selectOptions(await screen.findByLabelText('Loteria'), 'Nacional');
    // Nothing from Nacional today: its latest day opens.
    await expectCards(['r4']);
    await user.click(screen.getByRole('button', { name: `hoje ${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}, ${formatLongDate(TODAY)}: nenhum resultado` }));
    expect(await screen.findByTestId('results-none')).toHaveTextContent('Nenhum resultado de Nacional salvo para hoje.');
    await user.click(screen.getByRole('button', { name: `ontem ${YESTERDAY.slice(8, 10)}/${YESTERDAY.slice(5, 7)}, ${formatLongDate(YESTERDAY)}: 1 resultado` }));
    await expectCards(['r4']);
    const table = screen.getByRole('table', { name: /Nacional 10:00/ });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('demonstração')).toBeInTheDocument();
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('não são resultados reais');
  });

  it('links each result to the bet checker, and offers copy and share', async () => {
    render(<ResultadosPage />, { route: '/resultados' });
    const what = `PT Rio, PTM 11:20, ${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}/${TODAY.slice(0, 4)}`;
    expect(await screen.findByRole('link', { name: `Conferir aposta: ${what}` })).toHaveAttribute('href', '/conferir-aposta?resultado=r1');
    expect(screen.getByRole('button', { name: `Copiar resultado: ${what}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Compartilhar resultado: ${what}` })).toBeInTheDocument();
  });

  it('opens a shared draw: its day and lottery, the draw marked, the page titled after it', async () => {
    render(<ResultadosPage />, { route: `/resultados?loteria=PT%20Rio&data=${YESTERDAY}&sorteio=r3` });
    await expectCards(['r3']);
    expect(screen.getByTestId('draw-result')).toHaveAttribute('data-shared', 'true');
    const day = `${YESTERDAY.slice(8, 10)}/${YESTERDAY.slice(5, 7)}/${YESTERDAY.slice(0, 4)}`;
    await waitFor(() => expect(document.title).toBe(`Resultado PT Rio · PT 14:20 de ${day} | Sonho & Sorte`));
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('1º 4735 (Cobra), 2º 0812 (Burro), 3º 7790 (Urso), 4º 3346 (Elefante), 5º 1125 (Carneiro).');
  });

  it('says when a shared draw is not kept on this device', async () => {
    render(<ResultadosPage />, { route: '/resultados?sorteio=gone' });
    expect(await screen.findByTestId('shared-draw-missing')).toHaveTextContent('não está salvo neste aparelho');
  });

  it('reads the date and lottery from the address', async () => {
    render(<ResultadosPage />, { route: `/resultados?loteria=PT%20Rio&data=${YESTERDAY}` });
    await expectCards(['r3']);
  });

  it('falls back to the latest day with draws when today has none', async () => {
    await save([row('older', addDays(TODAY, -5), 'PT 14:20'), row('old', addDays(TODAY, -3), 'PT 14:20')]);
    render(<ResultadosPage />, { route: '/resultados' });
    await expectCards(['old']);
  });

  it('counts how often each animal came out, saying the past does not change the next draw', async () => {
    render(<ResultadosPage />, { route: '/resultados?loteria=PT%20Rio' });
    const panel = await screen.findByTestId('frequency');
    expect(within(panel).getByTestId('independence-note')).toHaveTextContent('Cada sorteio é independente');
    expect(within(panel).getByTestId('independence-note')).toHaveTextContent('não está “atrasado”');
    await waitFor(() => expect(within(panel).getAllByTestId('frequency-row')).toHaveLength(25));
    // Two PT Rio draws, 1º to 5º each: Cobra (4735) twice.
    const cobra = within(panel).getByRole('row', { name: /09 Cobra/ });
    expect(within(cobra).getAllByRole('cell')[0]).toHaveTextContent('2');
  });

  it("draws a busy day's cards a few at a time: a phone's first screen at once, the rest and the frequencies after", async () => {
    await save(['09:20', '11:20', '14:20', '16:20', '18:20', '21:20'].map((time, i) => row(`t${i}`, TODAY, `PT ${time}`)));
    render(<ResultadosPage />, { route: '/resultados' });
    // The latest two first (one short task on a phone); the frequencies wait below the day's cards.
    await waitFor(() => expect(cards().slice(0, 2)).toEqual(['t5', 't4']));
    expect(screen.queryByTestId('frequency')).not.toBeInTheDocument();
    await waitFor(() => expect(cards()).toEqual(['t5', 't4', 't3', 't2', 't1', 't0']));
    expect(await screen.findByTestId('frequency')).toBeInTheDocument();
  });

  describe('with an IntersectionObserver that the reader never brings near', () => {
    beforeEach(async () => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      const lotteries = ['Bahia', 'Federal', 'PT Rio'];
      await save(lotteries.flatMap((lottery, l) => ['10:00', '14:00'].map((time, i) => row(`c${l * 2 + i}`, TODAY, `${lottery} ${time}`, lottery))));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('draws the first screen, and "Mostrar mais" draws the rest with the focus on the first new card', async () => {
      render(<ResultadosPage />, { route: '/resultados' });
      await expectCards(['c1', 'c0']);
      expect(screen.queryByRole('heading', { level: 3, name: 'PT Rio' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('frequency')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais 4 resultados' }));
      await waitFor(() => expect(cards()).toHaveLength(6));
      expect(screen.getAllByTestId('draw-result')[2]).toHaveFocus();
      expect(screen.queryByRole('button', { name: /^Mostrar mais/ })).not.toBeInTheDocument();
      // Every saved draw is read then, to count the animals.
      expect(await screen.findByTestId('frequency')).toBeInTheDocument();
    });

    it('draws a shared draw at once with the cards above it, lottery by lottery, though the filter shows them all', async () => {
      // PT Rio 14:00: fifth in the page's order (Bahia's two, Federal's two, then PT Rio's latest first).
      render(<ResultadosPage />, { route: `/resultados?data=${TODAY}&sorteio=c5` });
      await expectCards(['c1', 'c0', 'c3', 'c2', 'c5']);
      expect(screen.getByRole('button', { name: 'Mostrar mais 1 resultado' })).toBeInTheDocument();
    });
  });

  it('has a loading state while IndexedDB answers, and an empty state when the download saved nothing', async () => {
    await save([], new Date().toISOString());
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByLabelText('Carregando resultados')).toBeInTheDocument();
    expect(await screen.findByTestId('results-empty')).toHaveTextContent('Nenhum resultado por aqui ainda');
  });

  it('says the results were never downloaded instead of claiming there are none', async () => {
    await save([]);
    cached.never = true;
    render(<ResultadosPage />, { route: '/resultados' });
    expect(await screen.findByTestId('not-downloaded')).toHaveTextContent('Ainda não baixamos os resultados. Conecte-se uma vez para ver.');
    expect(screen.queryByTestId('results-empty')).not.toBeInTheDocument();
  });

  it('offline before any download says one thing: nothing downloaded yet, not also "showing the saved results"', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await save([]);
    cached.never = true;
    render(<ResultadosPage />, { route: '/resultados' });
    await screen.findByTestId('not-downloaded');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Ainda não baixamos os resultados. Conecte-se uma vez para ver.']);
    expect(screen.queryByText('Sem internet')).not.toBeInTheDocument();
    expect(screen.queryByText(/Mostrando os resultados salvos/)).not.toBeInTheDocument();
  });

  it('says when the copy was refreshed and that it is the saved copy when offline', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await save([row('r1', TODAY, 'PTM 11:20'), row('r2', TODAY, 'Look 09:20', 'Look')], new Date().toISOString());
    render(<ResultadosPage />, { route: '/resultados' });
    expect(await screen.findByText('Sem internet')).toBeInTheDocument();
    expect(screen.getByTestId('results-synced')).toHaveTextContent(/^Atualizado às \d{2}:\d{2}\.$/);
    await expectCards(['r2', 'r1']);
  });

  it("offers each lottery's \"Seguir\" beside its name, and the chosen lottery's beside the filter, any day", async () => {
    const user = userEvent.setup();
    render(
      <FollowProvider value={({ topic, label }) => <button type="button">{`Seguir ${label} (${topic})`}</button>}>
        <ResultadosPage />
      </FollowProvider>,
      { route: '/resultados' },
    );
    const follows = () => screen.queryAllByRole('button', { name: /^Seguir/ }).map((b) => b.textContent);
    await waitFor(() => expect(follows()).toEqual(['Seguir Look (Look)', 'Seguir PT Rio (PT Rio)']));
    await user.selectOptions(screen.getByLabelText('Loteria'), 'Nacional');
    await user.click(await screen.findByRole('button', { name: `hoje ${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}, ${formatLongDate(TODAY)}: nenhum resultado` }));
    // No draw of Nacional today: it can still be followed, from beside the filter.
    await waitFor(() => expect(follows()).toEqual(['Seguir Nacional (Nacional)']));
  });
});
