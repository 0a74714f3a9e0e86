// Which addresses are prerendered to HTML at build time: the pages of the layouts that say so in the route
// table, except pages that opt out (they depend on who is signed in) and addresses with parameters.
import type { RouteObject } from 'react-router-dom';

/** A route's handle: `prerender: true` on a layout takes its pages in, `false` on a page leaves it out. */
export interface PrerenderHandle {
  prerender?: boolean;
}

const prerenderOf = (route: RouteObject): boolean | undefined => (route.handle as PrerenderHandle | undefined)?.prerender;

/** A route's full path from its parent's and its own (relative, absolute or none, as in a route object). */
export function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return parent === '/' ? `/${path}` : `${parent}/${path}`;
}

/** The paths to prerender, in route-table order; each is '/' or starts with '/' and has no trailing slash. */
export function prerenderPaths(routes: readonly RouteObject[], parent = '/', inside = false): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const path = joinPath(parent, route.path);
    if (/[:*]/.test(path)) continue;
    const flag = prerenderOf(route);
    if (flag === false) continue;
    const included = inside || flag === true;
    if (route.children) paths.push(...prerenderPaths(route.children, path, included));
    else if (included && route.element) paths.push(path);
  }
  return [...new Set(paths)];
}
