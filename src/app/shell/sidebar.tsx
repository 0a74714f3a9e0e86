// The public sidebar: the menu of SPEC §2 and the button that opens the chat.
import { Button, NavLink, ScrollArea, Stack } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useChatUi } from '../../lib/chat-ui-store';
import { MENU } from '../menu';
import { ColorSchemeToggle } from './color-scheme-toggle';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const openChat = useChatUi((state) => state.open);
  return (
    <nav aria-label="Menu principal" id="site-sidebar" data-testid="sidebar">
      {/* Shorter while the update prompt shows (components/update-prompt.tsx): the chat button below stays in view. */}
      <ScrollArea.Autosize mah="calc(100dvh - 140px - var(--update-bar-height, 0px))" type="scroll">
        <Stack gap={2} p="xs">
          {MENU.map((entry) => (
            <NavLink
              key={entry.to}
              component={RouterNavLink}
              to={entry.to}
              end
              label={entry.label}
              leftSection={<span aria-hidden="true">{entry.icon}</span>}
              active={pathname === entry.to}
              onClick={onNavigate}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Button
        m="xs"
        w="calc(100% - 20px)"
        color="whatsapp"
        onClick={() => {
          onNavigate?.();
          openChat();
        }}
        leftSection={<span aria-hidden="true">💬</span>}
      >
        Fale conosco no WhatsApp
      </Button>
      <ColorSchemeToggle />
    </nav>
  );
}
