// Messages between the service worker and the app's windows. The worker's push code (features/notifications/
// worker/) posts them; the pages listen here. A module of constants and one listener: the worker bundles it too.

/** A push arrived: pages showing published data refresh it (lib/remote-cache.ts). */
export const PUSH_RECEIVED = 'push-received';
/** A notification was tapped while this window was open: the app goes to `url` (one of its own paths). */
export const OPEN_URL = 'open-url';

export interface PushReceivedMessage {
  type: typeof PUSH_RECEIVED;
  tag: string;
  url: string;
}

export interface OpenUrlMessage {
  type: typeof OPEN_URL;
  url: string;
}

export type WorkerMessage = PushReceivedMessage | OpenUrlMessage;

/** Calls `listener` with each message of `type` from the service worker; returns the unsubscribe. */
export function onWorkerMessage<T extends WorkerMessage['type']>(
  type: T,
  listener: (message: Extract<WorkerMessage, { type: T }>) => void,
): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker) return () => undefined;
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type) {
      listener(data as Extract<WorkerMessage, { type: T }>);
    }
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
