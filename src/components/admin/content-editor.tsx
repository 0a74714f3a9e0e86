// The one admin content editor: a screen that lists the rows of one table and creates, edits, shows/hides and
// deletes them through the outbox, with an optional preview of what visitors will see. Each screen (monthly
// promotions, welcome bonuses, lucky guesses) is a config of this: its words, its form and how a row reads.
import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AdminTable } from '../../lib/outbox/conflicts';
import type { WithPending } from '../../lib/outbox/pending-edits';
import type { SupabaseClient } from '../../lib/supabase';
import { notify } from '../toasts/notify';
import { EditorButtons, EditorForm, PreviewBlock, RowButtons, SavedRows, queueRowEdit, useEditor } from './content-screen';
import { PageHeader } from './page-header';
import { ConfirmDelete, PendingBadge } from './row-actions';
import { useAdminRows } from './use-admin-rows';

/** A message per form field, shown under it. */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

/** A toast: its title and its message. */
type Toast = readonly [title: string, message: string];

/** The keys of a row whose value is a boolean (the visibility switch). */
type BooleanKey<Row> = { [K in keyof Row]-?: Row[K] extends boolean ? K : never }[keyof Row];

export interface ContentEditorConfig<Row extends { id: string; updated_at?: string }, Form, Values extends object> {
  table: AdminTable;
  /** The table's backend operation (api/). */
  load: (client: SupabaseClient, signal: AbortSignal) => Promise<Row[]>;
  header: { title: string; subtitle: string; icon: string };
  /** The screen's words, in Portuguese. */
  words: {
    /** The form's accessible name: 'Formulário de promoção'. */
    form: string;
    newTitle: string;
    editTitle: string;
    /** The submit button for a new row ('Criar promoção') and for a row being edited ('Salvar promoção'). */
    create: string;
    save: string;
    listTitle: string;
    /** What the rows are, for the read error: 'as promoções'. */
    what: string;
    empty: string;
  };
  blank: () => Form;
  formOf: (row: Row) => Form;
  /** The values to save from the form, or what is wrong with it, field by field. */
  read: (form: Form) => { values: Values } | { errors: FieldErrors<Form> };
  /** How the outbox lists an edit of this row or these values. */
  label: (item: Row | Values) => string;
  savedToast: (values: Values, updated: boolean) => Toast;
  deletedToast: (row: Row) => Toast;
  /** The row's visibility switch; the labels name what a click does. */
  toggle: { field: BooleanKey<Row>; hideLabel: string; showLabel: string; toast?: (row: Row) => Toast };
  /** The row in words, after "excluir": 'a promoção "Semana da Sorte"'. */
  describe: (row: Row) => string;
  fields: (form: Form, set: <K extends keyof Form>(key: K, value: Form[K]) => void, errors: FieldErrors<Form>) => ReactNode;
  /** What visitors will see of the form as it is, and a note when they will not see it at all. */
  preview?: (form: Form) => { card: ReactNode; hiddenNote: string | null };
  /** The saved row's card: its test id and what it shows above its buttons (`pending` is its badge). */
  rowTestId: string;
  rowBody: (row: Row, pending: ReactNode) => ReactNode;
}

export function ContentEditor<Row extends { id: string; updated_at?: string }, Form, Values extends object>({
  config,
}: {
  config: ContentEditorConfig<Row, Form, Values>;
}) {
  const { table, words, toggle } = config;
  const [errors, setErrors] = useState<FieldErrors<Form>>({});
  const editor = useEditor<Row, Form>(config.blank, () => setErrors({}));
  const { form, set, editing, reset } = editor;
  const { rows, error, fromDevice } = useAdminRows(table, [], config.load);

  const submit = async () => {
    const reading = config.read(form);
    setErrors('errors' in reading ? reading.errors : {});
    if ('errors' in reading) return;
    const { values } = reading;
    await queueRowEdit(table, editing, Object.fromEntries(Object.entries(values)), config.label(values));
    notify.success(...config.savedToast(values, editing !== null));
    reset();
  };

  const switchVisibility = (row: Row) =>
    void queueRowEdit(table, row, { [toggle.field]: !row[toggle.field] }, config.label(row)).then(() => {
      if (toggle.toast) notify.success(...toggle.toast(row));
    });

  const remove = async (row: Row) => {
    editor.cancelDelete();
    await queueRowEdit(table, row, 'delete', config.label(row));
    notify.success(...config.deletedToast(row));
    editor.deleted(row);
  };

  const formCard = (
    <EditorForm label={words.form} title={editing ? words.editTitle : words.newTitle} onSubmit={submit}>
      {config.fields(form, set, errors)}
      <EditorButtons editing={editing !== null} onCancel={reset} submitLabel={editing ? words.save : words.create} />
    </EditorForm>
  );
  const preview = config.preview?.(form);

  return (
    <>
      <PageHeader title={config.header.title} subtitle={config.header.subtitle} icon={<span style={{ fontSize: 24 }}>{config.header.icon}</span>} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {preview ? (
          <Stack gap="md">
            {formCard}
            <PreviewBlock hiddenNote={preview.hiddenNote}>{preview.card}</PreviewBlock>
          </Stack>
        ) : (
          formCard
        )}

        <SavedRows title={words.listTitle} what={words.what} empty={words.empty} rows={rows} error={error} fromDevice={fromDevice}>
          {rows?.map((row: WithPending<Row>) => (
            <Card key={row.id} withBorder padding="sm" data-testid={config.rowTestId}>
              {config.rowBody(row, <PendingBadge state={row.pending} />)}
              <RowButtons
                onEdit={() => editor.edit(row, config.formOf(row))}
                toggle={{ shown: Boolean(row[toggle.field]), hideLabel: toggle.hideLabel, showLabel: toggle.showLabel, onClick: () => switchVisibility(row) }}
                onDelete={() => editor.askDelete(row)}
              />
            </Card>
          ))}
        </SavedRows>
      </SimpleGrid>
      <ConfirmDelete row={editor.toDelete} describe={config.describe} onCancel={editor.cancelDelete} onConfirm={(r) => void remove(r)} />
    </>
  );
}
