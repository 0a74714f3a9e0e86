// Results entry: an admin pastes a published result (checked preview) or types one (lottery, date,
// draw, 1º to 5º prize, optional 6º to 10º) that /resultados shows. Saved through the outbox; the
// same draw typed twice updates it, while a pasted one never overwrites a stored draw.
import { Alert, Autocomplete, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { sixthPrize } from '../../../utils/content-forms';
import { formatShortDate, todayInBrasilia } from '../../../utils/calendar/dates';
import { groupLabel } from '../../animals/domain/animals';
import { readDraw } from '../../bets/domain/draw';
import { notify } from '../../../components/toasts/notify';
import { DRAW_OPTIONS, EditorButtons, EditorForm, LOTTERY_OPTIONS, RowButtons, SavedRows, queueRowEdit, useEditor } from '../../../components/admin/content-screen';
import { listDrawResults, type DrawResultRow as DrawResult } from '../api/list-draw-results';
import { PageHeader } from '../../../components/admin/page-header';
import { ResultsPaste, type PastedDraw } from './results-paste';
import { ConfirmDelete, PendingBadge } from '../../../components/admin/row-actions';
import { useAdminRows } from '../../../components/admin/use-admin-rows';

const SLOTS = 10;

interface FormState {
  lottery: string;
  draw_date: string;
  draw_label: string;
  prizes: string[];
}

function blankForm(): FormState {
  return { lottery: 'PT Rio', draw_date: todayInBrasilia(), draw_label: '', prizes: Array.from({ length: SLOTS }, () => '') };
}

function formOf(row: DrawResult): FormState {
  return { lottery: row.lottery, draw_date: row.draw_date, draw_label: row.draw_label, prizes: Array.from({ length: SLOTS }, (_, i) => row.prizes[i] ?? '') };
}

const sameDraw = (a: { lottery: string; draw_date: string; draw_label: string }, b: typeof a) =>
  a.lottery.trim().toLowerCase() === b.lottery.trim().toLowerCase() && a.draw_date === b.draw_date && a.draw_label.trim().toLowerCase() === b.draw_label.trim().toLowerCase();

/** How the outbox lists a result's edit. */
const resultLabel = (r: Pick<DrawResult, 'lottery' | 'draw_label' | 'draw_date'>) => `Resultado ${r.lottery} ${r.draw_label} (${formatShortDate(r.draw_date)})`;

export default function ResultsEntryPage() {
  const [problem, setProblem] = useState<string | null>(null);
  const editor = useEditor<DrawResult, FormState>(blankForm, () => setProblem(null));
  const { form, set, editing } = editor;
  const { rows, error, fromDevice } = useAdminRows('draw_results', [], listDrawResults);

  const setPrize = (index: number, value: string) =>
    editor.setForm((f) => ({ ...f, prizes: f.prizes.map((p, i) => (i === index ? value.replace(/\D/g, '').slice(0, 4) : p)) }));
  const reset = editor.reset;

  const reading = readDraw(form.prizes);
  // Typing a draw that is already stored updates it (the table keeps one result per draw).
  const existing = editing ?? rows?.find((r) => sameDraw(r, form)) ?? null;

  const submit = async () => {
    if (!form.lottery.trim() || !form.draw_label.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(form.draw_date)) {
      setProblem('Informe a loteria, a data e o sorteio.');
      return;
    }
    if (!reading.ok) {
      setProblem(reading.message);
      return;
    }
    setProblem(null);
    const values = {
      lottery: form.lottery.trim(),
      draw_date: form.draw_date,
      draw_label: form.draw_label.trim(),
      prizes: reading.prizes.map((p) => p.milhar),
    };
    await queueRowEdit('draw_results', existing, values, resultLabel(values));
    notify.success(existing ? 'Resultado atualizado' : 'Resultado lançado', `${values.lottery} · ${values.draw_label} · ${formatShortDate(values.draw_date)}`);
    reset();
  };

  const remove = async (row: DrawResult) => {
    editor.cancelDelete();
    await queueRowEdit('draw_results', row, 'delete', resultLabel(row));
    notify.success('Resultado excluído', `${row.lottery} · ${row.draw_label}`);
    editor.deleted(row);
  };

  const sixth = sixthPrize(form.prizes);

  const savePasted = async (values: PastedDraw) => {
    await queueRowEdit('draw_results', null, { ...values }, resultLabel(values));
    notify.success('Resultado lançado', `${values.lottery} · ${values.draw_label} · ${formatShortDate(values.draw_date)}`);
  };

  return (
    <>
      <PageHeader title="Lançar Resultado" subtitle="Cole o resultado como foi publicado ou digite do 1º ao 5º prêmio e, se houver, do 6º ao 10º." icon={<span style={{ fontSize: 24 }}>🏆</span>} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="lg">
          {!editing && (
            <Card withBorder padding="md">
              <Title order={2} size="h4" mb="xs">
                Colar resultado
              </Title>
              <ResultsPaste
                initial={{ lottery: form.lottery, draw_date: form.draw_date }}
                findExisting={(draw) => rows?.find((r) => sameDraw(r, draw)) ?? null}
                onSave={savePasted}
              />
            </Card>
          )}
          <EditorForm label="Formulário de resultado" title={editing ? 'Corrigir resultado' : 'Novo resultado'} onSubmit={submit}>
            <Group grow align="flex-start">
              <Autocomplete label="Loteria" required data={LOTTERY_OPTIONS} value={form.lottery} onChange={(v) => set('lottery', v)} />
              <TextInput label="Data" type="date" required value={form.draw_date} onChange={(e) => set('draw_date', e.currentTarget.value)} />
            </Group>
            <Autocomplete label="Sorteio" required placeholder="Ex.: PT 14:20" data={DRAW_OPTIONS} value={form.draw_label} onChange={(v) => set('draw_label', v)} />
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {form.prizes.map((value, index) => (
                <TextInput
                  key={index}
                  label={`${index + 1}º prêmio${index >= 5 ? ' (opcional)' : ''}`}
                  description={index === 6 ? 'Pode ser centena' : undefined}
                  inputMode="numeric"
                  placeholder="0000"
                  maxLength={4}
                  required={index < 5}
                  value={value}
                  onChange={(e) => setPrize(index, e.currentTarget.value)}
                  styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: 2 } }}
                />
              ))}
            </SimpleGrid>
            {sixth && form.prizes[5] === '' && (
              <Button variant="subtle" size="xs" onClick={() => setPrize(5, sixth)} w="fit-content">
                Preencher o 6º com a soma dos cinco ({sixth})
              </Button>
            )}
            {existing && !editing && (
              <Alert color="blue">Já existe um resultado para este sorteio: salvar vai atualizá-lo.</Alert>
            )}
            {problem && <Alert color="red">{problem}</Alert>}
            {reading.ok && (
              <Table withTableBorder fz="sm" aria-label="Conferência do resultado">
                <Table.Tbody>
                  {reading.prizes.map((p) => (
                    <Table.Tr key={p.position}>
                      <Table.Td>{p.position}º</Table.Td>
                      <Table.Td ff="monospace">{p.milhar}</Table.Td>
                      <Table.Td>
                        {p.animal.emoji} {groupLabel(p.animal)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <EditorButtons editing={editing !== null} onCancel={reset} submitLabel={existing ? 'Atualizar resultado' : 'Lançar resultado'} />
          </EditorForm>
        </Stack>

        <SavedRows title="Resultados lançados" what="os resultados" empty="Nenhum resultado lançado." rows={rows} error={error} fromDevice={fromDevice}>
          {rows?.map((row) => (
            <Card key={row.id} withBorder padding="sm" data-testid="result-row">
              <Group gap="xs" mb={4}>
                <Text fw={700}>{formatShortDate(row.draw_date)}</Text>
                <Text>
                  {row.lottery} · {row.draw_label}
                </Text>
                <PendingBadge state={row.pending} />
              </Group>
              <Text size="sm" ff="monospace">
                {row.prizes.map((p, i) => `${i + 1}º ${p}`).join('  ')}
              </Text>
              <RowButtons
                editLabel="Corrigir"
                onEdit={() => editor.edit(row, formOf(row))}
                onDelete={() => editor.askDelete(row)}
              />
            </Card>
          ))}
        </SavedRows>
      </SimpleGrid>
      <ConfirmDelete row={editor.toDelete} describe={(r) => `o resultado ${r.lottery} ${r.draw_label} de ${formatShortDate(r.draw_date)}`} onCancel={editor.cancelDelete} onConfirm={(r) => void remove(r)} />
    </>
  );
}
