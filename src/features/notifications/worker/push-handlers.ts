// The service worker's push and notification-click handlers (push-worker.ts wires them to the worker's events).
// Written against the few worker APIs they use, so the tests can hand them a fake worker.
import { OPEN_URL, PUSH_RECEIVED, type OpenUrlMessage, type PushReceivedMessage } from '../../../lib/sw-messages';
import { clickAction } from '../domain/click-target';
import { appPath, notificationOptions, readPushPayload } from '../domain/push-payload';

/** A window of the app, as clients.matchAll gives it. */
export interface WorkerWindow {
  id: string;
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

/** What the handlers use of ServiceWorkerGlobalScope. */
export interface WorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

const windowsOf = (scope: WorkerScope) => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

/**
 * A push message: shows its notification as given (contract: push-payload.ts), then tells every open window
 * of the app, so that a page showing results refreshes them without a reload.
 */
export async function handlePush(scope: WorkerScope, data: string | null): Promise<void> {
  const payload = readPushPayload(data, scope.location.origin);
  await scope.registration.showNotification(payload.title, notificationOptions(payload));
  const message: PushReceivedMessage = { type: PUSH_RECEIVED, tag: payload.tag, url: payload.url };
  for (const window of await windowsOf(scope)) window.postMessage(message);
}

/**
 * A tap on a notification (already closed by the caller): focuses the window at its address, or focuses an
 * open window and has the app go there (a navigation inside the app: nothing typed in it is lost to a
 * reload), or opens the app there.
 */
export async function handleNotificationClick(scope: WorkerScope, data: unknown): Promise<void> {
  const origin = scope.location.origin;
  const path = appPath(typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined, origin);
  const windows = await windowsOf(scope);
  const action = clickAction(path, windows, origin);
  if (action.type === 'open') {
    await scope.clients.openWindow(path);
    return;
  }
  const window = windows.find((candidate) => candidate.id === action.windowId)!;
  if (action.type === 'focus-and-go') {
    const message: OpenUrlMessage = { type: OPEN_URL, url: action.path };
    window.postMessage(message);
  }
  // Focusing is only allowed while the tap is being handled; a refusal must not hide the navigation.
  await window.focus().catch(() => undefined);
}
