// Reads a production build and measures what matters for the budgets: the gzip size of the JavaScript and
// CSS the first public route (/) loads, and of the JavaScript a first visit fetches right after its first paint,
// each route chunk, the content worker's files, the prerendered pages, and the service worker's precache.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_PAGE = 'src/features/home/home.page.tsx';

/**
 * What a first visit's page fetches right after the first paint, with no input from the person: the toast area
 * (components/toasts/notify.tsx), the public tables' prefetch (app/app-root.tsx; deliveries left from an
 * earlier visit load only when app/outbox-peek.ts finds some, never on a first visit), the install watch
 * (features/notifications/notifications-host.tsx), and on a phone the menu drawer (app/layouts/public-layout.tsx). Each is loaded so that it works offline later in that visit.
 * e2e/first-visit.spec.ts checks in a browser that nothing else loads.
 */
export const AFTER_FIRST_PAINT = [
  'src/components/toasts/toast-viewport.tsx',
  'src/lib/content-sync/public-prefetch.ts',
  'src/features/notifications/install-watch.ts',
  'src/app/shell/menu-drawer.tsx',
];

export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/** @param {string} dist */
export function bundleReport(dist = 'dist') {
  const mapFile = join(dist, '.vite/chunk-modules.json');
  if (!existsSync(mapFile)) throw new Error(`${mapFile} is missing: run 'npx vite build' first.`);
  const chunks = JSON.parse(readFileSync(mapFile, 'utf8'));
  const entry = Object.keys(chunks).find((file) => chunks[file].isEntry);
  const home = Object.keys(chunks).find((file) => chunks[file].facade === HOME_PAGE);
  if (!entry || !home) throw new Error('entry or home chunk not found in the build');

  /** The chunk that holds a source module. */
  const chunkOf = (module) => Object.keys(chunks).find((name) => chunks[name].modules.includes(module));
  /** The files `starts` load: themselves and their static imports, transitively, after those in `loaded`. */
  const reach = (starts, loaded = new Set()) => {
    const reached = new Set(loaded);
    const visit = (file) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const imported of chunks[file].imports) visit(imported);
    };
    for (const file of starts) visit(file);
    return reached;
  };
  // Everything / loads before it can render: the entry, the home page chunk, and their static imports.
  const firstRoute = reach([entry, home]);
  // Then what a first visit fetches right after the first paint.
  const deferred = AFTER_FIRST_PAINT.map((module) => {
    const file = chunkOf(module);
    if (!file || firstRoute.has(file)) throw new Error(`${module} (loaded after the first paint) has no chunk of its own in the build`);
    return file;
  });
  const firstVisitFiles = [...reach(deferred, firstRoute)];
  const firstCss = new Set([...firstRoute].flatMap((file) => chunks[file].css));
  const size = (file) => gzipSize(join(dist, file));

  const firstRouteJs = [...firstRoute].reduce((sum, file) => sum + size(file), 0);
  const firstVisitJs = firstVisitFiles.reduce((sum, file) => sum + size(file), 0);
  const firstRouteCss = [...firstCss].reduce((sum, file) => sum + size(file), 0);
  const firstRouteModules = [...firstRoute].flatMap((file) => chunks[file].modules);

  const routeChunks = Object.entries(chunks)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.facade?.endsWith('.page.tsx'))
    .map(([file, chunk]) => ({ file, page: chunk.facade, gzip: size(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const otherChunks = Object.entries(chunks)
    .filter(([file, chunk]) => !firstRoute.has(file) && !(chunk.isDynamicEntry && chunk.facade?.endsWith('.page.tsx')))
    .map(([file, chunk]) => ({ file, name: chunk.facade ?? chunk.name, gzip: size(file) }))
    .sort((a, b) => b.gzip - a.gzip);

  // The content worker is built apart (its files are not in the chunk map): its entry and what it imports.
  const assets = join(dist, 'assets');
  const workerEntry = readdirSync(assets).find((file) => /^content-worker-.*\.js$/.test(file));
  const workerFiles = [];
  const follow = (file) => {
    if (workerFiles.includes(file) || !existsSync(join(assets, file))) return;
    workerFiles.push(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:from\s*|import\s*\(\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)) follow(imported);
  };
  if (workerEntry) follow(workerEntry);
  const workerChunks = workerFiles.map((file) => ({ file: `assets/${file}`, gzip: size(`assets/${file}`) })).sort((a, b) => b.gzip - a.gzip);

  // The prerendered pages: their HTML is all a first paint waits for, with the CSS.
  const pages = readdirSync(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, gzip: size(file) }))
    .sort((a, b) => b.gzip - a.gzip);

  let precacheBytes = 0;
  let precacheEntries = 0;
  const sw = join(dist, 'sw.js');
  if (existsSync(sw)) {
    const urls = [...readFileSync(sw, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
    for (const url of urls) {
      const file = join(dist, url);
      if (existsSync(file)) {
        precacheBytes += statSync(file).size;
        precacheEntries += 1;
      }
    }
  }

  return {
    firstRouteJs,
    firstRouteCss,
    firstRouteFiles: [...firstRoute],
    firstRouteModules,
    firstVisitJs,
    firstVisitFiles,
    routeChunks,
    otherChunks,
    workerChunks,
    pages,
    precacheBytes,
    precacheEntries,
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
