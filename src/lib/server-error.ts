// What a backend operation throws when the server did not give what was asked: a ServerError whose message is
// Portuguese, ready to be shown ("Não foi possível ler os leads (sem conexão com o servidor)."), with the
// server's own words kept in `detail` for the console and the tests.

/**
 * offline: the request never got an answer; busy: the server is overloaded or took too long (a timeout, 429,
 * 503, 504: worth trying again shortly); denied: the session may not do it; refused: any other answer.
 */
export type ServerErrorKind = 'offline' | 'busy' | 'denied' | 'refused';

export class ServerError extends Error {
  override readonly name = 'ServerError';
  constructor(
    readonly kind: ServerErrorKind,
    /** What the server or the browser said, untranslated. */
    readonly detail: string,
  ) {
    super(SERVER_ERROR_TEXTS[kind](detail));
  }
}

const SERVER_ERROR_TEXTS: Record<ServerErrorKind, (detail: string) => string> = {
  offline: () => 'sem conexão com o servidor',
  busy: () => 'o servidor está ocupado ou demorou a responder; tentando de novo em instantes',
  denied: () => 'acesso negado: entre de novo como administrador',
  refused: (detail) => `o servidor respondeu com erro: ${detail}`,
};

/** The error part of a supabase-js answer (PostgREST, RPC) or anything thrown on the way. */
interface Failure {
  message?: string;
  code?: string;
  status?: number;
}

// A fetch that never reached the server: supabase-js reports it with status 0 and the browser's own words;
// a lazy import of supabase-js itself fails the same way when the app is offline.
const NO_ANSWER = /failed to fetch|networkerror|load failed|fetch failed|network request failed|dynamically imported module|importing a module script failed/i;
// PostgreSQL's insufficient_privilege, and PostgREST's JWT errors (expired or invalid session).
const DENIED_CODES = new Set(['42501', 'PGRST301', 'PGRST302', 'PGRST303']);
// A request abandoned after its time (AbortSignal.timeout), and the server's own "too busy now" answers:
// PostgREST's 504 when no connection frees up in time (PGRST003), 503, and 429 (too many requests).
const TIMED_OUT = /^TimeoutError\b|signal timed out/i;
const BUSY_STATUS = new Set([429, 503, 504]);

/** Classifies whatever a backend call failed with (an answer's `error`, or a thrown value) as a ServerError. */
export function toServerError(failure: unknown, status?: number): ServerError {
  if (failure instanceof ServerError) return failure;
  const { message = String(failure), code = '' } = (typeof failure === 'object' && failure !== null ? failure : {}) as Failure;
  if (status === 401 || status === 403 || DENIED_CODES.has(code)) return new ServerError('denied', message);
  const name = typeof failure === 'object' && failure !== null ? (failure as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError' || TIMED_OUT.test(message) || code === 'PGRST003' || (status !== undefined && BUSY_STATUS.has(status))) {
    return new ServerError('busy', message);
  }
  if (status === 0 || NO_ANSWER.test(message)) return new ServerError('offline', message);
  return new ServerError('refused', message || (status ? `HTTP ${status}` : 'resposta vazia'));
}

/** A supabase-js answer: its data, or a thrown ServerError. */
export function dataOf<T>(answer: { data: unknown; error: unknown; status?: number }): T {
  if (answer.error) throw toServerError(answer.error, answer.status);
  return answer.data as T;
}
