import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isolateDocument, requested } from './boot-test-utils';
import { startAfterPaint } from './paint-first';

const OPTIONS = { entry: '/assets/index-abc.js', preloads: ['/assets/page-loaders.js', '/assets/home.page-1.js'] };

const STARTED = [
  { script: '/assets/index-abc.js', type: 'module', crossOrigin: '' },
  { link: '/assets/page-loaders.js', rel: 'modulepreload', as: undefined, crossOrigin: '' },
  { link: '/assets/home.page-1.js', rel: 'modulepreload', as: undefined, crossOrigin: '' },
];

describe('startAfterPaint', () => {
  const page = isolateDocument();
  let reportPaint: (name: string) => void;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root" data-route="/"><main>Sonho &amp; Sorte</main></div>';
    // A browser with paint timing: the test says when a paint entry comes.
    class FakeObserver {
      static supportedEntryTypes = ['mark', 'paint'];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe() {
        reportPaint = (name) => this.callback({ getEntriesByName: (asked: string) => (asked === name ? [{}] : []) } as unknown as PerformanceObserverEntryList, this as never);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });

  it('requests nothing before the first contentful paint, then the entry and the preloads, once', () => {
    startAfterPaint(OPTIONS);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    reportPaint('first-paint');
    expect(page.added()).toEqual([]);
    reportPaint('first-contentful-paint');
    expect(requested(page.added())).toEqual(STARTED);
    reportPaint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.added()).toHaveLength(3);
  });

  it('starts once parsed when #root has nothing prerendered to paint (an address the app draws)', () => {
    document.getElementById('root')!.textContent = '';
    startAfterPaint(OPTIONS);
    expect(page.added()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requested(page.added())).toEqual(STARTED);
  });

  it('starts at once in a hidden tab, which paints nothing, and when the tab is hidden before its paint', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startAfterPaint(OPTIONS);
    expect(requested(page.added())).toEqual(STARTED);
    for (const element of page.added()) element.remove();

    visibility.mockReturnValue('visible');
    startAfterPaint(OPTIONS);
    expect(page.added()).toEqual([]);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested(page.added())).toEqual(STARTED);
  });

  it('starts a frame later where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    startAfterPaint(OPTIONS);
    expect(page.added()).toEqual([]);
    await vi.waitFor(() => expect(requested(page.added())).toEqual(STARTED));
  });
});
