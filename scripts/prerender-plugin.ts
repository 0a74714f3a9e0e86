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

/** What src/entry-server.tsx gives for a page. */
export interface PrerenderedPage {
  path: string;
  html: string;
  title: string;
  description?: string;
}

interface ServerEntry {
  paths: readonly string[];
  renderPage(path: string): Promise<PrerenderedPage>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** React's streaming format: a pending boundary and the script that reveals it, never wanted in a static page. */
export const STREAMING_MARKUP = /<!--\$\?-->|<template id="B:|\$RC\b|\$RT\b/;

/**
 * Runs right after #root, before anything paints. The same HTML also answers other addresses: the host's
 * SPA fallback and the service worker's navigation fallback serve index.html for every address, and a page
 * opened with a query (a shared search) renders differently from its bare markup. Then the markup is dropped
 * and the app draws the page itself, instead of hydrating the wrong one. Ad-tracking parameters don't count.
 */
export const ROUTE_CHECK_SCRIPT =
  `(function(r){var p=location.pathname.replace(/\\/+$/,'')||'/',q=location.search.slice(1).split('&').filter(function(x){` +
  `return x&&!/^(utm_\\w+|fbclid|gclid)(=|$)/.test(x)});if(r.getAttribute('data-route')!==p||q.length){` +
  `r.removeAttribute('data-route');r.textContent=''}})(document.getElementById('root'))`;

/**
 * Also right after #root: until the app starts, the page looks ready but nothing answers. Pressing Enter in a
 * field would submit its form natively (reloading the page, losing what was typed) and a button would do
 * nothing. So submits are held and button clicks noted (links still navigate), in window.__earlyEvents, which
 * the app stops at start and replays once the page has hydrated (src/lib/early-input.ts).
 */
export const EARLY_EVENTS_SCRIPT =
  `(function(w,d){var q=[];function c(e){var t=e.target;if(e.type==='submit'){e.preventDefault();` +
  `q.push({type:'submit',target:t,submitter:e.submitter||null});return}var b=t&&t.closest&&` +
  `t.closest('button,input[type=button],[role=button]');if(b&&b.type!=='submit'&&!b.closest('a[href]'))` +
  `q.push({type:'click',target:b})}d.addEventListener('submit',c,true);d.addEventListener('click',c,true);` +
  `w.__earlyEvents={queue:q,stop:function(){d.removeEventListener('submit',c,true);` +
  `d.removeEventListener('click',c,true)}}})(window,document)`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file a path is served from: '/' is index.html, '/cotacoes' is cotacoes.html. */
export function pageFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The built index.html with the page's markup in #root and its own title and description. */
export function pageDocument(template: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    const description = escapeHtml(page.description);
    html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_match, start: string, end: string) => `${start}${description}${end}`);
  }
  const root = `<div id="root" data-route="${escapeHtml(page.path)}">${page.html}</div><script>${ROUTE_CHECK_SCRIPT};${EARLY_EVENTS_SCRIPT}</script>`;
  return html.replace(ROOT_ELEMENT, () => root);
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
  const prerender: Plugin = {
    name: 'sonho-prerender',
    apply: 'build',
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
        const serverEntry = pathToFileURL(resolve(root, serverOutDir, 'entry-server.js')).href;
        const server = (await import(/* @vite-ignore */ serverEntry)) as ServerEntry;
        for (const path of server.paths) {
          const page = await server.renderPage(path);
          if (STREAMING_MARKUP.test(page.html)) this.error(`${path}: the markup has a boundary to be swapped in by script`);
          const html = pageDocument(template, page);
          if (path === '/') index.source = html;
          else this.emitFile({ type: 'asset', fileName: pageFileName(path), source: html });
        }
        this.info(`prerendered ${server.paths.length} pages`);
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
