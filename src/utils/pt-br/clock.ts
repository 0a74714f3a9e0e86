// The Brasília wall clock (and any other time zone's, through Intl) read at an instant. Brasília's is read without Intl. Brazil's clocks have shown UTC−3 all year since summer time was
// abolished (Decree 9,772 of 25 April 2019; the last one ended on 17 February 2019), so the date and time in
// Brasília are plain arithmetic on the instant. Reading them through Intl.DateTimeFormat made the results page
// load the platform's locale data while React hydrated it: 12-50 ms of one task on this machine, four times that on
// a cheap phone (issue 30). The rule is a fact of today, not a law: on each visit, once the page has long settled,
// the content worker compares it with the platform's time-zone data for the 400 days ahead
// (schedules/domain/brasilia-rule.ts, through intlParts), and once they disagree every reading goes through Intl again.

export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** A wall clock's date and time. */
export interface WallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const OFFSET_MS = -3 * 3_600_000;
/** 2019-02-17 00:00 in Brasília summer time (UTC−2), when clocks went back for the last time. */
const RULE_SINCE = Date.UTC(2019, 1, 17, 2);

let ruleHolds = true;

/** Brasília's wall clock at an instant by the UTC−3 rule; undefined where the rule does not apply. */
export function brasiliaByRule(instant: number): WallClock | undefined {
  if (!ruleHolds || !(instant >= RULE_SINCE)) return undefined;
  const wall = new Date(instant + OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** What the content worker's check of the rule found (content-client.ts): false sends every later reading through Intl. */
export function setBrasiliaRuleHolds(holds: boolean): void {
  ruleHolds = holds;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock date and time of an instant in a time zone (Brasília by default). Brasília's is read by its
 * UTC−3 rule while that holds, any other through Intl.
 */
export function zonedParts(date: Date, timeZone = BRAZIL_TIME_ZONE): WallClock {
  if (timeZone === BRAZIL_TIME_ZONE) {
    const byRule = brasiliaByRule(date.getTime());
    if (byRule) return byRule;
  }
  return intlParts(date, timeZone);
}

/** A time zone's wall clock read through Intl, whatever rule the zone follows. */
export function intlParts(date: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}
