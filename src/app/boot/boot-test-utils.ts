// What the boot scripts' tests share. Call inside a describe: before each test, the listeners a script adds to
// the document are noted, and after it removed, with the elements it added to <head>. The scripts run on the
// test's one document, where a listener left by an earlier test would answer too.
// jsdom does not reflect `crossOrigin` and `as` to attributes: `requested` reads the properties the script set.
import { afterEach, beforeEach, vi } from 'vitest';

export function isolateDocument(): { added: () => Element[] } {
  const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  let before = new Set<Element>();
  beforeEach(() => {
    before = new Set(document.head.children);
    const add = EventTarget.prototype.addEventListener;
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener) listeners.push([type, listener, options]);
      add.call(document, type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener, options] of listeners.splice(0)) document.removeEventListener(type, listener, options);
    for (const element of [...document.head.children]) if (!before.has(element)) element.remove();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return { added: () => [...document.head.children].filter((element) => !before.has(element)) };
}

/** What a script asked the browser for with the elements it added, in order. */
export function requested(elements: readonly Element[]): Record<string, string | undefined>[] {
  return elements.map((element) => {
    const { crossOrigin, as } = element as Element & { crossOrigin?: string; as?: string };
    return element instanceof HTMLScriptElement
      ? { script: element.getAttribute('src') ?? undefined, type: element.type, crossOrigin }
      : { link: element.getAttribute('href') ?? undefined, rel: (element as HTMLLinkElement).rel, as, crossOrigin };
  });
}
