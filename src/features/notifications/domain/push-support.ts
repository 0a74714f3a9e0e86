// Whether this device can receive notifications now, and if not, why: each answer has its own explanation
// (notice-texts.ts). Pure: the browser's answers come in as data.
import { iosHasWebPush, iosVersion, isIos, type Device } from './platform';

export interface PushEnvironment extends Device {
  /** The public VAPID key the app was built with; '' when none was configured. */
  vapidKey: string;
  /** 'serviceWorker' in navigator. */
  serviceWorker: boolean;
  /** 'PushManager' in window: absent in iOS Safari outside the Home Screen. */
  pushManager: boolean;
  /** The Notification API, and its permission for this site. */
  permission: NotificationPermission | null;
  /** Runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
}

export type PushAvailability =
  /** The app was built without a VAPID key: notifications are not offered by this version. */
  | 'unconfigured'
  /** An iPhone or iPad older than iOS 16.4. */
  | 'ios-update'
  /** iOS 16.4+ in the browser: only the app added to the Home Screen can receive notifications. */
  | 'ios-install'
  /** A browser without web push. */
  | 'unsupported'
  /** The person (or the browser's settings) blocked notifications for this site. */
  | 'denied'
  /** Possible: the browser will ask, from a tap. */
  | 'ask'
  | 'granted';

export function pushAvailability(env: PushEnvironment): PushAvailability {
  if (!env.vapidKey) return 'unconfigured';
  if (isIos(env)) {
    if (!iosHasWebPush(iosVersion(env))) return 'ios-update';
    if (!env.standalone) return 'ios-install';
  }
  if (!env.serviceWorker || !env.pushManager || env.permission === null) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return env.permission === 'granted' ? 'granted' : 'ask';
}

/** Whether following can go ahead (asking for permission if need be). */
export function canFollow(availability: PushAvailability): boolean {
  return availability === 'ask' || availability === 'granted';
}
