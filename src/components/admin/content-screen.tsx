// The frame the admin content screens (lucky guesses, promotions, bonuses, results) share: the editor form,
// its buttons, the preview block, the list of saved rows, and how a row's change is queued.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AdminTable } from '../../lib/outbox/conflicts';
import { queueAdminEdit } from '../../lib/outbox/admin-edits';
import { resultsLotteryOf } from '../../features/schedules/data/results-lotteries';
import { SCHEDULES } from '../../features/schedules/data/schedules';
import { RowActions, type RowAction } from './row-actions';

/**
 * The editor's state: the form, the row being edited (null while creating one) and the row waiting for its
 * delete confirmation. `clearErrors` empties the screen's own error messages whenever the form starts over.
 */
export function useEditor<Row extends { id: string }, Form>(blank: () => Form, clearErrors: () => void) {
  const [form, setForm] = useState<Form>(blank);
  const [editing, setEditing] = useState<Row | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const reset = () => {
    setForm(blank());
    setEditing(null);
    clearErrors();
  };
  return {
    form,
    setForm,
    set: <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value })),
    editing,
    /** Loads a row into the form. */
    edit: (row: Row, values: Form) => {
      setEditing(row);
      setForm(values);
      clearErrors();
    },
    /** Back to a blank form for a new row. */
    reset,
    toDelete,
    askDelete: (row: Row) => setToDelete(row),
    cancelDelete: () => setToDelete(null),
    /** A row was deleted: the form leaves it if it held it. */
    deleted: (row: Row) => {
      if (editing?.id === row.id) reset();
    },
  };
}

/**
 * Lotteries and draws offered (not imposed) by the screens that name a draw. The lotteries are the names results
 * are published under, which visitors follow for notifications (features/schedules/data/schedules.ts).
 */
export const LOTTERY_OPTIONS = SCHEDULES.map(resultsLotteryOf);
export const DRAW_OPTIONS = ['PPT 09:20', 'PTM 11:20', 'PT 14:20', 'PTV 16:20', 'PTN 18:20', 'Corujinha 21:20', 'Federal 20:00'];

interface EditorFormProps {
  /** The form's accessible name, e.g. 'Formulário de promoção'. */
  label: string;
  title: string;
  onSubmit: () => unknown;
  children: ReactNode;
}

export function EditorForm({ label, title, onSubmit, children }: EditorFormProps) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="form"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** 'Cancelar edição' while a row is being edited, and the submit button. */
export function EditorButtons({ editing, onCancel, submitLabel }: { editing: boolean; onCancel: () => void; submitLabel: string }) {
  return (
    <Group justify="flex-end" gap="xs">
      {editing && (
        <Button variant="default" onClick={onCancel}>
          Cancelar edição
        </Button>
      )}
      <Button type="submit">{submitLabel}</Button>
    </Group>
  );
}

/** The preview of what visitors will see, with a note when they will not see it at all. */
export function PreviewBlock({ hiddenNote, children }: { hiddenNote: string | null; children: ReactNode }) {
  return (
    <div>
      <Title order={2} fz="lg" mb="xs">
        Pré-visualização
      </Title>
      {hiddenNote && (
        <Text size="sm" c="dimmed" mb="xs">
          {hiddenNote}
        </Text>
      )}
      {children}
    </div>
  );
}

interface SavedRowsProps {
  title: string;
  /** What the rows are, for the read error: 'as promoções'. */
  what: string;
  /** Shown when there are no rows. */
  empty: string;
  rows: readonly unknown[] | undefined;
  error: string | null;
  fromDevice: boolean;
  children: ReactNode;
}

/** The list column: its heading, a read error (or the offline notice), the empty text, then the rows. */
export function SavedRows({ title, what, empty, rows, error, fromDevice, children }: SavedRowsProps) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {error && <Alert color="orange">{fromDevice ? 'Sem conexão: mostrando a cópia deste aparelho.' : `Não foi possível ler ${what} (${error}).`}</Alert>}
      {rows && rows.length === 0 && <Text c="dimmed">{empty}</Text>}
      {children}
    </Stack>
  );
}

interface RowButtonsProps {
  onEdit: () => void;
  /** 'Editar' by default; results say 'Corrigir'. */
  editLabel?: string;
  /** A visibility switch (Ativar/Desativar, Publicar/Despublicar): the label names what the click does. */
  toggle?: { shown: boolean; hideLabel: string; showLabel: string; onClick: () => void };
  /** Asks for confirmation (ConfirmDelete) before anything is deleted. */
  onDelete: () => void;
}

export function RowButtons({ onEdit, editLabel = 'Editar', toggle, onDelete }: RowButtonsProps) {
  const actions: RowAction[] = [{ label: editLabel, onClick: onEdit }];
  if (toggle) actions.push({ label: toggle.shown ? toggle.hideLabel : toggle.showLabel, color: toggle.shown ? 'gray' : 'teal', onClick: toggle.onClick });
  return <RowActions mt="xs" actions={actions} destructive={{ label: 'Excluir', onClick: onDelete }} />;
}

/**
 * Queues a change of one row through the outbox: new values (a new row when `row` is null) or its deletion,
 * based on the version the screen loaded, so a change by someone else meanwhile becomes a conflict.
 */
export function queueRowEdit(
  table: AdminTable,
  row: { id: string; updated_at?: string } | null,
  change: Record<string, unknown> | 'delete',
  label: string,
): Promise<string> {
  return queueAdminEdit({
    table,
    id: row?.id ?? crypto.randomUUID(),
    baseUpdatedAt: row?.updated_at ?? null,
    op: change === 'delete' ? 'delete' : 'upsert',
    values: change === 'delete' ? {} : change,
    label,
  });
}
