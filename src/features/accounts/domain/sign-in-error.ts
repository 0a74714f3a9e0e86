// Sorts a failed password sign-in into what the login screen tells the person (SPEC §8).

/** The parts of a supabase-js AuthError the decision needs. */
export interface AuthErrorLike {
  name?: string;
  status?: number;
  code?: string;
  message?: string;
}

export type SignInFailure =
  /** The server refused because the identifier is locked. */
  | { kind: 'locked'; minutes: number | null }
  /** Wrong e-mail or password. */
  | { kind: 'invalid' }
  /** No connection: the request never reached the server, so no attempt was counted. */
  | { kind: 'offline' }
  /** Server error: still 'Falha no Login', whose text covers server errors. */
  | { kind: 'unavailable' };

const LOCK_CODES = new Set(['account_locked', 'user_locked', 'too_many_attempts']);

/** Minutes in a server message such as "Account locked. Try again in 12 minutes." */
function minutesIn(message: string): number | null {
  const match = /(\d+)\s*min/i.exec(message);
  if (!match?.[1]) return null;
  const minutes = Number(match[1]);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/**
 * Whether a failure means the request never got an answer: supabase-js's fetch error without an HTTP status,
 * or fetch's own TypeError (a call through an Edge Function, for instance), whatever the browser's wording.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, status, message } = error as AuthErrorLike;
  if (name === 'AuthRetryableFetchError' && !status) return true;
  return name === 'TypeError' && /fetch|network|load failed/i.test(message ?? '');
}

/** `online` is the browser's own answer (navigator.onLine): when it says offline, nothing was sent. */
export function classifySignInError(error: AuthErrorLike, { online = true }: { online?: boolean } = {}): SignInFailure {
  if (!online || isConnectionFailure(error)) return { kind: 'offline' };
  const message = error.message ?? '';
  if ((error.code && LOCK_CODES.has(error.code)) || /\block(ed)?\b|bloquead/i.test(message)) {
    return { kind: 'locked', minutes: minutesIn(message) };
  }
  if (error.code === 'invalid_credentials' || error.code === 'invalid_grant' || error.code === 'user_not_found') {
    return { kind: 'invalid' };
  }
  if (error.name === 'AuthRetryableFetchError' || (error.status ?? 0) >= 500 || !error.status) {
    return { kind: 'unavailable' };
  }
  return { kind: 'invalid' };
}
