// "Conferir meu jogo": a ticket of any Caixa game checked against a contest. A bet of more numbers than a simple bet
// holds is every simple bet it contains (a 7-number Mega-Sena bet is 7 games of 6), and wins each one's tier: counted
// here by combinatorics, held against a count of every combination by check.test.ts.
import { formatMoney } from '../../../utils/pt-br/numbers';
import { fromCents, toCents } from '../../../utils/format/money';
import type { Contest } from './contest';
import { federalPlace } from './federal';
import { getCaixaGame, padNumber, type CaixaGame, type CaixaGameId, type Tier } from './games';
import { luckyMonth, sameTeam } from './lucky';

export interface Ticket {
  game: CaixaGameId;
  /** The numbers bet (Super Sete: one digit per column, when `columns` is absent; Federal: the ticket number). */
  numbers: string[];
  /** +Milionária's trevos. */
  clovers?: string[];
  /** Timemania's team, Dia de Sorte's month. */
  lucky?: string;
  /** Super Sete: each column's digits, column 1 first. */
  columns?: string[][];
}

/** A tier the ticket won, how many times, and what it pays from the contest's prize table. */
export interface TierWin {
  tier: number;
  name: string;
  /** Dupla Sena's draw. */
  draw?: 1 | 2;
  count: number;
  /** R$ per winner in this contest; undefined when the prize table lacks the tier. */
  amountEach?: number;
  /** count × amountEach. */
  amount?: number;
}

export interface CheckResult {
  game: CaixaGameId;
  contest: number;
  /** The ticket's numbers that were drawn (the first draw for Dupla Sena), padded, sorted. */
  hits: string[];
  /** Dupla Sena's second draw. */
  secondHits?: string[];
  /** +Milionária's trevos hit. */
  cloverHits?: string[];
  /** Super Sete: per column, whether its drawn digit is among the column's. */
  columnHits?: boolean[];
  /** Whether the team or month was drawn; undefined when the ticket or the contest has none. */
  luckyHit?: boolean;
  /** Tiers won, top tier first. */
  wins: TierWin[];
  /** The sum of the known prizes, R$. */
  total: number;
  /** False when a tier won has no value in the contest's prize table (yet). */
  prizeKnown: boolean;
  /** pt-BR lines: '4 acertos', 'Quadra', 'R$ 321,74'. */
  summary: { hits: string; tiers: string; prize: string };
}

/** n choose k, exact for the sizes a bet has (C(20, 6) = 38,760). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** How many simple bets of `size` out of a bet of `n` numbers, `hit` of them drawn, hold exactly `j` drawn numbers. */
function simpleBetsWith(n: number, hit: number, size: number, j: number): number {
  return choose(hit, j) * choose(n - hit, size - j);
}

const toValue = (text: string): number => Number(text.trim());
const isWhole = (text: string): boolean => /^\s*\d+\s*$/.test(text);

function superSeteColumns(ticket: Ticket): string[][] {
  return ticket.columns ?? ticket.numbers.map((n) => [n]);
}

function rangeText(game: CaixaGame): string {
  return `${padNumber(game, game.min)} a ${padNumber(game, game.max)}`;
}

const sizesText = (min: number, max: number): string => (min === max ? `${min}` : `de ${min} a ${max}`);

/** Each number's problems: not a number, out of range, repeated. */
function numberErrors(values: readonly string[], min: number, max: number, range: string, what: 'número' | 'trevo'): string[] {
  const errors: string[] = [];
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const text of values) {
    if (!isWhole(text)) {
      errors.push(`Não entendi ${what === 'trevo' ? 'o trevo' : 'o número'} "${text}".`);
      continue;
    }
    const n = toValue(text);
    if (n < min || n > max) errors.push(`O ${what} ${text.trim()} está fora de ${range}.`);
    else if (seen.has(n)) repeated.add(n);
    seen.add(n);
  }
  for (const n of repeated) errors.push(what === 'trevo' ? `Trevo repetido: ${n}.` : `Repetido: ${String(n).padStart(2, '0')}.`);
  return errors;
}

