// The results-ingest function (issue 39) through the stand-in, reading the fake Caixa source that
// serves the official JSON: each answer the real API gives (good, 403, 500, HTML, malformed, a
// time-out, a 404, invalid data, a new contest, a correction) and the database after it
// (contests, caixa_source_state, caixa_source_events), the back-off, the calendar, the gaps and
// the backfill, the secret key, and one new contest's push decrypted at the fake push service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAIXA_SOURCE_GAMES, getCaixaSourceGame, nextPollAt, nextScheduledDraw, type CaixaGameId, type CaixaSourceGame } from '../functions/_shared/caixa-games.ts';
import { parseCaixaContest } from '../functions/_shared/caixa-source.ts';
import { backoffMs, createResultsIngestHandler, type GameOutcome, type IngestSummary } from '../functions/results-ingest/index.ts';
import { todayInBrasilia } from '../../src/utils/calendar/dates';
import { fixture, startFakeCaixaSource, type FakeCaixaSource } from './fake-caixa-source';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { raw, startStack, type TestStack } from './harness';

const GAMES = CAIXA_SOURCE_GAMES.map((g) => g.id);
/** The function's time-out for these tests; the fake's slow answers wait longer. */
const TIMEOUT_MS = 400;

async function withSource(): Promise<{ stack: TestStack; source: FakeCaixaSource }> {
  const source = await startFakeCaixaSource({ slowMs: 3_000 });
  const stack = await startStack({ caixa: { apiBase: source.base, timeoutMs: TIMEOUT_MS, pauseMs: 0, maxRequests: 20 } });
  return { stack, source };
}

