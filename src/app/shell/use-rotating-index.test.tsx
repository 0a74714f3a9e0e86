import { act, renderHook } from '../../testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextIndex, useRotatingIndex } from './use-rotating-index';

describe('ticker rotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wraps around after the last item', () => {
    expect(nextIndex(0, 12)).toBe(1);
    expect(nextIndex(11, 12)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('moves to the next item every 4 seconds and wraps', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 4000));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(3999));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => void vi.advanceTimersByTime(8000));
    expect(result.current).toBe(0);
  });
});
