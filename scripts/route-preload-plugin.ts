// A Vite plugin that lets index.html fetch the current route's page chunk together with the entry, instead of
// after the entry has run and the router asked for it (a request waterfall on every first visit).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface RouteModule {
  /** The URL path, e.g. '/' or '/livro-dos-sonhos'. */
  path: string;
  /** The page module as written in the route table, resolved to an absolute path without extension. */
  module: string;
}

/** Only what the plugin reads of a Rollup output chunk, so tests can build a bundle by hand. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

// The page loaders (src/app/page-loaders.ts) and the route table's lazy components built on them.
const LOADER = /export\s+const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const LAZY = /const\s+(\w+)\s*=\s*(?:lazy|lazyPage)\(\s*pages\.(\w+)\s*\)/g;
// A route whose element is the lazy page itself. Guarded routes (a page inside RequireUser) are left out:
// their page only renders after the session is known, so preloading it would be a guess.
const ROUTE = /\{\s*(?:index:\s*true|path:\s*'([^']*)')\s*,\s*element:\s*<(\w+)\s*\/>/g;

/**
 * The public routes of the route table whose element is a lazily loaded page. Admin pages (under /painel,
 * declared with relative child paths) and paths with parameters or wildcards are skipped.
 */
export function parseRouteTable(source: string, loaders: { source: string; file: string }): RouteModule[] {
  const modules = new Map<string, string>();
  for (const [, name, specifier] of loaders.source.matchAll(LOADER)) {
    if (name && specifier) modules.set(name, resolve(dirname(loaders.file), specifier));
  }
  const lazy = new Map<string, string>();
  for (const [, name, loader] of source.matchAll(LAZY)) {
    const module = loader ? modules.get(loader) : undefined;
    if (name && module) lazy.set(name, module);
  }
  const routes: RouteModule[] = [];
  for (const [, path, name] of source.matchAll(ROUTE)) {
    const module = name ? lazy.get(name) : undefined;
    if (!module || /[:*]/.test(path ?? '')) continue;
    if (module.includes('/features/admin/')) continue;
    routes.push({ path: `/${path ?? ''}`, module });
  }
  return routes;
}

const withoutExtension = (id: string): string => id.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * For each route, the files to fetch early: its page chunk, the chunks that chunk imports statically and their
 * CSS, minus what index.html already loads for the entry. Files are listed once and referred to by index.
 */
export function routePreloads(chunks: readonly ChunkLike[], routes: readonly RouteModule[]): { files: string[]; routes: Record<string, number[]> } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(start);
    return [...seen];
  };
  const cssOf = (files: readonly string[]) => files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);

  const entryJs = chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => closure(chunk.fileName));
  const alreadyLoaded = new Set([...entryJs, ...cssOf(entryJs)]);
  const files: string[] = [];
  const indexOf = (file: string): number => {
    const at = files.indexOf(file);
    if (at >= 0) return at;
    files.push(file);
    return files.length - 1;
  };
  const table: Record<string, number[]> = {};
  for (const route of routes) {
    const page = chunks.find((chunk) => chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === route.module);
    if (!page) continue;
    // The page chunk first: the browser starts the requests in this order.
    const js = closure(page.fileName);
    const wanted = [...js, ...cssOf(js)].filter((file) => !alreadyLoaded.has(file));
    if (wanted.length > 0) table[route.path] = wanted.map(indexOf);
  }
  return { files, routes: table };
}

/** Which files a path preloads. */
export function routeFiles(preloads: RoutePreloads, path: string): string[] {
  return (preloads.routes[path] ?? []).map((i) => preloads.files[i]!);
}

/** The table without one path (the one a document was prerendered for, which has its own tags). */
export function withoutPath(preloads: RoutePreloads, path: string | undefined): RoutePreloads {
  if (path === undefined) return preloads;
  const routes = Object.fromEntries(Object.entries(preloads.routes).filter(([p]) => p !== path));
  return { files: preloads.files, routes };
}

export type RoutePreloads = ReturnType<typeof routePreloads>;

/**
 * A prerendered page's own tags: its page CSS applied at once (the markup is styled from the first paint) and
 * its JavaScript preloaded (scripts/paint-first-plugin.ts defers these requests until the page has painted).
 */
export function routeTags(base: string, files: readonly string[]): string {
  return files
    .map((file) =>
      /\.css$/.test(file)
        ? `<link rel="stylesheet" crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    )
    .join('');
}

/**
 * The inline script for addresses the app draws itself: looks up location.pathname and adds a modulepreload
 * (JS) or a style preload (CSS) per file. No eval and no external input, so a CSP only needs
 * this script's hash.
 */
export function preloadScript(base: string, preloads: RoutePreloads): string {
  // Every file sits in the same assets folder: written once, in the base.
  const folder = /^(.*\/)/.exec(preloads.files[0] ?? '')?.[1] ?? '';
  const shared = preloads.files.every((file) => file.startsWith(folder)) ? folder : '';
  const files = JSON.stringify(preloads.files.map((file) => file.slice(shared.length)));
  const routes = JSON.stringify(preloads.routes);
  return (
    `(function(b,f,r){var p=location.pathname.replace(/\\/+$/,'')||'/';(r[p]||[]).forEach(function(i){` +
    `var l=document.createElement('link'),n=f[i],c=/\\.css$/.test(n);l.rel=c?'preload':'modulepreload';` +
    `if(c)l.as='style';l.crossOrigin='';l.href=b+n;document.head.appendChild(l)})})(${JSON.stringify(base + shared)},${files},${routes})`
  );
}

/** The path a document was prerendered for (scripts/prerender-plugin.ts), if any. */
const PRERENDERED = /<div id="root" data-route="([^"]*)"/;

/**
 * Runs over every HTML document of the build, prerendered pages included (it comes after the prerender): a
 * prerendered page gets its route's tags; index.html, which the host and the service worker also serve for
 * every address without a page of its own, gets the inline script for the other paths.
 */
export function routePreloadPlugin({
  routesFile = 'src/app/routes.tsx',
  loadersFile = 'src/app/page-loaders.ts',
}: { routesFile?: string; loadersFile?: string } = {}): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'sonho-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const loaders = resolve(root, loadersFile);
        const routes = parseRouteTable(readFileSync(resolve(root, routesFile), 'utf8'), { source: readFileSync(loaders, 'utf8'), file: loaders });
        const chunks = Object.values(bundle).filter((output): output is typeof output & ChunkLike => output.type === 'chunk');
        const preloads = routePreloads(chunks, routes);
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.html')) continue;
          const html = String(output.source);
          const prerendered = PRERENDERED.exec(html)?.[1];
          const tags = prerendered === undefined ? '' : routeTags(base, routeFiles(preloads, prerendered));
          const script = output.fileName === 'index.html' ? `<script>${preloadScript(base, withoutPath(preloads, prerendered))}</script>` : '';
          output.source = html.replace('</head>', () => `${tags}${script}</head>`);
        }
      },
    },
  };
}
