// A Vite plugin that keeps a one-page change a small update. The page loaders (src/app/page-loaders.ts) are
// the module that names every page's chunk, hashes included. Inside the entry, a new hash for one page gave
// the entry a new hash, hence every lazy chunk importing the entry and every HTML document loading it: a deploy
// that changed one string changed 116 of 165 precached files. In a chunk of their own under a name without a
// hash, they are the only file besides the page (and its document) that changes; the service worker's
// precache still tells their versions apart by a revision (a hash of the content). Every document preloads
// that chunk beside the entry (scripts/paint-first-plugin.ts turns the tag into part of its starter).
import type { Plugin } from 'vite';

/** The loaders' chunk: its group name, the modules it holds and the file it is written to. */
const LOADERS_CHUNK = {
  name: 'page-loaders',
  // The pages' loaders and those of the other lazy parts (a part-loaders.ts per layer or feature).
  test: /[\\/]src[\\/](app[\\/]page-loaders|(?:[\w-]+[\\/])+part-loaders)\.ts$/,
  fileName: 'page-loaders.js',
} as const;

const DEFAULT_CHUNK_FILE_NAMES = 'assets/[name]-[hash].js';

export function stableRoutesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'sonho-stable-routes',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Before the entry's group (build.rolldownOptions in vite.config.ts) and without the loaders' dependencies
                // (Vite's preload helper, which stays in the entry): the loaders alone.
                groups: [{ name: LOADERS_CHUNK.name, test: LOADERS_CHUNK.test, priority: 100, includeDependenciesRecursively: false }],
              },
              chunkFileNames: (chunk: { name: string }) => (chunk.name === LOADERS_CHUNK.name ? LOADERS_CHUNK.fileName : DEFAULT_CHUNK_FILE_NAMES),
            },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const loaders = bundle[LOADERS_CHUNK.fileName];
        if (loaders?.type !== 'chunk' || !loaders.moduleIds.some((id) => LOADERS_CHUNK.test.test(id))) {
          this.error(`the page loaders are not in ${LOADERS_CHUNK.fileName}`);
        }
        const tag = `<link rel="modulepreload" crossorigin href="${base}${LOADERS_CHUNK.fileName}">`;
        for (const output of Object.values(bundle)) {
          if (output.type === 'asset' && output.fileName.endsWith('.html')) output.source = String(output.source).replace('</head>', () => `${tag}</head>`);
        }
      },
    },
  };
}
