// The Caixa results' store (issue 39, migration 0015) through the stand-in's REST, as the ingest
// function and the app call it: real contests of the ten games (fixtures in the official API's
// JSON, normalised here as the function's converter does), repeats, corrections, every class of
// bad input refused with nothing stored, who may call and read what, the one push per new
// contest (decrypted at a fake push service), and the Federal contest that feeds the bicho.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInBrasilia } from '../../src/utils/calendar/dates';
import { startFakePushService, type FakePushService, type FakeSubscriber } from './fake-push-service';
import { CUSTOMER, raw, startStack, type TestStack } from './harness';

const GAMES = ['mega-sena', 'lotofacil', 'quina', 'lotomania', 'timemania', 'dupla-sena', 'dia-de-sorte', 'super-sete', 'mais-milionaria', 'federal'] as const;
type Game = (typeof GAMES)[number];
const NAMES: Record<Game, string> = {
  'mega-sena': 'Mega-Sena', lotofacil: 'Lotofácil', quina: 'Quina', lotomania: 'Lotomania', timemania: 'Timemania',
  'dupla-sena': 'Dupla Sena', 'dia-de-sorte': 'Dia de Sorte', 'super-sete': 'Super Sete', 'mais-milionaria': '+Milionária', federal: 'Federal',
};

type Api = Record<string, unknown> & { listaRateioPremio: { faixa: number; descricaoFaixa: string; numeroDeGanhadores: number; valorPremio: number }[] };
type Contest = Record<string, unknown>;

function fixture(game: Game): Api {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', 'caixa', `${game}.json`), 'utf8')) as Api;
}

const isoDate = (s: unknown) => (typeof s === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(s) ? s.split('/').reverse().join('-') : null);

/** The API's answer as caixa_store_contest takes it (the ingest function's converter does the same). */
function normalise(game: Game, api: Api): Contest {
  const lucky = typeof api.nomeTimeCoracaoMesSorte === 'string' ? api.nomeTimeCoracaoMesSorte.replaceAll('\u0000', '').trim() : '';
  const order = api.dezenasSorteadasOrdemSorteio as string[];
  return {
    contest: api.numero,
    draw_date: isoDate(api.dataApuracao),
    numbers: api.listaDezenas,
    // +Milionária's order lists the trevos after the numbers.
    draw_order: game === 'mais-milionaria' ? order.slice(0, 6) : order,
    second_numbers: api.listaDezenasSegundoSorteio ?? null,
    clovers: api.trevosSorteados ?? null,
    lucky: game === 'timemania' || game === 'dia-de-sorte' ? lucky : null,
    prizes: api.listaRateioPremio.map((r) => ({ tier: r.faixa, name: r.descricaoFaixa, winners: r.numeroDeGanhadores, amount: r.valorPremio })),
    accumulated: api.acumulado,
    next_contest: api.numeroConcursoProximo ?? null,
    next_date: isoDate(api.dataProximoConcurso),
    next_estimate: api.valorEstimadoProximoConcurso ?? null,
    next_accumulated: api.valorAcumuladoProximoConcurso ?? null,
    place: [api.localSorteio, api.nomeMunicipioUFSorteio].filter((s) => typeof s === 'string' && s.trim()).join(', ') || null,
  };
}

const contestOf = (game: Game, changes: Contest = {}) => ({ ...normalise(game, fixture(game)), ...changes });

let stack: TestStack;
let fake: FakePushService;
let service: SupabaseClient;
let admin: SupabaseClient;
let customer: SupabaseClient;

beforeAll(async () => {
  stack = await startStack();
  fake = await startFakePushService({ vapidPublicKey: stack.server.push.vapidPublicKey });
  service = stack.service();
  admin = await stack.signedInAdmin();
  customer = await stack.signedIn(CUSTOMER);
}, 120_000);

afterAll(async () => {
  await fake?.close();
  await stack?.stop();
});

beforeEach(async () => {
  await stack.server.db.query("delete from private.anonymous_quota_hits where bucket = 'push_subscribe'");
});

