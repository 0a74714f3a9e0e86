// The check of the rule by which the page reads Brasília's clock (utils/pt-br/clock.ts): run by the
// content worker, off the page's main thread, since reading the zone through Intl loads the locale data the rule
// spares the page (lib/content-sync/content-service.ts checkBrasiliaRuleLater says when).
import { BRAZIL_TIME_ZONE, brasiliaByRule, intlParts, type WallClock } from '../../../utils/pt-br/clock';

const DAY_MS = 86_400_000;

/**
 * Whether Brasília's UTC−3 rule agrees with the platform's time-zone data at noon UTC of each of the `days` days
 * from `from` (`read`: Intl's reading; another in tests): any summer time lasting a day or more would show.
 */
export function brasiliaRuleAgrees(
  from: number,
  days = 400,
  read: (instant: number) => WallClock = (instant) => intlParts(new Date(instant), BRAZIL_TIME_ZONE),
): boolean {
  const noon = Math.floor(from / DAY_MS) * DAY_MS + DAY_MS / 2;
  for (let day = 0; day < days; day += 1) {
    const instant = noon + day * DAY_MS;
    const byRule = brasiliaByRule(instant);
    if (!byRule) return false;
    const byIntl = read(instant);
    if (byRule.day !== byIntl.day || byRule.hour !== byIntl.hour || byRule.minute !== byIntl.minute) return false;
  }
  return true;
}
