// A Vite plugin that lets a prerendered page paint before any of the app's JavaScript is fetched or run.
// Left as Vite writes it, index.html fetches the entry and its chunks alongside the CSS (sharing a weak link
// with it) and runs the entry as soon as it arrives, and Chrome holds the first paint until it finishes:
// hydration included, several hundred milliseconds on a cheap phone, every visit once the service worker has
// the code cached. Instead a small inline starter requests the entry and every chunk the document preloaded,
// together, once the browser reports the first contentful paint. A document with nothing prerendered in #root
// (an address drawn by the app, see ROUTE_CHECK_SCRIPT) has nothing to paint first: it starts once parsed.
// So does a hidden tab, which paints nothing; a browser without paint timing starts one frame later.
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The inline starter: no eval and no input but the URLs, so a CSP needs only this script's hash. */
export function starterScript(entryUrl: string, preloads: readonly string[]): string {
  return (
    `(function(u,p,d,w){var n=0;function a(t,h){var e=d.createElement(t);e.crossOrigin='';if(t==='link'){e.rel='modulepreload';` +
    `e.href=h}else{e.type='module';e.src=h}d.head.appendChild(e)}function s(){if(n++)return;a('script',u);` +
    `p.forEach(function(h){a('link',h)})}function h(){if(d.visibilityState==='hidden')s()}h();` +
    `d.addEventListener('visibilitychange',h);d.addEventListener('DOMContentLoaded',function(){var r=d.getElementById('root');` +
    `if(!r||!r.firstChild)s()});var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)` +
    `new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)s()}).observe({type:'paint',buffered:true});` +
    `else w.requestAnimationFrame(function(){setTimeout(s,0)})})(${JSON.stringify(entryUrl)},${JSON.stringify(preloads)},document,window)`
  );
}

/** A built HTML document with its entry script and module preloads replaced by the starter. */
export function paintFirst(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) throw new Error(`expected one entry script, found ${entries.length}: ${entries.map((m) => m[0]).join(" ")}`);
  const url = entries[0]![1]!;
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))].filter((href) => href !== url);
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script>${starterScript(url, preloads)}</script>`);
}

/** Rewrites every HTML document of the build; listed after the plugins that add the documents and their tags. */
export function paintFirstPlugin(): Plugin {
  return {
    name: 'sonho-paint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'asset' && output.fileName.endsWith('.html')) output.source = paintFirst(String(output.source));
        }
      },
    },
  };
}
