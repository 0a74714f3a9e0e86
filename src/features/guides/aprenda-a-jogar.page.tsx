// Aprenda a Jogar: how a draw works, how to read a result (worked example) and every modality of this house.
import { Alert, Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { formatMultiplier, formatNumber, ordinal } from '../../utils/pt-br/numbers';
import { CATEGORIES, exampleLine, getModality, modalitiesOf, prizeRangeText, type Modality } from '../bets/domain/modalities';
import { EXAMPLE_DRAW, readPrize, sixthPrize, type ReadPrize } from './read-result';
import stackedClasses from '../../components/stacked-table.module.css';
import { SectionTitle, TableOfContents, type TocEntry } from './table-of-contents';
import { PATHS } from '../../utils/paths';

const SECTIONS: readonly TocEntry[] = [
  { id: 'extracao', label: 'Como funciona a extração' },
  { id: 'resultado', label: 'Como ler um resultado' },
  { id: 'modalidades', label: 'As modalidades' },
  { id: 'antes-de-jogar', label: 'Antes de jogar' },
  { id: 'praticar', label: 'Ferramentas para praticar' },
];

const prizes = EXAMPLE_DRAW.map(readPrize);
const first = prizes[0]!;
const third = prizes[2]!;
const fourth = prizes[3]!;
const sixth = sixthPrize(EXAMPLE_DRAW);
// Same digits as the 1º prize in another order: wins only as an invertida.
const shuffledFirst = `${first.milhar.slice(0, 2)}${first.milhar[3]}${first.milhar[2]}`;

function AnimalCell({ prize }: { prize: ReadPrize }) {
  return (
    <>
      {prize.animal.group} <span aria-hidden="true">{prize.animal.emoji}</span> {prize.animal.name}
    </>
  );
}

function ModalityCard({ modality }: { modality: Modality }) {
  return (
    <Card withBorder padding="md" data-testid={`modality-${modality.key}`}>
      <SectionTitle id={`modalidade-${modality.key.toLowerCase().replace(/_/g, '-')}`} order={4}>
        {modality.name}
      </SectionTitle>
      <Group gap={6} mb="xs">
        <Badge variant="light" color="night">
          Cotação {formatMultiplier(modality.multiplier)}
        </Badge>
        <Badge variant="light" color="gray">
          {modality.prizes.to === 1 ? 'Só o 1º prêmio' : `Prêmios ${prizeRangeText(modality)}`}
        </Badge>
        {modality.allowsInvertida && (
          <Badge variant="filled" color="teal.9">
            Aceita invertida
          </Badge>
        )}
      </Group>
      <Text size="sm" mb="xs">
        {modality.explanation}
      </Text>
      <Text size="sm" c="dimmed">
        Exemplo: {exampleLine(modality)}.
      </Text>
    </Card>
  );
}

export default function AprendaAJogarPage() {
  const grupoSeco = getModality('GRUPO_SECO_1');
  const grupo15 = getModality('GRUPO_COMBINADO_1_5');
  const milharSeca = getModality('MILHAR_SECO_1');
  const milhar15 = getModality('MILHAR_COMBINADO_1_5');
  return (
    <>
      <PageTitle
        title="Aprenda a Jogar"
        lead="Um guia sem mistério do jogo do bicho: como sai o resultado, como ler cada número e o que significa cada modalidade."
      />
      <TableOfContents entries={SECTIONS} />

      <Stack gap="xl">
        <section aria-labelledby="extracao">
          <SectionTitle id="extracao">Como funciona a extração</SectionTitle>
          <Text mb="sm">
            Cada sorteio do jogo do bicho se chama extração. Várias loterias fazem extrações ao longo do dia, em horários
            fixos (veja os{' '}
            <Anchor underline="always" component={Link} to={PATHS.horarios}>
              horários das extrações
            </Anchor>
            ). Em cada extração saem cinco números de quatro algarismos, um para cada prêmio: do {ordinal(1)} ao{' '}
            {ordinal(5)}.
          </Text>
          <Text mb="sm">
            O {ordinal(1)} prêmio tem um apelido: é a <strong>cabeça</strong>. Muitas apostas valem só para ele; outras
            valem para qualquer um dos cinco.
          </Text>
          <Text>
            Algumas bancas acrescentam um {ordinal(6)} prêmio, que é a soma das cinco milhares guardando só os quatro
            últimos algarismos, e às vezes um {ordinal(7)}. Quando o resultado traz esses prêmios, nós mostramos; as
            explicações abaixo usam os cinco principais.
          </Text>
        </section>

        <section aria-labelledby="resultado">
          <SectionTitle id="resultado">Como ler um resultado</SectionTitle>
          <Text mb="sm">Cada número sorteado é lido de quatro jeitos ao mesmo tempo:</Text>
          <List spacing={4} mb="md">
            <List.Item>
              <strong>Milhar</strong>: os quatro algarismos do número.
            </List.Item>
            <List.Item>
              <strong>Centena</strong>: os três últimos.
            </List.Item>
            <List.Item>
              <strong>Dezena</strong>: os dois últimos.
            </List.Item>
            <List.Item>
              <strong>Grupo</strong>: o bicho dono daquela dezena. São 25 bichos com 4 dezenas cada; a dezena 00 fica com
              o grupo 25, a Vaca (confira a{' '}
              <Anchor underline="always" component={Link} to={PATHS.tabelaDoBicho}>
                tabela do bicho
              </Anchor>
              ).
            </List.Item>
          </List>

          <SectionTitle id="exemplo" order={3}>
            Exemplo passo a passo
          </SectionTitle>
          <Text mb="sm">Imagine que uma extração deu este resultado (números inventados, só para o exemplo):</Text>
          {/* On a phone each prize is a card (components/stacked-table.module.css): five columns need 365 px. */}
          <Table striped withTableBorder mb="sm" className={stackedClasses.pairs} data-testid="example-result">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Prêmio</Table.Th>
                  <Table.Th scope="col">Milhar</Table.Th>
                  <Table.Th scope="col">Centena</Table.Th>
                  <Table.Th scope="col">Dezena</Table.Th>
                  <Table.Th scope="col">Grupo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prizes.map((prize, index) => (
                  <Table.Tr key={prize.milhar}>
                    <Table.Th scope="row">
                      {ordinal(index + 1)}
                      {index === 0 ? ' (cabeça)' : ''}
                    </Table.Th>
                    <Table.Td data-label="Milhar">{prize.milhar}</Table.Td>
                    <Table.Td data-label="Centena">{prize.centena}</Table.Td>
                    <Table.Td data-label="Dezena">{prize.dezena}</Table.Td>
                    <Table.Td data-label="Grupo">
                      <AnimalCell prize={prize} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
          </Table>
          <Text mb="md">
            Repare no {ordinal(4)} prêmio: {fourth.milhar} termina em {fourth.dezena}, e a dezena 00 pertence à{' '}
            {fourth.animal.name}. Numa banca que usa o {ordinal(6)} prêmio, ele seria {EXAMPLE_DRAW.join(' + ')} ={' '}
            {formatNumber(sixth.sum)}, ou seja, a milhar {sixth.milhar}.
          </Text>

          <SectionTitle id="quem-acertou" order={3}>
            Quem acertou neste exemplo?
          </SectionTitle>
          <List spacing="xs">
            <List.Item>
              {grupoSeco.name} no {first.animal.name}: acertou, porque o {ordinal(1)} prêmio terminou em {first.dezena},
              dezena do grupo {first.animal.group}.
            </List.Item>
            <List.Item>
              {grupoSeco.name} na {fourth.animal.name}: não acertou. A {fourth.animal.name} saiu, mas no {ordinal(4)}{' '}
              prêmio; no {grupoSeco.name} só a cabeça vale.
            </List.Item>
            <List.Item>
              {grupo15.name} no {third.animal.name}: acertou, porque ele saiu no {ordinal(3)} prêmio.
            </List.Item>
            <List.Item>
              Dezena {first.dezena}, centena {first.centena} e milhar {first.milhar}, todas no {ordinal(1)}: acertaram,
              porque vêm do mesmo número da cabeça.
            </List.Item>
            <List.Item>
              {milharSeca.name} {shuffledFirst}: não acertou. Os algarismos são os mesmos, mas a milhar precisa estar na
              mesma ordem; jogando invertida, acertaria.
            </List.Item>
            <List.Item>
              Dupla de grupo com {first.animal.name} e {fourth.animal.name}: acertou, os dois saíram entre o {ordinal(1)}{' '}
              e o {ordinal(5)} prêmio.
            </List.Item>
          </List>
        </section>

        <section aria-labelledby="modalidades">
          <SectionTitle id="modalidades">As modalidades</SectionTitle>
          <Text mb="sm">
            Modalidade é o tipo de aposta. Em todas, o prêmio de cada acerto é o valor apostado multiplicado pela cotação.
            As cotações abaixo são as desta casa, mostradas como exemplo: cada banca tem a sua tabela, e nenhuma delas
            muda a chance de um número sair.
          </Text>

          <SectionTitle id="seco-e-cercado" order={3}>
            Seco, 1/5 e 1/10
          </SectionTitle>
          <Text mb="sm">
            “Seco” (ou “no 1º”) vale só para a cabeça. “1/5”, também chamado de cercado, vale do {ordinal(1)} ao{' '}
            {ordinal(5)} prêmio: o valor é dividido entre os cinco prêmios, e por isso a cotação é a quinta parte da seca.
            Por exemplo, o {grupoSeco.name} paga {formatNumber(grupoSeco.multiplier)} vezes o valor apostado e o{' '}
            {grupo15.name}, {formatNumber(grupo15.multiplier)} vezes; a {milharSeca.name} paga{' '}
            {formatNumber(milharSeca.multiplier)} vezes e a {milhar15.name}, {formatNumber(milhar15.multiplier)} vezes. O “1/10”
            segue a mesma ideia, do {ordinal(1)} ao{' '}
            {ordinal(10)} prêmio, e só conta os prêmios que o resultado tiver.
          </Text>

          <SectionTitle id="invertida" order={3}>
            Invertida
          </SectionTitle>
          <Text mb="md">
            Na milhar e na centena dá para jogar invertida: cada arrumação diferente dos algarismos vira uma aposta, e o
            valor é dividido entre elas. Uma milhar com quatro algarismos diferentes, como 1234, tem 24 arrumações; com
            algarismos repetidos são menos (1123 tem 12). Uma centena como 123 tem 6. Você acerta em mais ordens, mas cada
            uma recebe só uma parte do valor.
          </Text>

          {CATEGORIES.map((category) => (
            <div key={category.key} data-testid={`category-${category.key}`}>
              <SectionTitle id={`categoria-${category.key}`} order={3}>
                {category.label}
              </SectionTitle>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="lg">
                {modalitiesOf(category.key).map((modality) => (
                  <ModalityCard key={modality.key} modality={modality} />
                ))}
              </SimpleGrid>
            </div>
          ))}
          <Text>
            A lista completa, lado a lado, está nas{' '}
            <Anchor underline="always" component={Link} to={PATHS.cotacoes}>
              cotações
            </Anchor>
            , e os valores máximos de prêmio ficam na página de{' '}
            <Anchor underline="always" component={Link} to={PATHS.limites}>
              limites
            </Anchor>
            .
          </Text>
        </section>

        <section aria-labelledby="antes-de-jogar">
          <SectionTitle id="antes-de-jogar">Antes de jogar</SectionTitle>
          <Alert color="grape" mb="sm" title="Jogo é diversão, não renda">
            Cada sorteio é independente: bicho “atrasado”, número “quente” ou palpite de sonho não aumentam a chance de
            ninguém. Aposte só o que pode perder, combine limites de tempo e dinheiro e jogue apenas se tiver 18 anos ou
            mais.
          </Alert>
          <Text>
            O Sonho &amp; Sorte explica e entretém; não recebe apostas e não promete prêmios. Se o jogo estiver pesando,
            leia o guia de{' '}
            <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel}>
              jogo responsável
            </Anchor>
            .
          </Text>
        </section>

        <section aria-labelledby="praticar">
          <SectionTitle id="praticar">Ferramentas para praticar</SectionTitle>
          <List spacing="xs">
            <List.Item>
              <Anchor underline="always" component={Link} to={PATHS.tabelaDoBicho}>
                Tabela do Bicho
              </Anchor>
              : os 25 grupos e suas dezenas.
            </List.Item>
            <List.Item>
              <Anchor underline="always" component={Link} to={PATHS.cotacoes}>
                Cotações
              </Anchor>
              : quanto cada modalidade paga nesta casa.
            </List.Item>
            <List.Item>
              <Anchor underline="always" component={Link} to={PATHS.conferirAposta}>
                Conferir aposta
              </Anchor>
              : um simulador para testar uma aposta contra um resultado, sem dinheiro envolvido.
            </List.Item>
            <List.Item>
              <Anchor underline="always" component={Link} to={PATHS.resultados}>
                Resultados
              </Anchor>
              : as extrações mais recentes, para treinar a leitura.
            </List.Item>
          </List>
        </section>
      </Stack>
    </>
  );
}
