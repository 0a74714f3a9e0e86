// This browser, as the pure rules (domain/push-support.ts, domain/install-offer.ts) take it. Small and free of
// storage: the follow controls read it in the tap itself, before any of their code loads.
import { config } from '../../lib/config';
import { pushAvailability, type PushAvailability, type PushEnvironment } from './domain/push-support';

/** Whether the app runs installed: a standalone window, or iOS's Home Screen app. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some(
    (mode) => typeof window.matchMedia === 'function' && window.matchMedia(`(display-mode: ${mode})`).matches,
  );
}

function readPushEnvironment(): PushEnvironment {
  const browser = typeof window !== 'undefined';
  return {
    vapidKey: config.vapidPublicKey,
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
