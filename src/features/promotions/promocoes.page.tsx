// Promoções: the active monthly promotions from the backend, kept offline in IndexedDB.
import { Alert, Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { PromotionCard, PromotionPlaceholder } from './promotion-cards';
import { NotDownloaded, SavedCopyTime } from '../../components/saved-copy';
import { todayInBrasilia } from '../../utils/calendar/dates';
import { visiblePromotions } from './domain/promotions';
import { useOnline } from '../../lib/online';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { PATHS } from '../../utils/paths';

/** The rules section below the cards, where each card's "Consulte as regras" leads. */
const RULES_ID = 'regras';

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
            <PromotionCard key={promotion.id} promotion={promotion} today={today} rulesHref={`#${RULES_ID}`} />
          ))}
        </SimpleGrid>
      )}
      <SavedCopyTime state={saved} />

      <Stack gap="xs" mt="xl" component="section" aria-labelledby={RULES_ID}>
        {/* Clear of the sticky header, two rows tall on a phone, when a card's link jumps here. */}
        <Title order={2} size="h4" id={RULES_ID} style={{ scrollMarginTop: 120 }}>
          Regras das promoções
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>Cada promoção vale só no período mostrado no seu cartão.</List.Item>
          <List.Item>
            Quem oferece a promoção é o site parceiro, onde ficam o cadastro e as recargas: valem as regras completas de lá
            (valores mínimos, prazos e como receber). Leia-as antes de participar. O Sonho &amp; Sorte não recebe apostas
            nem paga bônus.
          </List.Item>
          <List.Item>Só para maiores de 18 anos.</List.Item>
          <List.Item>
            Promoção e bônus não são dinheiro garantido: participe apenas com o que você pode gastar no lazer.
          </List.Item>
          <List.Item>
            Bônus por indicar amigos: veja como funciona em{' '}
            <Anchor underline="always" component={Link} to={PATHS.indicouGanhou} inherit>
              Indicou, Ganhou
            </Anchor>
            .
          </List.Item>
        </List>
        <Text size="sm">
          Se o jogo estiver pesando, o guia de{' '}
          <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel} inherit>
            jogo responsável
          </Anchor>{' '}
          pode ajudar.
        </Text>
      </Stack>
    </>
  );
}
