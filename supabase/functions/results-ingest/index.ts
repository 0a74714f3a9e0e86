// The results-ingest Edge Function (issue 39): reads the official Caixa results API and stores
// each game's contests through public.caixa_store_contest (0015_caixa_results.sql), which checks
// them again, records corrections and queues one notification per new contest.
//
// POST with the secret key (Authorization: Bearer, or apikey):
// - no body, {} or { "mode": "now" }: asks for every game's latest contest at once, whatever the
//   back-off says, and answers when they are stored (admins' "Buscar agora", the tests);
// - { "mode": "scheduled" } (pg_cron every 30 s, the stand-in's runner): only the games whose
//   calendar calls for a request (caixa_source_state.next_poll_at, back-off respected); then,
//   politely (one request at a time, a pause before each, a bounded number per run), the gaps
//   between stored contests and the first run's backfill of the last 50 contests of each game.
// An answer that is not a valid contest (403 from outside Brazil, 5xx, time-out, HTML, malformed
// JSON, invalid data) stores nothing, backs the game off exponentially and is logged
// (caixa_source_events) and shown in caixa_source_state; a 404 is "nothing yet".
//
// Plain Request -> Response on fetch only, importing only ../_shared: Deno (Supabase) and the
// local stand-in (which transpiles this file and what it imports) run the same code.
import { CAIXA_SOURCE_GAMES, nextPollAt, type CaixaSourceGame } from '../_shared/caixa-games.ts';
import { DEFAULT_CAIXA_API_BASE, fetchCaixaContest, sourceBaseAllowed, type CaixaContestRow, type FetchOutcome, type SourceStatus } from '../_shared/caixa-source.ts';

export interface ResultsIngestEnv {
  /** The project URL, e.g. https://xyz.supabase.co */
  supabaseUrl: string;
  /** The secret (service_role) key: callers must present it, and the function writes with it. */
  serviceRoleKey: string;
  /** CAIXA_API_BASE; default the official API. */
  caixaApiBase?: string;
  /** The local stand-in only: also an http://127.0.0.1:PORT base (the tests' fake source). */
  allowLoopbackSource?: boolean;
  /** How long one request to the source may take (default 10 s). */
  caixaTimeoutMs?: number;
  /** The pause before each gap or backfill request (default 1 s). */
  ingestPauseMs?: number;
  /** Gap and backfill requests one scheduled run makes at most (default 20). */
  ingestMaxRequests?: number;
  /** A scheduled run starts no gap or backfill request after this long (default 20 s: runs 30 s apart never overlap). */
  ingestBudgetMs?: number;
}

export interface GameOutcome {
  game: string;
  status: SourceStatus | 'skipped';
  contest?: number;
  /** What caixa_store_contest answered: new, same, corrected or refused: <reason>. */
  result?: string;
  detail?: string;
}

export interface IngestSummary {
  mode: 'now' | 'scheduled';
  /** Each game asked for its latest contest in this run. */
  games: GameOutcome[];
  /** Requests by number (gaps, then backfill), in order. */
  extra: { game: string; contest: number; kind: 'gap' | 'backfill'; status: SourceStatus; result?: string }[];
  ms: number;
}

interface SourceState {
  game: string;
  latest_contest: number | null;
  last_status: string | null;
  failures: number;
  backoff_until: string | null;
  next_poll_at: string | null;
  backfill_done: boolean;
  backfill_next: number | null;
}

interface StoredContest {
  contest: number;
  draw_date: string;
  next_date: string | null;
}

/** Back-off after n failures in a row: 30 s, 1 min, 2 min ... at most 30 min. */
export function backoffMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 30 * 60_000);
}

/** How many contests the first run fetches back, the latest included. */
export const BACKFILL_DEPTH = 50;
/** Gaps are looked for among the last contests only (older holes are the backfill's). */
const GAP_WINDOW = 200;
/** A game's next poll counts as due this much early: pg_cron's ticks are 30 s apart, give or take. */
const DUE_SLACK_MS = 5_000;
/** Latest contests asked for at once (ten games: two rounds at most). */
const LATEST_CONCURRENCY = 5;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

function keyHeaders(key: string): Record<string, string> {
  // Legacy keys are JWTs and go in Authorization too; the newer sb_secret_ keys only as apikey.
  return key.split('.').length === 3 ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };
}