const today = () => todayInBrasilia();
const daysAgo = (n: number) => new Date(Date.parse(`${today()}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function store(game: string, contest: unknown): Promise<string> {
  const { data, error } = await service.rpc('caixa_store_contest', { p_game: game, p_contest: contest });
  expect(error).toBeNull();
  return data as string;
}

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await stack.server.db.query(text, params)).rows as T[];
}

/** The stored row as the API serves it (dates as text, amounts as numbers). */
async function row(game: string, contest: number) {
  const { data, error } = await service.from('lottery_contests').select('*').eq('game', game).eq('contest', contest);
  expect(error).toBeNull();
  return data?.[0] as Record<string, unknown> | undefined;
}

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await sql<{ n: string }>(`select count(*) as n from ${table} where ${where}`, params))[0]?.n);

async function follower(...topics: string[]): Promise<FakeSubscriber> {
  const subscriber = fake.subscriber();
  const { error } = await stack.anon().rpc('push_subscribe', { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, topics });
  expect(error).toBeNull();
  return subscriber;
}

/** Waits until no push-send run is active and nothing is due. */
async function settled() {
  for (let i = 0; i < 100; i++) {
    await stack.server.push.idle;
    const [r] = await sql<{ n: string }>(
      `select (select count(*) from public.push_messages where not fanned_out)
            + (select count(*) from public.push_deliveries where status = 'queued' and next_attempt_at <= now()) as n`,
    );
    if (Number(r?.n) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await stack.server.push.idle;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the push queue did not settle');
}

describe('real contests of the ten games', () => {
  it('stores each (the demo row of the same number gives way, not as a correction), then a repeat is "same"', async () => {
    const messagesBefore = await count('public.push_messages');
    for (const game of GAMES) {
      const contest = contestOf(game);
      expect(await row(game, Number(contest.contest)), `${game}: the seed's demo row of that number`).toMatchObject({ demo: true });
      expect(await store(game, contest), game).toBe('new');
      expect(await row(game, Number(contest.contest)), game).toMatchObject({ demo: false, source: 'caixa', revision: 1 });
    }
    for (const game of GAMES) expect(await store(game, contestOf(game)), game).toBe('same');
    expect(await count('public.lottery_contest_corrections')).toBe(0);
    expect(await count('public.caixa_source_events', "kind = 'stored'")).toBe(10);
    // Drawn in 2025 and 2026, not today or yesterday: nobody is notified.
    expect(await count('public.push_messages')).toBe(messagesBefore);

    expect(await row('mega-sena', 2925)).toMatchObject({
      draw_date: '2025-10-09', numbers: ['07', '09', '12', '13', '24', '27'], draw_order: ['09', '07', '27', '24', '12', '13'],
      accumulated: true, next_contest: 2926, next_date: '2025-10-11', next_estimate: 27000000, next_accumulated: 20483790.09,
      place: 'ESPAÇO DA SORTE, SÃO PAULO, SP', second_numbers: null, clovers: null, lucky: null,
    });
    expect((await row('mega-sena', 2925))?.prizes).toEqual([
      { tier: 1, name: '6 acertos', winners: 0, amount: 0 },
      { tier: 2, name: '5 acertos', winners: 171, amount: 9392.04 },
      { tier: 3, name: '4 acertos', winners: 8228, amount: 321.74 },
    ]);
    expect(await row('timemania', 2305)).toMatchObject({ lucky: 'APARECIDENSE /GO' });
    expect(await row('dia-de-sorte', 1126)).toMatchObject({ lucky: 'Julho' });
    expect(await row('dupla-sena', 2871)).toMatchObject({ second_numbers: ['05', '07', '14', '32', '33', '43'] });
    expect(await row('mais-milionaria', 292)).toMatchObject({ clovers: ['1', '4'], numbers: ['10', '15', '23', '29', '38', '42'] });
    expect(await row('super-sete', 757)).toMatchObject({ numbers: ['0', '6', '7', '2', '0', '7', '0'] });
    expect(await row('federal', 5988)).toMatchObject({ numbers: ['012244', '035475', '007766', '001186', '081708'] });
    expect(await row('quina', 6849)).toMatchObject({ place: 'ESPAÇO DA SORTE, SÃO PAULO, SP' });
  });

  it('a contest the source changes is a correction: revision 2, before and after kept, shown to admins', async () => {
    const original = contestOf('quina');
    const prizes = (original.prizes as { amount: number }[]).map((p, i) => (i === 1 ? { ...p, amount: 12524.96 } : p));
    expect(await store('quina', { ...original, prizes })).toBe('corrected');
    expect(await row('quina', 6849)).toMatchObject({ revision: 2 });
    const corrections = await sql<{ revision: number; before: { prizes: { amount: number }[] }; after: { prizes: { amount: number }[] } }>(
      "select revision, before, after from public.lottery_contest_corrections where game = 'quina' and contest = 6849",
    );
    expect(corrections).toHaveLength(1);
    expect(corrections[0]?.revision).toBe(2);
    expect(corrections[0]?.before.prizes[1]?.amount).toBe(12524.86);
    expect(corrections[0]?.after.prizes[1]?.amount).toBe(12524.96);
    expect(await store('quina', { ...original, prizes })).toBe('same');
    const { data } = await admin.from('caixa_source_events').select('kind, status, detail').eq('game', 'quina').eq('kind', 'corrected');
    expect(data).toEqual([{ kind: 'corrected', status: 'revision 2', detail: 'Corrigido pela fonte: prizes' }]);
    const seen = await admin.from('lottery_contest_corrections').select('game, contest, revision');
    expect(seen.data).toEqual([{ game: 'quina', contest: 6849, revision: 2 }]);
  });
});

