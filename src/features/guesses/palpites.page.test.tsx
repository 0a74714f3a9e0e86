import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinGuess } from './domain/lucky-guess';
import { cachedTable as cached, resetCachedTable } from '../../testing/fake-remote-cache';
import { FollowProvider } from '../../components/follow-slot';
import { render, screen, within } from '../../testing/render';
import PalpitesPage from './palpites.page';

vi.mock('../../lib/content-sync/remote-cache', () => import('../../testing/fake-remote-cache'));

// 01:30 UTC on 13 March is still 12 March in Brasília.
const NOW = new Date('2026-03-13T01:30:00Z');

const row = (over: Record<string, unknown> = {}) => ({
  id: 'g1',
  guess_date: '2026-03-12',
  lottery: 'PT Rio',
  draw_label: 'PTM 11:20',
  grupos: ['09', '16'],
  milhares: ['4533', '2761'],
  centenas: ['533', '761'],
  note: 'Cobra e Leão em destaque.',
  published: true,
  ...over,
});

beforeEach(() => {
  resetCachedTable();
  cached.syncedAt = '2026-03-12T10:00:00Z';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Palpites do Dia', () => {
  it('opens a shared guess: its day, the guess marked, the page titled after it', () => {
    cached.rows = [row({ id: 'old', guess_date: '2026-03-10', lottery: 'Look', draw_label: 'Look 09:20' }), row()];
    render(<PalpitesPage />, { route: '/palpites?data=2026-03-10&palpite=old' });
    expect(screen.getByTestId('guesses-date')).toHaveTextContent('Terça-feira, 10 de março de 2026');
    expect(screen.getByTestId('other-day')).toHaveTextContent('Estes são os palpites de 10/03/2026');
    const [card] = screen.getAllByTestId('guess-card');
    expect(card).toHaveAttribute('data-shared', 'true');
    expect(within(card!).getByRole('heading', { level: 2, name: 'Look · Look 09:20' })).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Compartilhar palpite: Look · Look 09:20' })).toBeInTheDocument();
    expect(document.title).toBe('Palpite Look · Look 09:20 de 10/03/2026 | Sonho & Sorte');
  });

  it('opens the built-in guess of a shared day, the same for everyone', () => {
    const guess = builtinGuess('2026-03-01');
    render(<PalpitesPage />, { route: `/palpites?data=2026-03-01&palpite=${encodeURIComponent(guess.id)}` });
    const [card] = screen.getAllByTestId('guess-card');
    expect(card).toHaveAttribute('data-shared', 'true');
    expect(within(card!).getByRole('list', { name: 'Milhares' })).toHaveTextContent(guess.milhares.join(''));
  });

  it("shows the admins' guess for today (Brasília) with each group's emoji and name", () => {
    // A draw still ahead at 22:30 (Brasília), so the team's guess is the day's guess.
    cached.rows = [
      row({ draw_label: 'Coruja 23:40' }),
      row({ id: 'tomorrow', guess_date: '2026-03-13', lottery: 'Amanhã' }),
      row({ id: 'draft', published: false, lottery: 'Rascunho' }),
    ];
    render(<PalpitesPage />, { route: '/palpites' });
    expect(screen.getByTestId('guesses-date')).toHaveTextContent('Quinta-feira, 12 de março de 2026');
    const cards = screen.getAllByTestId('guess-card');
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { level: 2, name: 'PT Rio · Coruja 23:40' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Grupos' })).toHaveTextContent('🐍09 - Cobra🦁16 - Leão');
    expect(within(card).getByRole('list', { name: 'Milhares' })).toHaveTextContent('45332761');
    expect(within(card).getByText('Da equipe')).toBeInTheDocument();
    expect(screen.queryByTestId('builtin-notice')).not.toBeInTheDocument();
  });

  it('marks a guess whose draw already happened today, and names the next draw with its time', () => {
    // NOW is 22:30 on 12 March in Brasília: the 11:20 draw is over, a 23:00 one is still ahead.
    cached.rows = [row(), row({ id: 'late', draw_label: 'Corujinha 23:00', lottery: 'PT Rio' })];
    render(<PalpitesPage />, { route: '/palpites' });
    // The draw still ahead comes first.
    const [late, morning] = screen.getAllByTestId('guess-card');
    expect(within(late!).getByRole('heading', { level: 2 })).toHaveTextContent('PT Rio · Corujinha 23:00');
    expect(within(morning!).getByTestId('draw-past')).toHaveTextContent('Sorteio já realizado');
    expect(within(late!).queryByTestId('draw-past')).not.toBeInTheDocument();
    expect(screen.getByTestId('next-draw-line')).toHaveTextContent(/^Próxima extração: .+ às \d{2}:\d{2} \((hoje|amanhã)\)\. Ver horários$/);
  });

  it("late in the day shows the next draw's guess first, then the one whose draw happened, marked", () => {
    // 23:50 on Thursday 12 March in Brasília: the day's last draw (23:20) is over; the next is on Friday the 13th.
    vi.setSystemTime(new Date('2026-03-13T02:50:00Z'));
    cached.rows = [row(), row({ id: 'draft', guess_date: '2026-03-13', published: false, lottery: 'Rascunho' })];
    render(<PalpitesPage />, { route: '/palpites' });
    const [first, second] = screen.getAllByTestId('guess-card');
    const tomorrow = builtinGuess('2026-03-13');
    expect(first).toHaveAttribute('data-source', 'builtin');
    expect(within(first!).getByRole('list', { name: 'Milhares' })).toHaveTextContent(tomorrow.milhares.join(''));
    expect(within(first!).queryByTestId('draw-past')).not.toBeInTheDocument();
    expect(within(second!).getByRole('heading', { level: 3, name: 'PT Rio · PTM 11:20' })).toBeInTheDocument();
    expect(within(second!).getByTestId('draw-past')).toHaveTextContent('Sorteio já realizado');
    expect(screen.getByRole('heading', { level: 2, name: 'Para a próxima extração: amanhã, 13/03/2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Já sorteados hoje' })).toBeInTheDocument();
    expect(screen.getByTestId('guesses-date')).toHaveTextContent('Quinta-feira, 12 de março de 2026');
    expect(screen.queryByTestId('builtin-notice')).not.toBeInTheDocument();
    expect(screen.queryByText('Rascunho')).not.toBeInTheDocument();
  });

  it("after the team's only draw of the day, offers the automatic guess of the day for the later draws", () => {
    // 15:00 in Brasília: the team's 11:20 guess is past; the afternoon's draws are still ahead.
    vi.setSystemTime(new Date('2026-03-12T18:00:00Z'));
    cached.rows = [row()];
    render(<PalpitesPage />, { route: '/palpites' });
    const [first, second] = screen.getAllByTestId('guess-card');
    expect(first).toHaveAttribute('data-source', 'builtin');
    expect(within(first!).getByRole('list', { name: 'Milhares' })).toHaveTextContent(builtinGuess('2026-03-12').milhares.join(''));
    expect(second).toHaveAttribute('data-source', 'admin');
    expect(within(second!).getByTestId('draw-past')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Para as próximas extrações de hoje' })).toBeInTheDocument();
    expect(screen.getByTestId('team-guesses-past')).toHaveTextContent('Os palpites da equipe de hoje eram para sorteios que já aconteceram.');
  });

  it('falls back to the built-in guess of the day, the same for everyone', () => {
    cached.rows = [row({ guess_date: '2026-03-11' })];
    render(<PalpitesPage />, { route: '/palpites' });
    expect(screen.getByTestId('builtin-notice')).toBeInTheDocument();
    const card = screen.getByTestId('guess-card');
    expect(card).toHaveAttribute('data-source', 'builtin');
    const expected = builtinGuess('2026-03-12');
    expect(within(card).getByRole('list', { name: 'Milhares' })).toHaveTextContent(expected.milhares.join(''));
    expect(within(card).getByText('Palpite automático')).toBeInTheDocument();
  });

  it('never downloaded (offline on a first visit): says so, not that the team published nothing', () => {
    cached.never = true;
    render(<PalpitesPage />, { route: '/palpites' });
    expect(screen.getByTestId('not-downloaded')).toHaveTextContent('Ainda não baixamos os palpites de hoje. Conecte-se uma vez para ver.');
    expect(screen.queryByText(/A equipe ainda não publicou/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('builtin-notice')).not.toBeInTheDocument();
    // The built-in guess of the day still shows: it needs no download.
    expect(screen.getByTestId('guess-card')).toHaveAttribute('data-source', 'builtin');
  });

  it('waits for the offline copy before choosing, so the built-in guess never flashes', () => {
    cached.rows = undefined;
    render(<PalpitesPage />, { route: '/palpites' });
    expect(screen.getByLabelText('Carregando palpites')).toBeInTheDocument();
    expect(screen.queryByTestId('guess-card')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers to follow the day\'s guess', () => {
    render(
      <FollowProvider value={({ topic, label, wide }) => <button type="button">{`${wide ? 'wide ' : ''}Seguir ${label} (${topic})`}</button>}>
        <PalpitesPage />
      </FollowProvider>,
    );
    expect(screen.getByRole('button', { name: /^wide Seguir/ })).toHaveTextContent('wide Seguir Palpite do dia (palpite-do-dia)');
  });
});
