// A live read (live-reads.ts) for React: its answer, kept up to date by the content worker.
import { startTransition, useEffect, useState } from 'react';
import { watchLive } from './content-client';
import type { LiveRead, LiveReads } from './live-reads';

/**
 * The answer of `read` with `args` (null: nothing to read yet), undefined until the first one arrives. When `args`
 * change, the last answer stays until the new one comes, as with Dexie's own hook: a page goes on showing what it
 * had. If the read fails (no IndexedDB), `fallback`. Each answer is drawn as a transition.
 */
export function useLiveRead<R extends LiveRead>(
  read: R,
  args: LiveReads[R]['args'] | null,
  fallback: LiveReads[R]['result'],
): LiveReads[R]['result'] | undefined {
  const [value, setValue] = useState<LiveReads[R]['result'] | undefined>(undefined);
  // The arguments as text: a new object with the same values is the same read.
  const key = args === null ? null : JSON.stringify(args);
  useEffect(() => {
    if (key === null) return undefined;
    // As transitions: React draws what an answer changes in slices of a few milliseconds.
    const set = (next: LiveReads[R]['result']) => startTransition(() => setValue(next));
    return watchLive(read, JSON.parse(key) as LiveReads[R]['args'], set, () => set(fallback));
    // The fallback is a constant of the caller's; a new object with the same value starts nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, key]);
  return key === null ? undefined : value;
}
