import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SavedGameWins } from '../../components/saved-game-wins';
import { storeContests } from '../../lib/content-sync/contest-sync';
import { db } from '../../lib/db';
import { render, screen, waitFor, within } from '../../testing/render';
import { todayInBrasilia } from '../../utils/calendar/dates';
import ConferirJogo from './conferir-jogo';
import type { Contest } from './domain/contest';

// Drawn today, so that a game saved in this test is checked against the next one.
const TODAY = todayInBrasilia();

const mega: Contest = {
  game: 'mega-sena',
  contest: 2850,
  drawDate: TODAY,
  numbers: ['03', '17', '22', '35', '41', '58'],
  prizes: [
    { tier: 1, name: '6 acertos', winners: 1, amount: 45_000_000 },
    { tier: 2, name: '5 acertos', winners: 50, amount: 50_000 },
    { tier: 3, name: '4 acertos', winners: 3000, amount: 1_000.5 },
  ],
  accumulated: false,
  demo: true,
};

/** A contest row as the content worker stores it (the lottery_contests row). */
const row = (contest: number, numbers: string[]) => ({
  game: 'mega-sena',
  contest,
  draw_date: TODAY,
  numbers,
  prizes: [
    { tier: 1, name: '6 acertos', winners: 0, amount: 0 },
    { tier: 2, name: '5 acertos', winners: 40, amount: 60_000 },
    { tier: 3, name: '4 acertos', winners: 2500, amount: 1_200 },
  ],
  accumulated: true,
  demo: false,
});

beforeEach(async () => {
  window.sessionStorage.clear();
  await db.transaction('rw', db.savedGames, db.contests, async () => {
    await db.savedGames.clear();
    await db.contests.clear();
    await db.contests.put(row(2850, mega.numbers));
  });
});

const field = () => screen.getByLabelText('Seus números');