/** What is wrong with a ticket, in pt-BR; [] when it can be checked. */
export function validateTicket(ticket: Ticket): string[] {
  const game = getCaixaGame(ticket.game);
  const Name = `${game.article.toUpperCase()} ${game.name}`;
  if (game.kind === 'tickets') {
    const [number] = ticket.numbers;
    if (ticket.numbers.length !== 1 || number === undefined || !/^\d{5,6}$/.test(number.trim())) return ['Digite o número do bilhete, com 5 ou 6 algarismos.'];
    return [];
  }
  if (game.kind === 'columns') return superSeteErrors(game, superSeteColumns(ticket));
  const errors: string[] = [];
  const { min, max } = game.betSizes;
  const count = ticket.numbers.length;
  if (count < min || count > max) errors.push(`${Name} aceita ${sizesText(min, max)} números; você digitou ${count}.`);
  errors.push(...numberErrors(ticket.numbers, game.min, game.max, rangeText(game), 'número'));
  if (game.clovers) {
    const clovers = ticket.clovers ?? [];
    const sizes = game.clovers.betSizes;
    if (clovers.length < sizes.min || clovers.length > sizes.max) {
      errors.push(`${Name} aceita ${sizesText(sizes.min, sizes.max)} trevos; você digitou ${clovers.length}.`);
    }
    errors.push(...numberErrors(clovers, game.clovers.min, game.clovers.max, `${game.clovers.min} a ${game.clovers.max}`, 'trevo'));
  }
  if (game.lucky === 'month' && ticket.lucky !== undefined && ticket.lucky.trim() !== '' && !luckyMonth(ticket.lucky)) {
    errors.push(`Mês de Sorte desconhecido: ${ticket.lucky.trim()}.`);
  }
  return errors;
}

function superSeteErrors(game: CaixaGame, columns: readonly string[][]): string[] {
  if (columns.length !== game.drawn) return [`${game.article.toUpperCase()} ${game.name} tem ${game.drawn} colunas; você preencheu ${columns.length}.`];
  const errors: string[] = [];
  const total = columns.reduce((sum, column) => sum + column.length, 0);
  const { min, max } = game.betSizes;
  if (total < min || total > max) errors.push(`${game.article.toUpperCase()} ${game.name} aceita de ${min} a ${max} números; você digitou ${total}.`);
  const perColumn = game.perColumn?.(total) ?? { min: 1, max: 1 };
  columns.forEach((column, i) => {
    if (column.length < perColumn.min || column.length > perColumn.max) {
      errors.push(`Com ${total} números, cada coluna leva ${sizesText(perColumn.min, perColumn.max)}; a coluna ${i + 1} tem ${column.length}.`);
    }
    for (const text of column) {
      if (!isWhole(text) || toValue(text) < game.min || toValue(text) > game.max) errors.push(`Na coluna ${i + 1}, "${text}" não é um algarismo de 0 a 9.`);
    }
    const values = column.map(toValue);
    const repeated = values.find((v, k) => values.indexOf(v) !== k);
    if (repeated !== undefined) errors.push(`Na coluna ${i + 1}, repetido: ${repeated}.`);
  });
  return errors;
}

function hitsOf(game: CaixaGame, bet: readonly string[], drawn: readonly string[] | undefined): string[] {
  const drawnValues = new Set((drawn ?? []).map(toValue));
  return bet
    .map(toValue)
    .filter((n) => drawnValues.has(n))
    .sort((a, b) => a - b)
    .map((n) => padNumber(game, n));
}

/** How many times a ticket wins each tier, before prizes: tier number -> count. */
function countTiers(game: CaixaGame, ticket: Ticket, hits: Hits): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (tier: Tier, count: number) => {
    if (count > 0) counts.set(tier.tier, (counts.get(tier.tier) ?? 0) + count);
  };
  if (game.kind === 'columns') {
    // Simple bets with j columns hit: the coefficient of x^j in the product over columns of (hit·x + misses).
    let ways = [1];
    superSeteColumns(ticket).forEach((column, i) => {
      const hit = hits.columnHits?.[i] ? 1 : 0;
      const next = new Array<number>(ways.length + 1).fill(0);
      ways.forEach((w, j) => {
        next[j] = (next[j] ?? 0) + w * (column.length - hit);
        next[j + 1] = (next[j + 1] ?? 0) + w * hit;
      });
      ways = next;
    });
    for (const tier of game.tiers) if ('hits' in tier) add(tier, ways[tier.hits] ?? 0);
    return counts;
  }
  const n = ticket.numbers.length;
  const size = game.betSizes.min;
  const simpleBets = choose(n, size);
  const cloverWays = (c: number): number => {
    if (!game.clovers) return 1;
    return simpleBetsWith(ticket.clovers?.length ?? 0, hits.cloverHits?.length ?? 0, game.clovers.drawn, c);
  };
  for (const tier of game.tiers) {
    if ('hits' in tier) {
      const drawHits = tier.draw === 2 ? hits.secondHits : hits.hits;
      if (!drawHits) continue;
      const bets = simpleBetsWith(n, drawHits.length, size, tier.hits);
      const clovers = tier.clovers ? tier.clovers.reduce((sum, c) => sum + cloverWays(c), 0) : 1;
      add(tier, bets * clovers);
    } else if ('lucky' in tier && hits.luckyHit) {
      // The team or month is part of every simple bet the ticket holds, and pays besides the number tiers.
      add(tier, simpleBets);
    }
  }
  return counts;
}

interface Hits {
  hits: string[];
  secondHits?: string[];
  cloverHits?: string[];
  columnHits?: boolean[];
  luckyHit?: boolean;
}

