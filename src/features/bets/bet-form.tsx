// The bet checker's form: modality, picks, stake and the draw, drawn from the form hook's state.
import { Button, Checkbox, Fieldset, Input, NativeSelect, Paper, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { ANIMALS } from '../animals/domain/animals';
import { formatMultiplier } from '../../utils/pt-br/numbers';
import { capitalise } from '../../utils/pt-br/case';
import { CATEGORIES, modalitiesOf, type Modality } from './domain/modalities';
import { submitLabel } from './bet-result';
import { ChanceText } from './chance-text';
import { DrawInput } from './draw-input';
import type { BetCheckForm, DrawMode } from './use-bet-check-form';

const DIGITS = { dezena: 2, centena: 3, milhar: 4 } as const;

const MODALITY_OPTIONS = CATEGORIES.map((category) => ({
  group: category.label,
  items: modalitiesOf(category.key).map((m) => ({ value: m.key, label: `${m.name} (${formatMultiplier(m.multiplier)}x)` })),
}));

const GROUP_OPTIONS = [
  { value: '', label: 'Escolha o grupo' },
  ...ANIMALS.map((a) => ({ value: a.group, label: `${a.group} - ${a.name} ${a.emoji}` })),
];

const KIND_NAMES = { group: 'grupo', dezena: 'dezena', centena: 'centena', milhar: 'milhar' } as const;

/** 'Grupo', or '1º grupo' / '2ª dezena' when the modality takes several. */
function pickLabel(modality: Modality, index: number): string {
  const { kind, count } = modality.picks;
  const name = KIND_NAMES[kind];
  if (count === 1) return capitalise(name);
  if (modality.rule === 'passe-vai') return index === 0 ? 'Grupo no 1º prêmio' : 'Grupo no 2º prêmio';
  return `${index + 1}${kind === 'group' ? 'º' : 'ª'} ${name}`;
}

/** The form; `onAnswer` runs when a check succeeded (the page brings the answer into view). */
export function BetForm({ form, onAnswer }: { form: BetCheckForm; onAnswer: () => void }) {
  const { modality } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.submit();
    if (outcome.ok) onAnswer();
    else document.getElementById(outcome.focus)?.focus();
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby="bet-form-title">
      <Title order={2} size="h3" id="bet-form-title" mb="sm">
        Sua aposta
      </Title>
      <Stack gap="md">
        <NativeSelect
          id="bet-modality"
          label="Modalidade"
          data={MODALITY_OPTIONS}
          value={modality.key}
          onChange={(event) => form.changeModality(event.currentTarget.value)}
          description={modality.explanation}
          error={form.fieldError('modality')}
        />
        <ChanceText modality={modality} />
        <Picks form={form} />
        <TextInput
          id="bet-stake"
          label="Valor da aposta"
          leftSection="R$"
          inputMode="decimal"
          autoComplete="off"
          value={form.stakeText}
          onChange={(event) => form.setStakeText(event.currentTarget.value)}
          error={form.fieldError('stake')}
        />
        <Radio.Group label="Resultado do sorteio" value={form.drawMode} onChange={(value) => form.setDrawMode(value as DrawMode)}>
          <Stack gap={6} mt={6}>
            <Radio value="none" label="Sem resultado: só ver quanto paga" />
            <Radio value="typed" label="Digitar os prêmios" />
            <Radio value="stored" label="Usar um resultado salvo" />
          </Stack>
        </Radio.Group>
        <DrawInput form={form} />
        <Button type="submit" size="md">
          {submitLabel(form)}
        </Button>
      </Stack>
    </Paper>
  );
}

function Picks({ form }: { form: BetCheckForm }) {
  const { modality } = form;
  const { kind, count } = modality.picks;
  const error = form.fieldError('picks');
  return (
    <Fieldset legend={count === 1 ? 'Seu palpite' : 'Seus palpites'} variant="unstyled" aria-describedby={error ? 'bet-picks-error' : undefined}>
      <SimpleGrid cols={{ base: count > 1 ? 2 : 1, xs: Math.min(count, 3) }} spacing="sm">
        {form.picks.map((value, index) => {
          const common = { id: `bet-pick-${index}`, label: pickLabel(modality, index), value, error: error ? true : undefined };
          const key = `${modality.key}-${index}`;
          return kind === 'group' ? (
            <NativeSelect key={key} {...common} data={GROUP_OPTIONS} onChange={(e) => form.setPick(index, e.currentTarget.value)} />
          ) : (
            <TextInput
              key={key}
              {...common}
              inputMode="numeric"
              autoComplete="off"
              maxLength={DIGITS[kind]}
              placeholder={'0'.repeat(DIGITS[kind])}
              onChange={(e) => form.setPick(index, e.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>
      {error && (
        <Input.Error id="bet-picks-error" size="sm" mt={6}>
          {error}
        </Input.Error>
      )}
      {modality.allowsInvertida && (
        <Checkbox
          mt="sm"
          label="Invertida: apostar em todas as ordens dos algarismos"
          description="O valor é dividido entre as combinações."
          checked={form.invertida}
          onChange={(event) => form.setInvertida(event.currentTarget.checked)}
        />
      )}
    </Fieldset>
  );
}
