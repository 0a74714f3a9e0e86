// Monthly promotions: create, edit, activate/deactivate and delete, with a preview as /promocoes shows
// them. Saved through the outbox (the one admin content editor, configured).
import { Badge, Group, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { PromotionCard } from '../promotion-cards';
import { monthStart } from '../../../utils/content-forms';
import { monthLabel, todayInBrasilia } from '../../../utils/calendar/dates';
import { promotionPeriod, toPromotion, type Promotion } from '../domain/promotions';
import { ContentEditor, type ContentEditorConfig, type FieldErrors } from '../../../components/admin/content-editor';
import { listMonthlyPromotions, type PromotionRow, type PromotionValues } from '../api/list-monthly-promotions';

interface FormState {
  title: string;
  description: string;
  /** 'YYYY-MM' */
  month: string;
  starts_on: string;
  ends_on: string;
  highlight: string;
  active: boolean;
}

function valuesOf(form: FormState): PromotionValues {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    month: monthStart(form.month),
    starts_on: form.starts_on || null,
    ends_on: form.ends_on || null,
    highlight: form.highlight.trim() || null,
    active: form.active,
  };
}

function problemsOf(values: PromotionValues): FieldErrors<FormState> {
  const problems: FieldErrors<FormState> = {};
  if (!values.title) problems.title = 'Informe o título.';
  if (!values.month) problems.month = 'Informe o mês.';
  if (values.starts_on && values.ends_on && values.ends_on < values.starts_on) problems.ends_on = 'O fim vem depois do início.';
  if (values.highlight && values.highlight.length > 60) problems.highlight = 'No máximo 60 caracteres.';
  return problems;
}

/** The promotion as /promocoes would show it; a draft without a title gets a placeholder. */
function preview(values: PromotionValues): Promotion {
  return toPromotion({ ...values, id: 'preview', title: values.title || 'Título da promoção' })!;
}

const PROMOTIONS: ContentEditorConfig<PromotionRow, FormState, PromotionValues> = {
  table: 'monthly_promotions',
  load: listMonthlyPromotions,
  header: { title: 'Promoções do Mês', subtitle: 'Crie, edite e ative as promoções que aparecem em Promoções.', icon: '🎁' },
  words: {
    form: 'Formulário de promoção',
    newTitle: 'Nova promoção',
    editTitle: 'Editar promoção',
    create: 'Criar promoção',
    save: 'Salvar promoção',
    listTitle: 'Promoções cadastradas',
    what: 'as promoções',
    empty: 'Nenhuma promoção cadastrada.',
  },
  blank: () => ({ title: '', description: '', month: todayInBrasilia().slice(0, 7), starts_on: '', ends_on: '', highlight: '', active: true }),
  formOf: (row) => ({
    title: row.title,
    description: row.description,
    month: (row.month ?? '').slice(0, 7),
    starts_on: row.starts_on ?? '',
    ends_on: row.ends_on ?? '',
    highlight: row.highlight ?? '',
    active: row.active,
  }),
  read: (form) => {
    const values = valuesOf(form);
    const errors = problemsOf(values);
    return Object.keys(errors).length > 0 ? { errors } : { values };
  },
  label: (promotion) => `Promoção "${promotion.title}"`,
  savedToast: (values, updated) => [updated ? 'Promoção atualizada' : 'Promoção criada', values.title],
  deletedToast: (row) => ['Promoção excluída', row.title],
  toggle: { field: 'active', hideLabel: 'Desativar', showLabel: 'Ativar', toast: (row) => [row.active ? 'Promoção desativada' : 'Promoção ativada', row.title] },
  describe: (row) => `a promoção "${row.title}"`,
  fields: (form, set, errors) => (
    <>
      <TextInput label="Título" required maxLength={120} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} />
      <Textarea label="Descrição" maxLength={2000} autosize minRows={3} value={form.description} onChange={(e) => set('description', e.currentTarget.value)} />
      <Group grow align="flex-start">
        <TextInput label="Mês" type="month" required value={form.month} onChange={(e) => set('month', e.currentTarget.value)} error={errors.month} />
        <TextInput label="Destaque" placeholder="Ex.: Novidade" maxLength={60} value={form.highlight} onChange={(e) => set('highlight', e.currentTarget.value)} error={errors.highlight} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Início" type="date" value={form.starts_on} onChange={(e) => set('starts_on', e.currentTarget.value)} />
        <TextInput label="Fim" type="date" value={form.ends_on} onChange={(e) => set('ends_on', e.currentTarget.value)} error={errors.ends_on} />
      </Group>
      <Switch label="Ativa (visível para os visitantes)" checked={form.active} onChange={(e) => set('active', e.currentTarget.checked)} />
    </>
  ),
  preview: (form) => ({
    card: <PromotionCard promotion={preview(valuesOf(form))} today={todayInBrasilia()} headingOrder={3} testId="promotion-preview" />,
    hiddenNote: form.active ? null : 'Inativa: os visitantes não verão esta promoção.',
  }),
  rowTestId: 'promotion-row',
  rowBody: (row, pending) => (
    <>
      <Group gap="xs" mb={4}>
        <Text fw={700}>{row.title}</Text>
        <Badge size="sm" color={row.active ? 'teal' : 'gray'}>
          {row.active ? 'Ativa' : 'Inativa'}
        </Badge>
        {row.highlight && (
          <Badge size="sm" color="grape" variant="light">
            {row.highlight}
          </Badge>
        )}
        {pending}
      </Group>
      <Text size="sm" c="dimmed">
        {[row.month ? monthLabel(row.month) : null, row.starts_on || row.ends_on ? promotionPeriod({ startsOn: row.starts_on, endsOn: row.ends_on, month: null }) : null]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  ),
};

export default function MonthlyPromotionsPage() {
  return <ContentEditor config={PROMOTIONS} />;
}
