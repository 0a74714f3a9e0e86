// The welcome hint bubble of the public layout: invites the visitor to the chat now and then (SPEC §4).
import { CloseButton, Paper, Transition } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useChatUi } from '../../lib/chat-ui-store';
import classes from './chat.module.css';
import { useWelcomeHint } from './use-welcome-hint';
import { PATHS } from '../../utils/paths';

export function WelcomeHint() {
  const chatOpen = useChatUi((state) => state.opened);
  const openChat = useChatUi((state) => state.open);
  const { pathname } = useLocation();
  // On /chat-online the conversation is already the page.
  const { visible, dismiss } = useWelcomeHint(chatOpen, pathname !== PATHS.chatOnline);
  // Leads queued in an earlier visit are delivered at app start (app/outbox-senders.ts).

  return (
    <Transition mounted={visible} transition="pop-bottom-right" duration={200}>
      {(styles) => (
        <Paper className={classes.hint} style={styles} shadow="lg" withBorder p="sm" pr="xs" radius="lg" data-testid="welcome-hint">
          <CloseButton
            size="sm"
            aria-label="Fechar aviso"
            onClick={dismiss}
            style={{ position: 'absolute', top: 6, right: 6 }}
          />
          <button type="button" className={classes.hintButton} onClick={openChat}>
            <strong>Olá! 👋 Precisa de ajuda?</strong>
            <br />
            Fale com a nossa assistente e continue pelo WhatsApp.
          </button>
        </Paper>
      )}
    </Transition>
  );
}
