// Calendar dates (YYYY-MM-DD) on the Brasília wall clock: today, day arithmetic, Thursdays and pt-BR labels.
// One place for every screen that shows or compares dates (guesses, results, promotions, admin forms).
import { monthNames, weekdayNames } from '../pt-br/calendar-names';
import { zonedParts } from '../pt-br/clock';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

// Day arithmetic runs on UTC midnights, where every day has 24 hours whatever the local zone does.
function toUtc(iso: string): Date {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`data inválida: ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const fromUtc = (date: Date): string => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  return fromUtc(toUtc(text)) === text;
}

/** The date the Brasília wall clock shows at an instant: what "today" means for every visitor. */
export function todayInBrasilia(now: Date = new Date()): string {
  const p = zonedParts(now);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return toUtc(iso).getUTCDay();
}

const THURSDAY = 4;

/** The Thursday on or after the date: the date itself when it is a Thursday. */
export function thursdayOnOrAfter(iso: string): string {
  return addDays(iso, (THURSDAY - weekdayOf(iso) + 7) % 7);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** '2026-03-12' -> 'quinta-feira, 12 de março de 2026'. */
export function formatLongDate(iso: string): string {
  const date = toUtc(iso);
  return `${weekdayNames()[date.getUTCDay()]}, ${date.getUTCDate()} de ${monthNames()[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}

/** '2026-03-12' -> 'Quinta-feira, 12/03/2026': a day as a share card prints it. */
export function formatWeekdayDate(iso: string): string {
  const weekday = weekdayNames()[toUtc(iso).getUTCDay()]!;
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${formatShortDate(iso)}`;
}

/** The date part of what a backend column holds: '2026-03-12' or a timestamp starting with one. */
const LEADING_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * '2026-03-12' -> '12/03/2026'. Read from the text itself (a timestamp's date part too), so no time zone
 * can shift the day; text that is not a date is returned as it is rather than hidden.
 */
export function formatShortDate(iso: string): string {
  const match = LEADING_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** '2026-03-01' -> 'março de 2026'; text that is not a date is returned as it is. */
export function monthLabel(iso: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(iso);
  const name = match ? monthNames()[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} de ${match[1]}` : iso;
}

/** Full years between a birth date and a day, as an age is counted in Brazil (birthday reached or not). */
export function ageOn(birth: string, today: string): number {
  const b = toUtc(birth);
  const t = toUtc(today);
  let age = t.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday = t.getUTCMonth() < b.getUTCMonth() || (t.getUTCMonth() === b.getUTCMonth() && t.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
