// This browser, as the pure rules (domain/push-support.ts, domain/install-offer.ts) take it. Small and free of
// storage: the follow controls read it in the tap itself, before any of their code loads.
import { pushAvailability, type PushAvailability, type PushEnvironment } from './domain/push-support';
import { vapidPublicKey } from './push-key';
import { isStandalone } from './standalone';

function readPushEnvironment(): PushEnvironment {
  const browser = typeof window !== 'undefined';
  return {
    vapidKey: vapidPublicKey(),
    serviceWorker: browser && 'serviceWorker' in navigator,
    pushManager: browser && 'PushManager' in window,
    permission: browser && 'Notification' in window ? Notification.permission : null,
    standalone: isStandalone(),
    userAgent: browser ? navigator.userAgent : '',
    maxTouchPoints: browser ? navigator.maxTouchPoints ?? 0 : 0,
  };
}

export function currentAvailability(): PushAvailability {
  return pushAvailability(readPushEnvironment());
}
