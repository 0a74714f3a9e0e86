// A Vite plugin that lets a prerendered page paint before any of the app's JavaScript is fetched or run.
// Left as Vite writes it, index.html fetches the entry and its chunks alongside the CSS (sharing a weak link
// with it) and runs the entry as soon as it arrives, and Chrome holds the first paint until it finishes:
// hydration included, several hundred milliseconds on a cheap phone, every visit once the service worker has
// the code cached. Instead a small inline starter (src/app/boot/paint-first.ts) requests the entry and every
// chunk the document preloaded, together, once the browser reports the first contentful paint.
import type { Plugin } from 'vite';
import type { StarterOptions } from '../src/app/boot/paint-first.ts';
import { compileInlineScript, INLINE_SCRIPTS, type InlineScript } from './inline-script.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** A built HTML document with its entry script and module preloads replaced by the starter. */
export function paintFirst(html: string, starter: InlineScript<StarterOptions>): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) throw new Error(`expected one entry script, found ${entries.length}: ${entries.map((m) => m[0]).join(" ")}`);
  const url = entries[0]![1]!;
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))].filter((href) => href !== url);
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script>${starter({ entry: url, preloads })}</script>`);
}

/** Rewrites every HTML document of the build; listed after the plugins that add the documents and their tags. */
export function paintFirstPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'sonho-paint-first',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const starter = await compileInlineScript<StarterOptions>(INLINE_SCRIPTS.starter, root);
        for (const output of Object.values(bundle)) {
          if (output.type === 'asset' && output.fileName.endsWith('.html')) output.source = paintFirst(String(output.source), starter);
        }
      },
    },
  };
}
