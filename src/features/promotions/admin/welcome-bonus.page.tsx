// Welcome bonuses for new users: create, edit, activate/deactivate and delete, with a preview as
// /indicou-ganhou shows them. Saved through the outbox.
import { Badge, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { WelcomeBonusCard } from '../promotion-cards';
import { bonusFacts, numberOrNull, toWelcomeBonus, type WelcomeBonus } from '../domain/promotions';
import { notify } from '../../../components/toasts/notify';
import { EditorButtons, EditorForm, PreviewBlock, RowButtons, SavedRows, queueRowEdit, useEditor } from '../../../components/admin/content-screen';
import { listWelcomeBonuses, type BonusRow, type BonusValues } from '../api/list-welcome-bonuses';
import { PageHeader } from '../../../components/admin/page-header';
import { ConfirmDelete, PendingBadge } from '../../../components/admin/row-actions';
import { useAdminRows } from '../../../components/admin/use-admin-rows';

interface FormState {
  title: string;
  description: string;
  percentage: number | string;
  max_amount: number | string;
  min_deposit: number | string;
  terms: string;
  active: boolean;
}

function blankForm(): FormState {
  return { title: '', description: '', percentage: '', max_amount: '', min_deposit: '', terms: '', active: true };
}

function formOf(row: BonusRow): FormState {
  return {
    title: row.title,
    description: row.description,
    percentage: numberOrNull(row.percentage) ?? '',
    max_amount: numberOrNull(row.max_amount) ?? '',
    min_deposit: numberOrNull(row.min_deposit) ?? '',
    terms: row.terms,
    active: row.active,
  };
}

function valuesOf(form: FormState): BonusValues {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    percentage: numberOrNull(form.percentage),
    max_amount: numberOrNull(form.max_amount),
    min_deposit: numberOrNull(form.min_deposit),
    terms: form.terms.trim(),
    active: form.active,
  };
}

/** The bonus as /indicou-ganhou would show it; a draft without a title gets a placeholder. */
function asBonus(values: BonusValues | BonusRow): WelcomeBonus {
  return toWelcomeBonus({ ...values, id: 'preview', title: values.title || 'Título do bônus' })!;
}

const money = { decimalSeparator: ',', thousandSeparator: '.', decimalScale: 2, prefix: 'R$ ', min: 0, hideControls: true } as const;

export default function WelcomeBonusPage() {
  const [titleError, setTitleError] = useState<string | undefined>();
  const editor = useEditor<BonusRow, FormState>(blankForm, () => setTitleError(undefined));
  const { form, set, editing } = editor;
  const { rows, error, fromDevice } = useAdminRows('welcome_bonuses', [], listWelcomeBonuses);
  const reset = editor.reset;

  const submit = async () => {
    const values = valuesOf(form);
    if (!values.title) {
      setTitleError('Informe o título.');
      return;
    }
    await queueRowEdit('welcome_bonuses', editing, { ...values }, `Bônus "${values.title}"`);
    notify.success(editing ? 'Bônus atualizado' : 'Bônus criado', values.title);
    reset();
  };

  const toggleActive = (row: BonusRow) =>
    void queueRowEdit('welcome_bonuses', row, { active: !row.active }, `Bônus "${row.title}"`).then(() =>
      notify.success(row.active ? 'Bônus desativado' : 'Bônus ativado', row.title),
    );

  const remove = async (row: BonusRow) => {
    editor.cancelDelete();
    await queueRowEdit('welcome_bonuses', row, 'delete', `Bônus "${row.title}"`);
    notify.success('Bônus excluído', row.title);
    editor.deleted(row);
  };

  return (
    <>
      <PageHeader title="Bônus de Boas-vindas" subtitle="Os bônus para novos usuários mostrados em Indicou, Ganhou." icon={<span style={{ fontSize: 24 }}>💰</span>} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <EditorForm label="Formulário de bônus" title={editing ? 'Editar bônus' : 'Novo bônus'} onSubmit={submit}>
            <TextInput label="Título" required maxLength={120} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} error={titleError} />
            <Textarea label="Descrição" maxLength={2000} autosize minRows={2} value={form.description} onChange={(e) => set('description', e.currentTarget.value)} />
            <Group grow align="flex-start">
              <NumberInput label="Percentual" suffix="%" min={0} max={1000} decimalScale={2} decimalSeparator="," hideControls value={form.percentage} onChange={(v) => set('percentage', v)} />
              <NumberInput label="Valor máximo" {...money} value={form.max_amount} onChange={(v) => set('max_amount', v)} />
              <NumberInput label="Depósito mínimo" {...money} value={form.min_deposit} onChange={(v) => set('min_deposit', v)} />
            </Group>
            <Textarea label="Regras" maxLength={4000} autosize minRows={3} value={form.terms} onChange={(e) => set('terms', e.currentTarget.value)} />
            <Switch label="Ativo (visível para os visitantes)" checked={form.active} onChange={(e) => set('active', e.currentTarget.checked)} />
            <EditorButtons editing={editing !== null} onCancel={reset} submitLabel={editing ? 'Salvar bônus' : 'Criar bônus'} />
          </EditorForm>
          <PreviewBlock hiddenNote={form.active ? null : 'Inativo: os visitantes não verão este bônus.'}>
            <WelcomeBonusCard bonus={asBonus(valuesOf(form))} testId="bonus-preview" />
          </PreviewBlock>
        </Stack>

        <SavedRows title="Bônus cadastrados" what="os bônus" empty="Nenhum bônus cadastrado." rows={rows} error={error} fromDevice={fromDevice}>
          {rows?.map((row) => (
            <Card key={row.id} withBorder padding="sm" data-testid="bonus-row">
              <Group gap="xs" mb={4}>
                <Text fw={700}>{row.title}</Text>
                <Badge size="sm" color={row.active ? 'teal' : 'gray'}>
                  {row.active ? 'Ativo' : 'Inativo'}
                </Badge>
                <PendingBadge state={row.pending} />
              </Group>
              <Text size="sm" c="dimmed">
                {bonusFacts(asBonus(row)).join(' · ')}
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
      <ConfirmDelete row={editor.toDelete} describe={(r) => `o bônus "${r.title}"`} onCancel={editor.cancelDelete} onConfirm={(r) => void remove(r)} />
    </>
  );
}
