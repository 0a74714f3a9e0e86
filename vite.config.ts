/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/app/pwa-options.ts';
import { chunkMapPlugin } from './scripts/chunk-map-plugin.ts';
import { inlineHeadScriptsPlugin } from './scripts/inline-script.ts';
import { mantineUseIdPlugin } from './scripts/mantine-use-id-plugin.ts';
import { modalScrollAreaPlugin } from './scripts/modal-scroll-area-plugin.ts';
import { paintFirstPlugin } from './scripts/paint-first-plugin.ts';
import { browserOnly, prerenderPlugin } from './scripts/prerender-plugin.ts';
import { pushWorkerPlugin } from './scripts/push-worker-plugin.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { stableRoutesPlugin } from './scripts/stable-routes-plugin.ts';
import { scrollAreaRefsPlugin } from './scripts/scroll-area-refs-plugin.ts';
import { themeCssPlugin } from './scripts/theme-css-plugin.ts';
import { supabaseProxy } from './scripts/local-proxy.mjs';

// The app talks to Supabase at VITE_SUPABASE_URL; when that is empty it uses its own origin,
// and the local servers (this dev server, and `vite preview` as scripts/stack.mjs starts it for
// npm start and the e2e tests) proxy the Supabase paths to the embedded stand-in.
const backend = process.env.SUPABASE_LOCAL_URL ?? 'http://127.0.0.1:54321';

// The service worker is Workbox's (generateSW); its push and notification-click listeners are a script of their
// own, built from TypeScript and loaded by the worker with importScripts (scripts/push-worker-plugin.ts).
const pushWorker = pushWorkerPlugin();

export default defineConfig({
  plugins: [
    react(),
    themeCssPlugin(),
    inlineHeadScriptsPlugin(),
    scrollAreaRefsPlugin(),
    modalScrollAreaPlugin(),
    mantineUseIdPlugin(),
    prerenderPlugin(),
    browserOnly(pushWorker.plugin),
    browserOnly(VitePWA(pushWorker.withPushWorker(pwaOptions))),
    browserOnly(chunkMapPlugin()),
    browserOnly(stableRoutesPlugin()),
    // These two rewrite every HTML document, the prerendered pages included: after the prerender, in this order.
    browserOnly(routePreloadPlugin()),
    browserOnly(paintFirstPlugin()),
  ],
  // The year the pages were prerendered: the footer shows it until hydration, then the device's.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The stand-in's proxy key (scripts/dev.mjs passes it) lets the stand-in believe the client
  // address this server forwards.
  server: { proxy: supabaseProxy(backend, process.env.SUPABASE_LOCAL_PROXY_KEY) },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry loads at startup stays in the entry chunk ('$initial' is Rolldown's tag for the
          // modules an entry imports statically, directly or not; the group is named like the entry chunk). Left
          // alone, Rolldown splits the modules that lazy pages share with the shell (React, Mantine's Box, the
          // toasts…) into a dozen small chunks, all fetched before the first paint: on HTTP/1.1 and a slow phone
          // link each costs a round trip. Lazy pages still get their own chunks and import the shared code from
          // the entry. The page loaders' group (scripts/stable-routes-plugin.ts) comes first by its priority.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  // The content worker (src/lib/content-sync/content-worker.ts) is a module worker: it loads the dictionary and supabase-js
  // as chunks of its own, on demand.
  worker: { format: 'es' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // Above the 5 s of findBy/waitFor (src/testing/setup.ts): a test fails on what it sees, not on the load.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'backend',
          environment: 'node',
          include: ['supabase/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
