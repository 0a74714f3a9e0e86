// One backend lookup per input: loading, its value, or an error that can be retried.
import { useCallback, useEffect, useState } from 'react';

export type Lookup<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'error' };

export function useLookup<T>(input: string, lookup: (input: string) => Promise<T>): { state: Lookup<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Keyed by input and attempt, so a stale answer for another input is never shown.
  const [result, setResult] = useState<{ key: string; state: Lookup<T> } | null>(null);
  const key = `${attempt}:${input}`;

  useEffect(() => {
    let alive = true;
    lookup(input).then(
      (value) => alive && setResult({ key, state: { status: 'done', value } }),
      () => alive && setResult({ key, state: { status: 'error' } }),
    );
    return () => {
      alive = false;
    };
  }, [input, key, lookup]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result?.key === key ? result.state : { status: 'loading' }, retry };
}
