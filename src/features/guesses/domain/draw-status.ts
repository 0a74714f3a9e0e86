// Where a day's guess stands against the clock: a guess for a draw that already happened today is no longer a
// guess for what is to come, and the page must say so rather than let it read as a tip for the next draw.
import { todayInBrasilia } from '../../../utils/calendar/dates';
import { labelMinutes } from '../../schedules/domain/draw-label';
import { dayLabel, nextDraws, type Schedule, type UpcomingDraw } from '../../schedules/domain/next-draw';
import { zonedParts } from '../../../utils/pt-br/clock';
import type { LuckyGuess } from './lucky-guess';

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
