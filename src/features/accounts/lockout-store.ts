// Login lockout as the screen shows it: minutes left per identifier, from the server's answer, counting down.
import { create } from 'zustand';
import { lockEndsAt, minutesLeft, normalizeIdentifier, type LockStatus } from './domain/lockout';
import { getLockStatus } from './api/get-lock-status';
import { getSupabase } from '../../lib/supabase';

interface LockEntry {
  /** When the lock ends (epoch ms), never earlier than the server's end. */
  until: number;
  minutes: number;
}

interface LockoutState {
  locks: Record<string, LockEntry>;
}

export const useLockout = create<LockoutState>(() => ({ locks: {} }));

/** How often the countdown is recomputed; the banner shows whole minutes, so a few seconds is plenty. */
export const LOCK_TICK_MS = 5_000;

let ticker: ReturnType<typeof setInterval> | undefined;

function syncTicker(): void {
  const anyLock = Object.keys(useLockout.getState().locks).length > 0;
  if (anyLock && ticker === undefined) {
    ticker = setInterval(() => tickLocks(), LOCK_TICK_MS);
  } else if (!anyLock && ticker !== undefined) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

/** Stores what the server said about an identifier: a lock with its minutes, or no lock. */
export function recordLockStatus(identifier: string, status: LockStatus, now = Date.now()): void {
  const key = normalizeIdentifier(identifier);
  if (!key) return;
  useLockout.setState((state) => {
    const locks = { ...state.locks };
    if (status.locked) {
      const until = lockEndsAt(status.remainingMinutes, now);
      locks[key] = { until, minutes: minutesLeft(until, now) };
    } else {
      delete locks[key];
    }
    return { locks };
  });
  syncTicker();
}

/** Recomputes the minutes left and drops the locks that have ended. */
export function tickLocks(now = Date.now()): void {
  useLockout.setState((state) => {
    const locks: Record<string, LockEntry> = {};
    for (const [key, entry] of Object.entries(state.locks)) {
      const minutes = minutesLeft(entry.until, now);
      if (minutes > 0) locks[key] = minutes === entry.minutes ? entry : { ...entry, minutes };
    }
    return { locks };
  });
  syncTicker();
}

/** Minutes left for an identifier, or null when it is not locked. */
export function selectLockMinutes(identifier: string): (state: LockoutState) => number | null {
  const key = normalizeIdentifier(identifier);
  return (state) => state.locks[key]?.minutes ?? null;
}

/**
 * Asks the server (rpc login_lock_status) and records the answer. Null when the server could not
 * answer: the screen then lets the attempt go ahead, and the server still refuses it if locked.
 */
export async function fetchLockStatus(identifier: string): Promise<LockStatus | null> {
  const key = normalizeIdentifier(identifier);
  if (!key) return null;
  try {
    const status = await getLockStatus(await getSupabase(), key);
    if (status) recordLockStatus(key, status);
    return status;
  } catch {
    return null;
  }
}

/** For tests: forget every lock and stop the countdown. */
export function resetLockout(): void {
  useLockout.setState({ locks: {} });
  syncTicker();
}
