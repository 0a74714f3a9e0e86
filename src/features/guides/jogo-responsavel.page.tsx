// Jogo Responsável: warning signs, limits of time and money, pauses, self-exclusion and why draws have no memory.
import { Alert, Anchor, Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { formatMoney, formatNumber } from '../../utils/pt-br/numbers';
import { getModality } from '../bets/domain/modalities';
import stackedClasses from '../../components/stacked-table.module.css';
import { averageReturn, DRY_BETS } from './average-return';
import { PATHS } from '../../utils/paths';

function UnderAgeNotice() {
  const state = useLocation().state as { ageGate?: string } | null;
  if (state?.ageGate !== 'under-18') return null;
  return (
    <Alert color="grape" title="Este app é só para maiores de 18 anos" mb="lg" role="status">
      Obrigado pela sinceridade. Jogo do bicho e loterias não são para menores de idade, por isso o restante do app
      fica fechado para você. Esta página e a página Liberte-se do Jogo continuam abertas: leia à vontade e, se alguém
      próximo de você joga demais, elas também podem ajudar.
    </Alert>
  );
}

export default function JogoResponsavelPage() {
  const grupo = DRY_BETS[0]!;
  return (
    <>
      <PageTitle
        title="Jogo Responsável"
        lead="Jogar pode ser diversão. Para continuar sendo, vale conhecer os sinais de alerta, combinar limites com você mesmo e saber onde pedir ajuda."
      />
      <UnderAgeNotice />

      <Stack gap="xl">
        <section aria-labelledby="diversao">
          <Title order={2} id="diversao" mb="sm">
            Diversão, não renda
          </Title>
          <Text mb="sm">
            Toda aposta foi desenhada para que, na soma de muitas jogadas, a banca fique com uma parte do dinheiro. Por
            isso jogo não é investimento, não é bico e não resolve aperto financeiro. Quem joga para pagar contas quase
            sempre termina com mais contas.
          </Text>
          <Text>
            O Sonho &amp; Sorte informa e entretém: não recebe apostas, não promete prêmios e mostra cotações apenas como
            exemplo. Jogo é só para maiores de 18 anos.
          </Text>
        </section>

        <section aria-labelledby="sinais">
          <Title order={2} id="sinais" mb="sm">
            Sinais de que o jogo está passando do ponto
          </Title>
          <List spacing="xs">
            <List.Item>Você aposta mais do que tinha planejado, ou por mais tempo do que queria.</List.Item>
            <List.Item>Precisa de apostas cada vez maiores para sentir a mesma emoção.</List.Item>
            <List.Item>Volta no dia seguinte para “recuperar” o que perdeu.</List.Item>
            <List.Item>Esconde da família quanto joga, ou mente sobre isso.</List.Item>
            <List.Item>Usa dinheiro de contas, pede emprestado ou vende coisas para jogar.</List.Item>
            <List.Item>Fica irritado, ansioso ou triste quando não pode jogar.</List.Item>
            <List.Item>Joga para esquecer problemas, aliviar a solidão ou a ansiedade.</List.Item>
            <List.Item>Deixa de lado trabalho, estudos, sono ou pessoas queridas por causa do jogo.</List.Item>
          </List>
          <Text mt="sm">
            Reconheceu algum? Não é motivo de vergonha, é um sinal para parar e olhar com carinho. Na página{' '}
            <Anchor underline="always" component={Link} to={PATHS.liberteSeDoJogo}>
              Liberte-se do Jogo
            </Anchor>{' '}
            há um teste rápido e contatos de ajuda gratuita.
          </Text>
        </section>

        <section aria-labelledby="limites">
          <Title order={2} id="limites" mb="sm">
            Limites de tempo e de dinheiro
          </Title>
          <Text mb="sm">
            Limite bom é o que se decide antes de começar, com a cabeça fria, e não no meio do jogo. A Portaria SPA/MF nº
            1.231/2024 obriga as casas de apostas autorizadas a oferecer ferramentas de limite; use-as. E combine com você
            mesmo:
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Card withBorder padding="md">
              <Title order={3} size="h4" mb={6}>
                Dinheiro
              </Title>
              <List spacing={4} size="sm">
                <List.Item>Separe um valor para o lazer do mês e jogue só com ele.</List.Item>
                <List.Item>Aposte apenas o que você pode perder sem fazer falta.</List.Item>
                <List.Item>Nunca use dinheiro emprestado, de contas ou de outra pessoa.</List.Item>
                <List.Item>Acabou o valor combinado? O jogo acabou por hoje.</List.Item>
              </List>
            </Card>
            <Card withBorder padding="md">
              <Title order={3} size="h4" mb={6}>
                Tempo
              </Title>
              <List spacing={4} size="sm">
                <List.Item>Escolha antes quanto tempo vai jogar e ponha um alarme.</List.Item>
                <List.Item>Não jogue cansado, triste, com raiva ou depois de beber.</List.Item>
                <List.Item>Reserve dias inteiros sem nenhum jogo.</List.Item>
                <List.Item>Mantenha o jogo longe da hora do trabalho, do estudo e da família.</List.Item>
              </List>
            </Card>
          </SimpleGrid>
        </section>

        <section aria-labelledby="pausas">
          <Title order={2} id="pausas" mb="sm">
            Pausas e autoexclusão
          </Title>
          <Text mb="sm">
            Uma pausa é um tempo combinado sem jogar: uma semana, um mês. Ela ajuda a perceber quanto espaço o jogo
            ocupava. Se a pausa for difícil de cumprir, a autoexclusão é o passo seguinte: você pede para ser bloqueado e
            deixa de receber ofertas.
          </Text>
          <Title order={3} size="h4" mb={6}>
            Plataforma nacional de autoexclusão
          </Title>
          <Text mb="sm">
            Desde dezembro de 2025, o governo federal oferece uma plataforma nacional de autoexclusão de apostas. Com a sua
            conta{' '}
            <Anchor underline="always" href="https://www.gov.br/" target="_blank" rel="noopener noreferrer">
              gov.br
            </Anchor>
            , você pede o bloqueio de uma vez em todas as casas de apostas autorizadas no país. No portal, procure por
            “autoexclusão de apostas”.
          </Text>
          <Text>
            Vale saber: a plataforma cobre as apostas regulamentadas (as “bets”). O jogo do bicho não é regulamentado no
            Brasil, então nenhuma banca é obrigada a respeitar esse bloqueio. Nele, a pausa depende de você e de quem está
            por perto: conte a alguém de confiança e peça apoio.
          </Text>
        </section>

        <section aria-labelledby="sem-memoria">
          <Title order={2} id="sem-memoria" mb="sm">
            Sorteio não tem memória
          </Title>
          <Text mb="sm">
            Cada extração é independente da anterior. O bicho que não sai há semanas (o famoso “atrasado”) tem
            exatamente a mesma chance de sair hoje que o bicho que saiu ontem. Listas de números “quentes” e “frios”
            contam o passado; não dizem nada sobre o próximo sorteio. O mesmo vale para palpites, sonhos e simpatias:
            fazem parte da graça, mas não mudam a chance de ninguém.
          </Text>
          <Text mb="sm">
            A conta abaixo usa as cotações de exemplo desta casa. Ela mostra quanto volta, em média, de cada{' '}
            {formatMoney(10)} apostados quando se joga muitas vezes: sempre menos do que entrou.
          </Text>
          <Table striped withTableBorder className={stackedClasses.stackSm} data-testid="average-return">
            <Table.Caption c="dimmed">
              Exemplo: um grupo tem 4 das 100 dezenas, então a chance de ele sair no 1º prêmio é de {grupo.inWords}.
              Como a cotação paga {formatNumber(getModality(grupo.key).multiplier)} vezes o valor, em média voltam{' '}
              {formatMoney(averageReturn(grupo))} de cada {formatMoney(10)}.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Aposta</Table.Th>
                <Table.Th scope="col">Chance real</Table.Th>
                <Table.Th scope="col">Paga</Table.Th>
                <Table.Th scope="col">Volta, em média, de {formatMoney(10)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DRY_BETS.map((bet) => (
                <Table.Tr key={bet.key}>
                  <Table.Th scope="row">{bet.what}</Table.Th>
                  <Table.Td data-label="Chance real">{bet.inWords}</Table.Td>
                  <Table.Td data-label="Paga">{formatNumber(getModality(bet.key).multiplier)}×</Table.Td>
                  <Table.Td data-label={`Volta, em média, de ${formatMoney(10)}`}>{formatMoney(averageReturn(bet))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>

        <section aria-labelledby="ajuda">
          <Title order={2} id="ajuda" mb="sm">
            Onde pedir ajuda
          </Title>
          <Text mb="sm">
            Se o jogo está pesando, você não precisa resolver sozinho. O CVV atende de graça, 24 horas, pelo telefone{' '}
            <Anchor underline="always" href="tel:188">188</Anchor>. Na página{' '}
            <Anchor underline="always" component={Link} to={PATHS.liberteSeDoJogo}>
              Liberte-se do Jogo
            </Anchor>{' '}
            você encontra grupos de apoio, atendimento pelo SUS e um tratamento especializado e gratuito.
          </Text>
          <Text size="sm" c="dimmed">
            Quer entender como tratamos seus dados? Veja as{' '}
            <Anchor underline="always" component={Link} to={PATHS.politicas}>
              políticas de uso e privacidade
            </Anchor>
            .
          </Text>
        </section>
      </Stack>
    </>
  );
}
