// Welcome bonuses for new users: create, edit, activate/deactivate and delete, with a preview as
// /indicou-ganhou shows them. Saved through the outbox (the one admin content editor, configured).
import { Badge, Group, NumberInput, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { WelcomeBonusCard } from '../promotion-cards';
import { bonusFacts, numberOrNull, toWelcomeBonus, type WelcomeBonus } from '../domain/promotions';
import { ContentEditor, type ContentEditorConfig } from '../../../components/admin/content-editor';
import { listWelcomeBonuses, type BonusRow, type BonusValues } from '../api/list-welcome-bonuses';

interface FormState {
  title: string;
  description: string;
  percentage: number | string;
  max_amount: number | string;
  min_deposit: number | string;
  terms: string;
  active: boolean;
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

const WELCOME_BONUSES: ContentEditorConfig<BonusRow, FormState, BonusValues> = {
  table: 'welcome_bonuses',
  load: listWelcomeBonuses,
  header: { title: 'Bônus de Boas-vindas', subtitle: 'Os bônus para novos usuários mostrados em Indicou, Ganhou.', icon: '💰' },
  words: {
    form: 'Formulário de bônus',
    newTitle: 'Novo bônus',
    editTitle: 'Editar bônus',
    create: 'Criar bônus',
    save: 'Salvar bônus',
    listTitle: 'Bônus cadastrados',
    what: 'os bônus',
    empty: 'Nenhum bônus cadastrado.',
  },
  blank: () => ({ title: '', description: '', percentage: '', max_amount: '', min_deposit: '', terms: '', active: true }),
  formOf: (row) => ({
    title: row.title,
    description: row.description,
    percentage: numberOrNull(row.percentage) ?? '',
    max_amount: numberOrNull(row.max_amount) ?? '',
    min_deposit: numberOrNull(row.min_deposit) ?? '',
    terms: row.terms,
    active: row.active,
  }),
  read: (form) => {
    const values = valuesOf(form);
    return values.title ? { values } : { errors: { title: 'Informe o título.' } };
  },
  label: (bonus) => `Bônus "${bonus.title}"`,
  savedToast: (values, updated) => [updated ? 'Bônus atualizado' : 'Bônus criado', values.title],
  deletedToast: (row) => ['Bônus excluído', row.title],
  toggle: { field: 'active', hideLabel: 'Desativar', showLabel: 'Ativar', toast: (row) => [row.active ? 'Bônus desativado' : 'Bônus ativado', row.title] },
  describe: (row) => `o bônus "${row.title}"`,
  fields: (form, set, errors) => (
    <>
      <TextInput label="Título" required maxLength={120} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} />
      <Textarea label="Descrição" maxLength={2000} autosize minRows={2} value={form.description} onChange={(e) => set('description', e.currentTarget.value)} />
      <Group grow align="flex-start">
        <NumberInput label="Percentual" suffix="%" min={0} max={1000} decimalScale={2} decimalSeparator="," hideControls value={form.percentage} onChange={(v) => set('percentage', v)} />
        <NumberInput label="Valor máximo" {...money} value={form.max_amount} onChange={(v) => set('max_amount', v)} />
        <NumberInput label="Depósito mínimo" {...money} value={form.min_deposit} onChange={(v) => set('min_deposit', v)} />
      </Group>
      <Textarea label="Regras" maxLength={4000} autosize minRows={3} value={form.terms} onChange={(e) => set('terms', e.currentTarget.value)} />
      <Switch label="Ativo (visível para os visitantes)" checked={form.active} onChange={(e) => set('active', e.currentTarget.checked)} />
    </>
  ),
  preview: (form) => ({
    card: <WelcomeBonusCard bonus={asBonus(valuesOf(form))} testId="bonus-preview" />,
    hiddenNote: form.active ? null : 'Inativo: os visitantes não verão este bônus.',
  }),
  rowTestId: 'bonus-row',
  rowBody: (row, pending) => (
    <>
      <Group gap="xs" mb={4}>
        <Text fw={700}>{row.title}</Text>
        <Badge size="sm" color={row.active ? 'teal' : 'gray'}>
          {row.active ? 'Ativo' : 'Inativo'}
        </Badge>
        {pending}
      </Group>
      <Text size="sm" c="dimmed">
        {bonusFacts(asBonus(row)).join(' · ')}
      </Text>
    </>
  ),
};

export default function WelcomeBonusPage() {
  return <ContentEditor config={WELCOME_BONUSES} />;
}
