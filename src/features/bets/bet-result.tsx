// The bet checker's answer: a prompt before the first check, the error to fix, or the payout and its lines.
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { formatMoney } from '../../utils/pt-br/numbers';
import { summariseBet } from './bet-summary';
import classes from './odds.module.css';
import type { BetCheckForm } from './use-bet-check-form';

export function submitLabel(form: Pick<BetCheckForm, 'drawMode'>): string {
  return form.drawMode === 'none' ? 'Calcular prêmio' : 'Conferir aposta';
}

export function BetResultView({ form, ref }: { form: BetCheckForm; ref?: Ref<HTMLElement> }) {
  const { result, modality } = form;
  const summary = result?.ok ? summariseBet(result) : null;
  return (
    <section aria-labelledby="bet-result-title" ref={ref}>
      <Title order={2} size="h3" id="bet-result-title" mb="sm">
        Resultado
      </Title>
      <div aria-live="polite" className={classes.result} data-testid="bet-result">
        {!result && <Text c="dimmed">Preencha a aposta e toque em “{submitLabel(form)}”.</Text>}
        {result && !result.ok && (
          <Alert color="red" title="Confira os dados">
            {result.message}
          </Alert>
        )}
        {result?.ok && summary && (
          <Stack gap="sm">
            <Alert color={summary.tone === 'win' ? 'teal' : summary.tone === 'loss' ? 'gray' : 'night'} title={summary.title} data-testid="bet-summary">
              {summary.detail}
            </Alert>
            <List spacing={4} size="sm" data-testid="bet-lines">
              {result.lines.map((line, index) => (
                <List.Item key={index}>{line}</List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              Limite desta casa para {modality.preposition === 'na' ? 'a' : 'o'} {modality.name}: {formatMoney(result.maxPayout)} por aposta.
              Valores de exemplo; confira sempre na banca.
            </Text>
          </Stack>
        )}
      </div>
    </section>
  );
}
