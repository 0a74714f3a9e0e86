// The official Caixa results API, read: one GET, its answer classified (a contest, "nothing yet",
// or why nothing can be stored), and the contest checked field by field and normalised into what
// public.caixa_store_contest takes (the lottery_contests columns, snake_case). The database checks
// the same rules again (0015_caixa_results.sql); what is refused here never reaches it.
import { LUCKY_MONTHS, type CaixaSourceGame } from './caixa-games.ts';

export const DEFAULT_CAIXA_API_BASE = 'https://servicebus2.caixa.gov.br/portaldeloterias/api';

/** caixa_source_state.last_status. */
export type SourceStatus = 'ok' | 'http_403' | 'http_5xx' | 'http_404' | 'timeout' | 'html' | 'malformed' | 'invalid' | 'unreachable';

interface ContestPrize {
  tier: number;
  name: string;
  winners: number;
  amount: number;
}

/** caixa_store_contest's p_contest. */
export interface CaixaContestRow {
  contest: number;
  draw_date: string;
  numbers: string[];
  draw_order: string[] | null;
  second_numbers: string[] | null;
  clovers: string[] | null;
  lucky: string | null;
  prizes: ContestPrize[];
  accumulated: boolean;
  next_contest: number | null;
  next_date: string | null;
  next_estimate: number | null;
  next_accumulated: number | null;
  place: string | null;
}

export type ParsedContest = { ok: true; contest: CaixaContestRow } | { ok: false; reason: string };

class Refusal extends Error {}

function refuse(reason: string): never {
  throw new Refusal(reason);
}

type Json = Record<string, unknown>;

/** Runs of white space as one space, trimmed (as the database's private.caixa_squash). */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A text field that may be absent: null, "", or the 17 NUL characters the API writes for "none". */
function optionalText(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') refuse(`${field} must be a text`);
  // Control characters (the API's NUL filler) are not text.
  const text = squash([...value].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c)).join(''));
  return text === '' ? null : text;
}

/** dd/mm/yyyy (a real calendar day) as yyyy-mm-dd. */
function caixaDate(value: unknown, field: string): string {
  if (typeof value !== 'string') refuse(`${field} must be dd/mm/yyyy`);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) refuse(`${field} must be dd/mm/yyyy`);
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) refuse(`${field} is not a date: ${value}`);
  if (Number(year) < 1962 || Number(year) > 2200) refuse(`${field} out of range: ${value}`);
  return iso;
}

function optionalDate(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  return caixaDate(value, field);
}

function wholeNumber(value: unknown, field: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) refuse(`${field} must be a whole number from ${min}`);
  return value;
}

/** Reais from 0 with two decimals at most (rounded to the cent, as the API's floats need). */
function money(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value >= 1e14) refuse(`${field} must be reais from 0`);
  return Math.round(value * 100) / 100;
}

function optionalMoney(value: unknown, field: string): number | null {
  return value === undefined || value === null ? null : money(value, field);
}

/** A list of digit strings, each padded to the game's width and within range. */
function numberList(value: unknown, field: string, count: number, min: number, max: number, width: number): string[] {
  if (!Array.isArray(value)) refuse(`${field} must be a list`);
  if (value.length !== count) refuse(`${field}: ${count} expected, ${value.length} given`);
  return value.map((item) => {
    const text = typeof item === 'number' && Number.isSafeInteger(item) ? String(item) : item;
    if (typeof text !== 'string' || !new RegExp(`^\\d{1,${width}}$`).test(text)) refuse(`${field}: "${String(item)}" is not a number of at most ${width} digits`);
    const n = Number(text);
    if (n < min || n > max) refuse(`${field}: ${text} out of range ${min}-${max}`);
    return text.padStart(width, '0');
  });
}

function distinctSorted(numbers: string[], field: string): string[] {
  if (new Set(numbers).size !== numbers.length) refuse(`${field}: repeated number`);
  return [...numbers].sort();
}

