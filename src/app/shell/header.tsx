// The public header: sidebar toggle, logo, odds ticker, offline state and 'Cadastrar' (or the customer's
// account). On a phone it takes two rows (shell.module.css): the brand and the button on the first, the ticker
// and the offline badges on a strip below, so nothing is cut or overlaps down to 320 px. What gives way is
// decided by CSS media queries, never by script: the prerendered header and its hydration must be identical.
import { Burger, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePromotionAllowed } from '../../features/guides/age-answer';
import { Logo } from '../../components/logo';
import { signupHref } from '../../lib/config';
import classes from './shell.module.css';
import { OddsTicker } from './odds-ticker';
import { OfflineIndicator } from './offline-indicator';
import { useCustomer } from './use-customer';
import { useHydrated } from '../../lib/hydration';
import { PATHS } from '../../utils/paths';

interface HeaderProps {
  sticky: boolean;
  navOpened?: boolean;
  onToggleNav?: () => void;
  /**
   * Whether the header may promote betting (the ticker, 'Cadastrar'). False on the help pages for people
   * trying to stop gambling; also false, everywhere, for a device that said 'Não' at the 18+ gate.
   */
  promo?: boolean;
}

/**
 * The menu button. Prerendered, it shows as closed, as it is on a phone (the common case): the server cannot know
 * the screen. Once hydrated it shows the real state (on a desktop, the sidebar is open). Its own component: the
 * render that follows hydration is drawn at once, in one block, and is this button, not the layout.
 */
function NavToggle({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const shown = useHydrated() && opened;
  return (
    <Burger
      opened={shown}
      onClick={onToggle}
      color="white"
      size="sm"
      aria-label={shown ? 'Fechar menu' : 'Abrir menu'}
      aria-expanded={shown}
      aria-controls="site-sidebar"
      className={classes.burger}
    />
  );
}

/** 'Cadastrar' for a visitor, the account for a signed-in customer. */
function AccountAction({ promo }: { promo: boolean }) {
  const customer = useCustomer();
  if (customer) {
    return (
      <Button component={Link} to={PATHS.meuPerfil} color="gold" size="sm" px="sm" className={classes.action} data-testid="header-account">
        Minha conta
      </Button>
    );
  }
  if (!promo) return null;
  return (
    <Button
      component="a"
      href={signupHref()}
      target="_blank"
      rel="noopener noreferrer"
      color="gold"
      size="sm"
      px="sm"
      className={classes.action}
      data-promo
      data-testid="header-signup"
    >
      Cadastrar
    </Button>
  );
}

export function Header({ sticky, navOpened = false, onToggleNav, promo = true }: HeaderProps) {
  const allowed = usePromotionAllowed() && promo;
  return (
    <header className={classes.header} data-sticky={sticky} data-testid="site-header">
      <div className={classes.bar}>
        {onToggleNav && <NavToggle opened={navOpened} onToggle={onToggleNav} />}
        <Link to={PATHS.home} className={classes.logo} aria-label="Sonho & Sorte, página inicial" data-testid="header-brand">
          <Logo />
          <span className={classes.brand}>Sonho &amp; Sorte</span>
        </Link>
        <div className={classes.strip} data-testid="header-strip">
          {allowed && (
            <div className={classes.tickerSlot} data-promo>
              <OddsTicker />
            </div>
          )}
          <OfflineIndicator />
        </div>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <AccountAction promo={allowed} />
        </Group>
      </div>
    </header>
  );
}
