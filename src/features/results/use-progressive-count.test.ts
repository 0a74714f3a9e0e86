import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ITEMS, useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  it("draws a phone's first screen at once, then one more item per idle moment until all are drawn", async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(6, 'PT Rio|2026-11-25');
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(FIRST_ITEMS);
    await waitFor(() => expect(result.current).toBe(6));
    // One step at a time: each a short task of its own, never the whole list in one.
    expect([...new Set(seen)]).toEqual([2, 3, 4, 5, 6]);
  });

  it('starts again from the first screen when another day or lottery is chosen, and never counts past the list', async () => {
    const { result, rerender } = renderHook(({ total, key }) => useProgressiveCount(total, key), { initialProps: { total: 4, key: 'a' } });
    await waitFor(() => expect(result.current).toBe(4));
    rerender({ total: 5, key: 'b' });
    expect(result.current).toBe(FIRST_ITEMS);
    await waitFor(() => expect(result.current).toBe(5));
    rerender({ total: 1, key: 'c' });
    expect(result.current).toBe(1);
  });
});
