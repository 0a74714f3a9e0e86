// Entry point: hydrates the page prerendered at build time, or draws the app from scratch (dev server,
// addresses with no prerendered page).
import '@mantine/core/styles.css';
// The theme's CSS variables, computed at build time (MantineProvider is told not to compute them).
import 'virtual:theme.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { preloadPages } from './app/lazy-page';
import { preloadOnIntent } from './app/preload-on-intent';
import { routes } from './app/routes';
import { takeEarlyEvents } from './lib/early-input';
import { startedFromPrerender } from './lib/hydration';

const container = document.getElementById('root')!;
// The router is made when React takes the root, not while the modules load: on a phone, evaluating the app's code
// is already the longest task after the first paint, and making the router (matching every route) a part of it.
const app = () => <App router={createBrowserRouter(routes)} />;

/** React takes the root; the page's inline script held submits and clicks until this moment. */
function start(render: () => void): void {
  takeEarlyEvents();
  render();
  preloadOnIntent(routes);
}

if (startedFromPrerender) {
  // The page's code first (fetched with the entry): hydration must never wait on it (app/lazy-page.ts).
  const elements = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.element);
  void preloadPages(elements)
    .catch(() => undefined)
    // In a task of its own, not in the one that evaluated the page's code: two shorter tasks block a phone less.
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    // As a transition, React hydrates in slices of a few milliseconds and yields to the browser between them:
    // the markup is already on screen, and a tap on it is replayed once its part is hydrated. Hydrated at
    // once, the shell and the page were one long task of the main thread after the first paint (issue 30).
    .then(() => start(() => startTransition(() => void hydrateRoot(container, app()))));
} else {
  start(() => createRoot(container).render(app()));
}
