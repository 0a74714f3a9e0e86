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

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server and while hydrating its markup, true in every other render. React
 * renders again right after hydration when the answer changes, with no mismatch; a page opened by a client
 * navigation gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
