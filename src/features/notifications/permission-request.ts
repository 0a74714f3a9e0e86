// The browser's question about notifications, asked in the tap itself: browsers only show it from a person's
// gesture, so it cannot wait for the follow code to load. Small, in the entry with the follow controls: whether the
// build has a VAPID key is read from the build's variable itself, which the minifier turns into a constant, so the
// entry carries no key (push-key.ts).

/**
 * Asks when the browser will ask (push possible, not answered yet) and returns the answer to come; undefined
 * when there is nothing to ask (answered before, no push here: the follow code then explains).
 */
export function askPermissionInTap(): Promise<NotificationPermission> | undefined {
  if (!import.meta.env.VITE_VAPID_PUBLIC_KEY || typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) return undefined;
  if (Notification.permission !== 'default') return undefined;
  return Promise.resolve(Notification.requestPermission());
}
