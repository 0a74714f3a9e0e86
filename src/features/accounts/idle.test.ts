import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, IDLE_TIMEOUT_MS, LAST_ACTIVITY_KEY, watchIdle } from './idle';

const MIN = 60_000;

function otherTabActivity(at: number) {
  // Another tab writes the key; this tab only hears the storage event.
  window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(at) }));
}

describe('watchIdle', () => {
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    window.localStorage.clear();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('signs out after 30 minutes without input, once', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onIdle).toHaveBeenCalledWith('timeout');
    vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('a %s resets the countdown', (type) => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(29 * MIN);
    const event = type === 'keydown' ? new KeyboardEvent(type) : new Event(type);
    // Scroll events do not bubble: listening in the capture phase still sees those of inner elements.
    (type === 'scroll' ? document.body : window).dispatchEvent(event);
    vi.advanceTimersByTime(29 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("counts another tab's activity", () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(20 * MIN);
    otherTabActivity(Date.now());
    vi.advanceTimersByTime(29 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MIN);
    expect(onIdle).toHaveBeenCalledWith('timeout');
  });

  it("reads another tab's activity even when the storage event was missed", () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(25 * MIN);
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(5 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(25 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('ignores an older time from another tab and unrelated keys', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(10 * MIN);
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now() - 60 * MIN) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: String(Date.now()) }));
    vi.advanceTimersByTime(20 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('shares its own activity, throttled, with a trailing write', () => {
    stop = watchIdle({ onIdle: vi.fn() });
    const start = Date.now();
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(start));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(200);
      window.dispatchEvent(new Event('mousemove'));
    }
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(start + 2_000));
    setItem.mockRestore();
  });

  it('reports a session that was already idle when the app opened, unless it is a fresh sign-in', async () => {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 31 * MIN));
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    await Promise.resolve();
    expect(onIdle).toHaveBeenCalledWith('stale');

    const onFresh = vi.fn();
    const stopFresh = watchIdle({ onIdle: onFresh, fresh: true });
    await Promise.resolve();
    vi.advanceTimersByTime(29 * MIN);
    expect(onFresh).not.toHaveBeenCalled();
    stopFresh();
  });

  it('counts from the sign-in when its code arrives later: the minutes spent downloading it are not added', () => {
    const signedInAt = Date.now();
    vi.advanceTimersByTime(29 * MIN);
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle, fresh: true, since: signedInAt });
    vi.advanceTimersByTime(1 * MIN - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledWith('timeout');
  });

  it('a start in the future (a clock put back) counts from now', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle, since: Date.now() + 10 * MIN });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('treats opening the app as activity when the last one is recent', () => {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 20 * MIN));
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(29 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    const stopNow = watchIdle({ onIdle });
    stopNow();
    vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    window.dispatchEvent(new Event('keydown'));
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks at once when the tab becomes visible again (late timers in background tabs)', () => {
    let clock = Date.now();
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle, now: () => clock });
    clock += 31 * MIN; // the timer has not fired: the tab was frozen
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onIdle).toHaveBeenCalledWith('timeout');
  });
});
