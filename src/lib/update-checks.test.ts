import { describe, expect, it } from 'vitest';
import { NAVIGATION_CHECK_MIN_MS, shouldCheckForUpdate, type UpdateCheckReason } from './update-checks';

const now = Date.UTC(2026, 10, 24, 12);
const reasons: UpdateCheckReason[] = ['foreground', 'online', 'navigation', 'interval'];

describe('shouldCheckForUpdate', () => {
  it('never checks offline, whatever the reason', () => {
    for (const reason of reasons) expect(shouldCheckForUpdate({ reason, online: false, now, lastCheckAt: undefined })).toBe(false);
  });

  it('checks on return to the foreground and when the connection comes back, even right after a check', () => {
    for (const reason of ['foreground', 'online'] as const) {
      expect(shouldCheckForUpdate({ reason, online: true, now, lastCheckAt: now - 1_000 })).toBe(true);
    }
  });

  it('checks on navigation at most every few minutes', () => {
    const check = (sinceLast: number) => shouldCheckForUpdate({ reason: 'navigation', online: true, now, lastCheckAt: now - sinceLast });
    expect(check(10_000)).toBe(false);
    expect(check(NAVIGATION_CHECK_MIN_MS - 1)).toBe(false);
    expect(check(NAVIGATION_CHECK_MIN_MS)).toBe(true);
    expect(shouldCheckForUpdate({ reason: 'navigation', online: true, now, lastCheckAt: undefined })).toBe(true);
  });
});
