// Where a day's guess stands against the clock: a guess for a draw that already happened today is no longer a
// guess for what is to come, and the page must say so rather than let it read as a tip for the next draw.
import { todayInBrasilia } from '../../../utils/calendar/dates';
import { labelMinutes } from '../../schedules/domain/draw-label';
import { dayLabel, nextDraws, zonedParts, type Schedule, type UpcomingDraw } from '../../schedules/domain/next-draw';
import { builtinGuess, guessesFor, type LuckyGuess } from './lucky-guess';

/** 'past': its draw time today has gone by; 'upcoming': still ahead; 'open': its label gives no time, or another day. */
export type GuessDrawStatus = 'past' | 'upcoming' | 'open';

export function guessDrawStatus(guess: Pick<LuckyGuess, 'date' | 'drawLabel'>, now: Date): GuessDrawStatus {
  const minutes = labelMinutes(guess.drawLabel);
  if (minutes < 0 || guess.date !== todayInBrasilia(now)) return 'open';
  const clock = zonedParts(now);
  return clock.hour * 60 + clock.minute >= minutes ? 'past' : 'upcoming';
}

/** A draw's name without the default 'Sorteio HH:MM' repeating its time. */
function drawName(draw: { time: string; label: string }): string {
  return draw.label === `Sorteio ${draw.time}` ? 'Sorteio' : draw.label;
}

/**
 * The next draw in words, with its time: 'PT Rio – PTM às 11:20 (hoje)'; 'amanhã' or the weekday once the
 * day's draws are over. Undefined when no schedule has one.
 */
export function nextDrawText(schedules: readonly Schedule[], now: Date): { draw: UpcomingDraw; text: string } | undefined {
  const draw = nextDraws(schedules, now)[0];
  if (!draw) return undefined;
  return { draw, text: `${draw.lottery} – ${drawName(draw)} às ${draw.time} (${dayLabel(draw.at, now)})` };
}

/** A guess as a day's page shows it: marked once its draw has happened. */
interface ShownGuess {
  guess: LuckyGuess;
  drawPast: boolean;
}

export interface GuessesByDraw {
  /**
   * When none of today's guesses is for a draw still to come: the guesses for the next draw, shown first. Later
   * today, the automatic guess of the day (the team's were for draws that happened); once the day's draws are over,
   * the guesses of the next draw's day (the team's when published, else that day's automatic guess).
   */
  next: { date: string; sameDay: boolean; when: string; guesses: LuckyGuess[] } | null;
  /** Today's guesses, those still ahead first, then those whose draw has happened. */
  today: ShownGuess[];
}

/**
 * Today's guesses around the clock (Brasília): a page never offers only guesses for draws that already happened
 * while the next draw's guess exists. Once the day's last draw is over every guess of the day is marked, its
 * automatic one included (it was for those draws).
 */
export function guessesByNextDraw(rows: readonly Readonly<Record<string, unknown>>[], now: Date, schedules: readonly Schedule[]): GuessesByDraw {
  const today = todayInBrasilia(now);
  const draw = nextDraws(schedules, now)[0];
  const nextDay = draw ? todayInBrasilia(draw.at) : undefined;
  const dayOver = nextDay !== undefined && nextDay !== today;
  const shown = guessesFor(rows, today).map((guess) => {
    const status = guessDrawStatus(guess, now);
    // A guess with no time is for the day's draws: over with the last of them. A time still ahead stays ahead.
    return { guess, drawPast: status === 'past' || (dayOver && status === 'open') };
  });
  const ahead = shown.filter((s) => !s.drawPast);
  const done = shown.filter((s) => s.drawPast);
  const next =
    ahead.length === 0 && draw && nextDay
      ? { date: nextDay, sameDay: !dayOver, when: dayLabel(draw.at, now), guesses: dayOver ? guessesFor(rows, nextDay) : [builtinGuess(today)] }
      : null;
  return { next, today: [...ahead, ...done] };
}
