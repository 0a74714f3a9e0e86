// Indicou, Ganhou: how the referral bonus works, step by step, with the active welcome bonuses when there are any.
import { Alert, Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { WelcomeBonusCard, WelcomeBonusPlaceholder } from './promotion-cards';
import { NotDownloaded, SavedCopyTime } from '../../components/saved-copy';
import { activeWelcomeBonuses } from './domain/promotions';
import { signupHref } from '../../lib/config';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { PATHS } from '../../utils/paths';

const STEPS: ReadonlyArray<{ title: string; body: string }> = [
  {
    title: 'Tenha o seu cadastro',
    body: 'O cadastro é feito no site parceiro, pelo botão “Cadastrar” no topo da página. É só para maiores de 18 anos.',
  },
  {
    title: 'Pegue o seu link de indicação',
    body: 'Na sua conta do site parceiro fica o seu link (ou código) de indicação. É ele que liga o cadastro do amigo a você.',
  },
  {
    title: 'Convide um amigo maior de 18 anos',
    body: 'O amigo se cadastra pelo seu link. Convide quem já gosta de jogar por diversão, sem insistir com ninguém.',
  },
  {
    title: 'Receba o bônus',
    body: 'Quando o cadastro do amigo cumpre as regras da promoção (por exemplo, a primeira recarga), o bônus é creditado na sua conta do site parceiro.',
  },
];

export default function IndicouGanhouPage() {
  const saved = useCachedTable('welcome_bonuses');
  const bonuses = saved.status === 'ready' && saved.rows ? activeWelcomeBonuses(saved.rows) : undefined;
  return (
    <>
      <PageTitle
        title="Indicou, Ganhou"
        lead="Indique um amigo maior de 18 anos e receba um bônus: veja, passo a passo, como funciona."
      />

      <Stack gap="xl">
        <section aria-labelledby="como-funciona">
          <Title order={2} id="como-funciona" mb="md">
            Como funciona
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {STEPS.map((step, index) => (
              <Card key={step.title} withBorder padding="md" component="li">
                <ThemeIcon radius="xl" size="lg" mb="xs" aria-hidden="true">
                  {index + 1}
                </ThemeIcon>
                <Title order={3} size="h4" mb={4}>
                  {step.title}
                </Title>
                <Text size="sm">{step.body}</Text>
              </Card>
            ))}
          </SimpleGrid>
          <Text mt="md">
            Ainda não tem cadastro?{' '}
            <Anchor underline="always" href={signupHref()} target="_blank" rel="noopener noreferrer">
              Cadastre-se no site parceiro
            </Anchor>{' '}
            (abre em outra aba). Se você receber um comprovante de bônus, o link dele abre aqui no app para você conferir o
            valor, a data e o código.
          </Text>
        </section>

        <section aria-labelledby="bonus-de-boas-vindas">
          <Title order={2} id="bonus-de-boas-vindas" mb="md">
            Bônus de boas-vindas
          </Title>
          {saved.status === 'never' ? (
            <NotDownloaded what="os bônus de boas-vindas" />
          ) : bonuses === undefined ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-busy="true" aria-label="Carregando bônus">
              <WelcomeBonusPlaceholder />
            </SimpleGrid>
          ) : bonuses.length === 0 ? (
            <Text data-testid="welcome-bonuses-empty">Nenhum bônus de boas-vindas ativo no momento.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {bonuses.map((bonus) => (
                <WelcomeBonusCard key={bonus.id} bonus={bonus} />
              ))}
            </SimpleGrid>
          )}
          <SavedCopyTime state={saved} />
        </section>

        <section aria-labelledby="bom-saber">
          <Title order={2} id="bom-saber" mb="sm">
            Bom saber
          </Title>
          <Alert color="grape" title="Bônus não é dinheiro garantido">
            Bônus costumam ter regras de uso, como depósito mínimo, prazo e valor a ser apostado antes de qualquer saque.
            Leia os termos completos no site parceiro antes de aceitar. Indique só adultos e nunca quem está tentando
            parar de jogar. Jogo é diversão, não fonte de renda; veja as dicas de{' '}
            <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel}>
              jogo responsável
            </Anchor>
            .
          </Alert>
        </section>
      </Stack>
    </>
  );
}
