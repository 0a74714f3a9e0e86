// The public sidebar: the menu of SPEC §2, the customer's account ('Entrar' or their name) and the button that
// opens the chat. Entries that promote betting are left out for a device that said 'Não' at the 18+ gate (and
// hidden by global.css before the app knows the answer).
import { Button, Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { usePromotionAllowed } from '../../features/guides/age-answer';
import { useChatUi } from '../../lib/chat-ui-store';
import { MENU } from '../menu';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { useCustomer } from './use-customer';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const openChat = useChatUi((state) => state.open);
  const promotionAllowed = usePromotionAllowed();
  const customer = useCustomer();
  const account = customer
    ? { to: '/meu-perfil', label: customer.name ?? 'Minha conta', description: customer.name ? 'Minha conta' : undefined, icon: '👤' }
    : { to: '/log-in', label: 'Entrar', description: 'Área do cliente', icon: '👤' };
  return (
    <nav aria-label="Menu principal" id="site-sidebar" data-testid="sidebar">
      {/* Shorter while the update prompt shows (components/update-prompt.tsx): the chat button below stays in view. */}
      <ScrollArea.Autosize mah="calc(100dvh - 150px - var(--update-bar-height, 0px))" type="scroll">
        <Stack gap={2} p="xs">
          {MENU.filter((entry) => promotionAllowed || !entry.promo).map((entry) => (
            <NavLink
              key={entry.to}
              component={RouterNavLink}
              to={entry.to}
              end
              label={entry.label}
              leftSection={<span aria-hidden="true">{entry.icon}</span>}
              active={pathname === entry.to}
              onClick={onNavigate}
              data-promo={entry.promo || undefined}
            />
          ))}
          <Divider my={4} />
          {/* The account, then the device's settings (a place kept for more of them, such as the colour scheme). */}
          <NavLink
            component={RouterNavLink}
            to={account.to}
            end
            label={account.label}
            description={account.description}
            leftSection={<span aria-hidden="true">{account.icon}</span>}
            active={pathname === account.to}
            onClick={onNavigate}
            data-testid="menu-account"
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
          <ColorSchemeToggle />
        </Stack>
      </ScrollArea.Autosize>
      <Button
        m="xs"
        w="calc(100% - 20px)"
        h="auto"
        mih={40}
        py={8}
        color="whatsapp"
        onClick={() => {
          onNavigate?.();
          openChat();
        }}
        leftSection={<span aria-hidden="true">💬</span>}
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.3 } }}
      >
        Fale conosco no WhatsApp
      </Button>
    </nav>
  );
}
