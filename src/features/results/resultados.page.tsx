// Resultados: draw results entered by admins, per date and lottery, each prize with its group and animal; works offline.
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { prizeOf } from '../../domain/bets/draw';
import { formatLongDate, formatShortDate } from '../../domain/calendar/dates';
import { capitalise, ordinal } from '../../domain/format/pt-br';
import { groupDrawRows, type DrawRow } from '../../domain/results/draw-rows';
import { useOnline } from '../../lib/online';
import { useCachedRows } from '../../lib/remote-cache';
import classes from './results.module.css';

const DATES_PER_PAGE = 7;

function DrawCard({ draw }: { draw: DrawRow }) {
  const title = draw.drawLabel || 'Extração';
  const prizes = draw.prizes.map((milhar, index) => prizeOf(index + 1, milhar));
  return (
    <Card withBorder padding="sm" data-testid="draw-result" data-id={draw.id}>
      <Table className={classes.table} verticalSpacing={4} horizontalSpacing="xs">
        <caption className={classes.caption}>{title}</caption>
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
      <Button
        component={Link}
        to={`/conferir-aposta?resultado=${encodeURIComponent(draw.id)}`}
        variant="light"
        mt="sm"
        fullWidth
        aria-label={`Conferir aposta: ${draw.lottery}, ${title}, ${formatShortDate(draw.date)}`}
      >
        Conferir
      </Button>
    </Card>
  );
}

export default function ResultadosPage() {
  const rows = useCachedRows('draw_results');
  const online = useOnline();
  const [datesShown, setDatesShown] = useState(DATES_PER_PAGE);
  const dates = rows ? groupDrawRows(rows) : [];

  return (
    <>
      <PageTitle
        title="Resultados"
        lead="Os últimos resultados com a milhar, o grupo e o bicho de cada prêmio."
      />
      <Text size="sm" c="gray.7" mb="md">
        Resultados lançados pela equipe do Sonho &amp; Sorte; em caso de diferença, vale a fonte oficial de cada loteria.
        Toque em “Conferir” para ver se a sua aposta foi premiada.
      </Text>
      {!online && (
        <Alert color="gray" mb="md" title="Sem internet">
          Mostrando os resultados salvos neste aparelho. Os novos aparecem quando a conexão voltar.
        </Alert>
      )}
      {rows === undefined ? (
        <LoadingBlock label="Carregando resultados" />
      ) : dates.length === 0 ? (
        <Alert color="gray" title="Nenhum resultado por aqui ainda" data-testid="results-empty">
          Assim que a equipe lançar os resultados, eles aparecem nesta página e ficam salvos para ver sem internet. Enquanto
          isso, veja os <Anchor underline="always" component={Link} to="/horarios">horários das extrações</Anchor>.
        </Alert>
      ) : (
        <Stack gap="xl">
          {dates.slice(0, datesShown).map(({ date, lotteries }) => (
            <section key={date} aria-labelledby={`resultados-${date}`}>
              <Title order={2} size="h3" id={`resultados-${date}`} mb="sm">
                {capitalise(formatLongDate(date))}
              </Title>
              <Stack gap="lg">
                {lotteries.map(({ lottery, draws }) => (
                  <div key={lottery}>
                    <Title order={3} size="h4" mb="xs">
                      {lottery}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                      {draws.map((draw) => (
                        <DrawCard key={draw.id} draw={draw} />
                      ))}
                    </SimpleGrid>
                  </div>
                ))}
              </Stack>
            </section>
          ))}
          {dates.length > datesShown && (
            <Group justify="center">
              <Button variant="default" onClick={() => setDatesShown((n) => n + DATES_PER_PAGE)}>
                Ver resultados mais antigos
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