describe('Conferir meu jogo', { timeout: 20_000 }, () => {
  it('reads "03-17-22-35-41-58" as pasted and answers with the hits, the tier and its prize', async () => {
    const user = userEvent.setup();
    render(<ConferirJogo contest={mega} />);
    await user.click(field());
    await user.paste('03-17-22-35-07-08');
    const answer = await screen.findByTestId('check-answer');
    expect(within(answer).getByTestId('check-hits')).toHaveTextContent('4 acertos');
    expect(within(answer).getByTestId('check-tiers')).toHaveTextContent('Quadra');
    expect(within(answer).getByTestId('check-tiers')).toHaveTextContent('Quadra: R$ 1.000,50');
    // The hits are marked on the drawn balls and on the person's numbers.
    const marked = (testId: string) => [...within(answer).getByTestId(testId).querySelectorAll('[data-hit]')].map((b) => b.textContent?.replace(' (acerto)', ''));
    expect(marked('check-drawn')).toEqual(['03', '17', '22', '35']);
    expect(marked('check-yours')).toEqual(['03', '17', '22', '35']);

    await user.clear(field());
    await user.type(field(), '03-17-22-35-41-58');
    expect(await within(screen.getByTestId('check-answer')).findByText('6 acertos')).toBeInTheDocument();
    expect(screen.getByTestId('check-tiers')).toHaveTextContent('Sena: R$ 45.000.000,00');
  });

  it('counts every tier a bet of more numbers wins, and says honestly when nothing was won', async () => {
    const user = userEvent.setup();
    render(<ConferirJogo contest={mega} />);
    await user.type(field(), '03 17 22 35 41 58 60');
    expect(await screen.findByText('1 Sena e 6 Quinas')).toBeInTheDocument();
    expect(screen.getByTestId('check-tiers')).toHaveTextContent('6 Quinas: R$ 50.000,00 cada, R$ 300.000,00 ao todo');
    expect(screen.getByTestId('check-tiers')).toHaveTextContent('Total: R$ 45.300.000,00');
    await user.clear(field());
    await user.type(field(), '1 2 4 5 6 7');
    expect(await screen.findByText('Nenhuma faixa premiada desta vez.')).toBeInTheDocument();
  });

  it('says what is wrong in Portuguese beside the field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<ConferirJogo contest={mega} />);
    await user.type(field(), '03 17 22 61');
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    expect(field()).toHaveAccessibleDescription(/O número 61 está fora de 01 a 60\./);
    expect(field()).toHaveAccessibleDescription(/A Mega-Sena aceita de 6 a 20 números; você digitou 4\./);
    expect(field()).toHaveValue('03 17 22 61');
    expect(field()).toHaveFocus();
    expect(screen.queryByTestId('check-answer')).not.toBeInTheDocument();
  });

  it('keeps what was typed across a reload, and the picker and the field stay in step', async () => {
    const user = userEvent.setup();
    const first = render(<ConferirJogo contest={mega} />);
    await user.type(field(), '3, 17 22');
    first.unmount();
    render(<ConferirJogo contest={mega} />);
    expect(field()).toHaveValue('3, 17 22');

    await user.click(screen.getByRole('button', { name: 'Marcar na cartela' }));
    const picker = screen.getByTestId('ticket-picker');
    expect(within(picker).getByRole('button', { name: '17' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(picker).getByRole('button', { name: '18' })).toHaveAttribute('aria-pressed', 'false');
    for (const n of ['35', '41', '58']) await user.click(within(picker).getByRole('button', { name: n }));
    expect(field()).toHaveValue('03 17 22 35 41 58');
    expect(screen.getByTestId('picker-count')).toHaveTextContent('6 números marcados · A Mega-Sena aceita de 6 a 20.');
    expect(await screen.findByText('6 acertos')).toBeInTheDocument();
    // A second tap unmarks it.
    await user.click(within(picker).getByRole('button', { name: '58' }));
    expect(field()).toHaveValue('03 17 22 35 41');
    expect(within(picker).getByRole('button', { name: '58' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("marks +Milionária's trevos and Super Sete's columns on the picker", async () => {
    const user = userEvent.setup();
    const milionaria: Contest = { ...mega, game: 'mais-milionaria', contest: 300, numbers: ['10', '15', '23', '29', '38', '42'], clovers: ['1', '4'], prizes: [{ tier: 5, name: '4 acertos + 2 trevos', winners: 10, amount: 500 }] };
    const view = render(<ConferirJogo contest={milionaria} />);
    await user.type(field(), '10 15 23 29 01 02');
    await user.click(screen.getByRole('button', { name: 'Marcar na cartela' }));
    await user.click(screen.getByRole('button', { name: 'Trevo 1' }));
    await user.click(screen.getByRole('button', { name: 'Trevo 4' }));
    expect(screen.getByRole('button', { name: 'Trevo 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('4 acertos + 2 trevos: R$ 500,00')).toBeInTheDocument();
    view.unmount();

    const sete: Contest = { ...mega, game: 'super-sete', contest: 800, numbers: ['0', '6', '7', '2', '0', '7', '0'], prizes: [{ tier: 3, name: '5 acertos', winners: 10, amount: 2000 }] };
    render(<ConferirJogo contest={sete} />);
    await user.click(screen.getByRole('button', { name: 'Marcar na cartela' }));
    for (const [column, digit] of [[1, '0'], [2, '6'], [3, '7'], [4, '2'], [5, '0'], [6, '1'], [7, '1']] as const) {
      await user.click(screen.getByRole('button', { name: `Coluna ${column}: ${digit}` }));
    }
    expect(field()).toHaveValue('0 6 7 2 0 1 1');
    expect(await screen.findByText('5 acertos: R$ 2.000,00')).toBeInTheDocument();
  });

  it('saves a game on the device, lists it after a reload, and deletes it', async () => {
    const user = userEvent.setup();
    const first = render(<ConferirJogo contest={mega} />);
    await user.type(field(), '03 17 22 35 07 08');
    await user.click(screen.getByRole('button', { name: 'Salvar este jogo' }));
    expect(await screen.findByText('Jogo salvo neste aparelho. Vamos conferir com os próximos concursos.')).toBeInTheDocument();
    first.unmount();
    window.sessionStorage.clear();

    render(<ConferirJogo contest={mega} />);
    const saved = await screen.findByTestId('saved-game');
    expect(saved).toHaveTextContent('Concurso 2850: 4 acertos · Quadra');
    expect(await db.savedGames.count()).toBe(1);
    await user.click(within(saved).getByRole('button', { name: 'Conferir este' }));
    expect(field()).toHaveValue('03 07 08 17 22 35');
    await user.click(within(saved).getByRole('button', { name: /Apagar/ }));
    await waitFor(() => expect(screen.queryByTestId('saved-game')).not.toBeInTheDocument());
    expect(await db.savedGames.count()).toBe(0);
  });

  it('announces a saved game that won in a newer contest stored on the device, until the person has read it', async () => {
    const user = userEvent.setup();
    const view = render(<ConferirJogo contest={mega} />);
    await user.type(field(), '01 02 11 12 13 14');
    await user.click(screen.getByRole('button', { name: 'Salvar este jogo' }));
    await screen.findByTestId('save-status');
    view.unmount();

    // The content worker stores contest 2851 (as it does for each game's newest).
    await storeContests([row(2851, ['01', '02', '11', '12', '40', '50'])]);
    render(<SavedGameWins game={null} />);
    const notice = await screen.findByTestId('saved-game-wins');
    expect(notice).toHaveTextContent('Seu jogo salvo da Mega-Sena fez 4 acertos (Quadra) no concurso 2851.');
    expect(within(notice).getByRole('link', { name: 'Ver o concurso 2851' })).toHaveAttribute('href', '/resultados/mega-sena/2851');
    await user.click(within(notice).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByTestId('saved-game-wins')).not.toBeInTheDocument());
  });
});
