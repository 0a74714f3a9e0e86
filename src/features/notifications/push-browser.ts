// The browser's side of a subscription: the service worker registration and its PushManager. The endpoint and
// keys come from the browser's push service; nothing here talks to our server.
import { OutboxDeliveryError } from '../../lib/outbox/outbox-policy';

/** What the server needs of a subscription: PushSubscription.toJSON(), flattened. */
export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long to wait for the service worker to be active (it installs after the first paint of a first visit). */
export const REGISTRATION_TIMEOUT_MS = 15_000;

/** The public VAPID key (base64url, as configured) as the bytes PushManager.subscribe takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The flattened keys of a subscription, or an error when the browser gave an incomplete one. */
export function keysOf(subscription: PushSubscription): DeviceKeys {
  const json = subscription.toJSON();
  const endpoint = json.endpoint ?? subscription.endpoint;
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!endpoint || !p256dh || !auth) throw new OutboxDeliveryError({ type: 'failed', error: 'O navegador devolveu uma inscrição incompleta' });
  return { endpoint, p256dh, auth };
}

/** The active service worker registration, or null when none becomes active in time. */
export async function activeRegistration(timeoutMs = REGISTRATION_TIMEOUT_MS): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return true;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((value, index) => value === b[index]);
}

/**
 * This browser's push subscription for the app's key: the existing one, or a new one (which needs the
 * permission, granted earlier from a tap). A subscription made for another key (the server's keys changed)
 * is replaced. Failures are the outbox's: no worker yet or no push service reachable are retried later.
 */
export async function browserSubscription(vapidKey: string, timeoutMs = REGISTRATION_TIMEOUT_MS): Promise<DeviceKeys> {
  if (!vapidKey) throw new OutboxDeliveryError({ type: 'failed', error: 'Esta versão do app não tem a chave das notificações' });
  const registration = await activeRegistration(timeoutMs);
  if (!registration) throw new OutboxDeliveryError({ type: 'retry', error: 'O service worker ainda não está ativo', network: false });
  const key = vapidKeyBytes(vapidKey);
  const manager = registration.pushManager;
  let subscription = await manager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return keysOf(subscription);
}

/** Ends this browser's subscription at once (pausing): nothing reaches the device even before the server hears. */
export async function endBrowserSubscription(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No worker or no push: nothing to end.
  }
}
