// The one way a screen reads from the server: a backend operation (a plain async function of the client, see
// features/*/api/) run when the screen mounts and whenever its key changes or it is reloaded. The request in
// flight is aborted when the key changes or the screen goes away, and a late answer is never shown. A read
// that failed is tried again when the browser comes back online. A read that hangs is abandoned after
// READ_TIMEOUT_MS, and one the server was too busy for is tried again a few times on its own (issue 27: one slow
// request on the server must not leave a screen waiting without end).
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { READ_TIMEOUT_MS, withTimeout } from './read-timeout';
import { toServerError, type ServerError } from './server-error';
import { getSupabase, type SupabaseClient } from './supabase';

export interface ServerQuery<T> {
  /** The latest answer (kept while a new key or a reload is read, and after an error); undefined until one. */
  data: T | undefined;
  /** Why the latest read failed, in Portuguese; null after a success. */
  error: ServerError | null;
  /** A read for the current key is running (also on a reload). */
  loading: boolean;
  reload: () => void;
}

/** After a busy answer (timeout, 429, 503, 504) the read is tried again after these waits, then left to the person. */
export const BUSY_RETRY_DELAYS_MS = [3_000, 10_000, 30_000] as const;
export { READ_TIMEOUT_MS };

interface Settled<T> {
  key: string;
  version: number;
  data: T | undefined;
  error: ServerError | null;
}

/**
 * `key` names what is read (the operation and its parameters): a new key reads again. `load` gets the
 * client and the request's abort signal, and returns the rows or throws.
 */
export function useServerQuery<T>(key: readonly unknown[], load: (client: SupabaseClient, signal: AbortSignal) => Promise<T>): ServerQuery<T> {
  const id = JSON.stringify(key);
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  const run = useEffectEvent(async (signal: AbortSignal) => {
    const done = (data: T | undefined, error: ServerError | null) => {
      if (!signal.aborted) setSettled((before) => ({ key: id, version, data: error ? before?.data : data, error }));
    };
    try {
      done(await load(await getSupabase(), withTimeout(signal, READ_TIMEOUT_MS)), null);
    } catch (thrown) {
      done(undefined, toServerError(thrown));
    }
  });

  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [id, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const failed = settled?.error != null;

  // Busy: read again after a short wait, a few times; any other answer starts the count again.
  const busyTries = useRef(0);
  const busy = settled?.error?.kind === 'busy';
  useEffect(() => {
    if (!settled) return;
    if (!busy) {
      busyTries.current = 0;
      return;
    }
    const delay = BUSY_RETRY_DELAYS_MS[busyTries.current];
    if (delay === undefined) return;
    busyTries.current += 1;
    const timer = setTimeout(reload, delay);
    return () => clearTimeout(timer);
  }, [settled, busy, reload]);
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failed, reload]);

  return {
    data: settled?.data,
    error: settled?.error ?? null,
    loading: settled?.key !== id || settled.version !== version,
    reload,
  };
}
