// Promoções: the active monthly promotions from the backend, kept offline in IndexedDB.
import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { PromotionCard, PromotionPlaceholder } from './promotion-cards';
import { NotDownloaded, SavedCopyTime } from '../../components/saved-copy';
import { todayInBrasilia } from '../../utils/calendar/dates';
import { visiblePromotions } from './domain/promotions';
import { useOnline } from '../../lib/online';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { PATHS } from '../../utils/paths';

export default function PromocoesPage() {
  const saved = useCachedTable('monthly_promotions');
  const online = useOnline();
  const today = todayInBrasilia();
  const promotions = saved.status === 'ready' && saved.rows ? visiblePromotions(saved.rows, today) : undefined;

  return (
    <>
      <PageTitle
        title="Promoções"
        lead="As promoções do mês, atualizadas pela nossa equipe. Leia sempre as regras antes de participar."
      />
      {!online && saved.status === 'ready' && (
        <Alert color="gray" mb="md" title="Você está sem internet">
          Mostrando a última cópia salva neste aparelho.
        </Alert>
      )}

      {saved.status === 'never' ? (
        <NotDownloaded what="as promoções do mês" />
      ) : promotions === undefined ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-busy="true" aria-label="Carregando promoções">
          <PromotionPlaceholder today={today} />
        </SimpleGrid>
      ) : promotions.length === 0 ? (
        <Card withBorder padding="lg" data-testid="promotions-empty">
          <Text fw={600}>Nenhuma promoção ativa no momento.</Text>
          <Text c="dimmed" mt={4}>
            Volte em breve: novas promoções aparecem aqui assim que forem publicadas.
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} today={today} />
          ))}
        </SimpleGrid>
      )}
      <SavedCopyTime state={saved} />

      <Stack gap="xs" mt="xl">
        <Title order={2} size="h4">
          Antes de participar
        </Title>
        <Text size="sm">
          Promoção e bônus não são dinheiro garantido: costumam ter regras, prazos e valores mínimos. Participe só se tiver
          18 anos ou mais, e apenas com o que você pode gastar no lazer. Para saber como funciona a indicação de amigos,
          veja{' '}
          <Anchor underline="always" component={Link} to={PATHS.indicouGanhou}>
            Indicou, Ganhou
          </Anchor>
          ; e, se o jogo estiver pesando, o guia de{' '}
          <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel}>
            jogo responsável
          </Anchor>{' '}
          pode ajudar.
        </Text>
      </Stack>
    </>
  );
}
