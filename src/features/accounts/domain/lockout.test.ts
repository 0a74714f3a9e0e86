import { describe, expect, it } from 'vitest';
import { lockEndsAt, looksLikeEmail, minutesLeft, normalizeIdentifier, parseLockStatus } from './lockout';
import { lockedBannerMessage, lockedToastMessage } from './messages';

describe('lockout helpers', () => {
  it('normalises identifiers like the server (trimmed, lower case)', () => {
    expect(normalizeIdentifier('  Cliente@SonhoeSorte.com.BR ')).toBe('cliente@sonhoesorte.com.br');
  });

  it('parses the rpc answer, object or single-row array', () => {
    expect(parseLockStatus({ locked: true, remaining_minutes: 14 })).toEqual({ locked: true, remainingMinutes: 14 });
    expect(parseLockStatus([{ locked: false, remaining_minutes: 0 }])).toEqual({ locked: false, remainingMinutes: 0 });
    expect(parseLockStatus({ locked: true, remaining_minutes: 0 })).toEqual({ locked: true, remainingMinutes: 1 });
    expect(parseLockStatus({ locked: true, remaining_minutes: 2.2 })).toEqual({ locked: true, remainingMinutes: 3 });
    expect(parseLockStatus({ locked: false, remaining_minutes: 9 })).toEqual({ locked: false, remainingMinutes: 0 });
  });

  it('rejects anything else', () => {
    expect(parseLockStatus(null)).toBeNull();
    expect(parseLockStatus('locked')).toBeNull();
    expect(parseLockStatus({ remaining_minutes: 3 })).toBeNull();
    expect(parseLockStatus([])).toBeNull();
  });

  it('counts whole minutes up and never below zero', () => {
    const now = 1_000_000;
    const until = lockEndsAt(15, now);
    expect(until - now).toBe(15 * 60_000);
    expect(minutesLeft(until, now)).toBe(15);
    expect(minutesLeft(until, now + 1)).toBe(15);
    expect(minutesLeft(until, now + 60_000)).toBe(14);
    expect(minutesLeft(until, until - 1)).toBe(1);
    expect(minutesLeft(until, until)).toBe(0);
    expect(minutesLeft(until, until + 5_000)).toBe(0);
  });

  it('only asks the server about plausible e-mail addresses', () => {
    expect(looksLikeEmail('a@b.co')).toBe(true);
    expect(looksLikeEmail(' cliente@sonhoesorte.com.br ')).toBe(true);
    expect(looksLikeEmail('cliente@')).toBe(false);
    expect(looksLikeEmail('cliente')).toBe(false);
  });

  it('words the toast and the banner as the spec does', () => {
    expect(lockedToastMessage(12)).toBe('Você excedeu o número de tentativas de login. Tente novamente em 12 minutos.');
    expect(lockedBannerMessage(7)).toBe('Muitas tentativas de login. Tente novamente em 7 min.');
  });
});
