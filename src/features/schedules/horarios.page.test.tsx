import { act, render, screen, within } from '../../testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowProvider } from '../../components/follow-slot';
import { SCHEDULES } from './data/schedules';
import HorariosPage from './horarios.page';

/** Wednesday 18 November 2026, 17:00 in Brasília. */
const WEDNESDAY_17H = new Date('2026-11-18T17:00:00-03:00');

beforeEach(() => {
  // Only the clock is fake: IndexedDB and React still need real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY_17H);
});

afterEach(() => {
  vi.useRealTimers();
});

// Generous timeout: IndexedDB and rendering run slowly on a shared two-core machine.
describe('Horários e Loterias', { timeout: 20_000 }, () => {
  it('shows every lottery with today\'s draws, past and next', async () => {
    render(<HorariosPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const schedule of SCHEDULES) expect(screen.getByTestId(`schedule-${schedule.id}`)).toBeInTheDocument();
    const rio = screen.getByTestId('schedule-pt-rio');
    expect(within(rio).getByText('Hoje, quarta-feira')).toBeInTheDocument();
    // On Wednesdays the Federal replaces Rio's 18:20.
    expect(rio.querySelector('ul')).not.toHaveTextContent('18:20');
    expect(rio).toHaveTextContent('18:20 PTN: exceto qua e sáb');
    expect(rio.querySelector('[data-state="next"]')).toHaveTextContent('20:00 Federal (no lugar da PTN)');
    expect(rio.querySelectorAll('[data-state="past"]')).toHaveLength(4);
    expect(within(rio).getByRole('timer')).toHaveTextContent('3 h 00 min 00 s');
    expect(screen.getByTestId('next-draw')).toHaveTextContent('São Paulo (PT-SP) – Sorteio às 17:15 (hoje), em 15 min 00 s');
    expect(screen.getByText(/Agora em Brasília: quarta-feira/)).toHaveTextContent('17:00:00');
    expect(screen.getByText(/conferidos em 24\/11\/2026/)).toBeInTheDocument();
    // Times the sources disagree on say so, and every lottery names its sources; no confidence badge.
    expect(within(rio).getAllByTestId('time-varies').map((e) => e.textContent)).toContain(' (horário pode variar)');
    expect(within(screen.getByTestId('schedule-bahia')).getByTestId('schedule-disagreement')).toHaveTextContent('10:20');
    for (const schedule of SCHEDULES) expect(within(screen.getByTestId(`schedule-${schedule.id}`)).getByTestId('schedule-sources')).toHaveTextContent(/Fontes: .+ \(conferido em \d{2}\/\d{2}\/\d{4}\)/);
    expect(screen.queryByText(/Confiança/)).not.toBeInTheDocument();
  });

  it('counts down live', async () => {
    render(<HorariosPage />);
    vi.setSystemTime(new Date(WEDNESDAY_17H.getTime() + 61_000));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    expect(screen.getByTestId('next-draw')).toHaveTextContent('em 13 min 59 s');
  });

  it('says when the Federal draws next on other days', async () => {
    vi.setSystemTime(new Date('2026-11-19T17:00:00-03:00'));
    render(<HorariosPage />);
    const federal = screen.getByTestId('schedule-federal');
    expect(within(federal).getByText(/Sem extrações hoje/)).toBeInTheDocument();
    expect(federal).toHaveTextContent('Próxima: Federal às 20:00 (sábado)');
    expect(screen.getByTestId('schedule-pt-rio').querySelector('[data-state="next"]')).toHaveTextContent('18:20 PTN');
  });

  it('offers "Seguir" on each lottery, by the name its results are published under (as on Resultados)', async () => {
    render(
      <FollowProvider value={({ topic }) => <button type="button">{`Seguir ${topic}`}</button>}>
        <HorariosPage />
      </FollowProvider>,
    );
    expect(within(await screen.findByTestId('schedule-pt-rio')).getByRole('button')).toHaveTextContent('Seguir PT Rio');
    expect(within(screen.getByTestId('schedule-federal')).getByRole('button')).toHaveTextContent('Seguir Federal');
    expect(within(screen.getByTestId('schedule-look-goias')).getByRole('button')).toHaveTextContent('Seguir Look Goiás');
    expect(screen.getAllByRole('button', { name: /^Seguir/ })).toHaveLength(SCHEDULES.length);
  });
});
