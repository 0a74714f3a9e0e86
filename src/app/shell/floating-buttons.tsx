// Floating buttons on public pages: open the chat, and back to top after 400 px of scrolling.
import { ActionIcon, Affix, Stack, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useChatUi } from '../../lib/chat-ui-store';

export const SCROLL_TOP_THRESHOLD_PX = 400;

export function FloatingButtons() {
  const [scroll, scrollTo] = useWindowScroll();
  const openChat = useChatUi((state) => state.open);
  const chatOpened = useChatUi((state) => state.opened);
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Stack gap="sm" align="center">
        <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_THRESHOLD_PX}>
          {(styles) => (
            <ActionIcon style={styles} size="lg" radius="xl" variant="default" aria-label="Voltar ao topo" onClick={() => scrollTo({ y: 0 })}>
              <span aria-hidden="true">↑</span>
            </ActionIcon>
          )}
        </Transition>
        {!chatOpened && (
          <ActionIcon size={56} radius="xl" color="whatsapp" aria-label="Abrir chat" onClick={openChat} data-testid="floating-chat">
            <span aria-hidden="true" style={{ fontSize: 26 }}>💬</span>
          </ActionIcon>
        )}
      </Stack>
    </Affix>
  );
}