describe('bad input is refused and nothing is stored', () => {
  const mega = (changes: Contest) => contestOf('mega-sena', { contest: 99001, next_contest: 99002, ...changes });
  const cases: [string, string, unknown, RegExp][] = [
    ['unknown game', 'loteca', contestOf('mega-sena'), /unknown game/],
    ['contest zero', 'mega-sena', mega({ contest: 0 }), /contest out of range/],
    ['contest not a number', 'mega-sena', mega({ contest: '99001' }), /contest must be a whole number/],
    ['date not ISO', 'mega-sena', mega({ draw_date: '09/10/2025' }), /draw_date must be YYYY-MM-DD/],
    ['date that does not exist', 'mega-sena', mega({ draw_date: '2025-02-30' }), /draw_date is not a date/],
    ['date in the future', 'mega-sena', mega({ draw_date: daysAgo(-3) }), /draw_date out of range/],
    ['wrong count', 'mega-sena', mega({ numbers: ['07', '09', '12', '13', '24'] }), /6 expected, 5 given/],
    ['out of range', 'mega-sena', mega({ numbers: ['07', '09', '12', '13', '24', '61'], draw_order: null }), /out of range 1-60/],
    ['zero on Mega-Sena', 'mega-sena', mega({ numbers: ['00', '09', '12', '13', '24', '27'], draw_order: null }), /out of range/],
    ['duplicates', 'mega-sena', mega({ numbers: ['07', '07', '12', '13', '24', '27'], draw_order: null }), /repeated number/],
    ['unsorted', 'mega-sena', mega({ numbers: ['09', '07', '12', '13', '24', '27'] }), /not sorted/],
    ['bad padding', 'mega-sena', mega({ numbers: ['7', '09', '12', '13', '24', '27'], draw_order: null }), /2 digits/],
    ['numbers not strings', 'mega-sena', mega({ numbers: [7, 9, 12, 13, 24, 27] }), /numbers missing or not a list of strings/],
    ['draw order of other numbers', 'mega-sena', mega({ draw_order: ['09', '07', '27', '24', '12', '14'] }), /draw_order/],
    ['second draw on Mega-Sena', 'mega-sena', mega({ second_numbers: ['05', '07', '14', '32', '33', '43'] }), /this game has one draw/],
    ['Dupla Sena without its second draw', 'dupla-sena', contestOf('dupla-sena', { contest: 99001, second_numbers: null }), /second_numbers missing/],
    ['trevos out of range', 'mais-milionaria', contestOf('mais-milionaria', { contest: 99001, clovers: ['1', '7'] }), /clovers/],
    ['three trevos', 'mais-milionaria', contestOf('mais-milionaria', { contest: 99001, clovers: ['1', '2', '4'] }), /clovers/],
    ['trevos on Quina', 'quina', contestOf('quina', { contest: 99001, clovers: ['1', '2'] }), /no trevos/],
    ['Timemania without its team', 'timemania', contestOf('timemania', { contest: 99001, lucky: null }), /team is missing/],
    ['a month that is not one', 'dia-de-sorte', contestOf('dia-de-sorte', { contest: 99001, lucky: 'Julhembro' }), /not a month/],
    ['a team with a control character', 'timemania', contestOf('timemania', { contest: 99001, lucky: 'BAHIA\u0007/BA' }), /lucky/],
    ['a team with a bidi override', 'timemania', contestOf('timemania', { contest: 99001, lucky: 'BAHIA\u202E/BA' }), /lucky/],
    ['a month on Mega-Sena', 'mega-sena', mega({ lucky: 'Julho' }), /no team or month/],
    ['Federal ticket of 5 digits', 'federal', contestOf('federal', { contest: 99001, numbers: ['12244', '035475', '007766', '001186', '081708'], draw_order: null }), /6 digits/],
    ['Federal with four tickets', 'federal', contestOf('federal', { contest: 99001, numbers: ['012244', '035475', '007766', '001186'], draw_order: null }), /5 expected/],
    ['Super Sete column of two digits', 'super-sete', contestOf('super-sete', { contest: 99001, numbers: ['0', '6', '7', '2', '0', '7', '10'], draw_order: null }), /1 digits/],
    ['missing tiers', 'mega-sena', mega({ prizes: (contestOf('mega-sena').prizes as unknown[]).slice(0, 2) }), /3 tiers expected, 2 given/],
    ['no prizes', 'mega-sena', mega({ prizes: [] }), /3 tiers expected, 0 given/],
    ['tiers out of order', 'mega-sena', mega({ prizes: [...(contestOf('mega-sena').prizes as unknown[])].reverse() }), /tier 1 expected/],
    ['negative prize', 'mega-sena', mega({ prizes: [{ tier: 1, name: '6 acertos', winners: 0, amount: -1 }, ...(contestOf('mega-sena').prizes as unknown[]).slice(1)] }), /amount/],
    ['negative winners', 'mega-sena', mega({ prizes: [{ tier: 1, name: '6 acertos', winners: -2, amount: 0 }, ...(contestOf('mega-sena').prizes as unknown[]).slice(1)] }), /winners/],
    ['three decimals', 'mega-sena', mega({ next_estimate: 27000000.005 }), /next_estimate/],
    ['negative estimate', 'mega-sena', mega({ next_accumulated: -5 }), /next_accumulated/],
    ['a tier with a zero-width name', 'mega-sena', mega({ prizes: [{ tier: 1, name: '\u200B', winners: 0, amount: 0 }, ...(contestOf('mega-sena').prizes as unknown[]).slice(1)] }), /name/],
    ['an extra field', 'mega-sena', mega({ jackpot: 1 }), /unknown field jackpot/],
    ['accumulated missing', 'mega-sena', mega({ accumulated: null }), /accumulated/],
    ['next contest before this one', 'mega-sena', mega({ next_contest: 5 }), /next_contest/],
    ['next date before the draw', 'mega-sena', mega({ next_date: '2020-01-01' }), /next_date out of range/],
    ['a place of dirty text', 'mega-sena', mega({ place: 'ESPAÇO\u0008 DA SORTE' }), /place/],
    ['200 KB of text', 'mega-sena', mega({ place: 'A'.repeat(200_000) }), /contest too large/],
    ['not an object', 'mega-sena', [1, 2, 3], /JSON object/],
  ];

  it.each(cases)('%s', async (_what, game, contest, reason) => {
    const before = await count('public.lottery_contests');
    const events = await count('public.caixa_source_events', "kind = 'refused'");
    const answer = await store(game, contest);
    expect(answer).toMatch(/^refused: /);
    expect(answer).toMatch(reason);
    expect(await count('public.lottery_contests')).toBe(before);
    expect(await count('public.lottery_contests', 'contest = 99001')).toBe(0);
    expect(await count('public.caixa_source_events', "kind = 'refused'")).toBe(events + 1);
    const [last] = await sql<{ detail: string }>("select detail from public.caixa_source_events where kind = 'refused' order by id desc limit 1");
    expect(`refused: ${last?.detail}`).toBe(answer);
  });

  it('a game name of 200 KB is refused as unknown, logged bounded', async () => {
    expect(await store('x'.repeat(200_000), contestOf('mega-sena'))).toBe('refused: unknown game');
    const [last] = await sql<{ game: string }>('select game from public.caixa_source_events order by id desc limit 1');
    expect(last?.game).toBe('x'.repeat(40));
  });
});