/** Compares two secrets in time independent of where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i % Math.max(a.length, 1)] ?? 0) ^ (b[i] ?? 0);
  return diff === 0 && a.length > 0;
}

function callerHasSecretKey(req: Request, key: string): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
  return sameSecret(bearer, key) || sameSecret(req.headers.get('apikey') ?? '', key);
}

export interface ResultsIngestDeps {
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function createResultsIngestHandler(env: ResultsIngestEnv, deps: ResultsIngestDeps = {}) {
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const api = env.supabaseUrl.replace(/\/+$/, '');
  const sourceBase = (env.caixaApiBase || DEFAULT_CAIXA_API_BASE).replace(/\/+$/, '');
  const timeoutMs = env.caixaTimeoutMs ?? 10_000;
  const pauseMs = env.ingestPauseMs ?? 1_000;
  const maxRequests = env.ingestMaxRequests ?? 20;
  const budgetMs = env.ingestBudgetMs ?? 20_000;

  async function rest<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`${api}/rest/v1/${path}`, {
      method,
      headers: { ...keyHeaders(env.serviceRoleKey), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path.split('?')[0]} failed with ${response.status}: ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  const logEvent = (game: string, contest: number | null, kind: 'refused' | 'error' | 'backfill', status: string, detail: string) =>
    rest('POST', 'rpc/caixa_log_event', { p_game: game, p_contest: contest, p_kind: kind, p_status: status, p_detail: detail.slice(0, 500) });

  const updateState = (game: string, values: Record<string, unknown>) => rest('PATCH', `caixa_source_state?game=eq.${encodeURIComponent(game)}`, values);

  const iso = (ms: number) => new Date(ms).toISOString();

  async function newestStored(game: string): Promise<StoredContest | null> {
    const rows = await rest<StoredContest[]>('GET', `lottery_contests?select=contest,draw_date,next_date&game=eq.${game}&source=eq.caixa&order=contest.desc&limit=1`);
    return rows[0] ?? null;
  }

  /** Stores a fetched contest; a refusal by the database is logged there. */
  function store(game: CaixaSourceGame, contest: CaixaContestRow): Promise<string> {
    return rest<string>('POST', 'rpc/caixa_store_contest', { p_game: game.id, p_contest: contest });
  }

  /**
   * A request that did not give a storable contest: the game backs off (failures + 1) and the
   * reason is logged. The converter's refusals are logged as such; the database logs its own.
   */
  async function recordFailure(game: CaixaSourceGame, state: SourceState, outcome: { status: Exclude<SourceStatus, 'ok'>; detail: string }, contest: number | null, loggedByDatabase: boolean) {
    const at = now();
    state.failures += 1;
    const until = at + backoffMs(state.failures);
    state.backoff_until = iso(until);
    await updateState(game.id, {
      last_attempt_at: iso(at),
      last_status: outcome.status,
      last_error: outcome.detail.slice(0, 500),
      failures: state.failures,
      backoff_until: state.backoff_until,
      next_poll_at: state.backoff_until,
    });
    if (!loggedByDatabase) await logEvent(game.id, contest, outcome.status === 'invalid' ? 'refused' : 'error', outcome.status, outcome.detail);
  }

  /** Asks for a game's latest contest and stores it. */
  async function pollLatest(game: CaixaSourceGame, state: SourceState): Promise<GameOutcome> {
    const outcome: FetchOutcome = await fetchCaixaContest({ base: sourceBase, game, timeoutMs, fetch: fetchImpl });
    if (outcome.status === 'http_404') {
      const at = now();
      const newest = await newestStored(game.id);
      await updateState(game.id, { last_attempt_at: iso(at), last_status: 'http_404', last_error: outcome.detail, next_poll_at: iso(nextPollAt(game, newest, at)) });
      return { game: game.id, status: 'http_404', detail: outcome.detail };
    }
    if (outcome.status !== 'ok') {
      await recordFailure(game, state, outcome, null, false);
      return { game: game.id, status: outcome.status, detail: outcome.detail };
    }
    const result = await store(game, outcome.contest);
    if (result.startsWith('refused')) {
      await recordFailure(game, state, { status: 'invalid', detail: result }, outcome.contest.contest, true);
      return { game: game.id, status: 'invalid', contest: outcome.contest.contest, result };
    }
    const at = now();
    const newest = await newestStored(game.id);
    const latest = Math.max(newest?.contest ?? 0, outcome.contest.contest);
    state.latest_contest = latest;
    state.failures = 0;
    state.backoff_until = null;
    const values: Record<string, unknown> = {
      latest_contest: latest,
      last_attempt_at: iso(at),
      last_success_at: iso(at),
      last_status: 'ok',
      last_error: null,
      failures: 0,
      backoff_until: null,
      next_poll_at: iso(nextPollAt(game, newest, at)),
    };
    // The backfill starts below the first latest contest seen.
    if (!state.backfill_done && state.backfill_next === null) {
      state.backfill_next = latest - 1;
      values.backfill_next = state.backfill_next;
    }
    await updateState(game.id, values);
    return { game: game.id, status: 'ok', contest: outcome.contest.contest, result };
  }

  /** Contest numbers missing between the stored ones (the last GAP_WINDOW), newest first. */
  async function gapsOf(game: CaixaSourceGame, latest: number): Promise<{ gaps: number[]; stored: Set<number> }> {
    const rows = await rest<{ contest: number }[]>(
      'GET',
      `lottery_contests?select=contest&game=eq.${game.id}&source=eq.caixa&contest=gt.${latest - GAP_WINDOW}&order=contest.desc`,
    );
    const stored = new Set(rows.map((r) => r.contest));
    const lowest = Math.min(...stored);
    const gaps: number[] = [];
    for (let n = latest - 1; n > lowest; n--) if (!stored.has(n)) gaps.push(n);
    return { gaps, stored };
  }

  async function run(mode: 'now' | 'scheduled'): Promise<IngestSummary> {
    const started = now();
    const summary: Omit<IngestSummary, 'ms'> = { mode, games: [], extra: [] };
    const states = new Map((await rest<SourceState[]>('GET', 'caixa_source_state?select=*')).map((s) => [s.game, s]));
    const stateOf = (game: CaixaSourceGame): SourceState => {
      let state = states.get(game.id);
      if (!state) {
        state = { game: game.id, latest_contest: null, last_status: null, failures: 0, backoff_until: null, next_poll_at: null, backfill_done: false, backfill_next: null };
        states.set(game.id, state);
      }
      return state;
    };
    const backingOff = (state: SourceState, at: number) => state.backoff_until !== null && Date.parse(state.backoff_until) > at + DUE_SLACK_MS;

    // 1. The latest contest of each game due (every game, when asked to poll now).
    const due = CAIXA_SOURCE_GAMES.filter((game) => {
      if (mode === 'now') return true;
      const state = stateOf(game);
      const at = now();
      return !backingOff(state, at) && (state.next_poll_at === null || Date.parse(state.next_poll_at) <= at + DUE_SLACK_MS);
    });
    const outcomes: GameOutcome[] = new Array(due.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(LATEST_CONCURRENCY, due.length) }, async () => {
        while (next < due.length) {
          const index = next++;
          const game = due[index] as CaixaSourceGame;
          try {
            outcomes[index] = await pollLatest(game, stateOf(game));
          } catch (error) {
            outcomes[index] = { game: game.id, status: 'skipped', detail: error instanceof Error ? error.message : String(error) };
          }
        }
      }),
    );
    summary.games = outcomes;
    if (mode === 'now') return { ...summary, ms: now() - started };

    // 2. Then, one request at a time: the gaps between stored contests, then the backfill.
    const work: { game: CaixaSourceGame; contest: number; kind: 'gap' | 'backfill' }[] = [];
    const backfills: { game: CaixaSourceGame; numbers: number[] }[] = [];
    for (const game of CAIXA_SOURCE_GAMES) {
      const state = stateOf(game);
      if (state.latest_contest === null || backingOff(state, now())) continue;
      const { gaps, stored } = await gapsOf(game, state.latest_contest);
      for (const contest of gaps) work.push({ game, contest, kind: 'gap' });
      if (state.backfill_done) continue;
      const floor = Math.max(1, state.latest_contest - BACKFILL_DEPTH + 1);
      const numbers: number[] = [];
      for (let n = state.backfill_next ?? state.latest_contest - 1; n >= floor; n--) if (!stored.has(n) && !gaps.includes(n)) numbers.push(n);
      backfills.push({ game, numbers });
    }
    // The backfill goes round the games, one contest each, so that every game's history grows.
    for (let i = 0; backfills.some((b) => i < b.numbers.length); i++) {
      for (const b of backfills) if (i < b.numbers.length) work.push({ game: b.game, contest: b.numbers[i] as number, kind: 'backfill' });
    }
    // Games whose backfill has nothing left to fetch are marked done.
    for (const b of backfills) if (b.numbers.length === 0) await finishBackfill(b.game, stateOf(b.game));

    const failed = new Set<string>();
    let requests = 0;
    for (const item of work) {
      if (requests >= maxRequests || now() - started >= budgetMs) break;
      if (failed.has(item.game.id)) continue;
      requests += 1;
      await sleep(pauseMs);
      try {
        await fetchByNumber(item);
      } catch (error) {
        // The database did not answer: the next run starts over from the state it has.
        summary.extra.push({ game: item.game.id, contest: item.contest, kind: item.kind, status: 'unreachable', result: error instanceof Error ? error.message : String(error) });
        break;
      }
    }
    return { ...summary, ms: now() - started };

    async function fetchByNumber(item: { game: CaixaSourceGame; contest: number; kind: 'gap' | 'backfill' }) {
      const state = stateOf(item.game);
      const outcome = await fetchCaixaContest({ base: sourceBase, game: item.game, contest: item.contest, timeoutMs, fetch: fetchImpl });
      let status: SourceStatus = outcome.status;
      let result: string | undefined;
      if (outcome.status === 'ok') {
        result = await store(item.game, outcome.contest);
        if (result.startsWith('refused')) status = 'invalid'; // logged by the database; this number is skipped
      } else if (outcome.status === 'invalid') {
        await logEvent(item.game.id, item.contest, 'refused', 'invalid', outcome.detail);
      } else if (outcome.status !== 'http_404') {
        // The source is failing: this game waits for its back-off; the others go on.
        failed.add(item.game.id);
        await recordFailure(item.game, state, outcome, item.contest, false);
      }
      summary.extra.push({ game: item.game.id, contest: item.contest, kind: item.kind, status, ...(result ? { result } : {}) });
      if (item.kind === 'backfill' && !failed.has(item.game.id)) {
        state.backfill_next = item.contest - 1;
        const floor = Math.max(1, (state.latest_contest ?? 0) - BACKFILL_DEPTH + 1);
        if (state.backfill_next < floor) await finishBackfill(item.game, state);
        else await updateState(item.game.id, { backfill_next: state.backfill_next });
      }
    }
  }

  async function finishBackfill(game: CaixaSourceGame, state: SourceState) {
    if (state.backfill_done) return;
    state.backfill_done = true;
    await updateState(game.id, { backfill_done: true, backfill_next: state.backfill_next });
    await logEvent(game.id, state.latest_contest, 'backfill', 'done', `the last ${BACKFILL_DEPTH} contests are stored (or were refused or not found)`);
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method !== 'POST') return reply(405, { error: 'Use POST' });
    if (!callerHasSecretKey(req, env.serviceRoleKey)) return reply(401, { error: 'The secret key is required' });
    let mode: 'now' | 'scheduled';
    try {
      const text = await req.text();
      const body: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
      const asked = (body as { mode?: unknown }).mode ?? 'now';
      if (asked !== 'now' && asked !== 'scheduled') throw new Error('mode');
      mode = asked;
    } catch {
      return reply(400, { error: 'The body is nothing, {}, { "mode": "now" } or { "mode": "scheduled" }' });
    }
    if (!sourceBaseAllowed(sourceBase, env.allowLoopbackSource === true)) return reply(500, { error: `CAIXA_API_BASE is not an https URL: ${sourceBase}` });

    const work = run(mode);
    // On Supabase a scheduled run goes on after the answer (pg_net waits 10 s at most); a poll
    // asked for now answers once the latest contests are stored.
    const edge = (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } }).EdgeRuntime;
    if (edge && mode === 'scheduled') {
      edge.waitUntil(work.catch((error: unknown) => console.error('results-ingest run failed', error)));
      return reply(202, { started: true });
    }
    try {
      return reply(200, await work);
    } catch (error) {
      return reply(500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}

interface DenoLike {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}

const deno = (globalThis as { Deno?: DenoLike }).Deno;

/** The handler with the project's settings: Supabase provides the first two; CAIXA_API_BASE is optional. */
export default async function handler(req: Request): Promise<Response> {
  const get = (name: string) => deno?.env.get(name) ?? '';
  if (!get('SUPABASE_URL') || !get('SUPABASE_SERVICE_ROLE_KEY')) return reply(500, { error: 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required' });
  return createResultsIngestHandler({
    supabaseUrl: get('SUPABASE_URL'),
    serviceRoleKey: get('SUPABASE_SERVICE_ROLE_KEY'),
    caixaApiBase: get('CAIXA_API_BASE') || DEFAULT_CAIXA_API_BASE,
  })(req);
}

if (deno) deno.serve(handler);
