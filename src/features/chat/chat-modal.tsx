// The chat modal (SPEC §2, §4): opened from the sidebar, the footer or the floating button; each opening
// starts a fresh conversation.
import { Modal } from '@mantine/core';
import { UpdateNotice } from '../../components/update-prompt';
import { selectPromptShown, useAppUpdate } from '../../lib/app-update';
import { useChatUi } from '../../lib/chat-ui-store';
import { notify } from '../../components/toasts/notify';
import { ChatConversation } from './chat-conversation';

export default function ChatModal() {
  const { opened, close } = useChatUi();
  // The modal keeps the keyboard inside: a new version is offered here while it is open.
  const updateShown = useAppUpdate(selectPromptShown);
  const handedOver = () => {
    close();
    notify.success('Tudo pronto!', 'Continue a conversa com a nossa equipe no WhatsApp.');
  };
  return (
    <Modal opened={opened} onClose={close} title="Atendimento Sonho & Sorte" closeButtonProps={{ 'aria-label': 'Fechar chat' }} size="md">
      {updateShown && (
        <div role="region" aria-label="Nova versão disponível" style={{ marginBottom: 12 }}>
          <UpdateNotice />
        </div>
      )}
      {/* Mantine unmounts the content when closed, so every opening starts over. */}
      {opened && <ChatConversation onHandedOver={handedOver} />}
    </Modal>
  );
}
