import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('runs the task when the browser is idle, bounded by a 2 s timeout, and can be cancelled', () => {
    const idle = vi.fn((_task: () => void, _options?: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const task = vi.fn();
    const cancel = afterFirstPaint(task);
    expect(idle).toHaveBeenCalledWith(task, { timeout: 2_000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where requestIdleCallback is missing (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterFirstPaint(cancelled)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
