import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import { restartContentService } from '../../lib/content-sync/content-client';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../testing/render';
import CaixaPage from './caixa.page';
import { megaRow } from '../../testing/contest-rows';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));

let server: FakeSupabase;

beforeEach(async () => {
  restartContentService();
  await db.contests.clear();
  server = installFakeSupabase();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const PATH = '/resultados/:jogo/:concurso?';

describe('a Caixa game and its contests', { timeout: 20_000 }, () => {
  it('lists the contests newest first, each a link, and "Ver mais" brings the next page', async () => {
    server.seed('lottery_contests', Array.from({ length: 23 }, (_, i) => megaRow(2830 + i)));
    const user = userEvent.setup();
    render(<CaixaPage />, { path: PATH, route: '/resultados/mega-sena' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados da Mega-Sena' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('contest-item')).toHaveLength(20));
    const items = screen.getAllByTestId('contest-item');
    expect(within(items[0]!).getByRole('link', { name: 'Concurso 2852' })).toHaveAttribute('href', '/resultados/mega-sena/2852');
    expect(screen.getByTestId('game-accumulated')).toHaveTextContent('Estimativa do concurso 2853 (28/11/2026): R$ 45 milhões.');
    await user.click(screen.getByRole('button', { name: 'Ver mais' }));
    await waitFor(() => expect(screen.getAllByTestId('contest-item')).toHaveLength(23));
    expect(screen.getAllByTestId('contest-item').at(-1)).toHaveAttribute('data-contest', '2830');
    // The server's oldest is shown: nothing more to ask for.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ver mais' })).toBeNull());
  });

  it('shows one contest: sorted and drawn order, every tier, accumulated, the next contest, the place, the links around it', async () => {
    // The day it announced for the next one has passed: that one is linked before it is saved here.
    server.seed('lottery_contests', [megaRow(2849), megaRow(2850, { next_date: '2020-01-01' }), megaRow(2851)]);
    render(<CaixaPage />, { path: PATH, route: '/resultados/mega-sena/2850' });
    const contest = await screen.findByTestId('contest');
    expect(screen.getByRole('heading', { level: 1, name: 'Mega-Sena · Concurso 2850' })).toBeInTheDocument();
    const sorted = within(contest).getByRole('list', { name: 'Números sorteados, em ordem crescente' });
    expect(within(sorted).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['04', '12', '19', '33', '41', '58']);
    const drawn = within(contest).getByRole('list', { name: 'Números na ordem do sorteio' });
    expect(within(drawn).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['33', '04', '58', '12', '41', '19']);
    const rows = within(screen.getByTestId('contest-prizes')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['SenaNenhum ganhador', 'QuinaR$\u00a051.234,5642 ganhadores', 'QuadraR$\u00a01.012,303.120 ganhadores']);
    expect(screen.getByTestId('contest-accumulated')).toHaveTextContent('Acumulado para o próximo concurso: R$ 38.123.456,78.');
    expect(screen.getByTestId('contest-next')).toHaveTextContent('Próximo concurso 2851: quarta-feira, 1 de janeiro de 2020. Estimativa de prêmio: R$ 45 milhões.');
    expect(screen.getByTestId('contest-place')).toHaveTextContent('Sorteio realizado em ESPAÇO DA SORTE, SÃO PAULO, SP.');
    expect(screen.queryByTestId('contest-demo')).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Próximo concurso, 2851' })).toHaveAttribute('href', '/resultados/mega-sena/2851'));
    expect(screen.getByRole('link', { name: 'Concurso anterior, 2849' })).toHaveAttribute('href', '/resultados/mega-sena/2849');
    await waitFor(() => expect(document.title).toBe('Mega-Sena 2850 | Sonho & Sorte'));
  });

  it('reads a saved contest without the server, and labels a demonstration', async () => {
    await db.contests.put(megaRow(2850, { demo: true, source: 'demo' }) as never);
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    render(<CaixaPage />, { path: PATH, route: '/resultados/mega-sena/2850' });
    expect(await screen.findByTestId('contest-demo')).toHaveTextContent('Demonstração');
    expect(server.callsTo('lottery_contests')).toHaveLength(0);
  });

  it('shows both Dupla Sena draws, the trevos, the team, and the Federal with its bicho prizes', async () => {
    server.seed('lottery_contests', [
      megaRow(2871, { game: 'dupla-sena', numbers: ['01', '02', '03', '04', '05', '06'], second_numbers: ['11', '12', '13', '14', '15', '16'], draw_order: null }),
      megaRow(292, { game: 'mais-milionaria', clovers: ['2', '5'] }),
      megaRow(2305, { game: 'timemania', numbers: ['01', '02', '03', '04', '05', '06', '07'], lucky: 'FLAMENGO     /RJ', draw_order: null }),
      megaRow(5988, {
        game: 'federal',
        numbers: ['019258', '004735', '112233', '445566', '778899'],
        draw_order: null,
        prizes: [1, 2, 3, 4, 5].map((tier) => ({ tier, name: `${tier}º Prêmio`, winners: 1, amount: 500000 / tier })),
      }),
    ]);
    const view = render(<CaixaPage />, { path: PATH, route: '/resultados/dupla-sena/2871' });
    await waitFor(() => expect(screen.getAllByTestId('contest-draw')).toHaveLength(2));
    expect(screen.getByRole('list', { name: 'Números do 2º sorteio, em ordem crescente' })).toHaveTextContent('111213141516');
    await view.router.navigate('/resultados/mais-milionaria/292');
    expect(await screen.findByRole('list', { name: 'Trevos sorteados' })).toHaveTextContent('25');
    await view.router.navigate('/resultados/timemania/2305');
    expect(await screen.findByTestId('contest-lucky')).toHaveTextContent('Time do Coração: FLAMENGO/RJ');
    await view.router.navigate('/resultados/federal/5988');
    const bicho = await screen.findByTestId('federal-bicho');
    const first = within(bicho).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('1º9258');
    expect(within(bicho).getAllByRole('row')).toHaveLength(8);
    expect(within(screen.getByTestId('contest-prizes')).getAllByRole('row')[1]).toHaveTextContent('019258');
  });

  it('an unknown game or contest says so, with the ways on', async () => {
    const view = render(<CaixaPage />, { path: PATH, route: '/resultados/loto-da-lua' });
    expect(await screen.findByTestId('contest-not-found')).toHaveTextContent('Não encontramos essa loteria ou esse concurso');
    expect(screen.getByRole('link', { name: 'Todos os resultados' })).toHaveAttribute('href', '/resultados');
    await view.router.navigate('/resultados/quina/9999');
    await waitFor(() => expect(screen.getByTestId('contest-not-found')).toHaveTextContent('Não há concurso 9999 da Quina'));
    expect(screen.getByRole('link', { name: 'Concursos da Quina' })).toHaveAttribute('href', '/resultados/quina');
  });

  it('offline, a contest never downloaded says how to get it', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    render(<CaixaPage />, { path: PATH, route: '/resultados/quina/6800' });
    expect(await screen.findByTestId('contest-not-found')).toHaveTextContent('Conecte-se uma vez para ver');
  });
});
