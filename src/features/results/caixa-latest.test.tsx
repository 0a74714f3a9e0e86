import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import { restartContentService } from '../../lib/content-sync/content-client';
import { resetCachedTable } from '../../testing/fake-remote-cache';
import { render, screen, waitFor, within } from '../../testing/render';
import { megaRow } from '../../testing/contest-rows';
import CaixaLatest from './caixa-latest';

vi.mock('../../lib/content-sync/table-refresh', () => import('../../testing/fake-remote-cache'));

beforeEach(async () => {
  restartContentService();
  resetCachedTable();
  await db.contests.clear();
});

describe('the Caixa games at a glance on /resultados', { timeout: 20_000 }, () => {
  it("shows each game's newest saved contest, in the catalogue's order, with its balls, accumulated and links", async () => {
    await db.contests.bulkPut([
      megaRow(6800, { game: 'quina', numbers: ['05', '17', '22', '48', '80'], accumulated: false, next_estimate: 850000, demo: true }),
      megaRow(2849),
      megaRow(2850),
    ] as never[]);
    render(<CaixaLatest />);
    await waitFor(() => expect(screen.getAllByTestId('caixa-latest').map((card) => card.dataset.game)).toEqual(['mega-sena', 'quina']));
    const mega = screen.getAllByTestId('caixa-latest')[0]!;
    expect(within(mega).getByRole('link', { name: 'Mega-Sena' })).toHaveAttribute('href', '/resultados/mega-sena');
    expect(within(mega).getByRole('link', { name: /^Concurso 2850 · / })).toHaveAttribute('href', '/resultados/mega-sena/2850');
    expect(within(mega).getByRole('list', { name: 'Números sorteados' })).toHaveTextContent('041219334158');
    expect(within(mega).getByText('Acumulou!')).toBeInTheDocument();
    expect(within(mega).getByTestId('caixa-next')).toHaveTextContent('Próximo em 28/11/2026: R$ 45 milhões');
    const quina = screen.getAllByTestId('caixa-latest')[1]!;
    expect(within(quina).queryByText('Acumulou!')).toBeNull();
    expect(within(quina).getByText('demonstração')).toBeInTheDocument();
    expect(within(quina).getByTestId('caixa-next')).toHaveTextContent('R$ 850 mil');
  });
});
