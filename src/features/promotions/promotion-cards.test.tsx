import { describe, expect, it } from 'vitest';
import type { Promotion, WelcomeBonus } from './domain/promotions';
import { render, screen, within } from '../../testing/render';
import { PromotionCard, WelcomeBonusCard } from './promotion-cards';

const promotion: Promotion = {
  id: 'p1',
  title: 'Semana da Sorte',
  description: 'Palpites extras\ntodos os dias.',
  month: '2026-11-01',
  startsOn: '2026-11-10',
  endsOn: '2026-11-20',
  active: true,
  highlight: 'Novidade',
};

const bonus: WelcomeBonus = {
  id: 'b1',
  title: 'Bônus de estreia',
  description: 'Para quem chega agora.',
  percentage: 100,
  maxAmount: 200,
  minDeposit: null,
  terms: 'Uma vez por pessoa.',
  active: true,
};

describe('PromotionCard', () => {
  it('shows the title as a labelled article, the highlight, the period and the description', () => {
    render(<PromotionCard promotion={promotion} today="2026-11-12" />);
    const card = screen.getByRole('article', { name: 'Semana da Sorte' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Semana da Sorte' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Novidade');
    expect(card).toHaveTextContent('De 10/11/2026 a 20/11/2026');
    expect(card).not.toHaveTextContent('Em breve');
    expect(card).toHaveAttribute('data-testid', 'promotion');
  });

  it('says "Em breve" before the start, at the heading level and test id the screen asks for', () => {
    render(<PromotionCard promotion={{ ...promotion, highlight: null }} today="2026-11-01" headingOrder={3} testId="promotion-preview" />);
    const card = screen.getByTestId('promotion-preview');
    expect(card).toHaveTextContent('Em breve');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Semana da Sorte');
  });
});

describe('WelcomeBonusCard', () => {
  it('lists only the facts filled in, and the rules', () => {
    render(<WelcomeBonusCard bonus={bonus} />);
    const card = screen.getByRole('article', { name: 'Bônus de estreia' });
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['100% sobre o primeiro depósito', 'Bônus de até R$\u00a0200,00']);
    expect(card).toHaveTextContent('Regras: Uma vez por pessoa.');
    expect(card).toHaveAttribute('data-testid', 'welcome-bonus');
  });

  it('leaves out the list and the rules when there are none', () => {
    render(<WelcomeBonusCard bonus={{ ...bonus, percentage: null, maxAmount: null, terms: '' }} testId="bonus-preview" />);
    const card = screen.getByTestId('bonus-preview');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Regras');
  });
});