describe('who may call and read what', () => {
  it('anon and signed-in customers cannot store, log or read the source state; they read contests', async () => {
    const customerToken = (await customer.auth.getSession()).data.session?.access_token ?? '';
    const as = (token: string | null) => ({ apikey: stack.server.publishableKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
    for (const [who, token, status] of [['anon', null, 401], ['customer', customerToken, 403]] as const) {
      const stored = await raw(stack.url, '/rest/v1/rpc/caixa_store_contest', { method: 'POST', headers: as(token), body: { p_game: 'mega-sena', p_contest: contestOf('mega-sena', { contest: 99002 }) } });
      expect({ who, status: stored.status }).toEqual({ who, status });
      const logged = await raw(stack.url, '/rest/v1/rpc/caixa_log_event', { method: 'POST', headers: as(token), body: { p_game: 'mega-sena', p_contest: 1, p_kind: 'error', p_status: 'x', p_detail: 'x' } });
      expect({ who, status: logged.status }).toEqual({ who, status });
      for (const table of ['caixa_source_state', 'caixa_source_events', 'lottery_contest_corrections']) {
        const read = await raw(stack.url, `/rest/v1/${table}?select=*`, { headers: as(token) });
        // anon holds no grant (401); a customer's reads pass the grant and RLS shows nothing.
        expect({ who, table, status: read.status, rows: who === 'anon' ? null : read.body }).toEqual({ who, table, status: who === 'anon' ? 401 : 200, rows: who === 'anon' ? null : [] });
      }
      const write = await raw(stack.url, '/rest/v1/lottery_contests', { method: 'POST', headers: as(token), body: { ...contestOf('mega-sena', { contest: 99003 }), game: 'mega-sena' } });
      expect({ who, status: write.status }).toEqual({ who, status });
      const contests = await raw(stack.url, '/rest/v1/lottery_contests?select=game,contest&game=eq.mega-sena&contest=eq.2925', { headers: as(token) });
      expect(contests.body).toEqual([{ game: 'mega-sena', contest: 2925 }]);
    }
    expect(await count('public.lottery_contests', 'contest in (99002, 99003)')).toBe(0);
  });

  it('no function of 0015 is executable by anon; the store and the log by the service role alone', async () => {
    const rows = await sql<{ name: string; anon: boolean; authenticated: boolean; service: boolean }>(`
      select n.nspname || '.' || p.proname as name, has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             has_function_privilege('service_role', p.oid, 'execute') as service
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and (p.proname like 'caixa%' or p.proname = 'draw_results_source_guard')
      order by 1`);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.anon)).toEqual([]);
    expect(rows.filter((r) => r.authenticated).map((r) => r.name)).toEqual(['public.caixa_request_poll']);
    expect(rows.filter((r) => r.service).map((r) => r.name)).toEqual(['public.caixa_log_event', 'public.caixa_store_contest']);
  });

  it('an admin (aal2) reads the state of the ten games and the events; the service role keeps the state', async () => {
    const state = await admin.from('caixa_source_state').select('game, failures, backfill_done').order('game');
    expect(state.data?.map((s) => s.game)).toEqual([...GAMES].sort());
    const events = await admin.from('caixa_source_events').select('kind').limit(1);
    expect(events.data).toHaveLength(1);
    const aal1 = await stack.signedInAdminPasswordOnly();
    expect((await aal1.from('caixa_source_state').select('game')).data).toEqual([]);

    const { error } = await service.from('caixa_source_state').update({ last_status: 'unreachable', failures: 1 }).eq('game', 'quina');
    expect(error).toBeNull();
    expect((await admin.from('caixa_source_state').select('last_status').eq('game', 'quina')).data).toEqual([{ last_status: 'unreachable' }]);
    const bad = await service.from('caixa_source_state').update({ last_status: 'fine' }).eq('game', 'quina');
    expect(bad.error?.code).toBe('23514');
    // The function logs its own errors, bounded.
    expect((await service.rpc('caixa_log_event', { p_game: 'quina', p_contest: null, p_kind: 'error', p_status: 'http_403', p_detail: 'x'.repeat(900) })).error).toBeNull();
    const [last] = await sql<{ kind: string; status: string; n: number }>('select kind, status, char_length(detail) as n from public.caixa_source_events order by id desc limit 1');
    expect(last).toEqual({ kind: 'error', status: 'http_403', n: 500 });
    expect((await service.rpc('caixa_log_event', { p_game: 'quina', p_contest: null, p_kind: 'boom', p_status: 'x', p_detail: null })).error?.code).toBe('22023');
  });

  it('"Buscar agora": an admin makes every game due now; a customer or an aal1 admin cannot', async () => {
    await sql("update public.caixa_source_state set next_poll_at = now() + interval '1 hour'");
    for (const c of [customer, await stack.signedInAdminPasswordOnly()]) {
      const { error } = await c.rpc('caixa_request_poll');
      expect(error?.code).toBe('42501');
    }
    expect((await stack.anon().rpc('caixa_request_poll')).error?.code).toBe('42501');
    expect(await count('public.caixa_source_state', 'next_poll_at <= now()')).toBe(0);
    const { error } = await admin.rpc('caixa_request_poll');
    expect(error).toBeNull();
    expect(await count('public.caixa_source_state', 'next_poll_at <= now()')).toBe(10);
  });
});

