// Vitest setup for jsdom tests: DOM matchers, the browser APIs Mantine needs, and IndexedDB.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (1 s by default): they assert what appears, not how fast, and a two-core CI
// machine running four test workers is slow. Speed is measured by `npm run bench`.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Node 22 and later have Web Storage globals of their own (on Node 26 by default), and `localStorage` is
// undefined there unless Node is started with --localstorage-file. Vitest's jsdom environment leaves a global
// that Node already has alone, so the tests would see Node's storage instead of the browser's: put jsdom's in
// its place, the same objects as on Node 20, where Node has none.
const { window: jsdomWindow } = (globalThis as unknown as { jsdom: { window: Window } }).jsdom;
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, { configurable: true, enumerable: true, get: () => jsdomWindow[name] });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Mantine's auto-growing Textarea waits for fonts; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} } });
}
