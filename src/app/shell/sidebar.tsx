// The public sidebar: the menu of SPEC §2, the customer's account ('Entrar' or their name), the device's
// settings (notifications, installing the app, the colour scheme) and the button that opens the chat. Entries that promote betting are left out for a device that said 'Não' at the 18+ gate (and
// hidden by global.css before the app knows the answer).
import { Button, Divider, NavLink, Stack } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { usePromotionAllowed } from '../../features/guides/age-answer';
import { installApp } from '../../features/notifications/install-actions';
import { useInstallUi } from '../../features/notifications/install-state';
import { useChatUi } from '../../lib/chat-ui-store';
import { MENU } from '../menu';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './shell.module.css';
import { useCustomer } from './use-customer';
import { PATHS } from '../../utils/paths';

/**
 * 'Entrar', or the signed-in customer's account. Its own component: who is signed in is known only after hydration,
 * and the render that follows is drawn in one block: this entry, not the menu.
 */
function AccountLink({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const customer = useCustomer();
  const account = customer
    ? { to: PATHS.meuPerfil, label: customer.name ?? 'Minha conta', description: customer.name ? 'Minha conta' : undefined, icon: '👤' }
    : { to: PATHS.logIn, label: 'Entrar', description: 'Área do cliente', icon: '👤' };
  return (
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
  );
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const openChat = useChatUi((state) => state.open);
  const promotionAllowed = usePromotionAllowed();
  // Only where the app can be installed from here, and never in the installed app (nothing while hydrating).
  const installable = useInstallUi((state) => state.installable);
  return (
    <nav aria-label="Menu principal" id="site-sidebar" data-testid="sidebar">
      {/* The browser's own scrolling (Mantine's ScrollArea weighed ~7 KB gzip on every first visit). */}
      <div className={classes.menuScroll}>
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
          <AccountLink pathname={pathname} onNavigate={onNavigate} />
          <NavLink
            component={RouterNavLink}
            to={PATHS.notificacoes}
            end
            label="Notificações"
            description="Avisos no celular"
            leftSection={<span aria-hidden="true">🔔</span>}
            active={pathname === PATHS.notificacoes}
            onClick={onNavigate}
          />
          {installable && (
            <NavLink
              component="button"
              type="button"
              label="Instalar o app"
              leftSection={<span aria-hidden="true">📲</span>}
              onClick={() => {
                onNavigate?.();
                void installApp();
              }}
              data-testid="menu-install"
            />
          )}
          <ColorSchemeToggle />
        </Stack>
      </div>
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
