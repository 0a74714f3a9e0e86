// A Vite plugin that ships every public page as HTML: `vite build` first builds src/entry-server.tsx for Node
// (Vite's "ssr" environment), then the browser bundle; once the browser's index.html is final, each page of
// the public layouts is rendered with it and written as <path>.html (the home page as index.html itself).
// The page shows, and its largest text paints, as soon as the HTML and CSS arrive, before any script runs;
// the browser then hydrates the markup. The service worker precaches these files like any other, and
// Workbox's precache route answers /<path> with /<path>.html.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { compileInlineScript, INLINE_SCRIPTS } from './inline-script.ts';

/** The script after a prerendered page's #root: the route check, then the early-events capture. */
export async function compileRootScript(root?: string): Promise<string> {
  const [routeCheck, earlyEvents] = await Promise.all([
    compileInlineScript(INLINE_SCRIPTS.routeCheck, root),
    compileInlineScript(INLINE_SCRIPTS.earlyEvents, root),
  ]);
  return `${routeCheck()};${earlyEvents()}`;
}

/** What src/entry-server.tsx gives for a page. */
export interface PrerenderedPage {
  path: string;
  html: string;
  title: string;
  description?: string;
}

/**
 * An address with no markup of its own but a title and description: a dream's page (/sonhar-com/cobra), whose
 * preview in a chat must say which dream it is. It is index.html with an empty #root and that meta (a few KB
 * for each of hundreds of dreams): the app draws the page. Such pages are not precached
 * (src/app/pwa-options.ts): offline, the service worker's fallback serves index.html, which opens the same page.
 */
interface AliasPage {
  path: string;
  title: string;
  description?: string;
}

/** What src/entry-server.tsx exports. */
interface ServerEntry {
  paths: readonly string[];
  aliasPages?: readonly AliasPage[];
  /** The addresses showing a lazily loaded page, with the name of its loader (src/app/page-routes.ts). */
  pages: readonly { path: string; loader: string }[];
  renderPage(path: string): Promise<PrerenderedPage>;
}

/** What the prerender offers the plugins after it (Vite's `api` between plugins): the server entry, once built. */
export interface PrerenderApi {
  server(): Promise<ServerEntry>;
}

export const PRERENDER_PLUGIN = 'sonho-prerender';

const ROOT_ELEMENT = '<div id="root"></div>';
/** React's streaming format: a pending boundary and the script that reveals it, never wanted in a static page. */
export const STREAMING_MARKUP = /<!--\$\?-->|<template id="B:|\$RC\b|\$RT\b/;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file a path is served from: '/' is index.html, '/cotacoes' is cotacoes.html. */
export function pageFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The built index.html with the page's markup in #root and its own title and description. Right after #root,
 * `rootScript`: the route check and the early-events capture (src/app/boot/route-check.ts, early-events.ts).
 */
export function pageDocument(template: string, page: PrerenderedPage, rootScript: string): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  const html = withMeta(template, page);
  const root = `<div id="root" data-route="${escapeHtml(page.path)}">${page.html}</div><script>${rootScript}</script>`;
  return html.replace(ROOT_ELEMENT, () => root);
}

/** The document with its <title> and meta description replaced. */
export function withMeta(html: string, { title, description }: { title: string; description?: string | undefined }): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    const text = escapeHtml(description);
    out = out.replace(/(<meta name="description" content=")[^"]*(")/, (_match, start: string, end: string) => `${start}${text}${end}`);
  }
  return out;
}

export interface PrerenderOptions {
  /** The module that exports `paths` and `renderPage` (src/entry-server.tsx). */
  entry?: string;
  /**
   * Modules the server build replaces with the given source: browser-only modules that a component imports
   * but calls only after the page is on screen (the service worker's registration, for instance).
   */
  serverStubs?: Record<string, string>;
}

export function prerenderPlugin({ entry = 'src/entry-server.tsx', serverStubs = {} }: PrerenderOptions = {}): Plugin[] {
  // One folder per build process, so that two builds on one machine never read each other's server bundle.
  const serverOutDir = `node_modules/.cache/sonho-prerender/${process.pid}`;
  const STUB = '\0sonho-prerender-stub:';
  let root = process.cwd();
  const stubs: Plugin = {
    name: 'sonho-prerender:server-stubs',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(id) {
      return id in serverStubs ? `${STUB}${id}` : undefined;
    },
    load(id) {
      return id.startsWith(STUB) ? serverStubs[id.slice(STUB.length)] : undefined;
    },
  };
  let server: Promise<ServerEntry> | undefined;
  const api: PrerenderApi = {
    server() {
      server ??= import(/* @vite-ignore */ pathToFileURL(resolve(root, serverOutDir, 'entry-server.js')).href) as Promise<ServerEntry>;
      return server;
    },
  };
  const prerender: Plugin<PrerenderApi> = {
    name: PRERENDER_PLUGIN,
    apply: 'build',
    api,
    config() {
      return {
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.ssr!);
            await builder.build(builder.environments.client!);
          },
        },
        environments: {
          ssr: {
            build: { outDir: serverOutDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: { 'entry-server': entry } } },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After Vite wrote index.html and every plugin transformed it.
      order: 'post',
      async handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('index.html is not in the bundle');
        const template = String(index.source);
        const server = await api.server();
        const rootScript = await compileRootScript(root);
        for (const path of server.paths) {
          const page = await server.renderPage(path);
          if (STREAMING_MARKUP.test(page.html)) this.error(`${path}: the markup has a boundary to be swapped in by script`);
          const html = pageDocument(template, page, rootScript);
          if (path === '/') index.source = html;
          else this.emitFile({ type: 'asset', fileName: pageFileName(path), source: html });
        }
        const aliases = server.aliasPages ?? [];
        for (const alias of aliases) this.emitFile({ type: 'asset', fileName: pageFileName(alias.path), source: withMeta(template, alias) });
        this.info(`prerendered ${server.paths.length} pages${aliases.length ? ` and ${aliases.length} pages of their own meta` : ''}`);
      },
    },
    closeBundle() {
      if (this.environment.name === 'client') rmSync(resolve(root, serverOutDir), { recursive: true, force: true });
    },
  };
  return [stubs, prerender];
}

/** Keeps a plugin (or a plugin array) to the browser build, out of the prerender's server build. */
export function browserOnly<T extends Plugin | Plugin[]>(plugins: T): T {
  const scope = (plugin: Plugin): Plugin => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' });
  return (Array.isArray(plugins) ? plugins.map(scope) : scope(plugins)) as T;
}
