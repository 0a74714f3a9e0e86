// Draw results (draw_results rows, as cached offline) read once for every screen that shows them: validated,
// normalised, ordered newest first, labelled, and grouped per date and lottery.
import { isPrizeDigits, MAX_PRIZES, MIN_PRIZES } from '../../bets/domain/draw';
import { formatShortDate, isIsoDate } from '../../../utils/calendar/dates';
import { labelMinutes } from '../../schedules/domain/draw-label';
import { comparePt } from '../../../utils/pt-br/order';

export interface DrawRow {
  id: string;
  lottery: string;
  /** YYYY-MM-DD. */
  date: string;
  /** 'PTM 11:20'; may be empty. */
  drawLabel: string;
  /** 5 to 10 four-digit milhares (the 7º may be a three-digit centena), 1º prize first. */
  prizes: string[];
  /** A row of the demo seed, not a real result: every screen that shows it says so. */
  demo: boolean;
}

interface LotteryDraws {
  lottery: string;
  /** Latest draw of the day first. */
  draws: DrawRow[];
}

export interface DateDraws {
  date: string;
  lotteries: LotteryDraws[];
}

/** What a row without a lottery name is listed under. */
export const UNNAMED_LOTTERY = 'Loteria';

/** A row, or null when no bet can be settled on it: no id, no real date, or prizes that are not 5 to 10 milhares. */
export function readDrawRow(row: Readonly<Record<string, unknown>>): DrawRow | null {
  const { id, lottery, draw_date: rawDate, draw_label: drawLabel, prizes, demo } = row;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const date = typeof rawDate === 'string' ? rawDate.slice(0, 10) : '';
  if (!isIsoDate(date)) return null;
  if (!Array.isArray(prizes) || prizes.length < MIN_PRIZES || prizes.length > MAX_PRIZES) return null;
  if (!prizes.every((p, i) => typeof p === 'string' && isPrizeDigits(i + 1, p))) return null;
  return {
    id: String(id),
    lottery: (typeof lottery === 'string' ? lottery.trim() : '') || UNNAMED_LOTTERY,
    date,
    drawLabel: typeof drawLabel === 'string' ? drawLabel.trim() : '',
    prizes: [...(prizes as string[])],
    demo: demo === true,
  };
}

/**
 * The readable rows, newest first: by date, then by the draw time in the label, then by lottery and label for a
 * stable order. Each row's time is read once, not on every comparison: 30 days are some 600 rows (issue 30).
 */
export function readDrawRows(rows: readonly Readonly<Record<string, unknown>>[]): DrawRow[] {
  const keyed: Array<{ draw: DrawRow; minutes: number }> = [];
  // A day's labels repeat every day: each is read once.
  const minutesOf = new Map<string, number>();
  for (const row of rows) {
    const draw = readDrawRow(row);
    if (!draw) continue;
    let minutes = minutesOf.get(draw.drawLabel);
    if (minutes === undefined) {
      minutes = labelMinutes(draw.drawLabel);
      minutesOf.set(draw.drawLabel, minutes);
    }
    keyed.push({ draw, minutes });
  }
  keyed.sort(
    ({ draw: a, minutes: am }, { draw: b, minutes: bm }) =>
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
      bm - am ||
      comparePt(a.lottery, b.lottery) ||
      comparePt(a.drawLabel, b.drawLabel),
  );
  return keyed.map(({ draw }) => draw);
}

/** '14/03/2026 · PT Rio · PTM 11:20'. */
export function drawRowLabel(draw: DrawRow): string {
  return [formatShortDate(draw.date), draw.lottery, draw.drawLabel].filter((part) => part !== '').join(' · ');
}

/** Dates newest first; within a date, lotteries by name; within a lottery, the latest draw first. */
export function groupDrawRows(rows: readonly Readonly<Record<string, unknown>>[]): DateDraws[] {
  const byDate = new Map<string, Map<string, DrawRow[]>>();
  for (const draw of readDrawRows(rows)) {
    const lotteries = byDate.get(draw.date) ?? new Map<string, DrawRow[]>();
    byDate.set(draw.date, lotteries);
    lotteries.set(draw.lottery, [...(lotteries.get(draw.lottery) ?? []), draw]);
  }
  // readDrawRows already put the dates and, within a lottery, the draws in order.
  return [...byDate.entries()].map(([date, lotteries]) => ({
    date,
    lotteries: [...lotteries.entries()].sort(([a], [b]) => comparePt(a, b)).map(([lottery, draws]) => ({ lottery, draws })),
  }));
}
