import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, onIntentOrSettled } from './after-first-paint';

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

describe('onIntentOrSettled', () => {
  it('runs the task at once on the first touch, key or focus, and only once', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onIntentOrSettled(task);
    expect(task).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('focusin'));
    expect(task).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('with intent: false, ignores touches and keys and waits for the page to settle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    onIntentOrSettled(task, { quietMs: 3_000, intent: false });
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('focusin'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3_200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('otherwise waits until the page has loaded and stayed quiet, then for an idle moment', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(document.readyState).toBe('complete');
    const task = vi.fn();
    onIntentOrSettled(task, { quietMs: 3_000 });
    vi.advanceTimersByTime(2_999);
    expect(task).not.toHaveBeenCalled();
    // 200 ms: the idle fallback's timer.
    vi.advanceTimersByTime(201);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onIntentOrSettled(task)();
    document.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
