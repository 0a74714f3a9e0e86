// The push part of the service worker: a classic script of its own, built by scripts/push-worker-plugin.ts and
// loaded into the generated worker with importScripts (vite-plugin-pwa's `workbox.importScripts`). It only
// adds listeners: the precache, the update flow and the navigation fallback stay Workbox's.
import { handleNotificationClick, handlePush, type WorkerScope } from './push-handlers';

const worker = self as unknown as ServiceWorkerGlobalScope;
const scope = worker as unknown as WorkerScope;

worker.addEventListener('push', (event) => {
  event.waitUntil(handlePush(scope, event.data ? event.data.text() : null));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(handleNotificationClick(scope, event.notification.data));
});
