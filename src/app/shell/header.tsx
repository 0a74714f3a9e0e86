// The public header: sidebar toggle, logo, odds ticker, offline state and 'Cadastrar'.
import { Burger, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { signupHref } from '../../lib/config';
import classes from './shell.module.css';
import { OddsTicker } from './odds-ticker';
import { OfflineIndicator } from './offline-indicator';

/** public/icons/logo.svg drawn inline: an image request would start only after the app's script ran, late in the first paint. */
function Logo() {
  return (
    <svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#1f1646" />
      <path d="M40 12a20 20 0 1 0 12 30 16 16 0 1 1-12-30z" fill="#ffc238" />
      <path d="M24 20l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" fill="#fff" />
      <circle cx="36" cy="42" r="2" fill="#fff" />
      <circle cx="44" cy="30" r="1.5" fill="#fff" />
    </svg>
  );
}

interface HeaderProps {
  sticky: boolean;
  navOpened?: boolean;
  onToggleNav?: () => void;
}

export function Header({ sticky, navOpened = false, onToggleNav }: HeaderProps) {
  return (
    <header className={classes.header} data-sticky={sticky} data-testid="site-header">
      {onToggleNav && (
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          color="white"
          size="sm"
          aria-label={navOpened ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={navOpened}
          aria-controls="site-sidebar"
        />
      )}
      <Link to="/" className={classes.logo} aria-label="Sonho & Sorte, página inicial">
        <Logo />
        <span className={classes.brand}>Sonho &amp; Sorte</span>
      </Link>
      <div className={classes.tickerSlot}>
        <OddsTicker />
      </div>
      <Group gap="xs" wrap="nowrap" ml="auto">
        <OfflineIndicator />
        <Button component="a" href={signupHref()} target="_blank" rel="noopener noreferrer" color="gold" c="dark" size="sm">
          Cadastrar
        </Button>
      </Group>
    </header>
  );
}
