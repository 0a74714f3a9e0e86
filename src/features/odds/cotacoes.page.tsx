// Cotações: this house's example quotation for the 22 modalities, grouped, each with a plain explanation and an example.
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { formatMultiplier } from '../../domain/format/pt-br';
import { CATEGORIES, exampleLine, modalitiesOf } from '../../domain/odds/modalities';
import classes from './odds.module.css';

export default function CotacoesPage() {
  return (
    <>
      <PageTitle
        title="Cotações"
        lead="Quanto cada modalidade paga por real apostado, com uma explicação simples e um exemplo."
      />
      <Alert color="night" variant="light" title="Cotação de exemplo desta casa" mb="md">
        Cada banca define as suas cotações e elas mudam com o tempo. Os valores abaixo são os exemplos desta casa: confira
        sempre onde você joga. O Sonho &amp; Sorte não recebe apostas.
      </Alert>
      <Group gap="sm" mb="xl">
        <Button component={Link} to="/conferir-aposta">
          Simular ou conferir uma aposta
        </Button>
        <Button component={Link} to="/limites" variant="default">
          Ver limites de prêmio
        </Button>
      </Group>
      <Stack gap="xl">
        {CATEGORIES.map((category) => {
          const headingId = `cotacoes-${category.key}`;
          return (
            <section key={category.key} aria-labelledby={headingId}>
              <Title order={2} size="h3" id={headingId} mb="xs">
                {category.label}
              </Title>
              <Table className={classes.table} verticalSpacing="sm" striped withTableBorder>
                <caption className={classes.caption}>Cotações de {category.label.toLowerCase()}: o prêmio é o valor apostado vezes a cotação.</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Modalidade</Table.Th>
                    <Table.Th scope="col" className={classes.value}>
                      Cotação
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {modalitiesOf(category.key).map((modality) => (
                    <Table.Tr key={modality.key} data-testid="modality-row" data-key={modality.key}>
                      <Table.Th scope="row" className={classes.modality}>
                        <Text fw={700} component="span">
                          {modality.name}
                        </Text>
                        <Text size="sm" c="gray.7" mt={2}>
                          {modality.explanation}
                        </Text>
                        <Text size="sm" component="span" className={classes.example}>
                          Exemplo: {exampleLine(modality)}.{' '}
                          <Link to={`/conferir-aposta?modalidade=${modality.key}`} aria-label={`Simular ${modality.name}`}>
                            Simular
                          </Link>
                        </Text>
                      </Table.Th>
                      <Table.Td className={classes.value}>
                        <Text fw={700} size="lg" component="span" data-testid="multiplier">
                          {formatMultiplier(modality.multiplier)}
                        </Text>
                        <Text size="xs" c="gray.7">
                          vezes o valor
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
          );
        })}
      </Stack>
      <Text size="sm" c="gray.7" mt="xl">
        Jogo é entretenimento para maiores de 18 anos. Nenhuma cotação torna uma aposta mais provável de ganhar: quanto
        maior a cotação, mais difícil é acertar.
      </Text>
    </>
  );
}
