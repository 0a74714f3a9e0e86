// Defers work that the first screen does not need until the browser is idle after painting it.

/** Runs `task` once the browser is idle after first paint (at most ~2 s later); returns a cancel function. */
export function afterFirstPaint(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
