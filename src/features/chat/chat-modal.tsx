// The chat modal (SPEC §2, §4): opened from the sidebar, the footer or the floating button; each opening
// starts a fresh conversation.
import { Modal } from '@mantine/core';
import { useChatUi } from '../../lib/chat-ui-store';
import { notify } from '../../lib/notify';
import { ChatConversation } from './chat-conversation';

export default function ChatModal() {
  const { opened, close } = useChatUi();
  const handedOver = () => {
    close();
    notify.success('Tudo pronto!', 'Continue a conversa com a nossa equipe no WhatsApp.');
  };
  return (
    <Modal opened={opened} onClose={close} title="Atendimento Sonho & Sorte" closeButtonProps={{ 'aria-label': 'Fechar chat' }} size="md">
      {/* Mantine unmounts the content when closed, so every opening starts over. */}
      {opened && <ChatConversation onHandedOver={handedOver} />}
    </Modal>
  );
}
