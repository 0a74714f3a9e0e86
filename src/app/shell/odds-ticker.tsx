// The header's rotating odds ticker (SPEC §4, §9): a modality every 4 s; tapping opens /cotacoes.
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { TICKER } from '../../features/bets/domain/payouts';
import { formatMultiplier } from '../../utils/pt-br/numbers';
import classes from './odds-ticker.module.css';
import { useRotatingIndex } from './use-rotating-index';
import { PATHS } from '../../utils/paths';

const TICKER_INTERVAL_MS = 4000;

export function OddsTicker() {
  const index = useRotatingIndex(TICKER.length, TICKER_INTERVAL_MS);
  const item = TICKER[index]!;
  // From the first rotation on, each new item slides in (the CSS animates only then).
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (index !== 0) setMoved(true);
  }, [index]);
  return (
    // The accessible name is the visible text plus a hidden hint (names must contain what is shown).
    <Link to={PATHS.cotacoes} className={classes.ticker} data-testid="odds-ticker" data-moved={moved || undefined}>
      <span key={item.key} className={classes.item}>
        <span className={classes.label}>{item.displayName}</span>
        <span className={classes.value}>{formatMultiplier(item.value)}x</span>
      </span>
      <VisuallyHidden> (ver cotações)</VisuallyHidden>
    </Link>
  );
}
