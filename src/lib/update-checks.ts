// When a tab asks the server whether a new version of the app is out (the service worker's update check).
// People keep the app open for hours and installed for months: a check at load time alone leaves them on an
// old version, while a check on every click would be a request per click for nothing.

export type UpdateCheckReason =
  /** The app came back to the foreground (a tab shown again, the installed app reopened). */
  | 'foreground'
  /** The connection came back. */
  | 'online'
  /** A page opened inside the app. */
  | 'navigation'
  /** The tab stayed open and in use. */
  | 'interval';

/** In-app navigation checks at most this often: a few minutes. */
export const NAVIGATION_CHECK_MIN_MS = 5 * 60 * 1000;
/** A tab left open checks this often. */
export const INTERVAL_CHECK_MS = 60 * 60 * 1000;

export interface UpdateCheckContext {
  reason: UpdateCheckReason;
  online: boolean;
  now: number;
  /** When this tab last checked (registering the worker counts), if it did. */
  lastCheckAt: number | undefined;
}

/**
 * Never offline (the request would fail). Coming back to the foreground or online always checks: those are
 * rare, and exactly when a deploy is likely to have been missed. Navigation checks once every few minutes.
 */
export function shouldCheckForUpdate({ reason, online, now, lastCheckAt }: UpdateCheckContext): boolean {
  if (!online) return false;
  if (lastCheckAt === undefined) return true;
  if (reason === 'navigation') return now - lastCheckAt >= NAVIGATION_CHECK_MIN_MS;
  return true;
}
