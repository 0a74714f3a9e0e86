import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StarterOptions } from '../src/app/boot/paint-first';
import { compileInlineScript, INLINE_SCRIPTS, type InlineScript } from './inline-script';
import { paintFirst } from './paint-first-plugin';

// The starter as the build writes it (src/app/boot/paint-first.ts, bundled and minified).
let starter: InlineScript<StarterOptions>;
beforeAll(async () => {
  starter = await compileInlineScript<StarterOptions>(INLINE_SCRIPTS.starter);
});
const OPTIONS = { entry: '/assets/index-abc.js', preloads: ['/assets/runtime-1.js', '/assets/page-2.js'] };

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  <link rel="modulepreload" crossorigin href="/assets/page-2.js"></head><body><div id="root" data-route="/">…</div></body>`;

interface Page {
  added: { tag: string; rel?: string; type?: string; href?: string; src?: string }[];
  fire(event: 'DOMContentLoaded' | 'visibilitychange' | 'paint' | 'frame'): void;
}

/** Runs the starter against a stand-in document: nothing is requested until `fire` says the moment came. */
function load(options: { hidden?: boolean; rootEmpty?: boolean; paintTiming?: boolean } = {}): Page {
  const added: Page['added'] = [];
  const listeners = new Map<string, () => void>();
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let frame: (() => void) | undefined;
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: Page['added'][number]) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    getElementById: () => ({ firstChild: options.rootEmpty ? null : {} }),
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['mark', 'paint'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const window = { PerformanceObserver, requestAnimationFrame: (callback: () => void) => (frame = callback) };
  runInNewContext(starter(OPTIONS), {
    document,
    window,
    setTimeout: (callback: () => void) => callback(),
  });
  return {
    added,
    fire(event) {
      if (event === 'paint') {
        paintObserver?.({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
        paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      } else if (event === 'frame') frame?.();
      else listeners.get(event)?.();
    },
  };
}

const STARTED = [
  { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-abc.js' },
  { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/runtime-1.js' },
  { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/page-2.js' },
];

describe('paintFirst', () => {
  it('replaces the entry script and every module preload with the starter, keeping the stylesheet', () => {
    const html = paintFirst(BUILT, starter);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain(`<script>${starter(OPTIONS)}</script>`);
    // Where the entry script was: before the stylesheet, so it never waits for it.
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('refuses a document without exactly one entry script', () => {
    expect(() => paintFirst('<head></head>', starter)).toThrow(/one entry script/);
  });
});

describe('the built starter', () => {
  it('requests nothing before the first contentful paint, then the entry and the preloads, once', () => {
    const page = load();
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual([]);
    page.fire('paint');
    expect(page.added).toEqual(STARTED);
    page.fire('visibilitychange');
    page.fire('paint');
    expect(page.added).toHaveLength(3);
  });

  it('starts once parsed when #root has nothing prerendered to paint', () => {
    const page = load({ rootEmpty: true });
    expect(page.added).toEqual([]);
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual(STARTED);
  });

  it('starts at once in a hidden tab, and when the tab is hidden before painting', () => {
    expect(load({ hidden: true }).added).toEqual(STARTED);
  });

  it('starts a frame later where the browser has no paint timing', () => {
    const page = load({ paintTiming: false });
    expect(page.added).toEqual([]);
    page.fire('frame');
    expect(page.added).toEqual(STARTED);
  });
});
