import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileInlineScript, INLINE_SCRIPTS } from './inline-script';
import { STREAMING_MARKUP, browserOnly, compileRootScript, pageDocument, pageFileName, withMeta } from './prerender-plugin';

// The scripts as the build writes them (src/app/boot/route-check.ts and early-events.ts, bundled and minified).
let ROUTE_CHECK_SCRIPT: string;
let EARLY_EVENTS_SCRIPT: string;
let ROOT_SCRIPT: string;
beforeAll(async () => {
  ROUTE_CHECK_SCRIPT = (await compileInlineScript(INLINE_SCRIPTS.routeCheck))();
  EARLY_EVENTS_SCRIPT = (await compileInlineScript(INLINE_SCRIPTS.earlyEvents))();
  ROOT_SCRIPT = await compileRootScript();
});

const TEMPLATE = `<!doctype html><html><head><title>Sonho &amp; Sorte</title>
<meta name="description" content="Livro dos sonhos offline." /></head><body><div id="root"></div></body></html>`;

/** Runs the route check against a #root prerendered for `route`, at the address `href`; returns what is left. */
function routeCheck(route: string, href: string): { route: string | null; content: string } {
  const attributes = new Map([['data-route', route]]);
  const root = {
    textContent: '<main>page</main>',
    getAttribute: (name: string) => attributes.get(name) ?? null,
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const url = new URL(href, 'https://sonhoesorte.com.br');
  runInNewContext(ROUTE_CHECK_SCRIPT, { document: { getElementById: () => root }, location: { pathname: url.pathname, search: url.search } });
  return { route: root.getAttribute('data-route'), content: root.textContent };
}

describe('pageFileName', () => {
  it('serves / from index.html and every other page from <path>.html', () => {
    expect(pageFileName('/')).toBe('index.html');
    expect(pageFileName('/livro-dos-sonhos')).toBe('livro-dos-sonhos.html');
    expect(pageFileName('/sonhar-com/cobra')).toBe('sonhar-com/cobra.html');
  });
});

describe('a page of its own meta (a dream’s own address)', () => {
  it('is the app’s empty page under the dream’s title and description, escaped', () => {
    const html = withMeta(TEMPLATE, { title: 'Sonhar com Cobra: significado e números | Sonho & Sorte', description: 'A cobra & o "bote". Grupo 09 - Cobra.' });
    expect(html).toContain('<title>Sonhar com Cobra: significado e números | Sonho &amp; Sorte</title>');
    expect(html).toContain('<meta name="description" content="A cobra &amp; o &quot;bote&quot;. Grupo 09 - Cobra." />');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('pageDocument', () => {
  const page = { path: '/cotacoes', html: '<main><h1>Cotações</h1></main>', title: 'Cotações | Sonho & Sorte', description: 'Quanto paga <cada> "modalidade".' };

  it('puts the markup in #root, marked with its path, followed by the route check', () => {
    const html = pageDocument(TEMPLATE, page, ROOT_SCRIPT);
    expect(html).toContain(`<div id="root" data-route="/cotacoes"><main><h1>Cotações</h1></main></div><script>${ROUTE_CHECK_SCRIPT};${EARLY_EVENTS_SCRIPT}</script>`);
  });

  it("writes the page's own title and description, escaped", () => {
    const html = pageDocument(TEMPLATE, page, ROOT_SCRIPT);
    expect(html).toContain('<title>Cotações | Sonho &amp; Sorte</title>');
    expect(html).toContain('<meta name="description" content="Quanto paga &lt;cada&gt; &quot;modalidade&quot;." />');
  });

  it('keeps the default description when the page has none, and takes markup with $ patterns literally', () => {
    const html = pageDocument(TEMPLATE, { path: '/', html: '<p>R$ 1.000 $& $1</p>', title: 'Sonho & Sorte' }, ROOT_SCRIPT);
    expect(html).toContain('content="Livro dos sonhos offline."');
    expect(html).toContain('<p>R$ 1.000 $& $1</p>');
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<html><body><div id="app"></div></body></html>', page, ROOT_SCRIPT)).toThrow(/#root|root/);
  });
});

describe('the route check', () => {
  it('keeps the markup at its own address, with or without a trailing slash or ad-tracking parameters', () => {
    expect(routeCheck('/cotacoes', '/cotacoes')).toEqual({ route: '/cotacoes', content: '<main>page</main>' });
    expect(routeCheck('/cotacoes', '/cotacoes/')).toEqual({ route: '/cotacoes', content: '<main>page</main>' });
    expect(routeCheck('/', '/?utm_source=zap&fbclid=abc&gclid=x')).toEqual({ route: '/', content: '<main>page</main>' });
  });

  it('drops it at another address (the fallback HTML) or with a query the page reads', () => {
    expect(routeCheck('/', '/painel/dashboard')).toEqual({ route: null, content: '' });
    expect(routeCheck('/', '/log-in')).toEqual({ route: null, content: '' });
    expect(routeCheck('/livro-dos-sonhos', '/livro-dos-sonhos?q=cobra')).toEqual({ route: null, content: '' });
    expect(routeCheck('/livro-dos-sonhos', '/livro-dos-sonhos?sonho=Cobra&utm_source=zap')).toEqual({ route: null, content: '' });
  });
});

describe('STREAMING_MARKUP', () => {
  it("recognises React's out-of-order boundaries and their reveal scripts, and nothing in plain markup", () => {
    expect(STREAMING_MARKUP.test('<!--$?--><template id="B:0"></template><div>spinner</div><!--/$-->')).toBe(true);
    expect(STREAMING_MARKUP.test('<script>requestAnimationFrame(function(){$RT=performance.now()});</script>')).toBe(true);
    expect(STREAMING_MARKUP.test('<script>$RC("B:0","S:0")</script>')).toBe(true);
    expect(STREAMING_MARKUP.test('<!--$--><main><p>R$ 5.000,00</p></main><!--/$-->')).toBe(false);
  });
});

describe('browserOnly', () => {
  it('keeps plugins (one or several) to the browser build', () => {
    const one: Plugin = browserOnly({ name: 'a' });
    const several: Plugin[] = browserOnly([{ name: 'b' }, { name: 'c' }]);
    for (const plugin of [one, ...several]) {
      const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
      expect(applies({ name: 'client' })).toBe(true);
      expect(applies({ name: 'ssr' })).toBe(false);
    }
  });
});

describe('the early events script', () => {
  type Listener = (event: Record<string, unknown>) => void;
  interface Element {
    type?: string;
    closest(selector: string): Element | null;
  }
  /** An element the capture can ask `closest` of: `button` answers for button selectors, `link` for links. */
  const element = (kind: { button?: Element; link?: Element; type?: string } = {}): Element => {
    const self: Element = {
      type: kind.type,
      closest: (selector) => (selector.startsWith('a[') ? (kind.link ?? null) : (kind.button ?? (kind.type ? self : null))),
    };
    return self;
  };

  function start() {
    const listeners = new Map<string, Listener>();
    // The window part: the install offer the script holds (beforeinstallprompt) is all it listens to there.
    const windowListeners = new Map<string, Listener>();
    const window: { __earlyEvents?: { queue: unknown[]; stop(): void }; addEventListener(type: string, listener: Listener): void } = {
      addEventListener: (type: string, listener: Listener) => void windowListeners.set(type, listener),
    };
    const document = {
      addEventListener: (type: string, listener: Listener, capture: boolean) => capture && listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    runInNewContext(EARLY_EVENTS_SCRIPT, { window, document });
    const fire = (type: string, target: unknown, extra: Record<string, unknown> = {}) => {
      let prevented = false;
      listeners.get(type)?.({ type, target, preventDefault: () => (prevented = true), ...extra });
      return prevented;
    };
    return { early: window.__earlyEvents!, listeners, fire };
  }

  it('holds native submits, so Enter in a field cannot reload the page before the app starts', () => {
    const { early, fire } = start();
    const form = element();
    const submitter = element({ type: 'submit' });
    expect(fire('submit', form, { submitter })).toBe(true);
    expect(early.queue).toEqual([{ type: 'submit', target: form, submitter }]);
  });

  it('notes clicks on buttons, but not on submit buttons (their submit is held) or inside links', () => {
    const { early, fire } = start();
    const button = element({ type: 'button' });
    const icon = element({ button });
    fire('click', icon);
    fire('click', element({ type: 'submit' }));
    fire('click', element({ button: element({ type: 'button', link: element() }) }));
    fire('click', element());
    expect(early.queue).toEqual([{ type: 'click', target: button }]);
  });

  it('stops listening when the app takes over', () => {
    const { early, listeners } = start();
    early.stop();
    expect(listeners.size).toBe(0);
  });
});
