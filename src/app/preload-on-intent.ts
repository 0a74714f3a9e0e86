// Preloads the page a person is about to open: the one behind an internal link they point at, touch or reach
// with the keyboard, a moment before the click. On a first visit, before the service worker has cached every
// page, that saves a round trip on a slow link; afterwards it costs nothing.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { preloadPages } from './lazy-page';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Listens on `root` (the document); returns the function that stops it. */
export function preloadOnIntent(routes: RouteObject[], root: Document = document): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return;
    const path = link.pathname;
    if (asked.has(path)) return;
    asked.add(path);
    const elements = (matchRoutes(routes, path) ?? []).map((match) => match.route.element);
    // A failed load (offline) may be tried again on the next intent.
    void preloadPages(elements).catch(() => asked.delete(path));
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
