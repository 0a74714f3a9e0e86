// Idle logout timing (SPEC §4, §9): 30 minutes without input, with the last activity shared across tabs.

export const IDLE_TIMEOUT_MS = 30 * 60_000;
/** localStorage key holding the last activity time (epoch ms) of any tab. */
export const LAST_ACTIVITY_KEY = 'sonho-e-sorte-last-activity';
/** Writes to localStorage are throttled: mousemove fires far too often to write on each. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'touchstart', 'scroll', 'pointerdown', 'wheel'] as const;

/**
 * 'timeout': the user went quiet while the app was open. 'stale': the app (re)opened with a session
 * whose last activity, in any tab, is already older than the timeout.
 */
export type IdleReason = 'timeout' | 'stale';

export interface IdleWatchOptions {
  onIdle: (reason: IdleReason) => void;
  timeoutMs?: number;
  writeIntervalMs?: number;
  target?: Window;
  storage?: Storage | null;
  now?: () => number;
  /** Count from now and ignore older shared activity: used right after a sign-in. */
  fresh?: boolean;
  /**
   * When the watch began for the person (their sign-in), if this code arrived after it: the minutes count from
   * there, not from when the clock's chunk was downloaded. Defaults to now.
   */
  since?: number;
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readShared(storage: Storage | null): number | null {
  try {
    const value = Number(storage?.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Starts watching; returns the function that stops it. Calls onIdle at most once. */
export function watchIdle(options: IdleWatchOptions): () => void {
  const {
    onIdle,
    timeoutMs = IDLE_TIMEOUT_MS,
    writeIntervalMs = ACTIVITY_WRITE_INTERVAL_MS,
    target = window,
    storage = defaultStorage(),
    now = Date.now,
    fresh = false,
  } = options;

  let last = Math.min(options.since ?? now(), now());
  let lastWritten = 0;
  let stopped = false;
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let writeTimer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    writeTimer = undefined;
    lastWritten = now();
    try {
      storage?.setItem(LAST_ACTIVITY_KEY, String(last));
    } catch {
      // Storage full or blocked: this tab still times out on its own.
    }
  };

  const pullShared = () => {
    const shared = readShared(storage);
    if (shared !== null && shared > last) last = shared;
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(checkTimer);
    clearTimeout(writeTimer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
    target.removeEventListener('storage', onStorage);
    target.document?.removeEventListener('visibilitychange', check);
  };

  // The timer does not restart on every input: it fires at the earliest possible deadline and
  // then looks at the latest activity, its own or another tab's.
  function schedule() {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, Math.max(0, last + timeoutMs - now()));
  }

  function check() {
    if (stopped) return;
    pullShared();
    if (now() - last >= timeoutMs) {
      stop();
      onIdle('timeout');
    } else {
      schedule();
    }
  }

  function onActivity() {
    if (stopped) return;
    last = now();
    if (last - lastWritten >= writeIntervalMs) write();
    // The trailing write keeps other tabs within a few seconds of the truth.
    else writeTimer ??= setTimeout(write, lastWritten + writeIntervalMs - last);
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== LAST_ACTIVITY_KEY || event.newValue === null) return;
    const shared = Number(event.newValue);
    if (Number.isFinite(shared) && shared > last) last = shared;
  }

  if (!fresh) {
    const shared = readShared(storage);
    if (shared !== null && now() - shared >= timeoutMs) {
      // Defer, so the caller has its stop function before onIdle runs.
      queueMicrotask(() => {
        if (stopped) return;
        stop();
        onIdle('stale');
      });
      return stop;
    }
    if (shared !== null && shared > last) last = shared;
  }
  write();
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  target.addEventListener('storage', onStorage);
  // Background tabs run timers late or not at all; coming back is a good moment to look.
  target.document?.addEventListener('visibilitychange', check);
  schedule();
  return stop;
}
