import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowProvider } from '../../../components/follow-slot';
import { addDays, todayInBrasilia } from '../../../utils/calendar/dates';
import { installFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { render, screen, within } from '../../../testing/render';
import { lateness } from './missing-draws';

vi.mock('../../../lib/supabase', () => import('../../../testing/fake-supabase'));
const { MissingDrawsCard } = await import('./missing-draws-card');

const draw = (lottery: string, draw_label: string, draw_time: string, minutes_late: number) => ({ lottery, draw_label, draw_time, draw_at: '2026-11-29T12:20:00Z', minutes_late });

let fake: FakeSupabase;
beforeEach(() => {
  fake = installFakeSupabase().onRpc('missing_draws', ({ p_day }) =>
    p_day === undefined
      ? [draw('Nacional', 'Sorteio 08:00', '08:00', 95), draw('PT Rio', 'PTM 11:20', '11:20', 20)]
      : [draw('Lotep (Paraíba)', 'Sorteio 10:45', '10:45', 1500), draw('Lotep (Paraíba)', 'Sorteio 18:00', '18:00', 1000), draw('Look Goiás', 'Sorteio 23:20', '23:20', 600)],
  );
});

/** The card with a follow control that shows what it follows, as the app's does. */
function renderCard() {
  return render(
    <FollowProvider value={({ topic, label }) => <button type="button" data-topic={topic}>{`Seguir ${label}`}</button>}>
      <MissingDrawsCard />
    </FollowProvider>,
    { route: '/painel/dashboard' },
  );
}

describe("the dashboard's late draws", () => {
  it("lists today's draws without a result with how late each is, and yesterday's by lottery", async () => {
    renderCard();
    const rows = await screen.findAllByTestId('missing-draw');
    expect(rows.map((row) => row.textContent)).toEqual(['Nacional · Sorteio 08:001 h 35 min de atraso', 'PT Rio · PTM 11:2020 min de atraso']);
    expect(screen.getAllByTestId('missing-draw-yesterday').map((row) => row.textContent)).toEqual([
      'Lotep (Paraíba): Sorteio 10:45, Sorteio 18:00',
      'Look Goiás: Sorteio 23:20',
    ]);
    expect(fake.callsTo('missing_draws').map((call) => call.values)).toEqual(expect.arrayContaining([{}, { p_day: addDays(todayInBrasilia(), -1) }]));
  });

  it('offers the follow of Pendências and says so when nothing is late', async () => {
    fake.onRpc('missing_draws', () => []);
    renderCard();
    expect(await screen.findByText('Nenhum sorteio atrasado hoje.')).toBeInTheDocument();
    const card = screen.getByTestId('missing-draws');
    expect(within(card).getByRole('button', { name: 'Seguir Pendências' })).toHaveAttribute('data-topic', 'Pendências');
    expect(within(card).queryByText('Ontem')).not.toBeInTheDocument();
  });

  it('says why the list could not be read', async () => {
    fake.failNext('rpc:missing_draws', { code: '42501', message: 'Only admins can list missing draws' });
    renderCard();
    expect(await screen.findByText(/Não foi possível ler os sorteios pendentes/)).toBeInTheDocument();
  });
});

describe('lateness', () => {
  it('reads as the push to Pendências writes it', () => {
    expect([20, 59, 60, 65, 125].map(lateness)).toEqual(['20 min', '59 min', '1 h', '1 h 05 min', '2 h 05 min']);
  });
});
