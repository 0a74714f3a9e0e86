// The public VAPID key of Web Push (base64url, the server's key pair), as the build was configured: empty means this
// build offers no notifications, and "Seguir" explains that instead. Here and not in lib/config.ts, which the entry
// carries: only the follow flow, the notifications page and the subscription need its 87 characters; the tap's
// question (permission-request.ts) only asks whether there is one.

/** The key, '' when none was configured. Read on each call, so that a test can set it (vi.stubEnv). */
export function vapidPublicKey(): string {
  const raw = import.meta.env.VITE_VAPID_PUBLIC_KEY;
  return raw ? raw.trim() : '';
}
