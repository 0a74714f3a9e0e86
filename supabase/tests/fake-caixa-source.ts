// A Caixa results API on 127.0.0.1 for the function tests and the bench: GET /api/<slug> answers
// the game's latest contest and /api/<slug>/<n> one contest, in the official JSON
// (supabase/tests/fixtures/caixa/<game>.json is each game's latest; older numbers are made from it,
// a few days apart). On demand it answers as the real one fails: 403 (outside Brazil), 500, an
// HTML page, malformed JSON, a 404, or too late (a time-out); a new contest appears, or a
// published one is changed (a correction).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { CAIXA_SOURCE_GAMES, getCaixaSourceGame, type CaixaGameId } from '../functions/_shared/caixa-games.ts';

export type CaixaJson = Record<string, unknown> & { numero: number };

type Failure = 'forbidden' | 'server-error' | 'html' | 'malformed' | 'not-found' | 'slow';

interface SourceRequest {
  game: string;
  /** The contest asked for by number; undefined for the latest. */
  contest?: number;
  status: number;
  /** performance.now() when it arrived. */
  at: number;
}

export interface FakeCaixaSource {
  /** CAIXA_API_BASE for this source. */
  base: string;
  /** Every request, in arrival order. */
  requests: SourceRequest[];
  /** A game's contests by number. */
  contest(game: CaixaGameId, n: number): CaixaJson | undefined;
  /** The game's latest contest. */
  latest(game: CaixaGameId): CaixaJson;
  /** Publishes a contest (a new number becomes the latest; a known number is a correction). */
  publish(game: CaixaGameId, contest: CaixaJson): void;
  /** A new contest after the latest, drawn on `isoDate` (yyyy-mm-dd), with `changes` applied. */
  next(game: CaixaGameId, isoDate: string, changes?: Record<string, unknown>): CaixaJson;
  /** Answers the game's requests (latest and by number) with a failure, `times` times or until heal(). */
  fail(game: CaixaGameId, failure: Failure, times?: number): void;
  heal(game?: CaixaGameId): void;
  close(): Promise<void>;
}

const FIXTURES = join(import.meta.dirname, 'fixtures', 'caixa');

/** A game's official answer as served by the fixture. */
export function fixture(game: CaixaGameId): CaixaJson {
  return JSON.parse(readFileSync(join(FIXTURES, `${game}.json`), 'utf8')) as CaixaJson;
}

/** yyyy-mm-dd as the API's dd/mm/yyyy. */
function caixaDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

function isoOf(caixa: string): string {
  const [day, month, year] = caixa.split('/');
  return `${year}-${month}-${day}`;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The contest `n` of a game, made from its latest: same draw, dated `days` earlier per number. */
function older(latest: CaixaJson, n: number): CaixaJson {
  const back = latest.numero - n;
  const date = addDays(isoOf(String(latest.dataApuracao)), -3 * back);
  return {
    ...latest,
    numero: n,
    dataApuracao: caixaDate(date),
    numeroConcursoAnterior: n - 1,
    numeroConcursoProximo: n + 1,
    dataProximoConcurso: caixaDate(addDays(date, 3)),
    ultimoConcurso: false,
  };
}

export interface FakeCaixaOptions {
  /** How many contests before each fixture exist (older numbers answer 404). Default 60. */
  history?: number;
  /** How long a 'slow' answer waits. Default 5 s. */
  slowMs?: number;
}

export async function startFakeCaixaSource(options: FakeCaixaOptions = {}): Promise<FakeCaixaSource> {
  const history = options.history ?? 60;
  const slowMs = options.slowMs ?? 5_000;
  const contests = new Map<string, Map<number, CaixaJson>>();
  const latestOf = new Map<string, number>();
  for (const game of CAIXA_SOURCE_GAMES) {
    const latest = fixture(game.id);
    const byNumber = new Map<number, CaixaJson>([[latest.numero, latest]]);
    for (let n = latest.numero - 1; n >= Math.max(1, latest.numero - history); n--) byNumber.set(n, older(latest, n));
    contests.set(game.id, byNumber);
    latestOf.set(game.id, latest.numero);
  }
  const failures = new Map<string, { failure: Failure; times: number }>();
  const requests: SourceRequest[] = [];
  const bySlug = new Map(CAIXA_SOURCE_GAMES.map((g) => [g.apiSlug, g.id]));
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const at = performance.now();
    const match = /^\/api\/([a-z]+)(?:\/(\d+))?$/.exec(req.url ?? '');
    const game = match ? bySlug.get(match[1] ?? '') : undefined;
    const contest = match?.[2] === undefined ? undefined : Number(match[2]);
    const send = (status: number, type: string, body: string) => {
      requests.push({ game: game ?? String(req.url), ...(contest === undefined ? {} : { contest }), status, at });
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    if (req.method !== 'GET' || !game) return send(404, 'application/json', '{"message":"not found"}');

    const failing = failures.get(game);
    if (failing) {
      failing.times -= 1;
      if (failing.times <= 0) failures.delete(game);
      switch (failing.failure) {
        case 'forbidden':
          return send(403, 'text/html', '<html><body><h1>403 Forbidden</h1>Request blocked.</body></html>');
        case 'server-error':
          return send(500, 'application/json', '{"message":"Internal Server Error"}');
        case 'html':
          return send(200, 'text/html; charset=utf-8', '<!DOCTYPE html><html><head><title>Loterias CAIXA</title></head><body>Manutenção</body></html>');
        case 'malformed':
          return send(200, 'application/json', '{"numero": 2926, "listaDezenas": ["01", "02"');
        case 'not-found':
          return send(404, 'application/json', '{"message":"Concurso não encontrado"}');
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!res.destroyed) send(200, 'application/json', JSON.stringify(contests.get(game)?.get(latestOf.get(game) ?? 0)));
          }, slowMs);
          timers.add(timer);
          return;
        }
      }
    }
    const number = contest ?? latestOf.get(game) ?? 0;
    const body = contests.get(game)?.get(number);
    if (!body) return send(404, 'application/json', '{"message":"Concurso não encontrado"}');
    return send(200, 'application/json', JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const source: FakeCaixaSource = {
    base: `http://127.0.0.1:${port}/api`,
    requests,
    contest: (game, n) => contests.get(game)?.get(n),
    latest: (game) => contests.get(game)?.get(latestOf.get(game) ?? 0) as CaixaJson,
    publish(game, contest) {
      contests.get(game)?.set(contest.numero, contest);
      if (contest.numero > (latestOf.get(game) ?? 0)) latestOf.set(game, contest.numero);
    },
    next(game, isoDate, changes = {}) {
      const latest = source.latest(game);
      const rules = getCaixaSourceGame(game);
      const contest: CaixaJson = {
        ...latest,
        numero: latest.numero + 1,
        dataApuracao: caixaDate(isoDate),
        numeroConcursoAnterior: latest.numero,
        numeroConcursoProximo: latest.numero + 2,
        dataProximoConcurso: caixaDate(addDays(isoDate, rules?.schedule.weekdays.length === 6 ? 1 : 2)),
        ...changes,
      };
      source.publish(game, contest);
      return contest;
    },
    fail(game, failure, times = Number.POSITIVE_INFINITY) {
      failures.set(game, { failure, times });
    },
    heal(game) {
      if (game) failures.delete(game);
      else failures.clear();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return source;
}
