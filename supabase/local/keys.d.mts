// Types of keys.mjs (the stand-in's keys), for TypeScript callers.

export declare const PUBLISHABLE_KEY: string;

export interface PushKeys {
  /** 65-byte P-256 point, base64url: the app's applicationServerKey (VITE_VAPID_PUBLIC_KEY). */
  vapidPublicKey: string;
  /** The 32-byte scalar, base64url: signs the VAPID JWTs. */
  vapidPrivateKey: string;
  /** The contact the push services see (mailto:). */
  vapidSubject: string;
  /** What the push-send function expects in x-push-secret. */
  sendSecret: string;
}

export declare function loadOrCreateSecrets(dataDir: string): { jwtSecret: string; secretKey: string };
export declare function generateVapidKeys(): { vapidPublicKey: string; vapidPrivateKey: string };
export declare function loadOrCreatePushKeys(dataDir: string): PushKeys;
