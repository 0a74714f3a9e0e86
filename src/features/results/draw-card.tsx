// One draw: its prizes 1º to 10º (milhar, group, animal), "Conferir" to the bet checker, copy and share.
import { Badge, Button, Card, Group, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { prizeOf } from '../bets/domain/draw';
import { formatShortDate } from '../../utils/calendar/dates';
import { ordinal } from '../../utils/format/pt-br';
import type { DrawRow } from './domain/draw-rows';
import { notify } from '../../components/toasts/notify';
import { drawText } from './draw-text';
import classes from './results.module.css';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

async function share(draw: DrawRow, title: string): Promise<void> {
  const text = drawText(draw);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  if (await copy(text)) notify.success('Resultado copiado', 'Cole onde quiser compartilhar.');
  else notify.error('Não foi possível compartilhar', 'Selecione o resultado e copie manualmente.');
}

export function DrawCard({ draw }: { draw: DrawRow }) {
  const title = draw.drawLabel || 'Extração';
  const prizes = draw.prizes.map((milhar, index) => prizeOf(index + 1, milhar));
  const what = `${draw.lottery}, ${title}, ${formatShortDate(draw.date)}`;
  const onCopy = async () => {
    if (await copy(drawText(draw))) notify.success('Resultado copiado', `${draw.lottery} · ${title}`);
    else notify.error('Não foi possível copiar', 'Selecione o resultado e copie manualmente.');
  };
  return (
    <Card withBorder padding="sm" data-testid="draw-result" data-id={draw.id}>
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
            <Table.Th scope="col" className={classes.position}>
              Prêmio
            </Table.Th>
            <Table.Th scope="col">Milhar</Table.Th>
            <Table.Th scope="col">Grupo</Table.Th>
            <Table.Th scope="col">Bicho</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prizes.map((prize) => (
            <Table.Tr key={prize.position}>
              <Table.Th scope="row" className={classes.position}>
                {ordinal(prize.position)}
              </Table.Th>
              <Table.Td className={classes.milhar}>{prize.milhar}</Table.Td>
              <Table.Td>{prize.animal.group}</Table.Td>
              <Table.Td>
                <span aria-hidden="true">{prize.animal.emoji}</span> {prize.animal.name}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button component={Link} to={`/conferir-aposta?resultado=${encodeURIComponent(draw.id)}`} variant="light" mt="sm" fullWidth aria-label={`Conferir aposta: ${what}`}>
        Conferir
      </Button>
      <Group gap="xs" mt="xs" grow>
        <Button variant="default" size="sm" onClick={() => void onCopy()} aria-label={`Copiar resultado: ${what}`}>
          Copiar
        </Button>
        <Button variant="default" size="sm" onClick={() => void share(draw, `${draw.lottery} · ${title}`)} aria-label={`Compartilhar resultado: ${what}`}>
          Compartilhar
        </Button>
      </Group>
    </Card>
  );
}
