import { act, renderHook } from '../../testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HINT_COUNT_KEY,
  HINT_FIRST_DELAY_MS,
  HINT_INTERVAL_MS,
  HINT_MAX_PER_SESSION,
  HINT_VISIBLE_MS,
  readHintCount,
  useWelcomeHint,
} from './use-welcome-hint';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useWelcomeHint', () => {
  it('shows first after 10 s and hides after 15 s', () => {
    const { result } = renderHook(() => useWelcomeHint(false));
    advance(HINT_FIRST_DELAY_MS - 1);
    expect(result.current.visible).toBe(false);
    advance(1);
    expect(result.current.visible).toBe(true);
    advance(HINT_VISIBLE_MS - 1);
    expect(result.current.visible).toBe(true);
    advance(1);
    expect(result.current.visible).toBe(false);
  });

  it('comes back every 3 minutes, at most 5 times per session', () => {
    const { result } = renderHook(() => useWelcomeHint(false));
    const shownAt: number[] = [];
    let wasVisible = false;
    for (let second = 1; second <= 60 * 20; second += 1) {
      advance(1_000);
      if (result.current.visible && !wasVisible) shownAt.push(second);
      wasVisible = result.current.visible;
    }
    expect(shownAt).toEqual([10, 190, 370, 550, 730]);
    expect(readHintCount()).toBe(HINT_MAX_PER_SESSION);
    expect(sessionStorage.getItem(HINT_COUNT_KEY)).toBe('5');
  });

  it('counts across pages of the same session', () => {
    sessionStorage.setItem(HINT_COUNT_KEY, '4');
    const first = renderHook(() => useWelcomeHint(false));
    advance(HINT_FIRST_DELAY_MS);
    expect(first.result.current.visible).toBe(true);
    first.unmount();

    const second = renderHook(() => useWelcomeHint(false));
    advance(HINT_FIRST_DELAY_MS + HINT_INTERVAL_MS * 3);
    expect(second.result.current.visible).toBe(false);
  });

  it('hides when closed, and still comes back 3 minutes after it was shown', () => {
    const { result } = renderHook(() => useWelcomeHint(false));
    advance(HINT_FIRST_DELAY_MS);
    act(() => result.current.dismiss());
    expect(result.current.visible).toBe(false);
    advance(HINT_INTERVAL_MS);
    expect(result.current.visible).toBe(true);
  });

  it('is hidden while the chat is open, and a showing that falls then does not count', () => {
    const { result, rerender } = renderHook(({ open }) => useWelcomeHint(open), { initialProps: { open: false } });
    advance(HINT_FIRST_DELAY_MS);
    expect(result.current.visible).toBe(true);
    rerender({ open: true });
    expect(result.current.visible).toBe(false);
    rerender({ open: false });
    expect(result.current.visible).toBe(false);

    rerender({ open: true });
    advance(HINT_INTERVAL_MS);
    expect(result.current.visible).toBe(false);
    expect(readHintCount()).toBe(1);
    rerender({ open: false });
    advance(HINT_INTERVAL_MS);
    expect(result.current.visible).toBe(true);
    expect(readHintCount()).toBe(2);
  });

  it('never shows when disabled', () => {
    const { result } = renderHook(() => useWelcomeHint(false, false));
    advance(HINT_FIRST_DELAY_MS + HINT_INTERVAL_MS);
    expect(result.current.visible).toBe(false);
    expect(readHintCount()).toBe(0);
  });
});
