// The Brasília wall clock read without Intl. Brazil's clocks have shown UTC−3 all year since summer time was
// abolished (Decree 9,772 of 25 April 2019; the last one ended on 17 February 2019), so the date and time in
// Brasília are plain arithmetic on the instant. Reading them through Intl.DateTimeFormat made the results page
// load the platform's locale data while React hydrated it: 12-50 ms of one task on this machine, four times that on
// a cheap phone (issue 30). The rule is a fact of today, not a law: on each visit, once the page has long settled,
// the content worker compares it with the platform's time-zone data for the 400 days ahead
// (schedules/domain/brasilia-rule.ts), and once they disagree every reading goes through Intl again.

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
