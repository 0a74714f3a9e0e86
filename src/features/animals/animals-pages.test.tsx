import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANIMALS } from './domain/animals';
import { render, screen, within } from '../../testing/render';
import PuxadasPage from './puxadas.page';
import TabelaDoBichoPage from './tabela-do-bicho.page';

function expectHeadingsInOrder() {
  const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
}

// Generous timeout: IndexedDB and rendering run slowly on a shared two-core machine.
describe('Tabela do Bicho', { timeout: 20_000 }, () => {
  it('shows the 25 groups with their four dezenas, as a named list, and colour', () => {
    render(<TabelaDoBichoPage />);
    expectHeadingsInOrder();
    const table = screen.getByTestId('animal-table');
    expect(table.querySelectorAll(':scope > li')).toHaveLength(25);
    for (const animal of ANIMALS) {
      const card = screen.getByTestId(`grupo-${animal.group}`);
      expect(within(card).getByRole('heading', { level: 3, name: animal.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(`Grupo ${animal.group}`);
      const dezenas = within(card).getByRole('list', { name: `Dezenas ${animal.numbers.join(', ')}` });
      expect(within(dezenas).getAllByRole('listitem').map((item) => item.textContent)).toEqual(animal.numbers);
      expect(card.style.getPropertyValue('--swatch')).toBe(animal.color);
    }
    expect(within(screen.getByTestId('grupo-25')).getByRole('list')).toHaveTextContent('97989900');
    expect(screen.queryByText('Cor do grupo')).toBeNull();
  });

  it('looks up a milhar, a centena and a dezena, and highlights the group', async () => {
    const user = userEvent.setup();
    render(<TabelaDoBichoPage />);
    const input = screen.getByRole('textbox', { name: 'Número' });
    await user.type(input, '1234');
    expect(screen.getByRole('status')).toHaveTextContent('A milhar 1234 termina em 34: grupo 09 – Cobra');
    expect(screen.getByTestId('grupo-09')).toHaveAttribute('data-highlight', 'true');
    await user.clear(input);
    await user.type(input, '100');
    expect(screen.getByRole('status')).toHaveTextContent('A centena 100 termina em 00: grupo 25 – Vaca');
    await user.clear(input);
    await user.type(input, '7');
    expect(screen.getByRole('status')).toHaveTextContent('A dezena 07 termina em 07: grupo 02 – Águia');
  });

  it('explains invalid numbers in Portuguese', async () => {
    const user = userEvent.setup();
    render(<TabelaDoBichoPage />);
    const input = screen.getByRole('textbox', { name: 'Número' });
    await user.type(input, '12a');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use apenas algarismos de 0 a 9, sem letras ou símbolos.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '123456');
    expect(screen.getByText('Use no máximo 4 algarismos: dezena (2), centena (3) ou milhar (4).')).toBeInTheDocument();
    expect(document.querySelector('[data-highlight]')).toBeNull();
  });
});

// Generous timeout: IndexedDB and rendering run slowly on a shared two-core machine.
describe('Puxadas', { timeout: 20_000 }, () => {
  it('shows the table as tradition, with a note that houses differ', () => {
    render(<PuxadasPage />);
    expectHeadingsInOrder();
    expect(screen.getByText('Tradição, não regra')).toBeInTheDocument();
    expect(screen.getByText(/Cada banca e cada região tem a sua tabela de puxadas/)).toBeInTheDocument();
    const rows = within(screen.getByTestId('puxadas-table')).getAllByRole('row');
    expect(rows).toHaveLength(26);
    const avestruz = rows[1]!;
    expect(within(avestruz).getByRole('rowheader')).toHaveTextContent('01 Avestruz');
    expect(within(avestruz).getAllByRole('cell')[0]).toHaveTextContent(['🦅02 Águia', '🐄25 Vaca', '🐓13 Galo', '🦚19 Pavão', '🦃20 Peru'].join(''));
    // The reverse reading: the Cobra (09) is pulled by the Jacaré (15) and the Porco (18).
    expect(within(rows[9]!).getAllByRole('cell')[1]).toHaveTextContent('15 Jacaré, 18 Porco');
  });

  it('introduces the table by the labels a wide screen and a phone both show, never by columns or sides', () => {
    render(<PuxadasPage />);
    const intro = screen.getByTestId('puxadas-intro').textContent ?? '';
    expect(intro).not.toMatch(/coluna|esquerda|direita|meio/i);
    const quoted = [...intro.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
    expect(quoted).toEqual(['Puxa', 'É puxado por']);
    // Each quoted label is a column header (wide screens) and each card's cell label (phones).
    const table = screen.getByTestId('puxadas-table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    const cellLabels = new Set([...table.querySelectorAll('td')].map((td) => td.dataset.label));
    for (const label of quoted) {
      expect(headers).toContain(label);
      expect(cellLabels).toContain(label);
    }
  });
});
