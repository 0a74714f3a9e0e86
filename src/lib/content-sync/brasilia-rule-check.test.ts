import { afterEach, describe, expect, it } from 'vitest';
import { brasiliaByRule, setBrasiliaRuleHolds } from '../../utils/calendar/brasilia-clock';
import { checkBrasiliaRule, RULE_CHECKED_KEY } from './brasilia-rule-check';
import { restartContentService } from './content-client';

const DAY = 86_400_000;

afterEach(() => {
  setBrasiliaRuleHolds(true);
  restartContentService();
  localStorage.clear();
});

describe("the check of Brasília's UTC−3 rule, in the content service", () => {
  it("finds the rule holding for the year ahead in the platform's time-zone data; the clock keeps it", async () => {
    const now = Date.UTC(2026, 10, 26);
    expect(await checkBrasiliaRule(now)).toBe(true);
    expect(localStorage.getItem(RULE_CHECKED_KEY)).toBe(String(now));
    expect(brasiliaByRule(Date.UTC(2026, 10, 26, 15))).toMatchObject({ day: 26, hour: 12 });
  });

  it('lets go of the rule where the data disagrees: before 2019, Brazil had summer time', async () => {
    expect(await checkBrasiliaRule(Date.UTC(2017, 10, 26))).toBe(false);
    expect(localStorage.getItem(RULE_CHECKED_KEY)).toBeNull();
    expect(brasiliaByRule(Date.UTC(2026, 10, 26, 15))).toBeUndefined();
  });

  it('asks again a month after the last time it held, not before', async () => {
    const then = Date.UTC(2017, 9, 1);
    localStorage.setItem(RULE_CHECKED_KEY, String(then));
    // Within the month the answer stands, even for a date the data would disprove: nothing is asked.
    expect(await checkBrasiliaRule(then + 29 * DAY)).toBe(true);
    expect(brasiliaByRule(Date.UTC(2026, 10, 26, 15))).toBeDefined();
    expect(await checkBrasiliaRule(then + 31 * DAY)).toBe(false);
    expect(brasiliaByRule(Date.UTC(2026, 10, 26, 15))).toBeUndefined();
  });
});
