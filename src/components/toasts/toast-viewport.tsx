// The toast area (components/toasts/notify.tsx shows the toasts): top right, at most 3, newest first, 5 s each
// (every toast waits while the pointer or the focus is on one of them), F8 focuses it, swipe right dismisses.
// It draws Mantine's notifications store with Mantine's Notification card; Mantine's own container (with
// react-transition-group, drag and wheel dismissal and react-remove-scroll) weighed 13 KB gzip on every first
// visit, loaded right after the first paint so that a toast shows even offline.
import { Notification, Portal } from '@mantine/core';
import { notifications, notificationsStore, useNotifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import classes from './toast-viewport.module.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_POSITION, isSwipeDismiss } from './toast-rules';

/** How long a toast takes to slide in or out (Mantine's duration). */
const TRANSITION_MS = 250;

interface Shown {
  data: NotificationData & { id: string };
  leaving: boolean;
}

/** The toasts to draw: the store's, in its order (newest first), and those just closed, in place while they slide out. */
function useShownToasts(current: readonly NotificationData[]): Shown[] {
  const [shown, setShown] = useState<Shown[]>([]);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const ids = new Set(current.map((data) => data.id));
    setShown((before) => {
      const next: Shown[] = current.map((data) => ({ data: data as Shown['data'], leaving: false }));
      before.forEach((item, index) => {
        if (!ids.has(item.data.id)) next.splice(Math.min(index, next.length), 0, { data: item.data, leaving: true });
      });
      return next;
    });
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setShown((before) => before.filter((item) => !item.leaving || ids.has(item.data.id)));
    }, TRANSITION_MS);
    timers.current.add(timer);
  }, [current]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return shown;
}

/**
 * Whether the pointer or the focus is on the toast, told to the viewport once per change (and taken back when the
 * toast goes while held), so that every toast waits meanwhile.
 */
function useHold(onActive: (active: boolean) => void) {
  const state = useRef({ hovered: false, focused: false, holding: false });
  const report = useRef(onActive);
  useEffect(() => {
    report.current = onActive;
  });
  const sync = (change: Partial<{ hovered: boolean; focused: boolean }>) => {
    Object.assign(state.current, change);
    const holding = state.current.hovered || state.current.focused;
    if (holding === state.current.holding) return;
    state.current.holding = holding;
    report.current(holding);
  };
  useEffect(() => {
    const current = state.current;
    return () => {
      if (current.holding) report.current(false);
    };
  }, []);
  return {
    onMouseEnter: () => sync({ hovered: true }),
    onMouseLeave: () => sync({ hovered: false }),
    onFocusCapture: () => sync({ focused: true }),
    onBlurCapture: () => sync({ focused: false }),
  };
}

function Toast({ data, leaving, paused, onActive }: { data: Shown['data']; leaving: boolean; paused: boolean; onActive: (active: boolean) => void }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const hold = useHold(onActive);
  const id = data.id;
  const autoClose = data.autoClose ?? TOAST_AUTO_CLOSE_MS;

  // A full 5 s again each time nothing holds it any more (Mantine's reset on hover).
  useEffect(() => {
    if (paused || leaving || autoClose === false) return undefined;
    const timer = window.setTimeout(() => notifications.hide(id), autoClose === true ? TOAST_AUTO_CLOSE_MS : autoClose);
    return () => window.clearTimeout(timer);
  }, [paused, leaving, autoClose, id]);

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
    if (isSwipeDismiss(delta)) notifications.hide(id);
  };

  return (
    <div
      role="alert"
      className={classes.toast}
      data-leaving={leaving || undefined}
      inert={leaving}
      {...hold}
    >
      <Notification
        title={data.title}
        color={data.color}
        onClose={() => notifications.hide(id)}
        // A 44 px target (WCAG 2.5.5): the toast is closed with a thumb, on a phone or on the panel's tablet.
        closeButtonProps={{ 'aria-label': 'Fechar notificação', size: 44 }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y' }}
        // Under a title Mantine greys the text to gray-6 in the light scheme (3.3:1 on white); the theme's dimmed is AA.
        styles={{ description: { color: 'var(--mantine-color-dimmed)' } }}
        data-toast
      >
        {data.message}
      </Notification>
    </div>
  );
}

/** The toast area; rendered once at the root. */
export default function ToastViewport() {
  const { notifications: current } = useNotifications();
  const shown = useShownToasts(current);
  const [holders, setHolders] = useState(0);

  // The store keeps at most TOAST_LIMIT on screen; the rest waits in its queue, which notify.tsx empties.
  useEffect(() => {
    notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }));
    notifications.cleanQueue();
  }, []);

  useEffect(() => {
    // As Mantine's useHotkeys did: F8 alone, not while typing in a field.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)) return;
      event.preventDefault();
      document.querySelector<HTMLElement>('[data-toast-viewport]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Portal>
      {/* width-before-scroll-bar: react-remove-scroll's class, so that a modal's scroll lock does not move the toasts. */}
      <div className={`${classes.viewport} width-before-scroll-bar`} tabIndex={-1} role="region" aria-label={`Notificações (${TOAST_HOTKEY})`} data-toast-viewport>
        {shown.map(({ data, leaving }) => (
          <Toast key={data.id} data={data} leaving={leaving} paused={holders > 0} onActive={(active) => setHolders((n) => Math.max(0, n + (active ? 1 : -1)))} />
        ))}
      </div>
    </Portal>
  );
}
