// The one toast helper every feature uses: top right, newest first, at most 3, 5 s, F8, swipe right. The toasts
// themselves are drawn by toast-viewport.tsx, which the app mounts once the first screen is done; a toast shown
// before that waits in Mantine's store and appears as soon as it mounts.
import { notifications } from '@mantine/notifications';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { isToastShown, nextToastPriority } from './toast-rules';
import * as parts from '../part-loaders';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

export interface ToastOptions {
  title: string;
  message?: ReactNode;
  kind?: ToastKind;
  autoClose?: number | false;
}

/** The toast on screen for each text: the same words twice (a third failed sign-in) make one toast, not two. */
const shownByText = new Map<string, string>();

/** Shows a toast; returns its id, or null when the rules say it is never displayed. */
export function toast({ title, message, kind = 'info', autoClose }: ToastOptions): string | null {
  if (!isToastShown(title)) return null;
  // Only plain-text toasts can be compared; a toast with elements in its message always shows.
  const textKey = message === undefined || typeof message === 'string' ? JSON.stringify([kind, title, message ?? '']) : null;
  const earlier = textKey === null ? undefined : shownByText.get(textKey);
  // The repeat replaces the earlier one, newest first and with a full 5 s again.
  if (earlier !== undefined) notifications.hide(earlier);
  const id = notifications.show({
    title,
    message: message ?? '',
    color: COLORS[kind],
    priority: nextToastPriority(),
    ...(autoClose !== undefined ? { autoClose } : {}),
    onClose: () => {
      if (textKey !== null && shownByText.get(textKey) === id) shownByText.delete(textKey);
    },
  });
  if (textKey !== null) shownByText.set(textKey, id);
  // Mantine queues what exceeds the limit; we drop it instead, so the newest three are what shows.
  notifications.cleanQueue();
  return id;
}

export const notify = {
  success: (title: string, message?: ReactNode) => toast({ title, message, kind: 'success' }),
  error: (title: string, message?: ReactNode) => toast({ title, message, kind: 'error' }),
  info: (title: string, message?: ReactNode) => toast({ title, message, kind: 'info' }),
  warning: (title: string, message?: ReactNode) => toast({ title, message, kind: 'warning' }),
};

const ToastViewport = lazy(parts.ToastViewport);

/**
 * The toast area, mounted once the browser is idle after the first paint: nothing to show on a first screen,
 * and Mantine's notifications and their transitions stay out of the app's start-up. Drawn as a transition, in
 * slices that yield to the browser: at the default priority, its first render and commit were one task of some
 * 40 ms on a phone while the results page was still arriving (issue 30).
 */
export function DeferredToastViewport() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstPaint(() => startTransition(() => setWanted(true))), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
