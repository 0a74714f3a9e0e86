// The toast rules of SPEC §9, as plain data and functions so they can be tested without a DOM.

export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'top-right' as const;
export const TOAST_HOTKEY = 'F8';
export const SWIPE_DISMISS_PX = 50;

/** Titles that are never displayed (SPEC §4). */
const HIDDEN_TITLES = new Set(['Rascunho Salvo']);

export function isToastShown(title: string): boolean {
  return !HIDDEN_TITLES.has(title.trim());
}

/** A toast dragged this far to the right is dismissed; a drag left or a short one is not. */
export function isSwipeDismiss(deltaX: number): boolean {
  return deltaX >= SWIPE_DISMISS_PX;
}

let sequence = 0;

/** A strictly increasing priority, so the newest toast sorts first. */
export function nextToastPriority(): number {
  sequence += 1;
  return sequence;
}
