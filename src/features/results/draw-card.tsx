// One draw: its prizes 1º to 10º (milhar, group, animal), "Conferir" to the bet checker, copy, and share as a card.
import { Badge, Button, Card, Table } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { prizeOf } from '../bets/domain/draw';
import { formatShortDate } from '../../utils/calendar/dates';
import { ordinal } from '../../utils/format/pt-br';
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

export function DrawCard({ draw, shared = false }: DrawCardProps) {
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
      className={shared ? classes.shared : undefined}
    >
      <Table className={classes.table} verticalSpacing={4} horizontalSpacing="xs">
        <caption className={classes.caption}>
          {title}
          {draw.demo && (
            <Badge ml="xs" size="sm" color="gray" variant="outline" className={classes.demo}>
              demonstração
            </Badge>
          )}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Prêmio</Table.Th>
            <Table.Th scope="col">Milhar</Table.Th>
            <Table.Th scope="col">Grupo</Table.Th>
            <Table.Th scope="col">Bicho</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prizes.map((prize) => (
            <Table.Tr key={prize.position}>
              <Table.Th scope="row">{ordinal(prize.position)}</Table.Th>
              <Table.Td className={classes.milhar}>{prize.milhar}</Table.Td>
              <Table.Td>{prize.animal.group}</Table.Td>
              <Table.Td className={classes.animal}>
                <span aria-hidden="true">{prize.animal.emoji}</span> {prize.animal.name}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
}
