// Monthly promotions: create, edit, activate/deactivate and delete, with a preview as /promocoes shows
// them. Saved through the outbox.
import { Badge, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { PromotionCard } from '../promotion-cards';
import { monthStart } from '../../../utils/content-forms';
import { monthLabel, todayInBrasilia } from '../../../utils/calendar/dates';
import { promotionPeriod, toPromotion, type Promotion } from '../domain/promotions';
import { notify } from '../../../components/toasts/notify';
import { EditorButtons, EditorForm, PreviewBlock, RowButtons, SavedRows, queueRowEdit, useEditor } from '../../../components/admin/content-screen';
import { listMonthlyPromotions, type PromotionRow, type PromotionValues } from '../api/list-monthly-promotions';
import { PageHeader } from '../../../components/admin/page-header';
import { ConfirmDelete, PendingBadge } from '../../../components/admin/row-actions';
import { useAdminRows } from '../../../components/admin/use-admin-rows';

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

function blankForm(): FormState {
  return { title: '', description: '', month: todayInBrasilia().slice(0, 7), starts_on: '', ends_on: '', highlight: '', active: true };
}

function formOf(row: PromotionRow): FormState {
  return {
    title: row.title,
    description: row.description,
    month: (row.month ?? '').slice(0, 7),
    starts_on: row.starts_on ?? '',
    ends_on: row.ends_on ?? '',
    highlight: row.highlight ?? '',
    active: row.active,
  };
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

/** The promotion as /promocoes would show it; a draft without a title gets a placeholder. */
function preview(values: PromotionValues): Promotion {
  return toPromotion({ ...values, id: 'preview', title: values.title || 'Título da promoção' })!;
}

export default function MonthlyPromotionsPage() {
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const editor = useEditor<PromotionRow, FormState>(blankForm, () => setErrors({}));
  const { form, set, editing } = editor;
  const today = todayInBrasilia();
  const { rows, error, fromDevice } = useAdminRows('monthly_promotions', [], listMonthlyPromotions);
  const reset = editor.reset;

  const submit = async () => {
    const values = valuesOf(form);
    const problems: typeof errors = {};
    if (!values.title) problems.title = 'Informe o título.';
    if (!values.month) problems.month = 'Informe o mês.';
    if (values.starts_on && values.ends_on && values.ends_on < values.starts_on) problems.ends_on = 'O fim vem depois do início.';
    if (values.highlight && values.highlight.length > 60) problems.highlight = 'No máximo 60 caracteres.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    await queueRowEdit('monthly_promotions', editing, { ...values }, `Promoção "${values.title}"`);
    notify.success(editing ? 'Promoção atualizada' : 'Promoção criada', values.title);
    reset();
  };

  const toggleActive = (row: PromotionRow) =>
    void queueRowEdit('monthly_promotions', row, { active: !row.active }, `Promoção "${row.title}"`).then(() =>
      notify.success(row.active ? 'Promoção desativada' : 'Promoção ativada', row.title),
    );

  const remove = async (row: PromotionRow) => {
    editor.cancelDelete();
    await queueRowEdit('monthly_promotions', row, 'delete', `Promoção "${row.title}"`);
    notify.success('Promoção excluída', row.title);
    editor.deleted(row);
  };

  return (
    <>
      <PageHeader title="Promoções do Mês" subtitle="Crie, edite e ative as promoções que aparecem em Promoções." icon={<span style={{ fontSize: 24 }}>🎁</span>} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <EditorForm label="Formulário de promoção" title={editing ? 'Editar promoção' : 'Nova promoção'} onSubmit={submit}>
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
            <EditorButtons editing={editing !== null} onCancel={reset} submitLabel={editing ? 'Salvar promoção' : 'Criar promoção'} />
          </EditorForm>
          <PreviewBlock hiddenNote={form.active ? null : 'Inativa: os visitantes não verão esta promoção.'}>
            <PromotionCard promotion={preview(valuesOf(form))} today={today} headingOrder={3} testId="promotion-preview" />
          </PreviewBlock>
        </Stack>

        <SavedRows title="Promoções cadastradas" what="as promoções" empty="Nenhuma promoção cadastrada." rows={rows} error={error} fromDevice={fromDevice}>
          {rows?.map((row) => (
            <Card key={row.id} withBorder padding="sm" data-testid="promotion-row">
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
                <PendingBadge state={row.pending} />
              </Group>
              <Text size="sm" c="dimmed">
                {[row.month ? monthLabel(row.month) : null, row.starts_on || row.ends_on ? promotionPeriod({ startsOn: row.starts_on, endsOn: row.ends_on, month: null }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <RowButtons
                onEdit={() => editor.edit(row, formOf(row))}
                toggle={{ shown: row.active, hideLabel: 'Desativar', showLabel: 'Ativar', onClick: () => toggleActive(row) }}
                onDelete={() => editor.askDelete(row)}
              />
            </Card>
          ))}
        </SavedRows>
      </SimpleGrid>
      <ConfirmDelete row={editor.toDelete} describe={(r) => `a promoção "${r.title}"`} onCancel={editor.cancelDelete} onConfirm={(r) => void remove(r)} />
    </>
  );
}
