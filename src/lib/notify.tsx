// The one toast helper every feature uses: top right, newest first, at most 3, 5 s, F8, swipe right.
import { Notification } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Notifications, notifications, type NotificationData } from '@mantine/notifications';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_POSITION,
  isSwipeDismiss,
  isToastShown,
  nextToastPriority,
} from './toast-rules';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

export interface ToastOptions {
  title: string;
  message?: ReactNode;
  kind?: ToastKind;
  autoClose?: number | false;
}

/** Shows a toast; returns its id, or null when the rules say it is never displayed. */
export function toast({ title, message, kind = 'info', autoClose }: ToastOptions): string | null {
  if (!isToastShown(title)) return null;
  const id = notifications.show({
    title,
    message: message ?? '',
    color: COLORS[kind],
    priority: nextToastPriority(),
    ...(autoClose !== undefined ? { autoClose } : {}),
  });
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

function SwipeableToast({ data }: { data: NotificationData }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const id = data.id;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const delta = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (isSwipeDismiss(delta) && id) notifications.hide(id);
  };

  return (
    <Notification
      title={data.title}
      color={data.color}
      onClose={() => id && notifications.hide(id)}
      closeButtonProps={{ 'aria-label': 'Fechar notificação' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y' }}
      data-toast
    >
      {data.message}
    </Notification>
  );
}

/** The toast area; rendered once at the root. */
export function ToastViewport() {
  useHotkeys([[TOAST_HOTKEY, () => document.querySelector<HTMLElement>('[data-toast-viewport]')?.focus()]], []);
  return (
    <Notifications
      position={TOAST_POSITION}
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      allowDragDismiss={false}
      allowScrollDismiss={false}
      containerWidth={360}
      renderNotification={(data) => <SwipeableToast data={data} />}
      tabIndex={-1}
      role="region"
      aria-label={`Notificações (${TOAST_HOTKEY})`}
      data-toast-viewport
    />
  );
}
