// Registers the service worker and offers a new version with "Atualizar": never a silent reload, and only in
// the tab where the person pressed it (lib/app-update.ts). Registration waits until the browser is idle after
// the first paint: the worker's precache download is not part of the first screen.
//
// The prompt is a bar along the bottom of the window that covers nothing (components/bottom-bar.tsx); its text
// is a polite live region for screen readers. While the chat (a modal that keeps the keyboard inside) is open,
// the chat shows the same notice.
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterFirstPaint } from '../lib/after-first-paint';
import { acceptUpdate, cancelUpdate, dismissUpdate, onNavigation, registerServiceWorker, selectPromptShown, useAppUpdate } from '../lib/app-update';
import { useChatUi } from '../lib/chat-ui-store';
import { BottomBar } from './bottom-bar';

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

function UpdateBar() {
  return (
    <BottomBar label={UPDATE_TEXTS.title} testId="update-prompt">
      <UpdateNotice />
    </BottomBar>
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
