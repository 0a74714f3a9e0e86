// The push message (the contract with the sender, supabase/functions): JSON { "title", "body", "url", "tag" },
// shown as given. What the service worker makes of it, including of a message that breaks the contract: the
// browser requires a notification for every push, so a broken one still shows something sensible.

export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap leads: always an address of the app itself. */
  url: string;
  /** Notifications with the same tag replace each other (a later result of the same lottery); '' for none. */
  tag: string;
}

/** The icon and the monochrome badge (Android's status bar), from the app's icons. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

const FALLBACK: PushPayload = { title: 'Sonho & Sorte', body: 'Há novidades para você. Toque para abrir.', url: '/', tag: '' };

const MAX_TITLE = 120;
const MAX_BODY = 400;
const MAX_TAG = 120;

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * An address of the app at `origin` for `url` (a path, or a full URL of the same origin), as a path with its
 * query and hash; '/' for anything else, so a message can never send a tap to another site.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url.trim() === '') return '/';
  try {
    const resolved = new URL(url.trim(), origin);
    if (resolved.origin !== origin) return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}

/** Reads a push message's text; anything that is not the contract's JSON gives the fallback notification. */
export function readPushPayload(data: string | null | undefined, origin: string): PushPayload {
  if (!data) return FALLBACK;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return FALLBACK;
  }
  if (typeof parsed !== 'object' || parsed === null) return FALLBACK;
  const fields = parsed as Record<string, unknown>;
  const title = text(fields.title, MAX_TITLE);
  if (!title) return FALLBACK;
  return { title, body: text(fields.body, MAX_BODY), url: appPath(fields.url, origin), tag: text(fields.tag, MAX_TAG) };
}

/** The notification's options: the message as given, with the app's icon and badge. */
export function notificationOptions(payload: PushPayload): NotificationOptions & { renotify?: boolean } {
  const options: NotificationOptions & { renotify?: boolean } = {
    body: payload.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    lang: 'pt-BR',
    data: { url: payload.url },
  };
  if (payload.tag) {
    options.tag = payload.tag;
    // A replacement (the same lottery's next result) alerts again rather than changing silently; the browser
    // refuses renotify without a tag.
    options.renotify = true;
  }
  return options;
}
