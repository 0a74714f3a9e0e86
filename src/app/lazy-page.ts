// A lazily loaded page that can also be loaded ahead of rendering. React.lazy alone suspends on its first
// render whatever happened before; a page hydrated from prerendered markup must not suspend, or React can't
// hydrate it on demand (a click or key on it before its turn) and drops that event. main.tsx preloads the
// current address's page before hydrating; afterwards the page renders at once.
// A tab running an older version may ask for a page whose chunk a deploy removed: it shows the offer of the
// new version in the page's place (stale-page.tsx), never the crash screen.
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { isStaleChunkError } from './stale-chunk';
import { StalePage } from './stale-page';

export interface LazyPage {
  (): ReactElement;
  /** Loads the page's code; once done, the page renders without suspending. */
  preload(): Promise<void>;
  /** The loader it was made from (one of app/page-loaders.ts): how the build tells which page a route shows. */
  readonly load: () => Promise<{ default: ComponentType }>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const remember = (module: { default: ComponentType }) => {
    loaded = module.default;
    return module;
  };
  const Suspending = lazy(() =>
    load().then(remember, (error: unknown) => {
      if (isStaleChunkError(error)) return { default: StalePage };
      throw error;
    }),
  );
  // The page component sits where the lazy one would: the same tree, hence the same markup and ids.
  const Page = Object.assign(() => createElement(loaded ?? Suspending), { load }) as LazyPage;
  Page.preload = () => load().then(remember).then(() => undefined);
  return Page;
}

/** Preloads the pages among `elements` (the route elements of the current address). */
export function preloadPages(elements: readonly unknown[]): Promise<void> {
  const pages = elements.flatMap((element) => {
    const type = (element as { type?: Partial<LazyPage> } | null)?.type;
    return typeof type?.preload === 'function' ? [type.preload()] : [];
  });
  return Promise.all(pages).then(() => undefined);
}