describe('followers', () => {
  it('every game name is a topic one can follow', async () => {
    const subscriber = fake.subscriber();
    const { data, error } = await stack.anon().rpc('push_subscribe', { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, topics: Object.values(NAMES) });
    expect(error).toBeNull();
    expect(data).toEqual({ topics: [...Object.values(NAMES)].sort() });
    await stack.anon().rpc('push_unsubscribe', { endpoint: subscriber.endpoint, auth: subscriber.auth });
  });

  it('a new contest of today notifies the game\'s followers once; a repeat, a correction and an older contest do not', async () => {
    const subscriber = await follower('Mega-Sena');
    const other = await follower('Quina');
    const contest = contestOf('mega-sena', { contest: 99100, draw_date: today(), next_date: null, next_contest: 99101 });
    expect(await store('mega-sena', contest)).toBe('new');
    expect(await store('mega-sena', contest)).toBe('same');
    expect(await store('mega-sena', { ...contest, place: 'ESPAÇO DA SORTE, SÃO PAULO - SP' })).toBe('corrected');
    // Yesterday's, but no longer the newest: history, not news.
    expect(await store('mega-sena', { ...contest, contest: 99099, draw_date: daysAgo(1), next_contest: 99100 })).toBe('new');
    await settled();
    const messages = await sql<{ topic: string; dedupe_key: string; payload: unknown }>("select topic, dedupe_key, payload from public.push_messages where topic = 'Mega-Sena'");
    expect(messages).toEqual([{
      topic: 'Mega-Sena',
      dedupe_key: 'contest:mega-sena|99100',
      payload: { title: 'Mega-Sena 99100', body: '07 09 12 13 24 27 · Acumulou! R$ 27 milhões', url: '/resultados/mega-sena/99100', tag: 'concurso-mega-sena' },
    }]);
    expect(fake.messages(subscriber.id)).toEqual([messages[0]?.payload]);
    expect(fake.received.filter((r) => r.subscriberId === other.id)).toEqual([]);
  });

  it('yesterday\'s newest contest notifies too, with its second draw', async () => {
    await follower('Dupla Sena');
    const contest = contestOf('dupla-sena', { contest: 99200, draw_date: daysAgo(1), next_date: null, next_contest: null });
    expect(await store('dupla-sena', contest)).toBe('new');
    const [message] = await sql<{ payload: { body: string } }>("select payload from public.push_messages where dedupe_key = 'contest:dupla-sena|99200'");
    expect(message?.payload.body).toBe('01 08 22 31 33 35 / 05 07 14 32 33 43');
    await settled();
  });

  it('a new Federal contest becomes the bicho\'s Federal draw of that day, notified once (as the contest)', async () => {
    const subscriber = await follower('Federal');
    const contest = contestOf('federal', { contest: 99300, draw_date: today(), next_date: null, next_contest: null });
    expect(await store('federal', contest)).toBe('new');
    const draws = await sql("select lottery, draw_label, prizes, source, demo from public.draw_results where lottery = 'Federal' and draw_label = 'Federal 20:00' and draw_date = $1", [today()]);
    // 2244 + 5475 + 7766 + 1186 + 1708 = 18379; 2244 × 5475 = 12,285,900.
    expect(draws).toEqual([{ lottery: 'Federal', draw_label: 'Federal 20:00', prizes: ['2244', '5475', '7766', '1186', '1708', '8379', '285'], source: 'caixa-federal', demo: false }]);
    await settled();
    expect(fake.messages(subscriber.id)).toEqual([{ title: 'Federal 99300', body: '012244 035475 007766 001186 081708', url: '/resultados/federal/99300', tag: 'concurso-federal' }]);

    // A correction of the tickets follows into the draw the contest made.
    const corrected = { ...contest, numbers: ['012245', '035475', '007766', '001186', '081708'], draw_order: null };
    expect(await store('federal', corrected)).toBe('corrected');
    expect((await sql("select prizes from public.draw_results where lottery = 'Federal' and draw_label = 'Federal 20:00' and draw_date = $1", [today()]))[0]).toEqual({
      prizes: ['2245', '5475', '7766', '1186', '1708', '8380', '291'],
    });
  });

  it('an admin\'s Federal draw of the day wins over the contest, and admins cannot claim the contest as source', async () => {
    const date = daysAgo(1);
    const { error } = await admin.from('draw_results').insert({ lottery: 'Federal', draw_date: date, draw_label: 'Federal 19:00', prizes: ['1111', '2222', '3333', '4444', '5555'], source: 'caixa-federal' });
    expect(error).toBeNull();
    expect(await store('federal', contestOf('federal', { contest: 99290, draw_date: date, next_date: null, next_contest: null }))).toBe('new');
    expect(await sql("select draw_label, source from public.draw_results where lottery = 'Federal' and draw_date = $1 and not demo", [date])).toEqual([
      { draw_label: 'Federal 19:00', source: 'admin' },
    ]);
    const edit = await admin.rpc('apply_admin_edit', {
      p_table: 'draw_results', p_id: crypto.randomUUID(), p_edit_id: crypto.randomUUID(), p_base_updated_at: null, p_op: 'upsert',
      p_values: { lottery: 'Federal', draw_date: daysAgo(2), draw_label: 'Federal', prizes: ['1111', '2222', '3333', '4444', '5555'], source: 'caixa-federal' },
    });
    expect(edit.error?.code).toBe('22023');
  });
});

