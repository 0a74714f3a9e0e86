// Liberte-se do Jogo: a calm page with help right now, a private self-check and first steps to stop.
import { Anchor, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { SelfCheckForm } from './self-check-form';
import { PATHS } from '../../utils/paths';

export default function LiberteSeDoJogoPage() {
  return (
    <>
      <PageTitle
        title="Liberte-se do Jogo"
        lead="Se o jogo deixou de ser diversão, respire. Você não está sozinho, e existe ajuda gratuita e sigilosa, hoje mesmo."
      />

      <Stack gap="xl">
        <section aria-labelledby="ajuda-agora">
          <Title order={2} id="ajuda-agora" mb="sm">
            Ajuda agora
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Card withBorder padding="md">
              <Title order={3} size="h4" mb={6}>
                CVV: conversar com alguém
              </Title>
              <Text size="sm" mb="sm">
                O Centro de Valorização da Vida escuta qualquer pessoa que precise conversar, com sigilo, a qualquer hora.
                A ligação é gratuita, 24 horas por dia.
              </Text>
              <Button component="a" href="tel:188" color="teal.9" leftSection={<span aria-hidden="true">📞</span>}>
                Ligar para o CVV: 188
              </Button>
            </Card>
            <Card withBorder padding="md">
              <Title order={3} size="h4" mb={6}>
                Jogadores Anônimos
              </Title>
              <Text size="sm">
                Grupos de apoio formados por pessoas que também viveram o problema. As reuniões são gratuitas, presenciais
                ou online, e ninguém precisa dizer o nome completo. Busque por “Jogadores Anônimos” e a sua cidade para
                achar o grupo mais perto.
              </Text>
            </Card>
            <Card withBorder padding="md">
              <Title order={3} size="h4" mb={6}>
                SUS e CAPS
              </Title>
              <Text size="sm">
                O jogo compulsivo é tratado pelo SUS. Procure a Unidade Básica de Saúde do seu bairro ou o CAPS (Centro de
                Atenção Psicossocial) da sua cidade: o atendimento é gratuito e a equipe encaminha para o cuidado
                adequado.
              </Text>
            </Card>
            <Card withBorder padding="md">
              <Title order={3} size="h4" mb={6}>
                PRO-AMJO (HC-FMUSP)
              </Title>
              <Text size="sm">
                O Programa Ambulatorial do Jogo Patológico, do Instituto de Psiquiatria do Hospital das Clínicas da
                Faculdade de Medicina da USP, em São Paulo, é referência no tratamento de quem joga demais e também
                orienta familiares.
              </Text>
            </Card>
          </SimpleGrid>
          <Text size="sm" mt="sm">
            Se você ou alguém perto corre perigo agora, ligue para o SAMU no <Anchor underline="always" href="tel:192">192</Anchor>.
          </Text>
        </section>

        <section aria-labelledby="teste">
          <Title order={2} id="teste" mb="xs">
            Um teste rápido, só para você
          </Title>
          <Text mb="md">
            Pense nos últimos 12 meses e responda com sinceridade. As respostas ficam só nesta tela: nada é enviado, nada
            é guardado, e tudo some quando você sai da página.
          </Text>
          <SelfCheckForm />
        </section>

        <section aria-labelledby="primeiros-passos">
          <Title order={2} id="primeiros-passos" mb="sm">
            Primeiros passos
          </Title>
          <List spacing="xs">
            <List.Item>Conte para uma pessoa de confiança. Falar em voz alta já tira um peso.</List.Item>
            <List.Item>
              Dificulte o acesso: apague aplicativos de apostas, peça a{' '}
              <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel}>
                autoexclusão
              </Anchor>{' '}
              e evite passar pelos pontos onde costumava jogar.
            </List.Item>
            <List.Item>Por um tempo, deixe cartões e senhas do banco com alguém de confiança.</List.Item>
            <List.Item>Não tente recuperar o que perdeu: essa conta só cresce.</List.Item>
            <List.Item>Ocupe o horário do jogo com outra coisa: uma caminhada, uma ligação, um hobby.</List.Item>
            <List.Item>Se tiver uma recaída, não desista. Recomeçar faz parte do caminho.</List.Item>
          </List>
        </section>

        <section aria-labelledby="familia">
          <Title order={2} id="familia" mb="sm">
            Para quem convive com alguém que joga
          </Title>
          <Text>
            Converse sem acusar, num momento calmo, e diga o que você tem visto. Evite pagar as dívidas de jogo da pessoa:
            isso costuma adiar a busca por ajuda. Proteja o orçamento da casa e cuide de você também: os grupos de apoio e
            o CAPS acolhem familiares.
          </Text>
        </section>
      </Stack>
    </>
  );
}
