// Defers work that the first screen does not need: until the browser is idle after painting it, or until the
// person shows they are about to use the page.

/** Runs `task` once the browser is idle after first paint (at most ~2 s later); returns a cancel function. */
export function afterFirstPaint(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `task` at the first sign that the person is about to use the page (a touch, a click, a key, focus
 * moving), or else once the page has loaded and `quietMs` have passed, when the browser is idle: work that
 * nobody asked for yet leaves the start-up (its CPU and its share of a weak link) to what is on screen.
 * With `intent: false`, only the latter (work the person never waits on, which should not compete with the
 * page their tap opens). Returns a cancel function.
 */
export function onIntentOrSettled(task: () => void, { quietMs = 3_000, intent = true }: { quietMs?: number; intent?: boolean } = {}): () => void {
  let done = false;
  let cancelIdle: (() => void) | undefined;
  let timer: number | undefined;
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, run, { capture: true });
    window.removeEventListener('load', settle);
    window.clearTimeout(timer);
    cancelIdle?.();
  };
  function run() {
    if (done) return;
    done = true;
    stop();
    task();
  }
  function settle() {
    timer = window.setTimeout(() => {
      cancelIdle = afterFirstPaint(run);
    }, quietMs);
  }
  if (intent) for (const type of INTENT_EVENTS) document.addEventListener(type, run, { capture: true, passive: true });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    done = true;
    stop();
  };
}
