// The self-check questionnaire: answered and scored in the browser only; nothing is sent or stored.
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  SELF_CHECK_QUESTIONS,
  scoreSelfCheck,
  type SelfCheckAnswers,
  type SelfCheckLevel,
  type SelfCheckResult,
} from './domain/self-check';
import { plural, pluralWord } from '../../utils/pt-br/plural';

const RESULT_TEXT: Record<SelfCheckLevel, { title: string; color: string; body: (r: SelfCheckResult) => string }> = {
  none: {
    title: 'Nenhum sinal de alerta nas suas respostas',
    color: 'teal',
    body: () =>
      'Que bom. Continue cuidando de você: combine limites de tempo e de dinheiro antes de jogar e volte a este teste sempre que quiser.',
  },
  attention: {
    title: 'Alguns sinais merecem a sua atenção',
    color: 'yellow',
    body: (r) =>
      `Você respondeu “sim” a ${r.yesCount === 1 ? 'uma pergunta' : `${r.yesCount} perguntas`}. Isso não é um diagnóstico, mas é um bom momento para diminuir, fazer uma pausa e conversar com alguém de confiança. Se ficar difícil, as ajudas desta página são gratuitas.`,
  },
  help: {
    title: 'Pode ser a hora de pedir ajuda',
    color: 'grape',
    body: () =>
      'Suas respostas mostram sinais de que o jogo pode estar fazendo mal a você. Isso acontece com muita gente, não é fraqueza e tem tratamento. Você não precisa enfrentar isso sozinho: ligue para o CVV no 188, procure um grupo de Jogadores Anônimos ou o CAPS da sua cidade.',
  },
};

export function SelfCheckForm() {
  const [answers, setAnswers] = useState<SelfCheckAnswers>({});
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const result = scoreSelfCheck(answers);
  const missing = result.total - result.answered;
  const showResult = submitted && result.complete;

  useEffect(() => {
    if (showResult) resultRef.current?.focus();
  }, [showResult]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  const reset = () => {
    setAnswers({});
    setSubmitted(false);
  };

  const text = RESULT_TEXT[result.level];
  return (
    <form onSubmit={onSubmit} aria-label="Teste rápido sobre o jogo" noValidate>
      <Stack gap="md">
        {SELF_CHECK_QUESTIONS.map((question, index) => {
          const answer = answers[question.id];
          return (
            <Radio.Group
              key={question.id}
              label={`${index + 1}. ${question.text}`}
              value={answer === undefined ? null : answer ? 'sim' : 'nao'}
              onChange={(value) => {
                setAnswers((prev) => ({ ...prev, [question.id]: value === 'sim' }));
              }}
            >
              <Group gap="lg" mt={6}>
                <Radio value="sim" label="Sim" />
                <Radio value="nao" label="Não" />
              </Group>
            </Radio.Group>
          );
        })}
        {submitted && missing > 0 && (
          <Text c="var(--mantine-color-error)" role="alert">
            {`${pluralWord(missing, { one: 'Falta', other: 'Faltam' })} responder ${plural(missing, { one: 'pergunta', other: 'perguntas' })}.`}
          </Text>
        )}
        <Group>
          <Button type="submit">Ver resultado</Button>
          <Button variant="default" onClick={reset}>
            Limpar respostas
          </Button>
        </Group>
        <div aria-live="polite">
          {showResult && (
            <Alert color={text.color} ref={resultRef} tabIndex={-1} data-testid="self-check-result" data-level={result.level}>
              <Title order={3} size="h4" mb={6}>
                {text.title}
              </Title>
              <Text>{text.body(result)}</Text>
              <Text size="sm" mt="xs">
                Este teste serve para refletir; só um profissional de saúde pode fazer um diagnóstico.
              </Text>
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
}
