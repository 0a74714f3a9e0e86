// The day's lucky guesses: admin rows (lucky_guesses) when scheduled, else a built-in guess derived from the date.
import { animalByGroup } from '../../animals/domain/animals';
import { pickDistinct, pickOne, randomInt, seededSource } from '../../../utils/random/random-int';
import type { RandomSource } from '../../../utils/random/random-int';
import { addDays, isIsoDate } from '../../../utils/calendar/dates';
import { labelMinutes } from '../../schedules/domain/draw-label';
import { collatePt } from '../../../utils/pt-br/order';

export type GuessKind = 'daily' | 'thursday';

export interface LuckyGuess {
  /** The backend row id, or 'builtin:<kind>:<date>'. */
  id: string;
  /** YYYY-MM-DD, the day the guess is for (Brasília). */
  date: string;
  lottery: string;
  drawLabel: string | null;
  /** Groups as '01'..'25'. */
  grupos: string[];
  milhares: string[];
  centenas: string[];
  note: string | null;
  source: 'admin' | 'builtin';
}

const GROUP = /^(0[1-9]|1\d|2[0-5])$/;

const stringList = (value: unknown, valid: RegExp): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && valid.test(v)) : [];

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Reads a cached lucky_guesses row. Rows that are unpublished (an admin's browser caches those too),
 * have no valid date or id, or carry nothing to show are dropped (null).
 */
export function readLuckyGuessRow(row: Readonly<Record<string, unknown>>): LuckyGuess | null {
  if (row.published === false) return null;
  const id = row.id;
  const date = typeof row.guess_date === 'string' ? row.guess_date.slice(0, 10) : '';
  if ((typeof id !== 'string' && typeof id !== 'number') || !isIsoDate(date)) return null;
  const grupos = stringList(row.grupos, GROUP);
  const milhares = stringList(row.milhares, /^\d{4}$/);
  const centenas = stringList(row.centenas, /^\d{3}$/);
  const note = optionalText(row.note);
  if (grupos.length + milhares.length + centenas.length === 0 && note === null) return null;
  return {
    id: String(id),
    date,
    lottery: optionalText(row.lottery) ?? 'Jogo do bicho',
    drawLabel: optionalText(row.draw_label),
    grupos,
    milhares,
    centenas,
    note,
    source: 'admin',
  };
}

const DAILY_NOTES = [
  'em destaque hoje',
  'aparece como o bicho do dia',
  'abre o palpite de hoje',
  'puxa a fila do dia',
] as const;

const REMINDER = 'Palpite automático, igual para todos: sorteios são aleatórios e nenhum palpite garante resultado.';

/** A number of `digits` digits ending in one of the group's four dezenas (the dream-book convention). */
function numberOfGroup(groupId: number, digits: 3 | 4, source: RandomSource): string {
  const prefix = String(randomInt(10 ** (digits - 2), source)).padStart(digits - 2, '0');
  return prefix + pickOne(animalByGroup(groupId).numbers, source);
}

function distinctNumbers(groups: readonly number[], digits: 3 | 4, howMany: number, source: RandomSource): string[] {
  const out: string[] = [];
  // Each group has 40 centenas and 400 milhares, so a repeat is rare and a redraw settles it.
  for (let i = 0; out.length < howMany; i++) {
    const value = numberOfGroup(groups[i % groups.length] ?? 1, digits, source);
    if (!out.includes(value)) out.push(value);
  }
  return out;
}

/**
 * The built-in guess for a day: a pure function of the date and the kind, so every visitor sees
 * the same numbers, online or offline. Three groups; every milhar and centena ends in a dezena of
 * one of them, the first group leading.
 */
export function builtinGuess(date: string, kind: GuessKind = 'daily'): LuckyGuess {
  if (!isIsoDate(date)) throw new RangeError(`data inválida: ${date}`);
  const source = seededSource(`sonho-e-sorte:${kind}:${date}`);
  // The leading group is drawn first and the others after it, so the order is part of the guess.
  const lead = 1 + randomInt(25, source);
  const others = pickDistinct(2, 1, 24, source).map((n) => (n >= lead ? n + 1 : n));
  const groups = [lead, ...others];
  const thursday = kind === 'thursday';
  const milhares = distinctNumbers(groups, 4, thursday ? 5 : 3, source);
  const centenas = distinctNumbers(groups, 3, 3, source);
  const animal = animalByGroup(lead);
  const note = thursday
    ? `Bicho da sorte da quinta: ${animal.name}. ${REMINDER}`
    : `${animal.name} ${pickOne(DAILY_NOTES, source)}. ${REMINDER}`;
  return {
    id: `builtin:${kind}:${date}`,
    date,
    lottery: thursday ? 'Quinta do Bicho da Sorte' : 'Palpite do dia',
    drawLabel: null,
    grupos: groups.map((g) => animalByGroup(g).group),
    milhares,
    centenas,
    note,
    source: 'builtin',
  };
}

// Lottery, then draw time, so a day's guesses read in the order the draws happen.
const byLotteryThenTime = (a: LuckyGuess, b: LuckyGuess): number =>
  collatePt(a.lottery, b.lottery) ||
  labelMinutes(a.drawLabel) - labelMinutes(b.drawLabel) ||
  collatePt(a.drawLabel ?? '', b.drawLabel ?? '');

/** The admin guesses scheduled for a date, in a stable order; empty when none. */
export function adminGuessesFor(rows: readonly Readonly<Record<string, unknown>>[], date: string): LuckyGuess[] {
  return rows
    .map(readLuckyGuessRow)
    .filter((g): g is LuckyGuess => g !== null && g.date === date)
    .sort(byLotteryThenTime);
}

/** What a day shows: the admins' guesses for it, or the built-in one when they scheduled none. */
export function guessesFor(rows: readonly Readonly<Record<string, unknown>>[], date: string, kind: GuessKind = 'daily'): LuckyGuess[] {
  const scheduled = adminGuessesFor(rows, date);
  return scheduled.length > 0 ? scheduled : [builtinGuess(date, kind)];
}

export interface BlogPost {
  date: string;
  guesses: LuckyGuess[];
}

/** How many days the Blog da Sorte shows: today and the six before. */
export const BLOG_DAYS = 7;

/**
 * The Blog da Sorte: one post per day, today first and going back `days` days in all. Guesses
 * dated after today never show, even when published early.
 */
export function blogPosts(rows: readonly Readonly<Record<string, unknown>>[], today: string, days = BLOG_DAYS): BlogPost[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, -i);
    return { date, guesses: guessesFor(rows, date) };
  });
}
