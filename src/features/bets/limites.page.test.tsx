import { describe, expect, it } from 'vitest';
import { PRIZE_LIMITS_NOTE } from './domain/prize-limits';
import { render, screen, within } from '../../testing/render';
import LimitesPage from './limites.page';

describe('Limites', () => {
  it('shows both ceilings of every modality in pt-BR money', () => {
    render(<LimitesPage />, { route: '/limites' });
    const rows = screen.getAllByTestId('limit-row');
    expect(rows).toHaveLength(22);
    const milhar = rows.find((row) => row.dataset.key === 'MILHAR_SECO_1')!;
    expect(within(milhar).getAllByRole('cell').map((c) => c.textContent)).toEqual(['R$\u00a050.000,00', 'R$\u00a0100.000,00']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('explains a ceiling with a worked example and says the values are examples', () => {
    render(<LimitesPage />, { route: '/limites' });
    expect(screen.getByTestId('limit-example')).toHaveTextContent(
      'R$ 20,00 na Milhar 1º dariam R$ 100.000,00; como o limite por aposta é R$ 50.000,00, o prêmio pago seria R$ 50.000,00.',
    );
    expect(screen.getByText(new RegExp(PRIZE_LIMITS_NOTE.slice(0, 30)))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Simular uma aposta' })).toHaveAttribute('href', '/conferir-aposta');
  });
});
