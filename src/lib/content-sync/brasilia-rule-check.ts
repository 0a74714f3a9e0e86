// Once the page has settled: the content worker compares Brasília's UTC−3 rule, by which the page reads the
// Brasília clock without Intl (utils/calendar/brasilia-clock.ts), with the platform's time-zone data for the
// 400 days ahead. Off the main thread, since that comparison loads the locale data the rule spares the page, and
// at most once a month per browser while the rule holds. Should summer time ever return, every later reading of the
// clock goes through Intl again (and the check runs on every visit, which then reads Brasília's clock through
// Intl from the moment the page has settled).
import { setBrasiliaRuleHolds } from '../../utils/calendar/brasilia-clock';
import { callContent } from './content-client';

/** When the rule was last found to hold for the 400 days ahead (milliseconds since 1970), in this browser. */
export const RULE_CHECKED_KEY = 'sonho-e-sorte:brasilia-rule-checked';
const RECHECK_MS = 30 * 86_400_000;

function lastCheck(): number {
  try {
    return Number(localStorage.getItem(RULE_CHECKED_KEY) ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

function remember(at: number | undefined): void {
  try {
    if (at === undefined) localStorage.removeItem(RULE_CHECKED_KEY);
    else localStorage.setItem(RULE_CHECKED_KEY, String(at));
  } catch {
    // No storage (a private window, say): the check runs again next visit.
  }
}

/** Asks the content service whether the rule holds from `now` on, unless it did within a month; tells the clock. */
export async function checkBrasiliaRule(now = Date.now()): Promise<boolean> {
  const checked = lastCheck();
  if (checked <= now && now - checked < RECHECK_MS) return true;
  const holds = await callContent('brasilia-rule', { from: now });
  setBrasiliaRuleHolds(holds);
  remember(holds ? now : undefined);
  return holds;
}
