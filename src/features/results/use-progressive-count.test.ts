import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ITEMS, STEP_ITEMS, useProgressiveCount } from './use-progressive-count';

/** An IntersectionObserver the test drives: `near()` says the observed element came within the margin. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  near() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
  static live() {
    return FakeObserver.all.filter((o) => !o.disconnected && o.observed.length > 0);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('useProgressiveCount', () => {
  it("draws a phone's first screen, then more only as the end of the list nears the screen (a screen ahead)", async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { result } = renderHook(() => useProgressiveCount(7, 'PT Rio|2026-11-25'));
    expect(result.current.count).toBe(FIRST_ITEMS);
    // Nothing more comes on its own: a page left alone draws only its first screen.
    act(() => result.current.end(document.createElement('div')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.count).toBe(FIRST_ITEMS);
    const [observer] = FakeObserver.live();
    expect(observer!.options.rootMargin).toBe('0px 0px 100% 0px');

    act(() => observer!.near());
    await waitFor(() => expect(result.current.count).toBe(FIRST_ITEMS + STEP_ITEMS));
    expect(observer!.disconnected).toBe(true);
    // Observed anew after each step; the last step stops at the list's end and observes nothing more.
    act(() => FakeObserver.live()[0]!.near());
    await waitFor(() => expect(result.current.count).toBe(6));
    act(() => FakeObserver.live()[0]!.near());
    await waitFor(() => expect(result.current.count).toBe(7));
    expect(FakeObserver.live()).toEqual([]);
  });

  it('draws everything at once when the reader asks, and starts again on another day or lottery', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { result, rerender } = renderHook(({ total, key }) => useProgressiveCount(total, key), { initialProps: { total: 9, key: 'a' } });
    act(() => result.current.showAll());
    await waitFor(() => expect(result.current.count).toBe(9));
    rerender({ total: 5, key: 'b' });
    expect(result.current.count).toBe(FIRST_ITEMS);
    rerender({ total: 1, key: 'c' });
    expect(result.current.count).toBe(1);
  });

  it('draws at least `first` items (a shared draw and those above it), and steps on from there', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { result } = renderHook(() => useProgressiveCount(12, 'x', 6));
    expect(result.current.count).toBe(6);
    act(() => result.current.end(document.createElement('div')));
    act(() => FakeObserver.live()[0]!.near());
    await waitFor(() => expect(result.current.count).toBe(6 + STEP_ITEMS));
  });

  it('without IntersectionObserver, comes one item per idle moment until all are drawn', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const { count } = useProgressiveCount(5, 'k');
      seen.push(count);
      return count;
    });
    await waitFor(() => expect(result.current).toBe(5));
    expect([...new Set(seen)]).toEqual([2, 3, 4, 5]);
  });
});
