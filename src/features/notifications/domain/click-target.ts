// What a tap on a notification does, given the app's open windows: never a second window when one is open,
// and never a reload of a window that may hold something typed.

/** An open window of the app, as the service worker sees it (WindowClient). */
export interface OpenWindow {
  id: string;
  /** Its full address. */
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

export type ClickAction =
  /** The window shows that address already: bring it forward. */
  | { type: 'focus'; windowId: string }
  /** Bring this window forward and have the app go to `path` in it (a navigation inside the app, no reload). */
  | { type: 'focus-and-go'; windowId: string; path: string }
  /** No window of the app is open: open one at `path`. */
  | { type: 'open'; path: string };

/** Chooses what a tap does: `path` is the message's address (see push-payload.ts), `origin` the app's. */
export function clickAction(path: string, windows: readonly OpenWindow[], origin: string): ClickAction {
  const target = new URL(path, origin).href;
  const ours = windows.filter((window) => sameOrigin(window.url, origin));
  const there = ours.find((window) => window.url === target);
  if (there) return { type: 'focus', windowId: there.id };
  // The window the person last looked at: focused, else visible, else any.
  const best = ours.find((window) => window.focused) ?? ours.find((window) => window.visibilityState === 'visible') ?? ours[0];
  if (best) return { type: 'focus-and-go', windowId: best.id, path };
  return { type: 'open', path };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
