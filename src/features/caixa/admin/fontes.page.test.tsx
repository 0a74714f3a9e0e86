import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../../testing/render';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

vi.mock('../../../lib/supabase', () => import('../../../testing/fake-supabase'));
const { default: FontesPage } = await import('./fontes.page');

const GAMES = ['mega-sena', 'lotofacil', 'quina', 'lotomania', 'timemania', 'dupla-sena', 'dia-de-sorte', 'super-sete', 'mais-milionaria', 'federal'];
const stateRow = (game: string, changes: Record<string, unknown> = {}) => ({
  game,
  latest_contest: null,
  last_attempt_at: '2026-11-29T11:00:00Z',
  last_success_at: null,
  last_status: 'unreachable',
  last_error: 'fetch failed (getaddrinfo ENOTFOUND servicebus2.caixa.gov.br)',
  failures: 3,
  backoff_until: '2999-01-01T12:00:00Z',
  next_poll_at: '2999-01-01T12:00:00Z',
  ...changes,
});

let fake: FakeSupabase;
beforeEach(() => {
  fake = installFakeSupabase()
    .seed('caixa_source_state', GAMES.map((game) => (game === 'quina' ? stateRow(game, { last_status: 'ok', last_success_at: '2026-11-29T10:00:00Z', latest_contest: 6849, failures: 0, backoff_until: null, last_error: null }) : stateRow(game))))
    .seed('caixa_source_events', [
      { id: 1, at: '2026-11-29T10:00:00Z', game: 'quina', contest: 6849, kind: 'corrected', status: 'revision 2', detail: 'Corrigido pela fonte: prizes' },
      { id: 2, at: '2026-11-29T10:30:00Z', game: 'mega-sena', contest: 2925, kind: 'refused', status: 'invalid', detail: 'numbers: 61 out of range' },
    ])
    .seed('lottery_contest_corrections', [
      { id: 1, game: 'quina', contest: 6849, at: '2026-11-29T10:00:00Z', revision: 2, before: { prizes: [{ tier: 2, amount: 12524.86 }], place: 'SP' }, after: { prizes: [{ tier: 2, amount: 12524.96 }], place: 'SP' } },
    ]);
});

describe('Fontes', { timeout: 20_000 }, () => {
  it("shows each game's source: the status in words, the last success, the latest contest and the back-off", async () => {
    render(<FontesPage />, { route: '/painel/fontes' });
    const cards = await screen.findAllByTestId('source-card');
    expect(cards.map((card) => card.dataset.game)).toEqual(GAMES);
    const mega = cards[0]!;
    await waitFor(() => expect(within(mega).getByTestId('source-status')).toHaveTextContent('Fonte inacessível'));
    expect(mega).toHaveTextContent('Mega-Sena');
    expect(mega).toHaveTextContent('Último sucesso: nunca');
    expect(mega).toHaveTextContent('Último concurso: —');
    expect(mega).toHaveTextContent('Nova tentativa depois de 01/01/2999, 09:00 (3 falhas seguidas)');
    const quina = cards[2]!;
    expect(within(quina).getByTestId('source-status')).toHaveTextContent('Funcionando');
    expect(quina).toHaveTextContent('Último sucesso: 29/11/2026, 07:00');
    expect(quina).toHaveTextContent('Último concurso: 6849');
    expect(quina).not.toHaveTextContent('Nova tentativa');
  });

  it('lists the latest refusals and corrections, a correction with its fields before and after', async () => {
    render(<FontesPage />, { route: '/painel/fontes' });
    const events = await screen.findAllByTestId('source-event');
    expect(events[0]).toHaveTextContent('Mega-Sena 2925');
    expect(events[0]).toHaveTextContent('Recusado');
    expect(events[0]).toHaveTextContent('Resultado recusado: fora das regras do jogo');
    expect(events[1]).toHaveTextContent('Correção');
    const [correction] = await screen.findAllByTestId('source-correction');
    expect(correction).toHaveTextContent('Quina 6849 · revisão 2');
    expect(correction).toHaveTextContent('prizes: antes [{"tier":2,"amount":12524.86}] → depois [{"tier":2,"amount":12524.96}]');
    expect(correction).not.toHaveTextContent('place');
  });

  it('"Buscar agora" asks the database for a poll, then shows the state the poll left', async () => {
    fake.onRpc('caixa_request_poll', () => {
      // The ingest function's run, as the database has it once it ended: Caixa refused every request.
      fake.seed('caixa_source_state', GAMES.map((game) => stateRow(game, { last_attempt_at: '2026-11-29T12:00:00Z', last_status: 'http_403', last_error: 'HTTP 403 from the source' })));
      return null;
    });
    render(<FontesPage />, { route: '/painel/fontes' });
    await waitFor(() => expect(screen.getAllByTestId('source-status')[0]).toHaveTextContent('Fonte inacessível'));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar agora' }));
    await waitFor(() => expect(screen.getAllByTestId('source-status')[2]).toHaveTextContent('A Caixa recusou (403): a função deve rodar em São Paulo'));
    expect(fake.callsTo('caixa_request_poll')).toHaveLength(1);
    expect(await screen.findByText('Busca concluída')).toBeInTheDocument();
  });

  it('says in Portuguese why the poll could not be asked for', async () => {
    fake.failNext('rpc:caixa_request_poll', { code: '42501', message: 'Only admins can ask for a poll' });
    render(<FontesPage />, { route: '/painel/fontes' });
    await screen.findAllByTestId('source-card');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar agora' }));
    expect(await screen.findByText('Não foi possível pedir a busca')).toBeInTheDocument();
    expect(screen.getByText('acesso negado: entre de novo como administrador')).toBeInTheDocument();
  });
});
