// The one way a screen reads from the server: a backend operation (a plain async function of the client, see
// features/*/api/) run when the screen mounts and whenever its key changes or it is reloaded. The request in
// flight is aborted when the key changes or the screen goes away, and a late answer is never shown. A read
// that failed is tried again when the browser comes back online.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
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
      done(await load(await getSupabase(), signal), null);
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
