// The build-time prerender: scripts/prerender-plugin.ts builds this module for Node and asks it for each
// public page's markup, which ships as that address's HTML and is hydrated by main.tsx.
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/app';
import * as pageLoaders from './app/page-loaders';
import { pageRoutes } from './app/page-routes';
import { prerenderPaths } from './app/prerender-paths';
import { routes } from './app/routes';
import { BUILT_IN_DREAMS } from './features/dreams/data/dictionary';
import { dreamPageMeta, dreamPath } from './features/dreams/dream-text';
import { documentTitle, type PageMeta } from './lib/page-meta';

/** A page waiting on something that never comes (a network call during render) fails the build, not hangs it. */
const RENDER_TIMEOUT_MS = 15_000;

export interface PrerenderedPage extends PageMeta {
  path: string;
  /** The markup of #root. */
  html: string;
}

/** The addresses to prerender (the pages of the public layouts, app/prerender-paths.ts). */
export const paths: readonly string[] = prerenderPaths(routes);

/**
 * The built-in dreams' own addresses (/sonhar-com/<slug>, what a shared card links to): no markup, but the dream's
 * title and description, so that a link preview in a chat says which dream it is.
 */
export const aliasPages = BUILT_IN_DREAMS.map((dream) => {
  const meta = dreamPageMeta(dream);
  return { path: dreamPath(dream.titulo), title: documentTitle(meta.title), description: meta.description };
});

/** The addresses showing a lazily loaded page, with its loader's name (app/page-routes.ts), for the route preload. */
export const pages = pageRoutes(routes, pageLoaders);

/** Renders one address, lazily loaded page included; throws when anything on it failed to render. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let meta: PageMeta | undefined;
  const errors: unknown[] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`prerender of ${path} took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(<App router={router} onPageMeta={(asked) => (meta = asked)} />, {
      signal: controller.signal,
      // Every boundary inline: React outlines large ones so that a streamed shell paints early, which in a static
      // page only means a spinner first and the page swapped in later by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // A failed component leaves its Suspense fallback in the markup: ship nothing rather than that.
    if (errors.length > 0) throw new Error(`prerender of ${path} failed`, { cause: errors[0] });
    if (!meta) throw new Error(`prerender of ${path}: the page set no title (usePageMeta)`);
    return { path, html, ...meta };
  } finally {
    clearTimeout(timer);
    router.dispose();
  }
}
