// The addresses whose page index.html preloads with the entry (scripts/route-preload-plugin.ts), read from the
// route table's own objects: a route shows a page when its element is a lazy page (app/lazy-page.ts), whose
// loader is one of app/page-loaders.ts. Guarded pages (inside RequireUser) render only once the session is known,
// so preloading them would be a guess; admin pages are plain React.lazy; paths with parameters or wildcards
// name no one address: all three are left out.
import type { RouteObject } from 'react-router-dom';
import type { LazyPage } from './lazy-page';
import { joinPath } from './prerender-paths';

export interface PageRoute {
  /** The address, '/' or starting with '/' without a trailing slash. */
  path: string;
  /** The name of the page's loader in app/page-loaders.ts. */
  loader: string;
}

const loaderOf = (route: RouteObject): unknown => (route.element as { type?: Partial<LazyPage> } | null | undefined)?.type?.load;

/** The routes showing a lazy page at a fixed address, in route-table order, with the name of the page's loader. */
export function pageRoutes(routes: readonly RouteObject[], loaders: Readonly<Record<string, unknown>>): PageRoute[] {
  const names = new Map(Object.entries(loaders).map(([name, load]) => [load, name]));
  const walk = (list: readonly RouteObject[], parent: string): PageRoute[] =>
    list.flatMap((route) => {
      const path = joinPath(parent, route.path);
      if (/[:*]/.test(path)) return [];
      if (route.children) return walk(route.children, path);
      const loader = names.get(loaderOf(route));
      return loader ? [{ path, loader }] : [];
    });
  return walk(routes, '/');
}
