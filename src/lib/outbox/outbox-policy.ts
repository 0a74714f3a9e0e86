// The outbox's delivery rules as pure functions: how long to wait before a retry, and what a server answer means.

/** The first retry waits about 2 s; each further failure doubles the wait, up to 5 minutes. */
const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Waits are spread by ±20 % so that many phones coming back online do not retry in step. */
const BACKOFF_JITTER = 0.2;
/** A server's wait is honoured up to a day (the daily cap), and spread by up to this much after it. */
export const RETRY_AFTER_MAX_MS = 24 * 60 * 60_000;
const RETRY_AFTER_SPREAD_MS = 5_000;

/** The wait before attempt `attempts + 1`, given `attempts` failed ones (≥ 1) and a random number in [0, 1). */
export function backoffDelay(attempts: number, random: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  const spread = 1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * Math.min(Math.max(random, 0), 1);
  return Math.round(Math.min(BACKOFF_MAX_MS, base * spread));
}

/** What delivering one entry came to. */
export type DeliveryOutcome =
  | { type: 'done' }
  /**
   * Worth trying again later; `network` means nothing else will get through either for now. `retryAfterMs`:
   * the server said how long to wait (a 429 from the database's quota per source, with Retry-After).
   */
  | { type: 'retry'; error: string; network: boolean; retryAfterMs?: number }
  /** Can never succeed as it is: held as dead letter for a person to retry or discard. */
  | { type: 'failed'; error: string }
  /** The server row changed since the edit was made: held with the server's row for a person to resolve. */
  | { type: 'conflict'; error: string; row: unknown };

/** The error object supabase-js (PostgREST) answers with. */
export interface PostgrestErrorLike {
  message?: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/** Thrown by outbox handlers to say how a delivery ended; any other error is classified by `classifyThrown`. */
export class OutboxDeliveryError extends Error {
  readonly outcome: Exclude<DeliveryOutcome, { type: 'done' }>;
  constructor(outcome: Exclude<DeliveryOutcome, { type: 'done' }>) {
    super(outcome.error);
    this.name = 'OutboxDeliveryError';
    this.outcome = outcome;
  }
}

/**
 * Classifies a PostgREST answer for the entry `entryId`. Network failures, timeouts, 408, 429 and 5xx are
 * retried; Postgres data (22xxx) and constraint (23xxx) errors, RLS refusals (42501) and PostgREST's own 4xx
 * errors are final. A unique violation on our own id means an earlier attempt did store the row (its answer
 * was lost), so it counts as delivered. 409 with P0409 is an edit conflict carrying the server's row.
 */
export function classifyResponse(status: number, error: PostgrestErrorLike | null | undefined, entryId: string): DeliveryOutcome {
  if (!error && status >= 200 && status < 300) return { type: 'done' };
  const code = error?.code ?? '';
  const text = describe(status, error);
  if (status === 0) return { type: 'retry', error: text, network: true };
  if (code === '23505' && mentionsId(error, entryId)) return { type: 'done' };
  // The edit function raises P0409; a PT409 SQLSTATE is PostgREST's way to pick HTTP 409 itself.
  if (code === 'P0409' || code === 'PT409') return { type: 'conflict', error: text, row: parseRow(error?.details) };
  // Too large never gets smaller by waiting: held for a person to see, retry or discard.
  if (status === 413) return { type: 'failed', error: `${text} · envio grande demais para o servidor` };
  // Too many requests from this address (the database's quota): wait as long as the server says, then send
  // again; nothing was stored, so the row arrives exactly once.
  if (status === 429) {
    const retryAfterMs = retryAfterOf(error);
    return retryAfterMs === null ? { type: 'retry', error: text, network: false } : { type: 'retry', error: text, network: false, retryAfterMs };
  }
  if (status === 408 || status >= 500) return { type: 'retry', error: text, network: status >= 502 };
  // An expired session is refreshed by supabase-js; the same request then succeeds.
  if (status === 401 && /expired/i.test(error?.message ?? '')) return { type: 'retry', error: text, network: false };
  return { type: 'failed', error: text };
}

/** Classifies an error thrown while delivering. */
export function classifyThrown(error: unknown): Exclude<DeliveryOutcome, { type: 'done' }> {
  if (error instanceof OutboxDeliveryError) return error.outcome;
  // DOMException (timeouts, aborts) is not an Error subclass in every environment: read its fields directly.
  const fields = typeof error === 'object' && error !== null ? (error as { name?: unknown; message?: unknown }) : {};
  const name = typeof fields.name === 'string' ? fields.name : '';
  const message = typeof fields.message === 'string' ? fields.message : String(error);
  // fetch() rejects with TypeError when the network is down, and timeouts abort it.
  if (name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError') {
    return { type: 'retry', error: `${name}: ${message}`, network: true };
  }
  return { type: 'failed', error: message || 'Erro desconhecido' };
}

/**
 * The wait a 429 asks for: supabase-js hands over the body, not the headers, so it is read from the body's
 * details ("Retry after 423 seconds", as the database raises it), capped at RETRY_AFTER_MAX_MS.
 */
export function retryAfterOf(error: PostgrestErrorLike | null | undefined): number | null {
  const match = /retry after (\d+) seconds?/i.exec(`${error?.details ?? ''} ${error?.hint ?? ''} ${error?.message ?? ''}`);
  if (!match) return null;
  return Math.min(RETRY_AFTER_MAX_MS, Number(match[1]) * 1000);
}

/**
 * When to try an entry again after a retry outcome: the backoff, or the server's wait (spread a little so the
 * phones behind one address do not all come back in the same second) when that is longer.
 */
export function nextAttemptDelay(attempts: number, outcome: { retryAfterMs?: number }, random: number): number {
  const backoff = backoffDelay(attempts, random);
  if (outcome.retryAfterMs === undefined) return backoff;
  return Math.max(backoff, outcome.retryAfterMs + Math.round(RETRY_AFTER_SPREAD_MS * Math.min(Math.max(random, 0), 1)));
}

function describe(status: number, error: PostgrestErrorLike | null | undefined): string {
  const parts = [status === 0 ? 'sem resposta do servidor' : `HTTP ${status}`];
  if (error?.code) parts.push(error.code);
  if (error?.message) parts.push(error.message);
  return parts.join(' · ');
}

function mentionsId(error: PostgrestErrorLike | null | undefined, entryId: string): boolean {
  const text = `${error?.details ?? ''} ${error?.message ?? ''}`;
  return text.includes(entryId);
}

function parseRow(details: string | null | undefined): unknown {
  if (!details) return null;
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return details;
  }
}
