// Lucky guesses: schedule the daily guesses (date, lottery and draw, groups, milhares, centenas, a short
// text) that /palpites and /blog-da-sorte show from their date on. Saved through the outbox (the one admin
// content editor, configured).
import { Autocomplete, Badge, Group, MultiSelect, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { parseNumberList } from '../../../utils/content-forms';
import { formatShortDate, todayInBrasilia } from '../../../utils/calendar/dates';
import { ANIMALS, animalByGroup, groupLabel } from '../../animals/domain/animals';
import { DRAW_OPTIONS, LOTTERY_OPTIONS } from '../../../components/admin/content-screen';
import { ContentEditor, type ContentEditorConfig, type FieldErrors } from '../../../components/admin/content-editor';
import { listLuckyGuesses, type LuckyGuessRow as LuckyGuess } from '../api/list-lucky-guesses';

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

type GuessValues = Omit<LuckyGuess, 'id' | 'updated_at'>;

function read(form: FormState): { values: GuessValues } | { errors: FieldErrors<FormState> } {
  const milhares = parseNumberList(form.milhares, 4);
  const centenas = parseNumberList(form.centenas, 3);
  const errors: FieldErrors<FormState> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.guess_date)) errors.guess_date = 'Informe a data.';
  if (form.lottery.trim() === '') errors.lottery = 'Informe a loteria.';
  if (milhares.invalid.length) errors.milhares = `Cada milhar tem 4 dígitos: ${milhares.invalid.join(', ')}`;
  if (centenas.invalid.length) errors.centenas = `Cada centena tem 3 dígitos: ${centenas.invalid.join(', ')}`;
  if (form.grupos.length + milhares.values.length + centenas.values.length === 0) errors.grupos = 'Escolha ao menos um grupo, milhar ou centena.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      guess_date: form.guess_date,
      lottery: form.lottery.trim(),
      draw_label: form.draw_label.trim() || null,
      grupos: [...form.grupos].sort(),
      milhares: milhares.values,
      centenas: centenas.values,
      note: form.note.trim() || null,
      published: form.published,
    },
  };
}

const LUCKY_GUESSES: ContentEditorConfig<LuckyGuess, FormState, GuessValues> = {
  table: 'lucky_guesses',
  load: listLuckyGuesses,
  header: {
    title: 'Palpites da Sorte',
    subtitle: 'Agende os palpites do dia que aparecem em Palpites e no Blog da Sorte a partir da data escolhida.',
    icon: '🎯',
  },
  words: {
    form: 'Formulário de palpite',
    newTitle: 'Novo palpite',
    editTitle: 'Editar palpite',
    create: 'Agendar palpite',
    save: 'Salvar palpite',
    listTitle: 'Palpites agendados',
    what: 'os palpites',
    empty: 'Nenhum palpite agendado.',
  },
  blank: () => ({ guess_date: todayInBrasilia(), lottery: 'PT Rio', draw_label: '', grupos: [], milhares: '', centenas: '', note: '', published: true }),
  formOf: (guess) => ({
    guess_date: guess.guess_date,
    lottery: guess.lottery,
    draw_label: guess.draw_label ?? '',
    grupos: guess.grupos,
    milhares: guess.milhares.join(', '),
    centenas: guess.centenas.join(', '),
    note: guess.note ?? '',
    published: guess.published,
  }),
  read,
  label: (guess) => `Palpite de ${formatShortDate(guess.guess_date)} (${guess.lottery})`,
  savedToast: (values, updated) => [
    updated ? 'Palpite atualizado' : 'Palpite agendado',
    `${formatShortDate(values.guess_date)} · ${values.lottery}${values.draw_label ? ` ${values.draw_label}` : ''}`,
  ],
  deletedToast: (guess) => ['Palpite excluído', `${formatShortDate(guess.guess_date)} · ${guess.lottery}`],
  toggle: { field: 'published', hideLabel: 'Despublicar', showLabel: 'Publicar' },
  describe: (guess) => `o palpite de ${formatShortDate(guess.guess_date)} (${guess.lottery})`,
  fields: (form, set, errors) => (
    <>
      <Group grow align="flex-start">
        <TextInput label="Data" type="date" required value={form.guess_date} onChange={(e) => set('guess_date', e.currentTarget.value)} error={errors.guess_date} />
        <Autocomplete label="Loteria" required data={LOTTERY_OPTIONS} value={form.lottery} onChange={(v) => set('lottery', v)} error={errors.lottery} />
      </Group>
      <Autocomplete label="Sorteio" placeholder="Ex.: PT 14:20" data={DRAW_OPTIONS} value={form.draw_label} onChange={(v) => set('draw_label', v)} />
      <MultiSelect label="Grupos" placeholder="Escolha os grupos" data={GROUP_OPTIONS} value={form.grupos} onChange={(v) => set('grupos', v)} searchable clearable error={errors.grupos} />
      <TextInput label="Milhares" description="Separe por vírgulas. Ex.: 1233, 4534" value={form.milhares} onChange={(e) => set('milhares', e.currentTarget.value)} error={errors.milhares} />
      <TextInput label="Centenas" description="Separe por vírgulas. Ex.: 233, 534" value={form.centenas} onChange={(e) => set('centenas', e.currentTarget.value)} error={errors.centenas} />
      <Textarea label="Texto curto" maxLength={1000} autosize minRows={2} value={form.note} onChange={(e) => set('note', e.currentTarget.value)} />
      <Switch label="Publicado" checked={form.published} onChange={(e) => set('published', e.currentTarget.checked)} />
    </>
  ),
  rowTestId: 'guess-card',
  rowBody: (guess, pending) => (
    <>
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
          {pending}
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
    </>
  ),
};

export default function LuckyGuessesPage() {
  return <ContentEditor config={LUCKY_GUESSES} />;
}
