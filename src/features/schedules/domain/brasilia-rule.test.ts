import { describe, expect, it } from 'vitest';
import { brasiliaByRule, intlParts, setBrasiliaRuleHolds, zonedParts } from '../../../utils/pt-br/clock';
import { brasiliaRuleAgrees } from './brasilia-rule';

describe('Brasília read by its UTC−3 rule, not through Intl (issue 30)', () => {
  const intl = (date: Date) => intlParts(date, 'America/Sao_Paulo');

  it("agrees with the platform's time-zone data at every hour from the end of the last summer time to 2035", () => {
    const end = Date.UTC(2035, 0, 1);
    for (let at = Date.UTC(2019, 1, 17, 2); at < end; at += 3_600_000 + 61_000) expect(zonedParts(new Date(at)), new Date(at).toISOString()).toEqual(intl(new Date(at)));
    expect(brasiliaRuleAgrees(Date.UTC(2026, 10, 26))).toBe(true);
  });

  it('leaves the years of summer time to Intl: 2018-12-01 18:00 UTC was 16:00 in Brasília (UTC−2)', () => {
    expect(zonedParts(new Date('2018-12-01T18:00:00Z'))).toMatchObject({ day: 1, hour: 16 });
    expect(zonedParts(new Date('2019-02-17T01:30:00Z'))).toMatchObject({ day: 16, hour: 23, minute: 30 });
    expect(zonedParts(new Date('2019-02-17T02:30:00Z'))).toMatchObject({ day: 16, hour: 23, minute: 30 });
  });

  it('finds summer time should it return, and then reads every time through Intl', () => {
    // A platform whose data has summer time (UTC−2) from 2027-11-07 on.
    const summer = Date.UTC(2027, 10, 7, 3);
    const withSummerTime = (instant: number) => intl(new Date(instant < summer ? instant : instant + 3_600_000));
    // Looked at from 400 days before, and from a year before.
    expect(brasiliaRuleAgrees(Date.UTC(2026, 9, 1), 400, withSummerTime)).toBe(true);
    expect(brasiliaRuleAgrees(Date.UTC(2026, 10, 7), 400, withSummerTime)).toBe(false);
    try {
      setBrasiliaRuleHolds(false);
      expect(brasiliaByRule(Date.UTC(2026, 10, 18, 20))).toBeUndefined();
      expect(zonedParts(new Date('2026-11-18T20:00:00Z'))).toMatchObject({ hour: 17 });
      expect(brasiliaRuleAgrees(Date.UTC(2026, 10, 26))).toBe(false);
    } finally {
      setBrasiliaRuleHolds(true);
    }
  });
});
