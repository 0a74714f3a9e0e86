// Pages of the public layouts are prerendered to HTML at build time (scripts/prerender-plugin.ts); the browser
// then hydrates that markup instead of drawing the page from scratch. What the first render shows must be the
// same on both sides, so anything read from the device (storage, the clock) waits until hydration is over.
import { useSyncExternalStore } from 'react';

/** The attribute the prerender puts on #root: the path the markup was rendered for. */
const PRERENDERED_ROUTE_ATTRIBUTE = 'data-route';

/**
 * Whether this page load started from prerendered markup (read once, before the first render). The inline
 * check after #root removes the attribute when the markup was for another address, so this is only true
 * when the markup matches what the app is about to render.
 */
export const startedFromPrerender: boolean =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(PRERENDERED_ROUTE_ATTRIBUTE) === true;

// Whether the first hydration is over. After prerendered markup it turns true in a task of its own, after the one
// in which React committed the hydration and subscribed its callers: a store whose answer already differs from the
// server's at that moment makes React draw every caller again at once, synchronously, in the same task as the
// commit, one long task on a phone (issue 30). Turned in a later task, the callers (leaves: the menu button, the
// account entry, the footer's year) are drawn again in a short task of their own.
let hydrated = !startedFromPrerender;
let turning = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!hydrated && !turning) {
    turning = true;
    setTimeout(() => {
      hydrated = true;
      for (const each of listeners) each();
    }, 0);
  }
  return () => listeners.delete(listener);
}

/**
 * False while rendering on the server and while hydrating its markup, true in every other render. After
 * hydration, React draws the callers again once the answer turns (with no mismatch); a page opened by a client
 * navigation gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
