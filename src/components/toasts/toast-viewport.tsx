// The toast area (components/toasts/notify.tsx shows the toasts): top right, at most 3, F8 focuses it, swipe right dismisses.
import { Notification } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Notifications, notifications, type NotificationData } from '@mantine/notifications';
import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_POSITION, isSwipeDismiss } from './toast-rules';

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
export default function ToastViewport() {
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
