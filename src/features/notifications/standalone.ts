// Whether the app runs installed, apart from push-environment.ts: the install watch, which a first visit loads,
// needs only this, and push-environment.ts carries the VAPID key (push-key.ts), which only the follow flow needs.

/** Whether the app runs installed: a standalone window, or iOS's Home Screen app. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some(
    (mode) => typeof window.matchMedia === 'function' && window.matchMedia(`(display-mode: ${mode})`).matches,
  );
}
