import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../testing/render';
import ResultadosPage from './resultados.page';

const cached = vi.hoisted(() => ({ rows: [] as Record<string, unknown>[] | undefined }));
vi.mock('../../lib/remote-cache', () => ({ useCachedRows: () => cached.rows }));

const row = (id: string, date: string, label: string, lottery = 'PT Rio') => ({
  id,
  lottery,
  draw_date: date,
  draw_label: label,
  prizes: ['4735', '0812', '7790', '3346', '1125'],
});

beforeEach(() => {
  cached.rows = [row('r1', '2026-03-14', 'PTM 11:20'), row('r2', '2026-03-13', 'PT 14:20')];
});

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('Resultados', () => {
  it('shows each prize with milhar, group and animal, under date and lottery headings', () => {
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const dates = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(dates).toEqual(['Sábado, 14 de março de 2026', 'Sexta-feira, 13 de março de 2026']);
    expect(screen.getAllByRole('heading', { level: 3, name: 'PT Rio' })).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'PTM 11:20' });
    const first = within(table).getByRole('row', { name: /^1º/ });
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4735', '09', '🐍 Cobra']);
  });

  it('links each result to the bet checker', () => {
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByRole('link', { name: 'Conferir aposta: PT Rio, PTM 11:20, 14/03/2026' })).toHaveAttribute(
      'href',
      '/conferir-aposta?resultado=r1',
    );
  });

  it('pages older dates', async () => {
    const user = userEvent.setup();
    cached.rows = Array.from({ length: 9 }, (_, i) => row(`d${i}`, `2026-03-${String(10 + i).padStart(2, '0')}`, 'PT 14:20'));
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getAllByTestId('draw-result')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Ver resultados mais antigos' }));
    expect(screen.getAllByTestId('draw-result')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Ver resultados mais antigos' })).not.toBeInTheDocument();
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

  it('says it is showing the saved copy when offline', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    render(<ResultadosPage />, { route: '/resultados' });
    expect(screen.getByText('Sem internet')).toBeInTheDocument();
    expect(screen.getAllByTestId('draw-result')).toHaveLength(2);
  });
});
