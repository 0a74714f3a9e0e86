// The header's rotating odds ticker (SPEC §4, §9): a modality every 4 s; tapping opens /cotacoes.
import { Link } from 'react-router-dom';
import { TICKER } from '../../domain/odds/modalities';
import { formatMultiplier } from '../../domain/format/pt-br';
import classes from './odds-ticker.module.css';
import { useRotatingIndex } from './use-rotating-index';

export const TICKER_INTERVAL_MS = 4000;

export function OddsTicker() {
  const index = useRotatingIndex(TICKER.length, TICKER_INTERVAL_MS);
  const item = TICKER[index]!;
  return (
    <Link to="/cotacoes" className={classes.ticker} aria-label={`Cotações: ${item.displayName} paga ${formatMultiplier(item.value)} vezes. Ver todas`} data-testid="odds-ticker">
      <span key={item.key} className={classes.item} aria-hidden="true">
        <span className={classes.label}>{item.displayName}</span>
        <span className={classes.value}>{formatMultiplier(item.value)}x</span>
      </span>
    </Link>
  );
}
