// Chat modal: placeholder until the chat feature lands.
import { Modal, Text } from '@mantine/core';
import { useChatUi } from '../../lib/chat-ui-store';

export default function ChatModal() {
  const { opened, close } = useChatUi();
  return (
    <Modal opened={opened} onClose={close} title="Atendimento">
      <Text>O atendimento pelo chat está sendo preparado.</Text>
    </Modal>
  );
}
