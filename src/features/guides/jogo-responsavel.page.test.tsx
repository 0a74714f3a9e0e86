import { describe, expect, it } from 'vitest';
import { render, screen } from '../../testing/render';
import JogoResponsavelPage from './jogo-responsavel.page';

function renderPage(state?: unknown) {
  // The router state is what the age gate's 'Não' passes along.
  return render(<JogoResponsavelPage />, { route: { pathname: '/jogo-responsavel', state } });
}

describe('Jogo Responsável', () => {
  it('has one h1 followed by h2 sections, and sets the document title and description', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Sinais de que o jogo está passando do ponto', 'Limites de tempo e de dinheiro', 'Pausas e autoexclusão', 'Sorteio não tem memória']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.title).toBe('Jogo Responsável | Sonho & Sorte');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/sinais de alerta/);
  });

  it('points to the national self-exclusion platform at gov.br', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'gov.br' })).toHaveAttribute('href', 'https://www.gov.br/');
    expect(screen.getByText(/autoexclusão de apostas/, { selector: 'p' })).toBeInTheDocument();
  });

  it('shows that every dry bet gives back less than it takes', () => {
    renderPage();
    const table = screen.getByTestId('average-return');
    expect(table).toHaveTextContent('R$ 7,20');
    expect(table).toHaveTextContent('R$ 5,00');
    expect(table).toHaveTextContent('1 em 10.000');
  });

  it('explains the closed app to someone who answered "Não" at the age gate', () => {
    renderPage({ ageGate: 'under-18' });
    expect(screen.getByText('Este app é só para maiores de 18 anos')).toBeInTheDocument();
  });

  it('shows no age notice on an ordinary visit', () => {
    renderPage();
    expect(screen.queryByText('Este app é só para maiores de 18 anos')).not.toBeInTheDocument();
  });
});
