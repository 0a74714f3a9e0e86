// The browser's notification APIs for component tests (jsdom has none): Notification with a permission and a
// question answered as the test says, PushManager present or not, the user agent, and a service worker
// container that only carries messages. `clearPushBrowser()` in afterEach takes them away again.
import { vi } from 'vitest';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

export interface PushBrowserSetup {
  /** Notification.permission; null for a browser without the Notification API. */
  permission: NotificationPermission | null;
  /** What the browser's question is answered with (the permission then becomes that). */
  answer?: NotificationPermission;
  pushManager?: boolean;
  userAgent?: string;
}

/** Installs the APIs; returns the spy of Notification.requestPermission. */
export function setPushBrowser({ permission, answer = permission ?? 'default', pushManager = true, userAgent = ANDROID_CHROME }: PushBrowserSetup) {
  const global = window as unknown as Record<string, unknown>;
  const requestPermission = vi.fn(async () => {
    (global.Notification as { permission: NotificationPermission }).permission = answer;
    return answer;
  });
  if (permission === null) delete global.Notification;
  else global.Notification = { permission, requestPermission };
  if (pushManager) global.PushManager = class {};
  else delete global.PushManager;
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  return { requestPermission, worker };
}

export function clearPushBrowser(): void {
  const global = window as unknown as Record<string, unknown>;
  delete global.Notification;
  delete global.PushManager;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
}