function sameItems(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** An absent list: null, missing or empty. */
function absentList(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

function prizeTable(value: unknown, game: CaixaSourceGame): ContestPrize[] {
  if (!Array.isArray(value)) refuse('listaRateioPremio must be a list');
  if (value.length !== game.tiers) refuse(`listaRateioPremio: ${game.tiers} tiers expected, ${value.length} given`);
  const prizes = value.map((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) refuse(`listaRateioPremio[${i}] must be an object`);
    const tier = item as Json;
    const name = typeof tier.descricaoFaixa === 'string' ? squash(tier.descricaoFaixa) : '';
    if (!name || name.length > 60) refuse(`listaRateioPremio[${i}].descricaoFaixa must be a text of 1 to 60 characters`);
    return {
      tier: wholeNumber(tier.faixa, `listaRateioPremio[${i}].faixa`, 1),
      name,
      winners: wholeNumber(tier.numeroDeGanhadores, `listaRateioPremio[${i}].numeroDeGanhadores`, 0),
      amount: money(tier.valorPremio, `listaRateioPremio[${i}].valorPremio`),
    };
  });
  prizes.sort((a, b) => a.tier - b.tier);
  prizes.forEach((prize, i) => {
    if (prize.tier !== i + 1) refuse(`listaRateioPremio: faixas 1 to ${game.tiers} expected`);
  });
  return prizes;
}

function luckyValue(value: unknown, game: CaixaSourceGame): string | null {
  if (!game.lucky) return null; // the other games write NUL characters, null or "" there
  const text = optionalText(value, 'nomeTimeCoracaoMesSorte');
  if (!text) refuse(`nomeTimeCoracaoMesSorte: the ${game.lucky === 'team' ? 'team' : 'month'} is missing`);
  if (text.length > 60) refuse('nomeTimeCoracaoMesSorte: longer than 60 characters');
  if (game.lucky === 'month') {
    const month = LUCKY_MONTHS.find((m) => m.toLowerCase() === text.toLowerCase());
    if (!month) refuse(`nomeTimeCoracaoMesSorte: "${text}" is not a month`);
    return month;
  }
  return text;
}

/** Where it was drawn: "ESPAÇO DA SORTE, SÃO PAULO, SP". */
function placeValue(body: Json): string | null {
  const parts = [body.localSorteio, body.nomeMunicipioUFSorteio].map((v) => (typeof v === 'string' ? optionalText(v, 'localSorteio') : null));
  const place = parts.filter((p): p is string => !!p).join(', ');
  return place ? place.slice(0, 120) : null;
}

/**
 * One answer of GET {base}/{slug}[/{n}] as a contest of the game, or why it cannot be stored.
 * `expected`: the contest number asked for, when one was.
 */
export function parseCaixaContest(game: CaixaSourceGame, body: unknown, expected?: number): ParsedContest {
  try {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) refuse('the answer is not a JSON object');
    const json = body as Json;
    const contest = wholeNumber(json.numero, 'numero', 1);
    if (expected !== undefined && contest !== expected) refuse(`contest ${expected} asked for, ${contest} answered`);
    const drawDate = caixaDate(json.dataApuracao, 'dataApuracao');

    let numbers = numberList(json.listaDezenas, 'listaDezenas', game.drawn, game.min, game.max, game.width);
    if (game.kind === 'set') numbers = distinctSorted(numbers, 'listaDezenas');
    else if (game.kind === 'tickets' && new Set(numbers).size !== numbers.length) refuse('listaDezenas: repeated ticket');

    let secondNumbers: string[] | null = null;
    if (game.secondDraw) {
      secondNumbers = distinctSorted(numberList(json.listaDezenasSegundoSorteio, 'listaDezenasSegundoSorteio', game.drawn, game.min, game.max, game.width), 'listaDezenasSegundoSorteio');
    } else if (!absentList(json.listaDezenasSegundoSorteio)) {
      refuse('listaDezenasSegundoSorteio: this game has one draw');
    }

    let clovers: string[] | null = null;
    if (game.clovers) {
      clovers = distinctSorted(numberList(json.trevosSorteados, 'trevosSorteados', game.clovers.drawn, game.clovers.min, game.clovers.max, 1), 'trevosSorteados');
    } else if (!absentList(json.trevosSorteados)) {
      refuse('trevosSorteados: this game has no trevos');
    }

    // The order drawn: absent on some old contests. Dupla Sena lists both draws (12), +Milionária
    // the numbers then its trevos (8): the trevos are kept sorted in clovers only.
    let drawOrder: string[] | null = null;
    if (!absentList(json.dezenasSorteadasOrdemSorteio)) {
      const count = game.drawn * (game.secondDraw ? 2 : 1) + (game.clovers?.drawn ?? 0);
      const order = numberList(json.dezenasSorteadasOrdemSorteio, 'dezenasSorteadasOrdemSorteio', count, game.min, Math.max(game.max, game.clovers?.max ?? 0), game.width);
      drawOrder = order.slice(0, game.drawn * (game.secondDraw ? 2 : 1));
      const first = drawOrder.slice(0, game.drawn);
      if (game.kind === 'set' ? !sameItems(first, numbers) : first.join() !== numbers.join()) {
        refuse('dezenasSorteadasOrdemSorteio: not the numbers drawn');
      }
      if (secondNumbers && !sameItems(drawOrder.slice(game.drawn), secondNumbers)) refuse('dezenasSorteadasOrdemSorteio: not the second draw');
      if (clovers && !sameItems(order.slice(drawOrder.length).map((t) => String(Number(t))), clovers)) refuse('dezenasSorteadasOrdemSorteio: not the trevos drawn');
    }

    if (typeof json.acumulado !== 'boolean') refuse('acumulado must be true or false');

    const nextContest = json.numeroConcursoProximo === undefined || json.numeroConcursoProximo === null || json.numeroConcursoProximo === 0
      ? null
      : wholeNumber(json.numeroConcursoProximo, 'numeroConcursoProximo', 1);
    if (nextContest !== null && (nextContest <= contest || nextContest > contest + 100)) refuse(`numeroConcursoProximo ${nextContest} does not follow ${contest}`);
    const nextDate = optionalDate(json.dataProximoConcurso, 'dataProximoConcurso');
    if (nextDate !== null && nextDate < drawDate) refuse('dataProximoConcurso before dataApuracao');

    return {
      ok: true,
      contest: {
        contest,
        draw_date: drawDate,
        numbers,
        draw_order: drawOrder,
        second_numbers: secondNumbers,
        clovers,
        lucky: luckyValue(json.nomeTimeCoracaoMesSorte, game),
        prizes: prizeTable(json.listaRateioPremio, game),
        accumulated: json.acumulado,
        next_contest: nextContest,
        next_date: nextDate,
        next_estimate: optionalMoney(json.valorEstimadoProximoConcurso, 'valorEstimadoProximoConcurso'),
        next_accumulated: optionalMoney(json.valorAcumuladoProximoConcurso, 'valorAcumuladoProximoConcurso'),
        place: placeValue(json),
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message.slice(0, 400) };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// One request.

export type FetchOutcome =
  | { status: 'ok'; contest: CaixaContestRow }
  | { status: Exclude<SourceStatus, 'ok'>; detail: string };

/** The longest answer read: a contest is some 3 KB. */
const MAX_ANSWER_CHARS = 200_000;

/**
 * Whether a base URL may be asked: https on a public name, or (the local stand-in only, for its
 * fake source) http on 127.0.0.1 or localhost.
 */
export function sourceBaseAllowed(base: string, allowLoopback = false): boolean {
  if (/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[!-~]*)?$/i.test(base)) return true;
  return allowLoopback && /^http:\/\/(127\.0\.0\.1|localhost):[1-9][0-9]{0,4}(\/[!-~]*)?$/.test(base);
}

/** GET {base}/{slug} (the latest contest) or {base}/{slug}/{n}, classified. */
export async function fetchCaixaContest(options: {
  base: string;
  game: CaixaSourceGame;
  contest?: number;
  timeoutMs: number;
  fetch: typeof fetch;
}): Promise<FetchOutcome> {
  const { game, contest } = options;
  const url = `${options.base.replace(/\/+$/, '')}/${game.apiSlug}${contest === undefined ? '' : `/${contest}`}`;
  let text: string;
  let contentType: string;
  try {
    const response = await options.fetch(url, {
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    contentType = response.headers.get('content-type') ?? '';
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return { status: 'http_404', detail: contest === undefined ? 'no contest yet' : `contest ${contest} not published` };
    }
    if (response.status === 403 || response.status === 401 || response.status === 429) {
      await response.body?.cancel().catch(() => undefined);
      // Caixa refuses requests from outside Brazil with 403: the function belongs in São Paulo.
      return { status: 'http_403', detail: `HTTP ${response.status} from the source (requests from outside Brazil are refused)` };
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => undefined);
      return { status: 'http_5xx', detail: `HTTP ${response.status} from the source` };
    }
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return { status: 'timeout', detail: `no answer in ${options.timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: 'unreachable', detail: `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 300) };
  }
  if (/html/i.test(contentType) || /^\s*</.test(text)) return { status: 'html', detail: `an HTML page instead of JSON: ${squash(text.slice(0, 120))}` };
  if (text.length > MAX_ANSWER_CHARS) return { status: 'malformed', detail: `answer of ${text.length} characters` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { status: 'malformed', detail: `not JSON: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) };
  }
  const parsed = parseCaixaContest(game, body, contest);
  return parsed.ok ? { status: 'ok', contest: parsed.contest } : { status: 'invalid', detail: parsed.reason };
}
