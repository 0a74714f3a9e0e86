// A Vite plugin that lets index.html fetch the current route's page chunk together with the entry, instead of
// after the entry has run and the router asked for it (a request waterfall on every first visit).
// Which page each address shows comes from the route table's own objects (src/app/page-routes.ts, asked of the
// server entry the prerender built); which module each page loader imports, from the loaders' syntax tree,
// resolved by the bundler itself.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAst, type Plugin } from 'vite';
import type { RoutePreloadTable } from '../src/app/boot/route-preload.ts';
import type { PageRoute } from '../src/app/page-routes.ts';
import { compileInlineScript, INLINE_SCRIPTS, type InlineScript } from './inline-script.ts';
import { PRERENDER_PLUGIN, type PrerenderApi } from './prerender-plugin.ts';

export interface RouteModule {
  /** The URL path, e.g. '/' or '/livro-dos-sonhos'. */
  path: string;
  /** The page module, as the bundler resolved it (a chunk's facadeModuleId). */
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

/** A page loader as app/page-loaders.ts writes it: `export const Name = () => import('specifier')`. */
function importedBy(init: unknown): string | undefined {
  const arrow = init as { type?: string; body?: { type?: string; source?: { type?: string; value?: unknown } } } | null;
  if (arrow?.type !== 'ArrowFunctionExpression' || arrow.body?.type !== 'ImportExpression') return undefined;
  const value = arrow.body.source?.type === 'Literal' ? arrow.body.source.value : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The module each page loader imports, by the loader's name, read from the loaders' syntax tree. */
export function loaderSpecifiers(source: string, file: string): Map<string, string> {
  const specifiers = new Map<string, string>();
  for (const statement of parseAst(source, { lang: 'ts' }, file).body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      const specifier = importedBy(declarator.init);
      if (declarator.id.type === 'Identifier' && specifier) specifiers.set(declarator.id.name, specifier);
    }
  }
  return specifiers;
}

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
    const page = chunks.find((chunk) => chunk.facadeModuleId === route.module);
    if (!page) continue;
    // The page chunk first: the browser starts the requests in this order.
    const js = closure(page.fileName);
    const wanted = [...js, ...cssOf(js)].filter((file) => !alreadyLoaded.has(file));
    if (wanted.length > 0) table[route.path] = wanted.map(indexOf);
  }
  return { files, routes: table };
}

/** Which files a path preloads. */
function routeFiles(preloads: RoutePreloads, path: string): string[] {
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
 * The inline script for addresses the app draws itself (src/app/boot/route-preload.ts) with the build's table:
 * it adds a modulepreload (JS) or a style preload (CSS) per file of the current address.
 */
export function preloadScript(base: string, preloads: RoutePreloads, script: InlineScript<RoutePreloadTable>): string {
  // Every file sits in the same assets folder: written once, in the base.
  const folder = /^(.*\/)/.exec(preloads.files[0] ?? '')?.[1] ?? '';
  const shared = preloads.files.every((file) => file.startsWith(folder)) ? folder : '';
  return script({ base: base + shared, files: preloads.files.map((file) => file.slice(shared.length)), routes: preloads.routes });
}

/** The path a document was prerendered for (scripts/prerender-plugin.ts), if any. */
const PRERENDERED = /<div id="root" data-route="([^"]*)"/;

/**
 * Runs over every HTML document of the build, prerendered pages included (it comes after the prerender): a
 * prerendered page gets its route's tags; index.html, which the host and the service worker also serve for
 * every address without a page of its own, gets the inline script for the other paths.
 */
export function routePreloadPlugin({
  loadersFile = 'src/app/page-loaders.ts',
  pages,
}: {
  loadersFile?: string;
  /** The addresses showing a page and its loader's name; by default asked of the prerender's server entry. */
  pages?: () => Promise<readonly PageRoute[]>;
} = {}): Plugin {
  let base = '/';
  let root = process.cwd();
  let pageRoutes = pages;
  return {
    name: 'sonho-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      const prerender = config.plugins.find((plugin) => plugin.name === PRERENDER_PLUGIN)?.api as PrerenderApi | undefined;
      pageRoutes ??= prerender && (async () => (await prerender.server()).pages);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (!pageRoutes) return this.error(`no route table: the ${PRERENDER_PLUGIN} plugin is missing`);
        const loaders = resolve(root, loadersFile);
        const specifiers = loaderSpecifiers(readFileSync(loaders, 'utf8'), loaders);
        const routes: RouteModule[] = [];
        for (const { path, loader } of await pageRoutes()) {
          const specifier = specifiers.get(loader);
          const module = specifier === undefined ? null : await this.resolve(specifier, loaders);
          if (!module) return this.error(`${path}: the page loader ${loader} imports no module found in ${loadersFile}`);
          routes.push({ path, module: module.id });
        }
        const script = await compileInlineScript<RoutePreloadTable>(INLINE_SCRIPTS.routePreload, root);
        const chunks = Object.values(bundle).filter((output): output is typeof output & ChunkLike => output.type === 'chunk');
        const preloads = routePreloads(chunks, routes);
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.html')) continue;
          const html = String(output.source);
          const prerendered = PRERENDERED.exec(html)?.[1];
          const tags = prerendered === undefined ? '' : routeTags(base, routeFiles(preloads, prerendered));
          const inline = output.fileName === 'index.html' ? `<script>${preloadScript(base, withoutPath(preloads, prerendered), script)}</script>` : '';
          output.source = html.replace('</head>', () => `${tags}${inline}</head>`);
        }
      },
    },
  };
}
