// Cotações: this house's example quotation for the 22 modalities, grouped, each with a plain explanation and an example.
import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { formatMoney, formatMultiplier } from '../../utils/pt-br/numbers';
import { GENEROUS, returnPerReal } from './domain/chances';
import { exampleLine, getModality } from './domain/modalities';
import { CategoryTables } from './category-tables';
import { ChanceText } from './chance-text';
import classes from './odds.module.css';
import { PATHS, withQuery } from '../../utils/paths';

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
      <Alert color="gray" variant="light" title="Chance de ganhar e retorno médio" mb="md" data-testid="chances-note">
        Para cada modalidade mostramos a chance de uma aposta ganhar e quanto ela devolve, em média, por {formatMoney(1)} apostado
        com estas cotações. São contas exatas, supondo que cada prêmio é uma milhar sorteada ao acaso entre 0000 e 9999
        (nas modalidades 1/10, um resultado com 10 prêmios). Cada sorteio é independente dos anteriores: nada do que já
        saiu muda a chance do próximo. Com retorno médio abaixo de {formatMoney(1)}, quanto mais se joga, mais se perde.
      </Alert>
      {GENEROUS.length > 0 && (
        <Alert color="yellow" variant="light" title="Cotações de exemplo" mb="md" data-testid="generous-note">
          Com estas cotações de exemplo,{' '}
          {GENEROUS.map((c) => `${getModality(c.key).name} devolveria em média ${returnPerReal(c)}`).join('; ')} por {formatMoney(1)}
          apostado, mais do que o valor da aposta. Nenhuma banca real paga assim: as cotações de verdade são menores e o
          retorno médio fica abaixo do que se aposta.
        </Alert>
      )}
      <Group gap="sm" mb="xl">
        <Button component={Link} to={PATHS.conferirAposta}>
          Simular ou conferir uma aposta
        </Button>
        <Button component={Link} to={PATHS.limites} variant="default">
          Ver limites de prêmio
        </Button>
      </Group>
      <CategoryTables
        idPrefix="cotacoes"
        caption={(label) => `Cotações de ${label.toLowerCase()}: o prêmio é o valor apostado vezes a cotação.`}
        columns={
          <Table.Th scope="col" className={classes.value}>
            Cotação
          </Table.Th>
        }
        row={(modality) => (
          <Table.Tr key={modality.key} data-testid="modality-row" data-key={modality.key}>
            <Table.Th scope="row" className={classes.modality}>
              <Text fw={700} component="span">
                {modality.name}
              </Text>
              <Text size="sm" c="dimmed" mt={2}>
                {modality.explanation}
              </Text>
              <ChanceText modality={modality} />
              <Text size="sm" component="span" className={classes.example}>
                Exemplo: {exampleLine(modality)}.{' '}
                <Link to={withQuery(PATHS.conferirAposta, { modalidade: modality.key })} aria-label={`Simular ${modality.name}`}>
                  Simular
                </Link>
              </Text>
            </Table.Th>
            <Table.Td className={classes.value}>
              <Text fw={700} size="lg" component="span" data-testid="multiplier">
                {formatMultiplier(modality.multiplier)}
              </Text>
              <Text size="xs" c="dimmed">
                vezes o valor
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Text size="sm" c="dimmed" mt="xl">
        Jogo é entretenimento para maiores de 18 anos. Nenhuma cotação torna uma aposta mais provável de ganhar: quanto
        maior a cotação, mais difícil é acertar.
      </Text>
    </>
  );
}
