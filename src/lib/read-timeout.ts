// How long a read from the server may take before it is abandoned: one slow request on the server (or a
// request queued behind it) must not leave a screen or a sync waiting without end (issue 27). The outbox's
// writes have their own deadline (outbox/outbox-insert.ts).

/** A read still unanswered after this long is abandoned. */
export const READ_TIMEOUT_MS = 15_000;

/** The request's signal, also aborted (with a TimeoutError) after `ms`. */
export function withTimeout(signal: AbortSignal | undefined, ms = READ_TIMEOUT_MS): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  const forward = (source: AbortSignal) => () => controller.abort(source.reason);
  signal.addEventListener('abort', forward(signal), { once: true });
  timeout.addEventListener('abort', forward(timeout), { once: true });
  return controller.signal;
}
