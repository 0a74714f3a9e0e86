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
  /** Network failure or server error: still 'Falha no Login', whose text covers server errors. */
  | { kind: 'unavailable' };

const LOCK_CODES = new Set(['account_locked', 'user_locked', 'too_many_attempts']);

/** Minutes in a server message such as "Account locked. Try again in 12 minutes." */
function minutesIn(message: string): number | null {
  const match = /(\d+)\s*min/i.exec(message);
  if (!match?.[1]) return null;
  const minutes = Number(match[1]);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

export function classifySignInError(error: AuthErrorLike): SignInFailure {
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
