// The quiet offer to install: a bar along the bottom of the window from the second visit on, or right after
// the first "Seguir"; once answered it never comes back unasked (the menu keeps "Instalar o app").
import { Button, Group, Text } from '@mantine/core';
import { BottomBar } from '../../components/bottom-bar';
import { answerOffer, installApp } from './install-watch';

export default function InstallOfferBar() {
  return (
    <BottomBar label="Instalar o app" testId="install-offer">
      <Group justify="space-between" gap="xs" wrap="wrap" maw={960} mx="auto">
        <div style={{ flex: '1 1 220px' }}>
          <Text fw={700} size="sm">
            Instale o Sonho &amp; Sorte
          </Text>
          <Text size="sm">Abre direto da tela inicial, funciona sem internet e avisa quando sair o resultado que você segue.</Text>
        </div>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={answerOffer}>
            Agora não
          </Button>
          <Button size="xs" onClick={() => void installApp()}>
            Instalar
          </Button>
        </Group>
      </Group>
    </BottomBar>
  );
}