describe('the SQL helpers', () => {
  it('writes an estimate in words, as Caixa announces it', async () => {
    const cases: [number, string][] = [
      [45_000_000, '45 milhões'], [27_000_000, '27 milhões'], [33_500_000, '33,5 milhões'], [1_700_000, '1,7 milhão'],
      [1_000_000, '1 milhão'], [2_000_000, '2 milhões'], [173_000_000, '173 milhões'], [600_000, '600 mil'],
      [999_999, '1 milhão'], [1_500_000_000, '1,5 bilhão'], [2_300_000_000, '2,3 bilhões'], [999_960_000, '1 bilhão'], [500, '500,00'],
    ];
    for (const [amount, words] of cases) {
      const [r] = await sql<{ w: string }>('select private.caixa_money_words($1::numeric) as w', [amount]);
      expect({ amount, words: r?.w }).toEqual({ amount, words });
    }
  });

  it('every demo contest of the seed keeps its game\'s rules, three per game, dated before today', async () => {
    const rows = await sql<{ game: string; problem: string | null; date: string }>(`
      select game, draw_date::text as date, private.caixa_valid_contest(game, to_jsonb(c) - array['game', 'demo', 'source', 'revision', 'fetched_at', 'updated_at']) as problem
      from public.lottery_contests c where demo`);
    // The ten fixtures' numbers replaced theirs in the first test.
    expect(rows).toHaveLength(20);
    for (const r of rows) {
      expect({ game: r.game, problem: r.problem }).toEqual({ game: r.game, problem: null });
      expect(r.date < today()).toBe(true);
    }
  });
});
