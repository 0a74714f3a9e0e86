// Login lockout arithmetic shared by the screen and its store; the rule itself lives on the server
// (3 failures within 15 minutes, lifted by a later success), the client only shows and counts down.

export const LOCKOUT_WINDOW_MINUTES = 15;

const MINUTE_MS = 60_000;

export interface LockStatus {
  locked: boolean;
  remainingMinutes: number;
}

/** The server compares identifiers trimmed and in lower case; the client keys its state the same way. */
export function normalizeIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/** Reads the answer of rpc login_lock_status ({ locked, remaining_minutes }); null when it is not that shape. */
export function parseLockStatus(data: unknown): LockStatus | null {
  const row = Array.isArray(data) ? data[0] : data;
  if (typeof row !== 'object' || row === null) return null;
  const { locked, remaining_minutes: minutes } = row as Record<string, unknown>;
  if (typeof locked !== 'boolean') return null;
  const remaining = typeof minutes === 'number' && Number.isFinite(minutes) ? Math.max(0, Math.ceil(minutes)) : 0;
  if (!locked) return { locked: false, remainingMinutes: 0 };
  // A lock always lasts at least a minute as far as anyone can tell.
  return { locked: true, remainingMinutes: Math.max(1, remaining) };
}

/**
 * When the lock ends, from the server's whole minutes. The server rounds up, so this is never before
 * the real end: the client never offers a login the server would still refuse.
 */
export function lockEndsAt(remainingMinutes: number, now: number): number {
  return now + Math.max(0, remainingMinutes) * MINUTE_MS;
}

/** Whole minutes left until `until`, rounded up; 0 once it has passed. */
export function minutesLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / MINUTE_MS));
}

/** Whether text looks enough like an e-mail address to be worth asking the server about. */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
