// Which of a day's guesses /palpites shows first: the next draw's, never only guesses for draws that already
// happened. Apart from draw-status.ts because it builds the automatic guess (lucky-guess.ts, the animal table),
// and draw-status.ts is read by the home page's first screen (components/next-draw-line.tsx).
import { todayInBrasilia } from '../../../utils/calendar/dates';
import { dayLabel, nextDraws, type Schedule } from '../../schedules/domain/next-draw';
import { guessDrawStatus } from './draw-status';
import { builtinGuess, guessesFor, type LuckyGuess } from './lucky-guess';

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
