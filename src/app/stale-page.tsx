// What a tab running an older version shows where a page's code could not be loaded: the deploy removed that
// version's files. Never the crash screen: the person is offered the new version, at the same address, and
// the update prompt says the same (lib/app-update.ts). Offline, the page simply is not on this device yet.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { acceptUpdate, markStale } from '../lib/app-update';

const STALE_PAGE_TEXTS = {
  title: 'Há uma nova versão do app',
  message: 'Esta página mudou na nova versão do Sonho & Sorte. Atualize para abri-la: você continua neste endereço.',
  action: 'Atualizar e abrir a página',
  offlineTitle: 'Sem conexão',
  offlineMessage: 'Esta página ainda não está guardada neste aparelho. Tente de novo quando a conexão voltar.',
  retry: 'Tentar de novo',
} as const;

export function StalePage() {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  useEffect(() => {
    if (!offline) markStale();
  }, [offline]);
  return (
    <Container size="sm" py="xl" data-testid="stale-page">
      <Stack>
        <Title order={1}>{offline ? STALE_PAGE_TEXTS.offlineTitle : STALE_PAGE_TEXTS.title}</Title>
        <Text>{offline ? STALE_PAGE_TEXTS.offlineMessage : STALE_PAGE_TEXTS.message}</Text>
        <Button w="fit-content" onClick={() => (offline ? window.location.reload() : acceptUpdate())}>
          {offline ? STALE_PAGE_TEXTS.retry : STALE_PAGE_TEXTS.action}
        </Button>
      </Stack>
    </Container>
  );
}
