// Limites: the most this house pays per bet and per ticket in each modality, with what a ceiling means in practice.
import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { fromCents, payoutCents, toCents } from '../../utils/format/money';
import { formatMoney } from '../../utils/pt-br/numbers';
import { getModality } from './domain/modalities';
import { PRIZE_LIMITS, PRIZE_LIMITS_AS_OF, PRIZE_LIMITS_NOTE } from './domain/prize-limits';
import { CategoryTables } from './category-tables';
import classes from './odds.module.css';
import { PATHS } from '../../utils/paths';

const asOf = PRIZE_LIMITS_AS_OF.split('-').reverse().join('/');

// The worked example: a stake big enough that the milhar's payout passes its ceiling.
const exampleModality = getModality('MILHAR_SECO_1');
const exampleStake = 20;
const exampleGross = fromCents(payoutCents(toCents(exampleStake), exampleModality.multiplier));
const exampleLimit = PRIZE_LIMITS.MILHAR_SECO_1.maxPerBet;

export default function LimitesPage() {
  return (
    <>
      <PageTitle
        title="Limites de prêmio"
        lead="O máximo que esta casa paga em cada modalidade, por aposta e por bilhete."
      />
      <Alert color="night" variant="light" title="Limites de exemplo" mb="md">
        {PRIZE_LIMITS_NOTE} Valores revistos em {asOf}.
      </Alert>
      <Title order={2} size="h3" mb="xs">
        Como funciona um limite
      </Title>
      <Text mb="sm">
        O prêmio de uma aposta é o valor apostado vezes a cotação. Quando essa conta passa do limite da modalidade, a casa
        paga o limite, não o valor calculado. O limite por bilhete vale para a soma de várias apostas feitas juntas.
      </Text>
      <Text mb="md" data-testid="limit-example">
        Exemplo: {formatMoney(exampleStake)} {exampleModality.preposition} {exampleModality.name} dariam{' '}
        {formatMoney(exampleGross)}; como o limite por aposta é {formatMoney(exampleLimit)}, o prêmio pago seria{' '}
        {formatMoney(Math.min(exampleGross, exampleLimit))}.
      </Text>
      <Group gap="sm" mb="xl">
        <Button component={Link} to={PATHS.conferirAposta}>
          Simular uma aposta
        </Button>
        <Button component={Link} to={PATHS.cotacoes} variant="default">
          Ver cotações
        </Button>
      </Group>
      <CategoryTables
        idPrefix="limites"
        stacked
        caption={(label) => `Limites de ${label.toLowerCase()}, em reais.`}
        columns={
          <>
            <Table.Th scope="col" className={classes.money}>
              Por aposta
            </Table.Th>
            <Table.Th scope="col" className={classes.money}>
              Por bilhete
            </Table.Th>
          </>
        }
        row={(modality) => {
          const limit = PRIZE_LIMITS[modality.key];
          return (
            <Table.Tr key={modality.key} data-testid="limit-row" data-key={modality.key}>
              <Table.Th scope="row" className={classes.modality}>
                {modality.name}
              </Table.Th>
              <Table.Td className={classes.money} data-label="Por aposta">
                {formatMoney(limit.maxPerBet)}
              </Table.Td>
              <Table.Td className={classes.money} data-label="Por bilhete">
                {formatMoney(limit.maxPerTicket)}
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
    </>
  );
}
