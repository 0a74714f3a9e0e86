// The admin panel's frame: a sidebar with every /painel screen and 'Sair', collapsible on tablets;
// a header with the connection state and the outbox counts, which open the queue and its conflicts.
import { AppShell, Badge, Burger, Button, Drawer, Group, MantineThemeProvider, NavLink, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { plural } from '../../utils/pt-br/plural';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { countByState } from '../../lib/outbox/pending-edits';
import { startAdminEditDelivery } from '../../lib/outbox/admin-edit-delivery';
import { useOutboxStates } from '../../lib/outbox/admin-queue-hooks';
import { useOnline } from '../../lib/online';
import { signOut } from '../../features/accounts/session-store';
import { ADMIN_SIGNED_OUT_STATE } from '../../features/accounts/domain/redirects';
import { ADMIN_NAV } from './admin-nav';
import { TOUCH_TARGET_PX, adminTouchTheme } from '../../components/admin/touch-theme';
import { OutboxPanel } from './outbox-panel';
import { PATHS } from '../../utils/paths';
import { isCurrentEntry } from '../nav-entry';

function OutboxBadges({ onOpen }: { onOpen: () => void }) {
  const online = useOnline();
  const counts = countByState(useOutboxStates());
  return (
    // Named by what it shows ("Online", "2 pendentes") and then what it does, so a voice-control user can say it (WCAG 2.5.3).
    <UnstyledButton onClick={onOpen} data-testid="outbox-badges" mih={TOUCH_TARGET_PX} miw={TOUCH_TARGET_PX} display="flex" style={{ alignItems: 'center' }}>
      <Group gap={4} wrap="nowrap" role="status" aria-live="polite">
        <Badge color={online ? 'teal' : 'orange'} variant="filled" data-testid="connection-badge">
          {online ? 'Online' : 'Offline'}
        </Badge>
        {counts.pending > 0 && (
          <Badge color="gold" variant="filled" data-testid="admin-pending-badge">
            {plural(counts.pending, { one: 'pendente', other: 'pendentes' })}
          </Badge>
        )}
        {counts.failed > 0 && (
          <Badge color="orange" variant="filled" data-testid="admin-failed-badge">
            {plural(counts.failed, { one: 'falha', other: 'falhas' })}
          </Badge>
        )}
        {counts.conflict > 0 && (
          <Badge color="red" variant="filled" data-testid="admin-conflict-badge">
            {plural(counts.conflict, { one: 'conflito', other: 'conflitos' })}
          </Badge>
        )}
      </Group>
      <VisuallyHidden>Abrir fila de envio</VisuallyHidden>
    </UnstyledButton>
  );
}

export default function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopCollapsed, desktop] = useDisclosure(false);
  const [queueOpened, queue] = useDisclosure(false);

  useEffect(() => {
    // Also done at app start when edits are waiting (app/outbox-senders.ts); here for edits queued from now on.
    startAdminEditDelivery();
  }, []);

  const onSignOut = async () => {
    // /log-in is the spec's landing; there the state says the admin session ended, with a link back to the panel.
    if (await signOut()) navigate(PATHS.logIn, { replace: true, state: ADMIN_SIGNED_OUT_STATE });
  };

  const navOpened = wide ? !desktopCollapsed : mobileOpened;

  return (
    <MantineThemeProvider theme={adminTouchTheme}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed } }}
        padding="md"
        data-layout="admin"
      >
        <AppShell.Header bg="night.9" c="white" px="sm">
          {/* The counts sit on the left: toasts appear at the top right and would cover them. */}
          <Group h="100%" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={navOpened}
                onClick={wide ? desktop.toggle : mobile.toggle}
                color="white"
                size="sm"
                // 18 px lines in a 44 px square: the touch target of every panel control.
                w={TOUCH_TARGET_PX}
                h={TOUCH_TARGET_PX}
                p={(TOUCH_TARGET_PX - 18) / 2}
                aria-label={navOpened ? 'Fechar menu do painel' : 'Abrir menu do painel'}
                aria-controls="admin-sidebar"
                aria-expanded={navOpened}
              />
              <Text fw={800} c="white" truncate>
                Painel do Administrador
              </Text>
            </Group>
            <OutboxBadges onOpen={queue.open} />
          </Group>
        </AppShell.Header>

        <AppShell.Navbar id="admin-sidebar" p="xs" aria-label="Menu do painel" component="nav">
          <AppShell.Section grow component={ScrollArea}>
            <Stack gap={2}>
              {ADMIN_NAV.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={RouterNavLink}
                  to={entry.to}
                  label={entry.label}
                  leftSection={<span aria-hidden="true">{entry.icon}</span>}
                  active={isCurrentEntry(entry, pathname)}
                  // On a tablet in portrait the menu covers the page: close it once a screen is chosen.
                  onClick={mobile.close}
                />
              ))}
              <NavLink
                label="Fila de envio"
                leftSection={<span aria-hidden="true">📤</span>}
                onClick={() => {
                  mobile.close();
                  queue.open();
                }}
                component="button"
              />
            </Stack>
          </AppShell.Section>
          <AppShell.Section pt="xs">
            <Button fullWidth variant="light" color="red" onClick={() => void onSignOut()} leftSection={<span aria-hidden="true">🚪</span>}>
              Sair
            </Button>
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main id="conteudo" component="main">
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>

        <Drawer
          opened={queueOpened}
          onClose={queue.close}
          position="right"
          size="lg"
          title="Fila de envio"
          closeButtonProps={{ 'aria-label': 'Fechar fila de envio' }}
        >
          <OutboxPanel />
        </Drawer>
      </AppShell>
    </MantineThemeProvider>
  );
}
