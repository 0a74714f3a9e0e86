// Previews of a promotion and a welcome bonus as the public pages (/promocoes, /indicou-ganhou) show
// them, so the admin sees the result before saving. Kept in step with those pages' cards by hand:
// features do not share components (see the report for moving the cards to src/components).
import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { promotionPeriod } from '../../domain/admin/content-forms';
import { formatMoney, formatNumber } from '../../domain/format/pt-br';

export interface PromotionValues {
  title: string;
  description: string;
  month: string | null;
  starts_on: string | null;
  ends_on: string | null;
  active: boolean;
  highlight: string | null;
}

export interface BonusValues {
  title: string;
  description: string;
  percentage: number | null;
  max_amount: number | null;
  min_deposit: number | null;
  terms: string;
  active: boolean;
}

export function PromotionPreview({ promotion, today }: { promotion: PromotionValues; today: string }) {
  const period = promotionPeriod(promotion);
  const upcoming = promotion.starts_on !== null && promotion.starts_on > today;
  return (
    <Card withBorder padding="lg" component="article" data-testid="promotion-preview">
      <Group gap={6} mb="xs">
        {upcoming && (
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
      <Title order={3} size="h3" mb={6}>
        {promotion.title || 'Título da promoção'}
      </Title>
      {period && (
        <Text size="sm" c="dimmed" mb="xs">
          {period}
        </Text>
      )}
      {promotion.description && <Text style={{ whiteSpace: 'pre-line' }}>{promotion.description}</Text>}
    </Card>
  );
}

/** The facts of a welcome bonus in plain words, as /indicou-ganhou lists them. */
export function bonusFacts(bonus: Pick<BonusValues, 'percentage' | 'max_amount' | 'min_deposit'>): string[] {
  const facts: string[] = [];
  if (bonus.percentage !== null) facts.push(`${formatNumber(bonus.percentage)}% sobre o primeiro depósito`);
  if (bonus.max_amount !== null) facts.push(`Bônus de até ${formatMoney(bonus.max_amount)}`);
  if (bonus.min_deposit !== null) facts.push(`Depósito mínimo de ${formatMoney(bonus.min_deposit)}`);
  return facts;
}

export function BonusPreview({ bonus }: { bonus: BonusValues }) {
  const facts = bonusFacts(bonus);
  return (
    <Card withBorder padding="lg" component="article" data-testid="bonus-preview">
      <Title order={3} size="h4" mb={6}>
        {bonus.title || 'Título do bônus'}
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
