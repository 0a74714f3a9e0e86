// Floating buttons on public pages: open the chat, and back to top after 400 px of scrolling.
import { ActionIcon, Affix, Stack, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useHydrated } from '../../lib/hydration';
import { useChatUi } from '../../lib/chat-ui-store';

export const SCROLL_TOP_THRESHOLD_PX = 400;

/**
 * Whether the page is scrolled past `threshold`. Re-renders only when that answer changes (not on every
 * scroll event). The position is read on scroll events, and once when the browser is idle after the first
 * paint, never during start-up rendering (reading it there forces a layout): a prerendered page can be
 * scrolled before the app starts, and a position the browser restores arrives with a scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    const cancel = afterFirstPaint(update);
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}

export function FloatingButtons() {
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  const openChat = useChatUi((state) => state.open);
  const chatOpened = useChatUi((state) => state.opened);
  const hydrated = useHydrated();
  // Mantine's Affix draws into a portal, which renders nothing until its layout effect has run: in the hydration
  // that effect's update draws the buttons again synchronously, in the same task as the hydration's commit (issue
  // 30). The prerendered markup has no buttons either way; they come with the shell's other leaves, a task later.
  if (!hydrated) return null;
  return (
    // Above the update prompt while it shows (its height, safe area included: components/update-prompt.tsx), or
    // above the phone's safe area (its home indicator). The footer leaves room for this corner (shell.module.css).
    <Affix position={{ bottom: 'calc(20px + max(var(--update-bar-height, 0px), env(safe-area-inset-bottom, 0px)))', right: 20 }} zIndex={150}>
      <Stack gap="sm" align="center">
        <Transition transition="slide-up" mounted={scrolled}>
          {(styles) => (
            <ActionIcon
              style={styles}
              size="lg"
              radius="xl"
              variant="default"
              aria-label="Voltar ao topo"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
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
