// Draw times in Brasília time: the wall clock of America/Sao_Paulo, the next draw of each lottery, countdowns.
import { weekdayNames } from '../../../utils/pt-br/calendar-names';
import { BRAZIL_TIME_ZONE, zonedParts } from '../../../utils/pt-br/clock';

export interface DrawTime {
  /** 'HH:MM' on the Brasília wall clock. */
  time: string;
  label: string;
  /** Days it happens on (0 = Sunday); every day when absent. */
  weekdays?: readonly number[];
  /** Public sources disagree on this time: shown with "horário pode variar". */
  varies?: boolean;
}

export interface Schedule {
  id: string;
  lottery: string;
  draws: readonly DrawTime[];
}

export interface UpcomingDraw {
  scheduleId: string;
  lottery: string;
  label: string;
  time: string;
  at: Date;
}

/** The instant at which a time zone's wall clock shows the given date and time. */
export function zonedTimeToDate(year: number, month: number, day: number, hour: number, minute: number, timeZone = BRAZIL_TIME_ZONE): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  // Brazil has no daylight saving since 2019, but a second pass keeps this right should it return.
  let instant = asUtc - offsetAt(asUtc);
  const corrected = asUtc - offsetAt(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** The draws of a schedule on a weekday, in time order. */
export function drawsOnWeekday(schedule: Schedule, weekday: number): DrawTime[] {
  return schedule.draws.filter((d) => !d.weekdays || d.weekdays.includes(weekday)).sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
}

/** The first draw of a schedule strictly after `now`, looking up to a week ahead. */
export function nextDraw(schedule: Schedule, now: Date): UpcomingDraw | undefined {
  const today = zonedParts(now);
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    for (const draw of drawsOnWeekday(schedule, day.getUTCDay())) {
      const minutes = minutesOf(draw.time);
      const at = zonedTimeToDate(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), Math.floor(minutes / 60), minutes % 60);
      if (at.getTime() > now.getTime()) {
        return { scheduleId: schedule.id, lottery: schedule.lottery, label: draw.label, time: draw.time, at };
      }
    }
  }
  return undefined;
}

/** The next draw of every schedule, soonest first. */
export function nextDraws(schedules: readonly Schedule[], now: Date): UpcomingDraw[] {
  return schedules
    .map((s) => nextDraw(s, now))
    .filter((d): d is UpcomingDraw => d !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A countdown in Portuguese: "2 h 05 min 09 s", "5 min 03 s", "45 s"; "agora" once it is due. */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return 'agora';
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} d ${hours} h ${pad2(minutes)} min`;
  if (hours > 0) return `${hours} h ${pad2(minutes)} min ${pad2(seconds)} s`;
  if (minutes > 0) return `${minutes} min ${pad2(seconds)} s`;
  return `${seconds} s`;
}

export function weekdayName(weekday: number): string {
  return weekdayNames()[weekday] ?? '';
}

/** "hoje", "amanhã" or the weekday of an instant, seen from `now` on the Brasília calendar. */
export function dayLabel(at: Date, now: Date): string {
  const a = zonedParts(at);
  const n = zonedParts(now);
  const days = Math.round((Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(n.year, n.month - 1, n.day)) / 86400000);
  if (days === 0) return 'hoje';
  if (days === 1) return 'amanhã';
  return weekdayName(a.weekday);
}

/** The Brasília wall-clock time of an instant, 'HH:MM:SS'. */
export function clockText(now: Date): string {
  const p = zonedParts(now);
  return `${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
}

/** The Brasília wall-clock time of an instant to the minute, 'HH:MM'. */
export function clockMinutes(at: Date): string {
  const p = zonedParts(at);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}
