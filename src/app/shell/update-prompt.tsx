// Registers the service worker and offers a new version with "Atualizar": never a silent reload.
// Registration waits until the browser is idle after the first paint: fetching workbox-window and starting the
// worker's precache download are not part of the first screen (the page is already loaded by then).
import { Button, Group, Notification, Portal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
// In the entry chunk rather than fetched by the registration: it runs after every first paint, when a request
// of its own would still compete with the first page.
import 'workbox-window';
import { afterFirstPaint } from '../../lib/after-first-paint';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted ? <ServiceWorkerPrompt /> : null;
}

function ServiceWorkerPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <Portal>
      <Notification
        title="Nova versão disponível"
        onClose={() => setNeedRefresh(false)}
        closeButtonProps={{ 'aria-label': 'Depois' }}
        style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 500, maxWidth: 360 }}
        role="alert"
      >
        <Group justify="space-between" mt={4}>
          <span>Atualize quando terminar o que está fazendo.</span>
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            Atualizar
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
