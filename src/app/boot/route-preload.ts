// The inline script of index.html, which the host and the service worker serve for every address without a page
// of its own (scripts/route-preload-plugin.ts builds this module into it with the build's table): it looks up
// the address and preloads its page's chunks (modulepreload) and CSS (a style preload), so that they download
// with the entry instead of after it has run and the router asked for them. No eval and no external input, so a
// CSP only needs the inline script's hash.

export interface RoutePreloadTable {
  /** Prefix of every file: the base and their shared folder. */
  base: string;
  /** Every file any path preloads, each once. */
  files: readonly string[];
  /** For each path, the indexes of its files in `files`, the page chunk first. */
  routes: Readonly<Record<string, readonly number[]>>;
}

export function preloadRouteFiles({ base, files, routes }: RoutePreloadTable): void {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  // Every key starts with '/', so no key of Object.prototype answers.
  for (const index of routes[path] ?? []) {
    const file = files[index];
    if (file === undefined) continue;
    const css = /\.css$/.test(file);
    const link = document.createElement('link');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.crossOrigin = '';
    link.href = base + file;
    document.head.appendChild(link);
  }
}
