// /chat-online: the chat assistant's conversation as a full page.
import { Card } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { notify } from '../../components/toasts/notify';
import { ChatConversation } from './chat-conversation';

export default function ChatOnlinePage() {
  // The finished conversation stays on the page, so the visitor can open WhatsApp again from it.
  const handedOver = () => notify.success('Tudo pronto!', 'Continue a conversa com a nossa equipe no WhatsApp.');
  return (
    <>
      <PageTitle
        title="Chat Online"
        lead="Converse com a nossa assistente: deixe seu nome, seu WhatsApp e o que você precisa, e continue o atendimento com a nossa equipe."
      />
      <Card withBorder padding="md" maw={640}>
        <ChatConversation onHandedOver={handedOver} height="min(55vh, 480px)" />
      </Card>
    </>
  );
}
