import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
let fake: FakeSupabase;

const { fetchLockStatus, LOCK_TICK_MS, recordLockStatus, resetLockout, selectLockMinutes, tickLocks, useLockout } = await import(
  './lockout-store'
);

const minutesOf = (identifier: string) => selectLockMinutes(identifier)(useLockout.getState());

describe('lockout store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    fake = installFakeSupabase();
  });
  afterEach(() => {
    resetLockout();
    vi.useRealTimers();
  });

  it('keeps the minutes per identifier, compared like the server does', () => {
    recordLockStatus('Cliente@Exemplo.com ', { locked: true, remainingMinutes: 15 });
    expect(minutesOf('cliente@exemplo.com')).toBe(15);
    expect(minutesOf('  CLIENTE@exemplo.com')).toBe(15);
    expect(minutesOf('outra@exemplo.com')).toBeNull();
  });

  it('counts down by itself and forgets the lock when it ends', () => {
    recordLockStatus('a@b.co', { locked: true, remainingMinutes: 3 });
    expect(minutesOf('a@b.co')).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(minutesOf('a@b.co')).toBe(2);
    vi.advanceTimersByTime(60_000 + LOCK_TICK_MS);
    expect(minutesOf('a@b.co')).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(minutesOf('a@b.co')).toBeNull();
    expect(useLockout.getState().locks).toEqual({});
    // With nothing locked the countdown stops instead of ticking forever.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lifts a lock when the server says it is over', () => {
    recordLockStatus('a@b.co', { locked: true, remainingMinutes: 10 });
    recordLockStatus('a@b.co', { locked: false, remainingMinutes: 0 });
    expect(minutesOf('a@b.co')).toBeNull();
  });

  it('ticks each identifier on its own', () => {
    const now = Date.now();
    recordLockStatus('a@b.co', { locked: true, remainingMinutes: 1 }, now);
    recordLockStatus('c@d.co', { locked: true, remainingMinutes: 5 }, now);
    tickLocks(now + 90_000);
    expect(minutesOf('a@b.co')).toBeNull();
    expect(minutesOf('c@d.co')).toBe(4);
  });

  it('asks the server with the normalised identifier and records its answer', async () => {
    fake.onRpc('login_lock_status', ({ p_identifier }) => ({ locked: p_identifier === 'cliente@exemplo.com', remaining_minutes: 12 }));
    await expect(fetchLockStatus(' Cliente@Exemplo.com')).resolves.toEqual({ locked: true, remainingMinutes: 12 });
    expect(fake.callsTo('login_lock_status').map((call) => call.values)).toEqual([{ p_identifier: 'cliente@exemplo.com' }]);
    expect(minutesOf('cliente@exemplo.com')).toBe(12);
  });

  it('returns null and changes nothing when the server cannot answer', async () => {
    recordLockStatus('a@b.co', { locked: true, remainingMinutes: 4 });
    fake.onRpc('login_lock_status', () => ({ locked: false, remaining_minutes: 0 }));
    fake.failNext('rpc:login_lock_status', { code: '57014', message: 'canceling statement due to statement timeout' });
    await expect(fetchLockStatus('a@b.co')).resolves.toBeNull();
    fake.offline = true;
    await expect(fetchLockStatus('a@b.co')).resolves.toBeNull();
    expect(minutesOf('a@b.co')).toBe(4);
    await expect(fetchLockStatus('   ')).resolves.toBeNull();
  });
});
