// A long list drawn a few items at a time: the first ones at once, then more whenever the browser is idle, each step
// a short task of its own. A day of results is some twenty draw cards: drawn in one go they blocked a phone for over
// a second (issue 30, Lighthouse's total blocking time); a phone shows two of them on its first screen.
import { useEffect, useState } from 'react';

/** Items drawn at once: what a phone's first screen shows of a day's draws. */
export const FIRST_ITEMS = 2;

type Cancel = () => void;

function whenIdle(run: () => void): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 16);
  return () => window.clearTimeout(id);
}

/**
 * How many of `total` items to draw now: `first` at once, then one more per idle moment until all are. Starts again
 * at `first` when `key` changes (another day or lottery chosen).
 */
export function useProgressiveCount(total: number, key: string, first = FIRST_ITEMS): number {
  const [shown, setShown] = useState({ key, count: first });
  const count = shown.key === key ? shown.count : first;
  useEffect(() => {
    if (count >= total) return undefined;
    return whenIdle(() => setShown({ key, count: count + 1 }));
  }, [count, total, key]);
  return Math.min(count, total);
}