function ingest(stack: TestStack, body?: unknown, headers: Record<string, string> = { apikey: stack.server.secretKey }) {
  return raw(stack.url, '/functions/v1/results-ingest', { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
}

async function ingestOk(stack: TestStack, body?: unknown): Promise<IngestSummary> {
  const res = await ingest(stack, body);
  expect(res.status).toBe(200);
  return res.body as IngestSummary;
}

const byGame = (summary: IngestSummary) => Object.fromEntries(summary.games.map((g) => [g.game, g])) as Record<string, GameOutcome>;

async function state(stack: TestStack, game: CaixaGameId) {
  const { rows } = await stack.server.db.query(
    `select latest_contest, last_status, last_error, failures, backfill_done, backfill_next,
            extract(epoch from backoff_until - now())::float8 as backoff_s, extract(epoch from next_poll_at - now())::float8 as next_poll_s,
            last_success_at is not null as succeeded
     from public.caixa_source_state where game = $1`,
    [game],
  );
  return rows[0] as {
    latest_contest: number | null;
    last_status: string | null;
    last_error: string | null;
    failures: number;
    backfill_done: boolean;
    backfill_next: number | null;
    backoff_s: number | null;
    next_poll_s: number | null;
    succeeded: boolean;
  };
}

async function events(stack: TestStack, game: CaixaGameId) {
  const { rows } = await stack.server.db.query('select kind, status, contest, detail from public.caixa_source_events where game = $1 order by id', [game]);
  return rows as { kind: string; status: string; contest: number | null; detail: string | null }[];
}

async function contestRow(stack: TestStack, game: CaixaGameId, contest: number) {
  const { rows } = await stack.server.db.query('select to_jsonb(c) as row from public.lottery_contests c where game = $1 and contest = $2', [game, contest]);
  return rows[0]?.row as Record<string, unknown> | undefined;
}

async function realContests(stack: TestStack, game: CaixaGameId): Promise<number[]> {
  const { rows } = await stack.server.db.query("select contest from public.lottery_contests where game = $1 and source = 'caixa' order by contest desc", [game]);
  return rows.map((r) => Number(r.contest));
}

/** Makes every game's next poll an hour away, so that a scheduled run asks for none of the latest. */
async function nothingDue(stack: TestStack) {
  await stack.server.db.query("update public.caixa_source_state set next_poll_at = now() + interval '1 hour'");
}

describe('the calendar (pure)', () => {
  const mega = getCaixaSourceGame('mega-sena') as CaixaSourceGame;
  const federal = getCaixaSourceGame('federal') as CaixaSourceGame;
  // Mega-Sena 2925 was drawn on Thursday 09/10/2025; the next, on Saturday, at 21:00 in Brasília (00:00 UTC).
  const latest = { draw_date: '2025-10-09', next_date: '2025-10-11' };
  const draw = Date.parse('2025-10-12T00:00:00Z');

  it('asks hourly before the draw, at the draw if sooner', () => {
    expect(nextPollAt(mega, latest, draw - 5 * 3600_000)).toBe(draw - 4 * 3600_000);
    expect(nextPollAt(mega, latest, draw - 600_000)).toBe(draw);
  });

  it('every 30 s for three hours after the draw, then every minute that day, then hourly', () => {
    expect(nextPollAt(mega, latest, draw + 600_000)).toBe(draw + 630_000);
    expect(nextPollAt(mega, latest, draw + 5 * 3600_000)).toBe(draw + 5 * 3600_000 + 60_000);
    expect(nextPollAt(mega, latest, draw + 30 * 3600_000)).toBe(draw + 31 * 3600_000);
  });

  it('without an announced date, the weekly calendar: Thursday to Saturday; the Federal at 20:00', () => {
    expect(nextScheduledDraw(mega, '2025-10-09')).toBe(draw);
    expect(nextScheduledDraw(mega, '2025-10-11')).toBe(Date.parse('2025-10-15T00:00:00Z'));
    expect(nextScheduledDraw(federal, '2025-08-02')).toBe(Date.parse('2025-08-06T23:00:00Z'));
    expect(nextPollAt(mega, { draw_date: '2025-10-09', next_date: null }, draw + 1000)).toBe(draw + 31_000);
  });

  it('backs off 30 s, 1 min, 2 min ... 30 min at most', () => {
    expect([1, 2, 3, 4, 7, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_800_000, 1_800_000]);
  });
});

describe('the converter (pure): what is refused', () => {
  const game = (id: CaixaGameId) => getCaixaSourceGame(id) as CaixaSourceGame;
  const refusal = (id: CaixaGameId, changes: Record<string, unknown>, expected?: number) => {
    const parsed = parseCaixaContest(game(id), { ...fixture(id), ...changes }, expected);
    return parsed.ok ? 'accepted' : parsed.reason;
  };

  it('every fixture is accepted', () => {
    for (const id of GAMES) expect(refusal(id, {})).toBe('accepted');
  });

  it.each([
    ['mega-sena', { numero: '2925' }, 'numero must be a whole number from 1'],
    ['mega-sena', { dataApuracao: '2025-10-09' }, 'dataApuracao must be dd/mm/yyyy'],
    ['mega-sena', { dataApuracao: '31/02/2025' }, 'dataApuracao is not a date: 31/02/2025'],
    ['mega-sena', { listaDezenas: ['07', '09', '12', '13', '24'] }, 'listaDezenas: 6 expected, 5 given'],
    ['mega-sena', { listaDezenas: ['07', '09', '12', '13', '24', '61'] }, 'listaDezenas: 61 out of range 1-60'],
    ['mega-sena', { listaDezenas: ['07', '07', '12', '13', '24', '27'] }, 'listaDezenas: repeated number'],
    ['mega-sena', { listaDezenas: ['07', '09', '12', '13', '24', 'x'] }, 'listaDezenas: "x" is not a number of at most 2 digits'],
    ['mega-sena', { dezenasSorteadasOrdemSorteio: ['09', '07', '27', '24', '12', '14'] }, 'dezenasSorteadasOrdemSorteio: not the numbers drawn'],
    ['mega-sena', { listaDezenasSegundoSorteio: ['01', '02', '03', '04', '05', '06'] }, 'listaDezenasSegundoSorteio: this game has one draw'],
    ['mega-sena', { trevosSorteados: ['1', '2'] }, 'trevosSorteados: this game has no trevos'],
    ['mega-sena', { acumulado: 'sim' }, 'acumulado must be true or false'],
    ['mega-sena', { listaRateioPremio: [] }, 'listaRateioPremio: 3 tiers expected, 0 given'],
    ['mega-sena', { valorEstimadoProximoConcurso: -1 }, 'valorEstimadoProximoConcurso must be reais from 0'],
    ['mega-sena', { dataProximoConcurso: '08/10/2025' }, 'dataProximoConcurso before dataApuracao'],
    ['mega-sena', { numeroConcursoProximo: 2925 }, 'numeroConcursoProximo 2925 does not follow 2925'],
    ['dupla-sena', { listaDezenasSegundoSorteio: null }, 'listaDezenasSegundoSorteio must be a list'],
    ['dupla-sena', { dezenasSorteadasOrdemSorteio: ['08', '22', '31', '01', '33', '35', '05', '07', '32', '33', '14', '44'] }, 'dezenasSorteadasOrdemSorteio: not the second draw'],
    ['mais-milionaria', { trevosSorteados: ['1', '7'] }, 'trevosSorteados: 7 out of range 1-6'],
    ['mais-milionaria', { trevosSorteados: ['1', '5'] }, 'dezenasSorteadasOrdemSorteio: not the trevos drawn'],
    ['dia-de-sorte', { nomeTimeCoracaoMesSorte: 'Julhoo' }, 'nomeTimeCoracaoMesSorte: "Julhoo" is not a month'],
    ['timemania', { nomeTimeCoracaoMesSorte: null }, 'nomeTimeCoracaoMesSorte: the team is missing'],
    ['super-sete', { listaDezenas: ['0', '6', '7', '2', '0', '7', '10'] }, 'listaDezenas: "10" is not a number of at most 1 digits'],
    ['federal', { listaDezenas: ['012244', '012244', '007766', '001186', '081708'] }, 'listaDezenas: repeated ticket'],
  ] as const)('%s %j: %s', (id, changes, reason) => {
    expect(refusal(id, changes)).toBe(reason);
  });

  it('a contest asked for by number must be that number', () => {
    expect(refusal('quina', {}, 6848)).toBe('contest 6848 asked for, 6849 answered');
  });

  it('normalises: numbers padded and sorted, NUL filler dropped, team squashed, month capitalised, cents rounded', () => {
    const parsed = parseCaixaContest(game('quina'), { ...fixture('quina'), listaDezenas: [30, '13', '67', '22', '23'], valorAcumuladoProximoConcurso: 0.1 + 0.2 });
    expect(parsed).toMatchObject({ ok: true, contest: { numbers: ['13', '22', '23', '30', '67'], lucky: null, next_accumulated: 0.3, place: 'ESPAÇO DA SORTE, SÃO PAULO, SP' } });
    expect(parseCaixaContest(game('dia-de-sorte'), { ...fixture('dia-de-sorte'), nomeTimeCoracaoMesSorte: 'MARÇO' })).toMatchObject({ contest: { lucky: 'Março' } });
  });
});

describe('results-ingest: who may run it', () => {
  let stack: TestStack;
  let source: FakeCaixaSource;
  beforeAll(async () => ({ stack, source } = await withSource()), 120_000);
  afterAll(async () => {
    await stack?.stop();
    await source?.close();
  });

  it('answers 401 without the secret key (none, or the publishable key) and asks the source nothing', async () => {
    const none = await raw(stack.url, '/functions/v1/results-ingest', { method: 'POST', body: {} });
    expect(none.status).toBe(401);
    const anon = await ingest(stack, {}, { apikey: stack.server.publishableKey });
    expect(anon).toMatchObject({ status: 401, body: { error: 'The secret key is required' } });
    const anonBearer = await ingest(stack, {}, { apikey: stack.server.publishableKey, Authorization: `Bearer ${stack.server.publishableKey}` });
    expect(anonBearer.status).toBe(401);
    expect(source.requests).toEqual([]);
    expect((await state(stack, 'mega-sena')).last_status).toBeNull();
  });

  it('takes the secret key as apikey or as the bearer token; refuses other methods and bodies', async () => {
    const bearer = await ingest(stack, {}, { apikey: stack.server.publishableKey, Authorization: `Bearer ${stack.server.secretKey}` });
    expect(bearer.status).toBe(200);
    expect(source.requests.filter((r) => r.contest === undefined)).toHaveLength(10);
    const get = await raw(stack.url, '/functions/v1/results-ingest', { headers: { apikey: stack.server.secretKey } });
    expect(get.status).toBe(405);
    expect((await ingest(stack, { mode: 'everything' })).status).toBe(400);
    expect((await ingest(stack, [1])).status).toBe(400);
  });

  it('a non-https source is refused unless the stand-in allows loopback', async () => {
    const handler = createResultsIngestHandler({ supabaseUrl: stack.url, serviceRoleKey: 'k', caixaApiBase: source.base });
    const res = await handler(new Request('http://x/', { method: 'POST', headers: { apikey: 'k' } }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: `CAIXA_API_BASE is not an https URL: ${source.base}` });
  });
});

describe('results-ingest: the answers of the source', () => {
  let stack: TestStack;
  let source: FakeCaixaSource;
  beforeAll(async () => ({ stack, source } = await withSource()), 120_000);
  afterAll(async () => {
    await stack?.stop();
    await source?.close();
  });
  beforeEach(() => source.heal());

  it('a poll stores every game’s latest contest, normalised, and starts each backfill below it', async () => {
    const summary = await ingestOk(stack);
    expect(summary.mode).toBe('now');
    expect(summary.games.map((g) => [g.game, g.status, g.result])).toEqual(GAMES.map((game) => [game, 'ok', 'new']));
    expect(summary.games.map((g) => g.contest)).toEqual(GAMES.map((game) => fixture(game).numero));

    expect(await contestRow(stack, 'mega-sena', 2925)).toMatchObject({
      draw_date: '2025-10-09',
      numbers: ['07', '09', '12', '13', '24', '27'],
      draw_order: ['09', '07', '27', '24', '12', '13'],
      accumulated: true,
      next_contest: 2926,
      next_date: '2025-10-11',
      next_estimate: 27000000,
      next_accumulated: 20483790.09,
      place: 'ESPAÇO DA SORTE, SÃO PAULO, SP',
      prizes: [
        { tier: 1, name: '6 acertos', winners: 0, amount: 0 },
        { tier: 2, name: '5 acertos', winners: 171, amount: 9392.04 },
        { tier: 3, name: '4 acertos', winners: 8228, amount: 321.74 },
      ],
      demo: false,
      source: 'caixa',
      revision: 1,
    });
    expect(await contestRow(stack, 'dupla-sena', 2871)).toMatchObject({
      numbers: ['01', '08', '22', '31', '33', '35'],
      second_numbers: ['05', '07', '14', '32', '33', '43'],
      draw_order: ['08', '22', '31', '01', '33', '35', '05', '07', '32', '33', '14', '43'],
    });
    expect(await contestRow(stack, 'mais-milionaria', 292)).toMatchObject({ clovers: ['1', '4'], draw_order: ['29', '42', '23', '10', '38', '15'] });
    expect(await contestRow(stack, 'timemania', 2305)).toMatchObject({ lucky: 'APARECIDENSE /GO' });
    expect(await contestRow(stack, 'dia-de-sorte', 1126)).toMatchObject({ lucky: 'Julho' });
    expect(await contestRow(stack, 'mega-sena', 2925)).toMatchObject({ lucky: null, second_numbers: null, clovers: null });
    expect(await contestRow(stack, 'super-sete', 757)).toMatchObject({ numbers: ['0', '6', '7', '2', '0', '7', '0'] });
    expect(await contestRow(stack, 'federal', 5988)).toMatchObject({ numbers: ['012244', '035475', '007766', '001186', '081708'] });
    // The Federal's bicho draw, made as if an admin had pasted it.
    const { rows: bicho } = await stack.server.db.query("select prizes, source from public.draw_results where lottery = 'Federal' and draw_date = '2025-08-02'");
    expect(bicho).toEqual([{ prizes: ['2244', '5475', '7766', '1186', '1708', '8379', '285'], source: 'caixa-federal' }]);

    expect(await state(stack, 'mega-sena')).toMatchObject({ latest_contest: 2925, last_status: 'ok', last_error: null, failures: 0, backoff_s: null, backfill_done: false, backfill_next: 2924, succeeded: true });
    expect(await events(stack, 'mega-sena')).toEqual([{ kind: 'stored', status: 'new', contest: 2925, detail: null }]);
  });

  it('polling again changes nothing: the same contests are "same", not stored twice, not logged', async () => {
    const summary = await ingestOk(stack, {});
    expect(summary.games.map((g) => g.result)).toEqual(GAMES.map(() => 'same'));
    expect(await realContests(stack, 'mega-sena')).toEqual([2925]);
    expect(await events(stack, 'quina')).toHaveLength(1);
    expect(await contestRow(stack, 'quina', 6849)).toMatchObject({ revision: 1 });
  });

  it('a published contest the source changes is recorded as a correction, revision 2, and notifies nobody', async () => {
    const before = await stack.server.db.query("select count(*)::int as n from public.push_messages where topic = 'Quina'");
    const changed = { ...fixture('quina'), listaRateioPremio: fixture('quina').listaRateioPremio as unknown[] };
    (changed.listaRateioPremio as { numeroDeGanhadores: number }[])[1] = { ...(changed.listaRateioPremio as object[])[1], numeroDeGanhadores: 80 } as never;
    source.publish('quina', changed);
    const summary = await ingestOk(stack);
    expect(byGame(summary).quina).toMatchObject({ status: 'ok', result: 'corrected', contest: 6849 });
    expect(await contestRow(stack, 'quina', 6849)).toMatchObject({ revision: 2 });
    const { rows } = await stack.server.db.query("select before -> 'prizes' -> 1 ->> 'winners' as was, after -> 'prizes' -> 1 ->> 'winners' as now, revision from public.lottery_contest_corrections where game = 'quina'");
    expect(rows).toEqual([{ was: '79', now: '80', revision: 2 }]);
    expect((await events(stack, 'quina')).at(-1)).toMatchObject({ kind: 'corrected', contest: 6849, detail: 'Corrigido pela fonte: prizes' });
    const after = await stack.server.db.query("select count(*)::int as n from public.push_messages where topic = 'Quina'");
    expect(after.rows).toEqual(before.rows);
  });

  it.each([
    ['forbidden', 'http_403', 'error', /HTTP 403/],
    ['server-error', 'http_5xx', 'error', /HTTP 500/],
    ['html', 'html', 'error', /an HTML page instead of JSON/],
    ['malformed', 'malformed', 'error', /not JSON/],
    ['slow', 'timeout', 'error', new RegExp(`no answer in ${TIMEOUT_MS} ms`)],
  ] as const)('%s: nothing stored, the game backs off, the failure is logged and shown', async (failure, status, kind, detail) => {
    const game: CaixaGameId = 'lotofacil';
    await stack.server.db.query("update public.caixa_source_state set failures = 0, backoff_until = null where game = 'lotofacil'");
    const contestsBefore = await realContests(stack, game);
    source.next(game, '2026-02-10');
    source.fail(game, failure);
    const summary = await ingestOk(stack);
    expect(byGame(summary)[game]).toMatchObject({ status, detail: expect.stringMatching(detail) });
    // The other games are unaffected.
    expect(byGame(summary).quina).toMatchObject({ status: 'ok' });
    expect(await realContests(stack, game)).toEqual(contestsBefore);
    const after = await state(stack, game);
    expect(after).toMatchObject({ last_status: status, failures: 1, latest_contest: 3609 });
    expect(after.last_error).toMatch(detail);
    expect(after.backoff_s).toBeGreaterThan(25);
    expect(after.backoff_s).toBeLessThanOrEqual(30);
    expect((await events(stack, game)).at(-1)).toMatchObject({ kind, status, contest: null, detail: expect.stringMatching(detail) });
  });

  it('invalid data is refused with its reason, stored nowhere, and backs off like a failure', async () => {
    await stack.server.db.query("update public.caixa_source_state set failures = 0, backoff_until = null where game = 'timemania'");
    const bad = source.next('timemania', '2025-10-11', { listaDezenas: ['01', '02', '03', '04', '05', '81', '07'] });
    const summary = await ingestOk(stack);
    expect(byGame(summary).timemania).toMatchObject({ status: 'invalid', detail: 'listaDezenas: 81 out of range 1-80' });
    expect(await contestRow(stack, 'timemania', bad.numero)).toBeUndefined();
    expect(await state(stack, 'timemania')).toMatchObject({ last_status: 'invalid', last_error: 'listaDezenas: 81 out of range 1-80', failures: 1 });
    expect((await events(stack, 'timemania')).at(-1)).toEqual({ kind: 'refused', status: 'invalid', contest: null, detail: 'listaDezenas: 81 out of range 1-80' });
    // Without its team: refused too.
    source.publish('timemania', { ...bad, listaDezenas: fixture('timemania').listaDezenas, nomeTimeCoracaoMesSorte: '\u0000'.repeat(17) });
    expect(byGame(await ingestOk(stack)).timemania).toMatchObject({ status: 'invalid', detail: 'nomeTimeCoracaoMesSorte: the team is missing' });
    expect(await state(stack, 'timemania')).toMatchObject({ failures: 2 });
  });

  it('a 404 is "nothing yet": no failure, no back-off, no event', async () => {
    const eventsBefore = await events(stack, 'super-sete');
    source.fail('super-sete', 'not-found');
    const summary = await ingestOk(stack);
    expect(byGame(summary)['super-sete']).toMatchObject({ status: 'http_404' });
    expect(await state(stack, 'super-sete')).toMatchObject({ last_status: 'http_404', failures: 0, backoff_s: null, latest_contest: 757 });
    expect(await events(stack, 'super-sete')).toEqual(eventsBefore);
  });

  it('backs off exponentially: a scheduled run skips the game until then; a poll "now" asks anyway; success resets it', async () => {
    const game: CaixaGameId = 'dia-de-sorte';
    await stack.server.db.query("update public.caixa_source_state set next_poll_at = now() where game = 'dia-de-sorte'");
    source.fail(game, 'server-error');
    await ingestOk(stack); // failure 1: 30 s
    expect((await state(stack, game)).failures).toBe(1);

    const asked = () => source.requests.filter((r) => r.game === game && r.contest === undefined).length;
    const count = asked();
    await nothingDue(stack);
    await stack.server.db.query("update public.caixa_source_state set next_poll_at = now() where game = 'dia-de-sorte'");
    const scheduled = await ingestOk(stack, { mode: 'scheduled' });
    expect(scheduled.games).toEqual([]);
    expect(asked()).toBe(count);

    await ingestOk(stack); // "now" ignores the back-off: failure 2, 60 s
    expect(asked()).toBe(count + 1);
    const second = await state(stack, game);
    expect(second.failures).toBe(2);
    expect(second.backoff_s).toBeGreaterThan(55);
    expect(second.backoff_s).toBeLessThanOrEqual(60);

    // Once the back-off has passed, a scheduled run asks again; the source answers, and all is reset.
    source.heal(game);
    await stack.server.db.query("update public.caixa_source_state set backoff_until = now() - interval '1 second', next_poll_at = now() - interval '1 second' where game = 'dia-de-sorte'");
    const again = await ingestOk(stack, { mode: 'scheduled' });
    expect(again.games).toEqual([expect.objectContaining({ game, status: 'ok', result: 'same' })]);
    expect(await state(stack, game)).toMatchObject({ failures: 0, backoff_s: null, last_status: 'ok', last_error: null });
  });
});

describe('results-ingest: calendar, gaps and backfill', () => {
  let stack: TestStack;
  let source: FakeCaixaSource;
  beforeAll(async () => ({ stack, source } = await withSource()), 120_000);
  afterAll(async () => {
    await stack?.stop();
    await source?.close();
  });

  it('a scheduled run asks only for the games due', async () => {
    await ingestOk(stack); // every latest stored
    await nothingDue(stack);
    await stack.server.db.query('update public.caixa_source_state set backfill_done = true');
    await stack.server.db.query("update public.caixa_source_state set next_poll_at = now() - interval '1 second' where game = 'quina'");
    const first = source.requests.length;
    const summary = await ingestOk(stack, { mode: 'scheduled' });
    expect(summary.games.map((g) => g.game)).toEqual(['quina']);
    // Quina 6849's next draw (6850, 11/10/2025) is more than a day past: the source is stalled, once an hour.
    expect((await state(stack, 'quina')).next_poll_s).toBeGreaterThan(3590);
    expect((await state(stack, 'quina')).next_poll_s).toBeLessThanOrEqual(3600);
    const latestAsked = source.requests.slice(first).filter((r) => r.contest === undefined).map((r) => r.game);
    expect(latestAsked).toEqual(['quina']);
  });

  it('latest first, then the gaps, then the backfill down to 50 contests, one request at a time', async () => {
    // Mega-Sena 2926 is missed while the function was away: 2927 arrives, leaving a gap.
    source.next('mega-sena', '2025-10-14');
    source.next('mega-sena', '2025-10-16');
    await stack.server.db.query("update public.caixa_source_state set next_poll_at = now() - interval '1 second', backfill_done = false where game = 'mega-sena'");
    const first = source.requests.length;
    const summary = await ingestOk(stack, { mode: 'scheduled' });
    expect(summary.games).toEqual([expect.objectContaining({ game: 'mega-sena', status: 'ok', contest: 2927, result: 'new' })]);
    const asked = source.requests.slice(first).map((r) => `${r.game}${r.contest === undefined ? '' : `/${r.contest}`}`);
    // 20 requests by number at most per run (the stand-in's setting here).
    expect(asked).toEqual(['mega-sena', 'mega-sena/2926', ...Array.from({ length: 19 }, (_, i) => `mega-sena/${2924 - i}`)]);
    expect(summary.extra[0]).toEqual({ game: 'mega-sena', contest: 2926, kind: 'gap', status: 'ok', result: 'new' });
    expect(await state(stack, 'mega-sena')).toMatchObject({ latest_contest: 2927, backfill_next: 2905, backfill_done: false });

    // The next runs finish it: 2878..2927 (50 contests), then nothing more is asked.
    await nothingDue(stack);
    await ingestOk(stack, { mode: 'scheduled' });
    await ingestOk(stack, { mode: 'scheduled' });
    expect(await realContests(stack, 'mega-sena')).toEqual(Array.from({ length: 50 }, (_, i) => 2927 - i));
    expect(await state(stack, 'mega-sena')).toMatchObject({ backfill_done: true });
    expect((await events(stack, 'mega-sena')).filter((e) => e.kind === 'backfill')).toEqual([
      { kind: 'backfill', status: 'done', contest: 2927, detail: 'the last 50 contests are stored (or were refused or not found)' },
    ]);
    const done = source.requests.length;
    expect((await ingestOk(stack, { mode: 'scheduled' })).extra).toEqual([]);
    expect(source.requests.length).toBe(done);
  });

  it('the backfill goes round the games, and a failing game waits while the others go on', async () => {
    await stack.server.db.query("update public.caixa_source_state set backfill_done = false, backfill_next = null where game in ('quina', 'federal')");
    await nothingDue(stack);
    source.fail('quina', 'server-error', 1);
    const first = source.requests.length;
    const summary = await ingestOk(stack, { mode: 'scheduled' });
    const asked = source.requests.slice(first).map((r) => `${r.game}/${r.contest}/${r.status}`);
    expect(asked.slice(0, 4)).toEqual(['quina/6848/500', 'federal/5987/200', 'federal/5986/200', 'federal/5985/200']);
    expect(summary.extra).toHaveLength(20);
    expect(await state(stack, 'quina')).toMatchObject({ failures: 1, last_status: 'http_5xx' });
  });
});

describe('results-ingest: a new contest reaches its followers', () => {
  let stack: TestStack;
  let source: FakeCaixaSource;
  let push: FakePushService;
  beforeAll(async () => {
    ({ stack, source } = await withSource());
    push = await startFakePushService({ vapidPublicKey: stack.server.push.vapidPublicKey });
  }, 120_000);
  afterAll(async () => {
    await push?.close();
    await stack?.stop();
    await source?.close();
  });

  it('one push per new contest, decrypted at the push service; repeats and corrections send none', async () => {
    await ingestOk(stack); // the fixtures (old contests): nobody is notified
    const follower = push.subscriber();
    const other = push.subscriber();
    await stack.server.db.query(`select public.push_subscribe($1, $2, $3, '["Mega-Sena"]')`, [follower.endpoint, follower.p256dh, follower.auth]);
    await stack.server.db.query(`select public.push_subscribe($1, $2, $3, '["Quina"]')`, [other.endpoint, other.p256dh, other.auth]);

    source.next('mega-sena', todayInBrasilia(), { acumulado: true, valorEstimadoProximoConcurso: 45_000_000 });
    const summary = await ingestOk(stack);
    expect(byGame(summary)['mega-sena']).toMatchObject({ contest: 2926, result: 'new' });
    await push.waitFor((received) => received.length >= 1, 20_000);
    expect(push.messages(follower.id)).toEqual([
      { title: 'Mega-Sena 2926', body: '07 09 12 13 24 27 · Acumulou! R$ 45 milhões', url: '/resultados/mega-sena/2926', tag: 'concurso-mega-sena' },
    ]);

    await ingestOk(stack); // the same contest again
    const corrected = { ...source.latest('mega-sena'), valorEstimadoProximoConcurso: 46_000_000 };
    source.publish('mega-sena', corrected);
    expect(byGame(await ingestOk(stack))['mega-sena']).toMatchObject({ result: 'corrected' });
    await stack.server.push.idle;
    const { rows } = await stack.server.db.query("select count(*)::int as n from public.push_messages where topic = 'Mega-Sena'");
    expect(rows).toEqual([{ n: 1 }]);
    expect(push.received).toHaveLength(1);
    expect(push.messages(other.id)).toEqual([]);
  });
});

describe('results-ingest in the stand-in: the runner and an unreachable source', () => {
  let stack: TestStack;
  const runs: IngestSummary[] = [];
  beforeAll(async () => {
    // Nothing listens on port 9: the source is unreachable, as without network.
    stack = await startStack({ ingest: { tickMs: 3_600_000 }, caixa: { apiBase: 'http://127.0.0.1:9/api', timeoutMs: TIMEOUT_MS, pauseMs: 0 } });
    stack.server.ingest.onRun((summary) => runs.push(summary as IngestSummary));
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('runs a scheduled poll after start and one "now" on caixa_request_poll; the demo contests stay and the state says unreachable', async () => {
    for (let i = 0; i < 100 && runs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs[0]?.mode).toBe('scheduled');
    expect(runs[0]?.games.map((g) => g.status)).toEqual(GAMES.map(() => 'unreachable'));

    const admin = await stack.signedInAdmin();
    const { error } = await admin.rpc('caixa_request_poll');
    expect(error).toBeNull();
    for (let i = 0; i < 100 && runs.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await stack.server.ingest.idle;
    expect(runs[1]?.mode).toBe('now');

    expect(await state(stack, 'mega-sena')).toMatchObject({ last_status: 'unreachable', failures: 2, latest_contest: null });
    const { rows } = await stack.server.db.query("select count(*)::int as n from public.lottery_contests where demo and source = 'demo'");
    expect(rows).toEqual([{ n: 30 }]);
    const { rows: visible } = await admin.from('caixa_source_state').select('game, last_status').eq('game', 'federal').then((r) => ({ rows: r.data }));
    expect(visible).toEqual([{ game: 'federal', last_status: 'unreachable' }]);
  });
});