function hitsFor(game: CaixaGame, ticket: Ticket, contest: Contest): Hits {
  if (game.kind === 'columns') {
    const columns = superSeteColumns(ticket);
    const columnHits = columns.map((column, i) => {
      const drawn = contest.numbers[i];
      return drawn !== undefined && column.some((d) => toValue(d) === toValue(drawn));
    });
    return { hits: columns.flatMap((_, i) => (columnHits[i] ? [padNumber(game, toValue(contest.numbers[i] ?? ''))] : [])), columnHits };
  }
  const result: Hits = { hits: hitsOf(game, ticket.numbers, contest.numbers) };
  if (game.secondDraw) result.secondHits = hitsOf(game, ticket.numbers, contest.secondNumbers);
  if (game.clovers) result.cloverHits = (ticket.clovers ?? []).map(toValue).filter((c) => (contest.clovers ?? []).map(toValue).includes(c)).sort((a, b) => a - b).map(String);
  const lucky = ticket.lucky?.trim();
  if (game.lucky && lucky && contest.lucky) {
    result.luckyHit = game.lucky === 'month' ? luckyMonth(lucky) !== undefined && luckyMonth(lucky) === luckyMonth(contest.lucky) : sameTeam(lucky, contest.lucky);
  }
  return result;
}

const acertos = (n: number): string => (n === 1 ? '1 acerto' : `${n} acertos`);

function hitsSummary(game: CaixaGame, hits: Hits): string {
  if (game.secondDraw) return `1º sorteio: ${acertos(hits.hits.length)} · 2º sorteio: ${acertos(hits.secondHits?.length ?? 0)}`;
  const base = acertos(hits.hits.length);
  if (game.clovers) {
    const c = hits.cloverHits?.length ?? 0;
    return `${base} + ${c === 0 ? 'nenhum trevo' : c === 1 ? '1 trevo' : `${c} trevos`}`;
  }
  if (hits.luckyHit) return `${base} + ${game.lucky === 'team' ? 'Time do Coração' : 'Mês de Sorte'}`;
  return base;
}

function tierLabel(win: TierWin, game: CaixaGame): string {
  const name = game.secondDraw ? `${win.name} no ${win.draw}º sorteio` : win.name;
  return win.count === 1 ? name : `${win.count}× ${name}`;
}

/** A ticket checked against a contest of its game: hits, tiers won with how many, and their prizes. */
export function checkTicket(ticket: Ticket, contest: Contest): CheckResult {
  if (ticket.game !== contest.game) throw new RangeError(`bilhete de ${ticket.game} conferido com concurso de ${contest.game}`);
  const game = getCaixaGame(ticket.game);
  if (game.kind === 'tickets') return checkFederal(game, ticket, contest);
  const hits = hitsFor(game, ticket, contest);
  const counts = countTiers(game, ticket, hits);
  const wins = game.tiers.flatMap((tier): TierWin[] => {
    const count = counts.get(tier.tier);
    if (!count) return [];
    return [prized({ tier: tier.tier, name: tier.name, ...('hits' in tier && tier.draw ? { draw: tier.draw } : {}), count }, contest)];
  });
  return finish(game, contest, hits, wins, hitsSummary(game, hits));
}

function prized(win: TierWin, contest: Contest): TierWin {
  const prize = contest.prizes.find((p) => p.tier === win.tier);
  if (!prize) return win;
  return { ...win, amountEach: prize.amount, amount: fromCents(win.count * toCents(prize.amount)) };
}

function finish(game: CaixaGame, contest: Contest, hits: Hits, wins: TierWin[], hitsText: string): CheckResult {
  const prizeKnown = wins.every((w) => w.amount !== undefined);
  const total = fromCents(wins.reduce((sum, w) => sum + toCents(w.amount ?? 0), 0));
  const tiers = wins.length === 0 ? 'Não premiado' : wins.map((w) => tierLabel(w, game)).join(', ');
  const prize = wins.length === 0 ? '' : prizeKnown ? formatMoney(total) : 'Valor do prêmio ainda não divulgado';
  return { game: game.id, contest: contest.contest, ...hits, wins, total, prizeKnown, summary: { hits: hitsText, tiers, prize } };
}

/** A Federal ticket wins a prize when its number is that prize's ticket (federal.ts). */
function checkFederal(game: CaixaGame, ticket: Ticket, contest: Contest): CheckResult {
  const number = ticket.numbers[0]?.trim() ?? '';
  const place = federalPlace(number, contest.numbers);
  const tier = game.tiers.find((t) => 'place' in t && t.place === place);
  const wins = tier ? [prized({ tier: tier.tier, name: tier.name, count: 1 }, contest)] : [];
  const shown = padNumber(game, toValue(number));
  return finish(game, contest, { hits: tier ? [shown] : [] }, wins, tier ? `Bilhete ${shown} sorteado` : 'Bilhete não sorteado');
}
