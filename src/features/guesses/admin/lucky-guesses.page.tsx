// Lucky guesses: schedule the daily guesses (date, lottery and draw, groups, milhares, centenas, a short
// text) that /palpites and /blog-da-sorte show from their date on. Saved through the outbox.
import { Autocomplete, Badge, Card, Group, MultiSelect, SimpleGrid, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { parseNumberList } from '../../../utils/content-forms';
import { formatShortDate, todayInBrasilia } from '../../../utils/calendar/dates';
import { ANIMALS, animalByGroup, groupLabel } from '../../animals/domain/animals';
import { notify } from '../../../components/toasts/notify';
import { DRAW_OPTIONS, EditorButtons, EditorForm, LOTTERY_OPTIONS, RowButtons, SavedRows, queueRowEdit, useEditor } from '../../../components/admin/content-screen';
import { listLuckyGuesses, type LuckyGuessRow as LuckyGuess } from '../api/list-lucky-guesses';
import { PageHeader } from '../../../components/admin/page-header';
import { ConfirmDelete, PendingBadge } from '../../../components/admin/row-actions';
import { useAdminRows } from '../../../components/admin/use-admin-rows';

const GROUP_OPTIONS = ANIMALS.map((a) => ({ value: a.group, label: groupLabel(a) }));

interface FormState {
  guess_date: string;
  lottery: string;
  draw_label: string;
  grupos: string[];
  milhares: string;
  centenas: string;
  note: string;
  published: boolean;
}

function blankForm(): FormState {
  return { guess_date: todayInBrasilia(), lottery: 'PT Rio', draw_label: '', grupos: [], milhares: '', centenas: '', note: '', published: true };
}

function formOf(guess: LuckyGuess): FormState {
  return {
    guess_date: guess.guess_date,
    lottery: guess.lottery,
    draw_label: guess.draw_label ?? '',
    grupos: guess.grupos,
    milhares: guess.milhares.join(', '),
    centenas: guess.centenas.join(', '),
    note: guess.note ?? '',
    published: guess.published,
  };
}

/** How the outbox lists a guess's edit. */
const guessLabel = (guess: Pick<LuckyGuess, 'guess_date' | 'lottery'>) => `Palpite de ${formatShortDate(guess.guess_date)} (${guess.lottery})`;

export default function LuckyGuessesPage() {
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const editor = useEditor<LuckyGuess, FormState>(blankForm, () => setErrors({}));
  const { form, set, editing } = editor;
  const { rows, error, fromDevice } = useAdminRows('lucky_guesses', [], listLuckyGuesses);

  const reset = editor.reset;

  const submit = async () => {
    const milhares = parseNumberList(form.milhares, 4);
    const centenas = parseNumberList(form.centenas, 3);
    const problems: typeof errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.guess_date)) problems.guess_date = 'Informe a data.';
    if (form.lottery.trim() === '') problems.lottery = 'Informe a loteria.';
    if (milhares.invalid.length) problems.milhares = `Cada milhar tem 4 dígitos: ${milhares.invalid.join(', ')}`;
    if (centenas.invalid.length) problems.centenas = `Cada centena tem 3 dígitos: ${centenas.invalid.join(', ')}`;
    if (form.grupos.length + milhares.values.length + centenas.values.length === 0) problems.grupos = 'Escolha ao menos um grupo, milhar ou centena.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const values = {
      guess_date: form.guess_date,
      lottery: form.lottery.trim(),
      draw_label: form.draw_label.trim() || null,
      grupos: [...form.grupos].sort(),
      milhares: milhares.values,
      centenas: centenas.values,
      note: form.note.trim() || null,
      published: form.published,
    };
    await queueRowEdit('lucky_guesses', editing, values, guessLabel(values));
    notify.success(editing ? 'Palpite atualizado' : 'Palpite agendado', `${formatShortDate(values.guess_date)} · ${values.lottery}${values.draw_label ? ` ${values.draw_label}` : ''}`);
    reset();
  };

  const togglePublished = (guess: LuckyGuess) => void queueRowEdit('lucky_guesses', guess, { published: !guess.published }, guessLabel(guess));

  const remove = async (guess: LuckyGuess) => {
    editor.cancelDelete();
    await queueRowEdit('lucky_guesses', guess, 'delete', guessLabel(guess));
    notify.success('Palpite excluído', `${formatShortDate(guess.guess_date)} · ${guess.lottery}`);
    editor.deleted(guess);
  };

  return (
    <>
      <PageHeader
        title="Palpites da Sorte"
        subtitle="Agende os palpites do dia que aparecem em Palpites e no Blog da Sorte a partir da data escolhida."
        icon={<span style={{ fontSize: 24 }}>🎯</span>}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <EditorForm label="Formulário de palpite" title={editing ? 'Editar palpite' : 'Novo palpite'} onSubmit={submit}>
          <Group grow align="flex-start">
            <TextInput label="Data" type="date" required value={form.guess_date} onChange={(e) => set('guess_date', e.currentTarget.value)} error={errors.guess_date} />
            <Autocomplete label="Loteria" required data={LOTTERY_OPTIONS} value={form.lottery} onChange={(v) => set('lottery', v)} error={errors.lottery} />
          </Group>
          <Autocomplete label="Sorteio" placeholder="Ex.: PT 14:20" data={DRAW_OPTIONS} value={form.draw_label} onChange={(v) => set('draw_label', v)} />
          <MultiSelect
            label="Grupos"
            placeholder="Escolha os grupos"
            data={GROUP_OPTIONS}
            value={form.grupos}
            onChange={(v) => set('grupos', v)}
            searchable
            clearable
            error={errors.grupos}
          />
          <TextInput label="Milhares" description="Separe por vírgulas. Ex.: 1233, 4534" value={form.milhares} onChange={(e) => set('milhares', e.currentTarget.value)} error={errors.milhares} />
          <TextInput label="Centenas" description="Separe por vírgulas. Ex.: 233, 534" value={form.centenas} onChange={(e) => set('centenas', e.currentTarget.value)} error={errors.centenas} />
          <Textarea label="Texto curto" maxLength={1000} autosize minRows={2} value={form.note} onChange={(e) => set('note', e.currentTarget.value)} />
          <Switch label="Publicado" checked={form.published} onChange={(e) => set('published', e.currentTarget.checked)} />
          <EditorButtons editing={editing !== null} onCancel={reset} submitLabel={editing ? 'Salvar palpite' : 'Agendar palpite'} />
        </EditorForm>

        <SavedRows title="Palpites agendados" what="os palpites" empty="Nenhum palpite agendado." rows={rows} error={error} fromDevice={fromDevice}>
          {rows?.map((guess) => (
            <Card key={guess.id} withBorder padding="sm" data-testid="guess-card">
              <Group justify="space-between" gap="xs" mb={4}>
                <Group gap="xs">
                  <Text fw={700}>{formatShortDate(guess.guess_date)}</Text>
                  <Text>
                    {guess.lottery}
                    {guess.draw_label ? ` · ${guess.draw_label}` : ''}
                  </Text>
                  <Badge size="sm" color={guess.published ? 'teal' : 'gray'}>
                    {guess.published ? 'Publicado' : 'Rascunho'}
                  </Badge>
                  <PendingBadge state={guess.pending} />
                </Group>
              </Group>
              {guess.grupos.length > 0 && (
                <Text size="sm">
                  <b>Grupos:</b> {guess.grupos.map((g) => groupLabel(animalByGroup(g))).join(', ')}
                </Text>
              )}
              {guess.milhares.length > 0 && (
                <Text size="sm">
                  <b>Milhares:</b> {guess.milhares.join(', ')}
                </Text>
              )}
              {guess.centenas.length > 0 && (
                <Text size="sm">
                  <b>Centenas:</b> {guess.centenas.join(', ')}
                </Text>
              )}
              {guess.note && (
                <Text size="sm" c="dimmed" mt={4}>
                  {guess.note}
                </Text>
              )}
              <RowButtons
                onEdit={() => editor.edit(guess, formOf(guess))}
                toggle={{ shown: guess.published, hideLabel: 'Despublicar', showLabel: 'Publicar', onClick: () => togglePublished(guess) }}
                onDelete={() => editor.askDelete(guess)}
              />
            </Card>
          ))}
        </SavedRows>
      </SimpleGrid>
      <ConfirmDelete row={editor.toDelete} describe={(g) => `o palpite de ${formatShortDate(g.guess_date)} (${g.lottery})`} onCancel={editor.cancelDelete} onConfirm={(r) => void remove(r)} />
    </>
  );
}
