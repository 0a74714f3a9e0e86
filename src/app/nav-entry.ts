// How the app describes an entry of a menu: the public sidebar's (app/menu.ts) and the admin panel's
// (app/painel/admin-nav.ts) are lists of these.

export interface NavEntry {
  /** The address it opens (utils/paths.ts). */
  to: string;
  label: string;
  /** An emoji shown before the label, hidden from screen readers. */
  icon: string;
  /** Other addresses that show the same screen, where the entry is the current one too ('/painel' for its dashboard). */
  alsoAt?: readonly string[];
  /** Promotes betting: hidden from a device that said 'Não' at the 18+ gate. */
  promo?: boolean;
}

/** Whether the entry is the screen at `pathname` (a trailing slash ignored for its other addresses). */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.to || (entry.alsoAt ?? []).includes(pathname.replace(/\/+$/, '') || '/');
}
