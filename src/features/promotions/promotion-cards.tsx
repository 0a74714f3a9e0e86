// The cards of a monthly promotion and of a welcome bonus, as visitors see them on /promocoes and
// /indicou-ganhou; the admin screens show the same cards as previews.
import { Anchor, Badge, Card, Group, List, Text, Title, type TitleOrder } from '@mantine/core';
import { bonusFacts, isUpcoming, promotionPeriod, type Promotion, type WelcomeBonus } from './domain/promotions';
import { blankProps } from '../../components/loading-block';

interface PromotionCardProps {
  promotion: Promotion;
  /** 'YYYY-MM-DD' in Brasília: a promotion that starts later says "Em breve". */
  today: string;
  /** The title's heading level where the card sits (2 on /promocoes). */
  headingOrder?: TitleOrder;
  testId?: string;
  /** Where "Consulte as regras" leads (the rules section of /promocoes); no link without it (the admin's preview). */
  rulesHref?: string;
}

export function PromotionCard({ promotion, today, headingOrder = 2, testId = 'promotion', rulesHref }: PromotionCardProps) {
  const period = promotionPeriod(promotion);
  const titleId = `promo-${promotion.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} data-testid={testId}>
      <Group gap={6} mb="xs">
        {isUpcoming(promotion, today) && (
          <Badge color="blue" variant="light">
            Em breve
          </Badge>
        )}
        {promotion.highlight && (
          <Badge color="grape" variant="filled">
            {promotion.highlight}
          </Badge>
        )}
      </Group>
      <Title order={headingOrder} size="h3" id={titleId} mb={6}>
        {promotion.title}
      </Title>
      {period && (
        <Text size="sm" c="dimmed" mb="xs">
          {period}
        </Text>
      )}
      {promotion.description && <Text style={{ whiteSpace: 'pre-line' }}>{promotion.description}</Text>}
      {rulesHref && (
        <Text size="sm" mt="xs">
          <Anchor href={rulesHref} underline="always" inherit>
            Consulte as regras
          </Anchor>
        </Text>
      )}
    </Card>
  );
}

export function WelcomeBonusCard({ bonus, testId = 'welcome-bonus' }: { bonus: WelcomeBonus; testId?: string }) {
  const facts = bonusFacts(bonus);
  const titleId = `bonus-${bonus.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} data-testid={testId}>
      <Title order={3} size="h4" id={titleId} mb={6}>
        {bonus.title}
      </Title>
      {bonus.description && <Text mb="xs">{bonus.description}</Text>}
      {facts.length > 0 && (
        <List spacing={2} size="sm" mb="xs">
          {facts.map((fact) => (
            <List.Item key={fact}>{fact}</List.Item>
          ))}
        </List>
      )}
      {bonus.terms && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          <strong>Regras:</strong> {bonus.terms}
        </Text>
      )}
    </Card>
  );
}

// Samples of the usual length, drawn blank while the real cards load (see LoadingBlock): nothing moves when they
// arrive. Their words are never shown.
const SAMPLE_PROMOTION: Promotion = {
  id: 'placeholder',
  title: 'Promoção do mês em destaque',
  description:
    'Durante todo o mês, quem participar ganha um benefício extra na primeira recarga, enquanto durar a promoção.',
  month: '2026-01-01',
  startsOn: '2026-01-01',
  endsOn: '2026-01-31',
  active: true,
  highlight: 'Destaque',
};

const SAMPLE_BONUS: WelcomeBonus = {
  id: 'placeholder',
  title: 'Bônus de boas-vindas',
  description: 'Um bônus sobre o primeiro depósito de quem se cadastra pelo site parceiro.',
  percentage: 100,
  maxAmount: 200,
  minDeposit: 20,
  terms: 'Válido uma vez por pessoa; leia as regras completas no site parceiro.',
  active: true,
};

export function PromotionPlaceholder({ today }: { today: string }) {
  return (
    <div {...blankProps}>
      <PromotionCard promotion={SAMPLE_PROMOTION} today={today} testId="promotion-placeholder" />
    </div>
  );
}

export function WelcomeBonusPlaceholder() {
  return (
    <div {...blankProps}>
      <WelcomeBonusCard bonus={SAMPLE_BONUS} testId="welcome-bonus-placeholder" />
    </div>
  );
}
