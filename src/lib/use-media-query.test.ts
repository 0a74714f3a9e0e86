import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A media query list whose answer the test changes. */
function fakeMatchMedia(initial: boolean) {
  const list = Object.assign(new EventTarget(), { matches: initial, media: '' });
  vi.stubGlobal('matchMedia', (query: string) => Object.assign(list, { media: query }));
  return {
    list,
    change(matches: boolean) {
      list.matches = matches;
      list.dispatchEvent(new Event('change'));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers the initial value first (as prerendered), then the device’s, and follows its changes', async () => {
    const media = fakeMatchMedia(false);
    const seen: boolean[] = [];
    const { result, unmount } = renderHook(() => {
      const matches = useMediaQuery('(min-width: 62em)', true);
      seen.push(matches);
      return matches;
    });
    expect(seen[0]).toBe(true);
    expect(result.current).toBe(false);
    expect(media.list.media).toBe('(min-width: 62em)');
    act(() => media.change(true));
    expect(result.current).toBe(true);
    // Unmounted: the listener it added is removed.
    const added = vi.spyOn(media.list, 'addEventListener');
    const removed = vi.spyOn(media.list, 'removeEventListener');
    unmount();
    expect(added).not.toHaveBeenCalled();
    expect(removed).toHaveBeenCalledWith('change', expect.any(Function));
  });
});
