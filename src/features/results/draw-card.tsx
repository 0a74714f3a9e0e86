// One draw: its prizes 1º to 10º (milhar, group, animal), "Conferir" to the bet checker, copy, and share as a card.
import { Badge, Button, Card } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { prizeOf } from '../bets/domain/draw';
import { formatShortDate } from '../../utils/calendar/dates';
import { ordinal } from '../../utils/pt-br/numbers';
import type { DrawRow } from './domain/draw-rows';
import { notify } from '../../components/toasts/notify';
import { ShareButton } from '../../components/share/share-button';
import { drawShareContent } from './draw-share';
import { drawText } from './draw-text';
import classes from './results.module.css';
import { PATHS, withQuery } from '../../utils/paths';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

interface DrawCardProps {
  draw: DrawRow;
  /** The draw a shared link points to: marked, and brought into view. */
  shared?: boolean;
}

/** The same draw, as read again from a new copy of the rows (each download stores the rows anew). */
function sameCard(a: DrawCardProps, b: DrawCardProps): boolean {
  const [x, y] = [a.draw, b.draw];
  return (
    a.shared === b.shared &&
    x.id === y.id &&
    x.lottery === y.lottery &&
    x.date === y.date &&
    x.drawLabel === y.drawLabel &&
    x.demo === y.demo &&
    x.prizes.join() === y.prizes.join()
  );
}

/**
 * Memoised on what it shows: a day's cards come a few at a time, and a new download of the same draws (every visit
 * online, a push) leaves the cards already drawn as they are.
 */
export const DrawCard = memo(function DrawCard({ draw, shared = false }: DrawCardProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shared) cardRef.current?.scrollIntoView({ block: 'center' });
  }, [shared]);
  const title = draw.drawLabel || 'Extração';
  const prizes = draw.prizes.map((milhar, index) => prizeOf(index + 1, milhar));
  const what = `${draw.lottery}, ${title}, ${formatShortDate(draw.date)}`;
  const onCopy = async () => {
    if (await copy(drawText(draw))) notify.success('Resultado copiado', `${draw.lottery} · ${title}`);
    else notify.error('Não foi possível copiar', 'Selecione o resultado e copie manualmente.');
  };
  return (
    <Card
      ref={cardRef}
      withBorder
      padding="sm"
      data-testid="draw-result"
      data-id={draw.id}
      data-shared={shared || undefined}
      className={shared ? `${classes.card} ${classes.shared}` : classes.card}
    >
      {/* Plain table elements styled by results.module.css: a day lists some twenty draws of up to ten prizes, and
          Mantine's Table parts (a styled component per cell) made drawing them one long task on a phone (issue 30). */}
      <table className={classes.table}>
        <caption className={classes.caption}>
          {title}
          {draw.demo && (
            <Badge ml="xs" size="sm" color="gray" variant="outline" className={classes.demo}>
              demonstração
            </Badge>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">Prêmio</th>
            <th scope="col">Milhar</th>
            <th scope="col">Grupo</th>
            <th scope="col">Bicho</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr key={prize.position}>
              <th scope="row">{ordinal(prize.position)}</th>
              <td className={classes.milhar}>{prize.milhar}</td>
              <td>{prize.animal.group}</td>
              <td className={classes.animal}>
                <span aria-hidden="true">{prize.animal.emoji}</span> {prize.animal.name}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button component={Link} to={withQuery(PATHS.conferirAposta, { resultado: draw.id })} variant="light" mt="sm" fullWidth aria-label={`Conferir aposta: ${what}`}>
        Conferir
      </Button>
      <div className={classes.actions} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
        <Button variant="default" size="sm" onClick={() => void onCopy()} aria-label={`Copiar resultado: ${what}`}>
          Copiar
        </Button>
        <ShareButton content={drawShareContent(draw, window.location.origin)} size="sm" aria-label={`Compartilhar resultado: ${what}`}>
          Compartilhar
        </ShareButton>
      </div>
    </Card>
  );
}, sameCard);
