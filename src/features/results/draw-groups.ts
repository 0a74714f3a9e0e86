// Cached draw_results rows read into prizes with group and animal, grouped per date (newest first) and lottery.
import { readDraw, type Prize } from '../../domain/bets/draw';
import { isIsoDate } from '../../domain/calendar/dates';
import { labelMinutes } from '../../domain/guesses/lucky-guess';

export interface DrawResult {
  id: string;
  lottery: string;
  /** YYYY-MM-DD. */
  date: string;
  drawLabel: string;
  prizes: Prize[];
}

export interface LotteryResults {
  lottery: string;
  /** Latest draw of the day first. */
  draws: DrawResult[];
}

export interface DateResults {
  date: string;
  lotteries: LotteryResults[];
}

/** A cached row, or null when it has no id, no date or prizes that are not 5 to 7 milhares. */
export function readDrawResult(row: Readonly<Record<string, unknown>>): DrawResult | null {
  const { id, lottery, draw_date: rawDate, draw_label: drawLabel, prizes } = row;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const date = typeof rawDate === 'string' ? rawDate.slice(0, 10) : '';
  if (!isIsoDate(date) || !Array.isArray(prizes) || !prizes.every((p) => typeof p === 'string')) return null;
  const reading = readDraw(prizes as string[]);
  if (!reading.ok) return null;
  return {
    id: String(id),
    lottery: typeof lottery === 'string' && lottery.trim() !== '' ? lottery.trim() : 'Loteria',
    date,
    drawLabel: typeof drawLabel === 'string' ? drawLabel.trim() : '',
    prizes: reading.prizes,
  };
}

const latestFirst = (a: DrawResult, b: DrawResult): number =>
  labelMinutes(b.drawLabel) - labelMinutes(a.drawLabel) || a.drawLabel.localeCompare(b.drawLabel, 'pt-BR');

/** Dates newest first; within a date, lotteries by name; within a lottery, the latest draw first. */
export function groupResults(rows: readonly Readonly<Record<string, unknown>>[]): DateResults[] {
  const byDate = new Map<string, Map<string, DrawResult[]>>();
  for (const row of rows) {
    const result = readDrawResult(row);
    if (!result) continue;
    const lotteries = byDate.get(result.date) ?? new Map<string, DrawResult[]>();
    byDate.set(result.date, lotteries);
    lotteries.set(result.lottery, [...(lotteries.get(result.lottery) ?? []), result]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, lotteries]) => ({
      date,
      lotteries: [...lotteries.entries()]
        .sort(([a], [b]) => a.localeCompare(b, 'pt-BR'))
        .map(([lottery, draws]) => ({ lottery, draws: [...draws].sort(latestFirst) })),
    }));
}
