// The starter that replaces Vite's entry script in every built HTML document (scripts/paint-first-plugin.ts
// builds this module into an inline script). Left as Vite writes it, the document fetches the entry and its
// chunks alongside the CSS and runs the entry as soon as it arrives, and Chrome holds the first paint until it
// finishes: hydration included, several hundred milliseconds on a cheap phone. This starter requests the entry
// and every chunk the document preloaded, together, once the browser reports the first contentful paint. A
// document with nothing prerendered in #root (an address drawn by the app, see route-check.ts) has nothing to
// paint first: it starts once parsed. So does a hidden tab, which paints nothing; a browser without paint timing
// starts one frame later. No eval and no input but the URLs, so a CSP needs only the inline script's hash.

export interface StarterOptions {
  /** The entry chunk's URL. */
  entry: string;
  /** The chunks the document preloaded, requested with the entry. */
  preloads: readonly string[];
}

export function startAfterPaint({ entry, preloads }: StarterOptions): void {
  let started = false;
  const append = (element: HTMLScriptElement | HTMLLinkElement) => {
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    append(script);
    for (const url of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      append(link);
    }
  };
  const startIfHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  startIfHidden();
  document.addEventListener('visibilitychange', startIfHidden);
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root?.firstChild) start();
  });
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (Observer && (Observer.supportedEntryTypes ?? []).includes('paint')) {
    new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.requestAnimationFrame(() => setTimeout(start, 0));
  }
}
