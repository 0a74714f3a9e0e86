// The public header: sidebar toggle, logo, odds ticker, offline state and 'Cadastrar'.
import { Burger, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { signupHref } from '../../lib/config';
import classes from './shell.module.css';
import { OddsTicker } from './odds-ticker';
import { OfflineIndicator } from './offline-indicator';

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
        <img src="/icons/logo.svg" alt="" width={28} height={28} />
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
