// A long list drawn as the reader comes to it: the first screen's items at once, then a few more each time the end
// of what is drawn comes within a screen of the viewport, or all of them at once when the reader asks. A day of
// results is some twenty draw cards: drawn in one go, or one per idle moment while the page loads, they kept a
// phone busy for a second after its first paint (issue 30, Lighthouse's total blocking time); a phone shows two.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';

/** Items drawn at once: what a phone's first screen shows of a day's draws. */
export const FIRST_ITEMS = 2;
/** Items added each time the reader nears the end of what is drawn. */
export const STEP_ITEMS = 2;
/** How far below the screen the end of the list starts the next items: one screen ahead of the reader. */
const AHEAD = '0px 0px 100% 0px';

export interface ProgressiveCount {
  /** How many of the items to draw now. */
  count: number;
  /** Put on the element after the last item drawn: when it nears the screen, more are drawn. */
  end: (element: HTMLElement | null) => void;
  /** Draws every item now (the reader asked: a button, the keyboard). */
  showAll: () => void;
}

/**
 * How many of `total` items to draw: at least `first` at once, then `STEP_ITEMS` more whenever the `end` element
 * comes within a screen of the viewport. Starts again when `key` changes (another day or lottery chosen).
 * Each step is a transition: React draws the new items in slices of a few milliseconds, yielding in between.
 * Without IntersectionObserver the items come one per idle moment.
 */
export function useProgressiveCount(total: number, key: string, first = FIRST_ITEMS): ProgressiveCount {
  const [shown, setShown] = useState({ key, count: first });
  const count = Math.min(total, Math.max(first, shown.key === key ? shown.count : first));
  const [end, setEnd] = useState<HTMLElement | null>(null);

  const grow = useCallback(
    (to: (count: number) => number) =>
      startTransition(() => setShown((before) => ({ key, count: to(Math.max(first, before.key === key ? before.count : first)) }))),
    [key, first],
  );
  // Every item, and any that arrive later (a push): the reader asked for the whole list.
  const showAll = useCallback(() => grow(() => Number.POSITIVE_INFINITY), [grow]);

  useEffect(() => {
    if (count >= total) return undefined;
    if (typeof IntersectionObserver !== 'function') return afterFirstPaint(() => grow((n) => n + 1));
    if (!end) return undefined;
    // Observed anew after each step: the end moved, and an observer only reports changes.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        grow((n) => n + STEP_ITEMS);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [count, total, end, grow]);

  return { count, end: setEnd, showAll };
}
