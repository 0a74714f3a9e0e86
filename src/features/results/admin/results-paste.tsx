// Paste a result as it is published ("1º 4521 - 06 Cabra" ...) and get a checked preview before saving:
// groups computed, published groups checked, 6º/7º checked by the lottery's rule, a draw already
// stored for the same lottery, date and draw refused. Saving goes through the outbox like the form.
import { Alert, Autocomplete, Button, Group, List, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { groupLabel } from '../../animals/domain/animals';
import { formatShortDate, isIsoDate } from '../../../utils/calendar/dates';
import { ordinal } from '../../../utils/pt-br/numbers';
import { parsePastedResult, type PasteReading } from '../domain/paste-import';
import { DRAW_OPTIONS, LOTTERY_OPTIONS } from '../../../components/admin/content-screen';

export interface PastedDraw {
  lottery: string;
  draw_date: string;
  draw_label: string;
  prizes: string[];
}

interface Props {
  /** Where the form stands: the paste starts from the same lottery and date. */
  initial: { lottery: string; draw_date: string };
  /** The stored draw of that lottery, date and draw, if any (a paste never overwrites one). */
  findExisting: (draw: Omit<PastedDraw, 'prizes'>) => { draw_label: string } | null;
  onSave: (draw: PastedDraw) => Promise<void>;
}

const PLACEHOLDER = 'PT Rio - PTM 11:20\n1º 7706 - 02 Águia\n2º 0989 - 23 Urso\n3º 8937 - 10 Coelho\n4º 5820 - 05 Cachorro\n5º 3182 - 21 Touro';

/** The draw option of the heading's time ('11:20' -> 'PTM 11:20'), or the time itself. */
function labelForTime(time: string): string {
  return DRAW_OPTIONS.find((option) => option.endsWith(` ${time}`)) ?? time;
}

/** The reading's errors or warnings, one a line under a title. */
function Messages({ color, title, testId, items }: { color: string; title: string; testId: string; items: readonly string[] }) {
  return (
    <Alert color={color} title={title} data-testid={testId}>
      <List size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function ResultsPaste({ initial, findExisting, onSave }: Props) {
  const [text, setText] = useState('');
  const [lottery, setLottery] = useState(initial.lottery);
  const [date, setDate] = useState(initial.draw_date);
  const [label, setLabel] = useState('');
  const [reading, setReading] = useState<PasteReading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const read = () => {
    setProblem(null);
    const result = parsePastedResult(text, lottery);
    setReading(result);
    if (result.hints.date && isIsoDate(result.hints.date)) setDate(result.hints.date);
    if (result.hints.time && label.trim() === '') setLabel(labelForTime(result.hints.time));
  };

  const save = async () => {
    if (!reading?.ok) return;
    if (!lottery.trim() || !label.trim() || !isIsoDate(date)) {
      setProblem('Informe a loteria, a data e o sorteio do resultado colado.');
      return;
    }
    const draw = { lottery: lottery.trim(), draw_date: date, draw_label: label.trim() };
    if (findExisting(draw)) {
      setProblem(`Já existe um resultado de ${draw.lottery}, ${draw.draw_label}, em ${formatShortDate(date)}. Para mudar, use “Corrigir” na lista.`);
      return;
    }
    setSaving(true);
    try {
      await onSave({ ...draw, prizes: reading.prizes.map((p) => p.prize.milhar) });
      setText('');
      setReading(null);
      setLabel('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="results-paste">
      <Text size="sm">
        Cole o resultado como ele é publicado, um prêmio por linha (com ou sem o grupo e o bicho). O app calcula o grupo de
        cada milhar, confere o que veio colado e, quando há 6º e 7º, confere pela regra da loteria.
      </Text>
      <Group grow align="flex-start">
        <Autocomplete label="Loteria" required data={LOTTERY_OPTIONS} value={lottery} onChange={setLottery} />
        <TextInput label="Data" type="date" required value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      </Group>
      <Autocomplete label="Sorteio" required placeholder="Ex.: PTM 11:20" data={DRAW_OPTIONS} value={label} onChange={setLabel} />
      <Textarea
        label="Resultado colado"
        placeholder={PLACEHOLDER}
        autosize
        minRows={6}
        maxRows={14}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setReading(null);
        }}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Button variant="light" onClick={read} disabled={text.trim() === ''} w="fit-content">
        Ler resultado
      </Button>
      {reading && !reading.ok && <Messages color="red" title="O resultado não foi lido" testId="paste-errors" items={reading.errors} />}
      {reading?.ok && (
        <>
          <Table withTableBorder fz="sm" aria-label="Prévia do resultado colado" data-testid="paste-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prêmio</Table.Th>
                <Table.Th>Milhar</Table.Th>
                <Table.Th>Grupo</Table.Th>
                <Table.Th>Linha</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reading.prizes.map(({ prize, line, publishedGroup }) => (
                <Table.Tr key={prize.position}>
                  <Table.Td>{ordinal(prize.position)}</Table.Td>
                  <Table.Td ff="monospace">{prize.milhar}</Table.Td>
                  <Table.Td>
                    {prize.animal.emoji} {groupLabel(prize.animal)}
                    {publishedGroup !== null && ' ✓'}
                  </Table.Td>
                  <Table.Td>{line}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {reading.warnings.length > 0 && <Messages color="yellow" title="Confira antes de salvar" testId="paste-warnings" items={reading.warnings} />}
          {problem && <Alert color="red">{problem}</Alert>}
          <Button onClick={() => void save()} loading={saving} w="fit-content">
            Salvar resultado colado
          </Button>
        </>
      )}
    </Stack>
  );
}
