import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatLongDate, todayInBrasilia } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/format/pt-br';
import { cachedTable as cached, resetCachedTable } from '../../testing/fake-remote-cache';
import { FollowProvider } from '../../components/follow-slot';
import { render, screen, waitFor, within } from '../../testing/render';
import ResultadosPage from './resultados.page';

vi.mock('../../lib/content-sync/remote-cache', () => import('../../testing/fake-remote-cache'));

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

beforeEach(() => {
  resetCachedTable();
  cached.rows = [
    row('r1', TODAY, 'PTM 11:20', 'PT Rio', { prizes: ['4735', '0812', '7790', '3346', '1125', '7788', '830'] }),
    row('r2', TODAY, 'Look 09:20', 'Look'),
    row('r3', YESTERDAY, 'PT 14:20'),
    row('r4', YESTERDAY, 'Nacional 10:00', 'Nacional', { demo: true, prizes: ['4735', '0812', '7790', '3346', '1125', '1111', '2222', '3333', '4444', '5555'] }),
  ];
});

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const cards = () => screen.getAllByTestId('draw-result').map((c) => c.getAttribute('data-id'));

// Generous timeout: rendering and clicks run slowly on a shared two-core machine.
describe('Resultados', { timeout: 20_000 }, () => {
  it("opens on today's draws of every lottery, each prize with milhar, group and animal", () => {
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByRole('heading', { level: 2, name: capitalise(formatLongDate(TODAY)) })).toBeInTheDocument();
    expect(cards()).toEqual(['r2', 'r1']);
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
    await user.selectOptions(screen.getByLabelText('Loteria'), 'Nacional');
    // Nothing from Nacional today: its latest day opens.
    expect(cards()).toEqual(['r4']);
    await user.click(screen.getByRole('button', { name: `hoje ${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}, ${formatLongDate(TODAY)}: nenhum resultado` }));
    expect(screen.getByTestId('results-none')).toHaveTextContent('Nenhum resultado de Nacional salvo para hoje.');
    await user.click(screen.getByRole('button', { name: `ontem ${YESTERDAY.slice(8, 10)}/${YESTERDAY.slice(5, 7)}, ${formatLongDate(YESTERDAY)}: 1 resultado` }));
    expect(cards()).toEqual(['r4']);
    const table = screen.getByRole('table', { name: /Nacional 10:00/ });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('demonstração')).toBeInTheDocument();
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('não são resultados reais');
  });

  it('links each result to the bet checker, and offers copy and share', () => {
    render(<ResultadosPage />, { route: '/resultados' });
    const what = `PT Rio, PTM 11:20, ${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}/${TODAY.slice(0, 4)}`;
    expect(screen.getByRole('link', { name: `Conferir aposta: ${what}` })).toHaveAttribute('href', '/conferir-aposta?resultado=r1');
    expect(screen.getByRole('button', { name: `Copiar resultado: ${what}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Compartilhar resultado: ${what}` })).toBeInTheDocument();
  });

  it('opens a shared draw: its day and lottery, the draw marked, the page titled after it', async () => {
    render(<ResultadosPage />, { route: `/resultados?loteria=PT%20Rio&data=${YESTERDAY}&sorteio=r3` });
    expect(cards()).toEqual(['r3']);
    expect(screen.getByTestId('draw-result')).toHaveAttribute('data-shared', 'true');
    const day = `${YESTERDAY.slice(8, 10)}/${YESTERDAY.slice(5, 7)}/${YESTERDAY.slice(0, 4)}`;
    await waitFor(() => expect(document.title).toBe(`Resultado PT Rio · PT 14:20 de ${day} | Sonho & Sorte`));
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('1º 4735 (Cobra), 2º 0812 (Burro), 3º 7790 (Urso), 4º 3346 (Elefante), 5º 1125 (Carneiro).');
  });

  it('says when a shared draw is not kept on this device', () => {
    render(<ResultadosPage />, { route: '/resultados?sorteio=gone' });
    expect(screen.getByTestId('shared-draw-missing')).toHaveTextContent('não está salvo neste aparelho');
  });

  it('reads the date and lottery from the address', () => {
    render(<ResultadosPage />, { route: `/resultados?loteria=PT%20Rio&data=${YESTERDAY}` });
    expect(cards()).toEqual(['r3']);
  });

  it('falls back to the latest day with draws when today has none', () => {
    cached.rows = [row('old', addDays(TODAY, -3), 'PT 14:20')];
    render(<ResultadosPage />, { route: '/resultados' });
    expect(cards()).toEqual(['old']);
  });

  it('counts how often each animal came out, saying the past does not change the next draw', () => {
    render(<ResultadosPage />, { route: '/resultados?loteria=PT%20Rio' });
    const panel = screen.getByTestId('frequency');
    expect(within(panel).getByTestId('independence-note')).toHaveTextContent('Cada sorteio é independente');
    expect(within(panel).getByTestId('independence-note')).toHaveTextContent('não está “atrasado”');
    expect(within(panel).getAllByTestId('frequency-row')).toHaveLength(25);
    // Two PT Rio draws, 1º to 5º each: Cobra (4735) twice.
    const cobra = within(panel).getByRole('row', { name: /09 Cobra/ });
    expect(within(cobra).getAllByRole('cell')[0]).toHaveTextContent('2');
  });

  it("draws a busy day's cards a few at a time: a phone's first screen at once, the rest and the frequencies after", async () => {
    cached.rows = ['09:20', '11:20', '14:20', '16:20', '18:20', '21:20'].map((time, i) => row(`t${i}`, TODAY, `PT ${time}`));
    render(<ResultadosPage />, { route: '/resultados' });
    // The latest two first (one short task on a phone); the frequencies wait below the day's cards.
    expect(cards()).toEqual(['t5', 't4']);
    expect(screen.queryByTestId('frequency')).not.toBeInTheDocument();
    await waitFor(() => expect(cards()).toEqual(['t5', 't4', 't3', 't2', 't1', 't0']));
    expect(await screen.findByTestId('frequency')).toBeInTheDocument();
  });

  describe('with an IntersectionObserver that the reader never brings near', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      const lotteries = ['Bahia', 'Federal', 'PT Rio'];
      cached.rows = lotteries.flatMap((lottery, l) => ['10:00', '14:00'].map((time, i) => row(`${lottery}-${i}`, TODAY, `${lottery} ${time}`, lottery, { id: `c${l * 2 + i}` })));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('draws the first screen, and "Mostrar mais" draws the rest with the focus on the first new card', async () => {
      render(<ResultadosPage />, { route: '/resultados' });
      expect(cards()).toHaveLength(2);
      expect(screen.queryByRole('heading', { level: 3, name: 'PT Rio' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('frequency')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais 4 resultados' }));
      await waitFor(() => expect(cards()).toHaveLength(6));
      expect(screen.getAllByTestId('draw-result')[2]).toHaveFocus();
      expect(screen.queryByRole('button', { name: /^Mostrar mais/ })).not.toBeInTheDocument();
      expect(screen.getByTestId('frequency')).toBeInTheDocument();
    });

    it('draws a shared draw at once with the cards above it, lottery by lottery, though the filter shows them all', () => {
      // PT Rio 14:00: fifth in the page's order (Bahia's two, Federal's two, then PT Rio's latest first).
      render(<ResultadosPage />, { route: `/resultados?data=${TODAY}&sorteio=c5` });
      expect(cards()).toEqual(['c1', 'c0', 'c3', 'c2', 'c5']);
      expect(screen.getByRole('button', { name: 'Mostrar mais 1 resultado' })).toBeInTheDocument();
    });
  });

  it('has an empty state, and a loading state while IndexedDB answers', () => {
    cached.rows = [];
    const { unmount } = render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByTestId('results-empty')).toHaveTextContent('Nenhum resultado por aqui ainda');
    unmount();
    cached.rows = undefined;
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByLabelText('Carregando resultados')).toBeInTheDocument();
  });

  it('says the results were never downloaded instead of claiming there are none', () => {
    cached.never = true;
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByTestId('not-downloaded')).toHaveTextContent('Ainda não baixamos os resultados. Conecte-se uma vez para ver.');
    expect(screen.queryByTestId('results-empty')).not.toBeInTheDocument();
  });

  it('offline before any download says one thing: nothing downloaded yet, not also "showing the saved results"', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    cached.never = true;
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Ainda não baixamos os resultados. Conecte-se uma vez para ver.']);
    expect(screen.queryByText('Sem internet')).not.toBeInTheDocument();
    expect(screen.queryByText(/Mostrando os resultados salvos/)).not.toBeInTheDocument();
  });

  it('says when the copy was refreshed and that it is the saved copy when offline', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    cached.syncedAt = new Date().toISOString();
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByText('Sem internet')).toBeInTheDocument();
    expect(screen.getByTestId('results-synced')).toHaveTextContent(/^Atualizado às \d{2}:\d{2}\.$/);
    expect(cards()).toHaveLength(2);
  });

  it("offers each lottery's \"Seguir\" beside its name, and the chosen lottery's beside the filter, any day", async () => {
    const user = userEvent.setup();
    render(
      <FollowProvider value={({ topic, label }) => <button type="button">{`Seguir ${label} (${topic})`}</button>}>
        <ResultadosPage />
      </FollowProvider>,
      { route: '/resultados' },
    );
    expect(screen.getAllByRole('button', { name: /^Seguir/ }).map((b) => b.textContent)).toEqual(['Seguir Look (Look)', 'Seguir PT Rio (PT Rio)']);
    await user.selectOptions(screen.getByLabelText('Loteria'), 'Nacional');
    await user.click(screen.getByRole('button', { name: `hoje ${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}, ${formatLongDate(TODAY)}: nenhum resultado` }));
    // No draw of Nacional today: it can still be followed, from beside the filter.
    expect(screen.getAllByRole('button', { name: /^Seguir/ }).map((b) => b.textContent)).toEqual(['Seguir Nacional (Nacional)']);
  });
});
