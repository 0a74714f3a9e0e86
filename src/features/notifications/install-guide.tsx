// The install guide, for browsers without an install prompt: the iPhone's Share sheet, or another Android
// browser's menu. Opened by "Instalar o app" (menu, offer, notifications page).
import { Button, Group, Modal, Text } from '@mantine/core';
import { closeInstallGuide, useInstallUi } from './install-state';
import { AndroidInstallSteps, IosInstallSteps } from './install-steps';

export default function InstallGuide() {
  const opened = useInstallUi((state) => state.guideOpen);
  const method = useInstallUi((state) => state.method);
  return (
    <Modal opened={opened} onClose={closeInstallGuide} title="Instalar o Sonho & Sorte" centered size="md" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <Text size="sm" mb="sm">
        Com o app na tela inicial, ele abre direto, funciona sem internet e pode avisar quando sair o resultado que você segue.
      </Text>
      {method === 'ios' ? <IosInstallSteps /> : <AndroidInstallSteps />}
      <Group justify="flex-end" mt="md">
        <Button onClick={closeInstallGuide}>Entendi</Button>
      </Group>
    </Modal>
  );
}
