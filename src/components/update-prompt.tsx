// Registers the service worker and offers a new version with "Atualizar": never a silent reload, and only in
// the tab where the person pressed it (lib/app-update.ts). Registration waits until the browser is idle after
// the first paint: the worker's precache download is not part of the first screen.
//
// The prompt is a bar along the bottom of the window that covers nothing: while it shows, the page keeps
// room for it below its content and the floating buttons move up above it (the --update-bar-height variable,
// global.css). It sits in the tab order after the page, and its text is a polite live region for screen
// readers. While the chat (a modal that keeps the keyboard inside) is open, the chat shows the same notice.
import { Button, Group, Portal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterFirstPaint } from '../lib/after-first-paint';
import { acceptUpdate, cancelUpdate, dismissUpdate, onNavigation, registerServiceWorker, selectPromptShown, useAppUpdate } from '../lib/app-update';
import { useChatUi } from '../lib/chat-ui-store';

const UPDATE_TEXTS = {
  title: 'Nova versão disponível',
  ready: 'Atualize quando terminar o que está fazendo.',
  stale: 'Esta página mudou na nova versão. Atualize para abri-la: você continua no mesmo endereço.',
  unsent: 'Há um texto não enviado nesta aba. Se atualizar agora, ele será perdido.',
  accept: 'Atualizar',
  acceptAnyway: 'Atualizar mesmo assim',
  later: 'Depois',
  keep: 'Continuar aqui',
} as const;

const BAR_HEIGHT_VAR = '--update-bar-height';

export function UpdatePrompt() {
  const { pathname } = useLocation();
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  useEffect(() => {
    if (painted) void registerServiceWorker().catch(() => undefined);
  }, [painted]);
  // A page opened in the app: a moment to check for a new version (at most every few minutes).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    onNavigation();
  }, [pathname]);
  const shown = useAppUpdate(selectPromptShown);
  const chatOpened = useChatUi((state) => state.opened);
  return painted && shown && !chatOpened ? <UpdateBar /> : null;
}

/** Keeps the bar's height in --update-bar-height while it is on screen (a ref callback: the portal mounts later). */
function reserveHeight(element: HTMLDivElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement;
  const reserve = () => root.style.setProperty(BAR_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
  reserve();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : undefined;
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BAR_HEIGHT_VAR);
  };
}

function UpdateBar() {
  return (
    <Portal>
      <div
        ref={reserveHeight}
        role="region"
        aria-label={UPDATE_TEXTS.title}
        data-testid="update-prompt"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 190,
          padding: '10px 16px calc(10px + env(safe-area-inset-bottom, 0px))',
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-3)',
          boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
        }}
      >
        <UpdateNotice />
      </div>
    </Portal>
  );
}

/** The prompt's text and buttons: in the bar, and inside the chat while it is open. */
export function UpdateNotice() {
  const { stale, confirming } = useAppUpdate();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" maw={960} mx="auto">
      <div role="status" aria-live="polite" style={{ flex: '1 1 220px' }}>
        <Text fw={700} size="sm">
          {UPDATE_TEXTS.title}
        </Text>
        <Text size="sm">{confirming ? UPDATE_TEXTS.unsent : stale ? UPDATE_TEXTS.stale : UPDATE_TEXTS.ready}</Text>
      </div>
      {confirming ? (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={cancelUpdate}>
            {UPDATE_TEXTS.keep}
          </Button>
          <Button size="xs" onClick={() => acceptUpdate({ confirmed: true })}>
            {UPDATE_TEXTS.acceptAnyway}
          </Button>
        </Group>
      ) : (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={dismissUpdate}>
            {UPDATE_TEXTS.later}
          </Button>
          <Button size="xs" onClick={() => acceptUpdate()}>
            {UPDATE_TEXTS.accept}
          </Button>
        </Group>
      )}
    </Group>
  );
}
