// The visitor feedback form: a 1-5 rating and a message, queued through the outbox into `feedbacks`.
import { Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FEEDBACK_KIND } from '../../lib/db-names';
import { notify } from '../../components/toasts/notify';
import { isOnline } from '../../lib/online';
import { outbox } from '../../lib/outbox/outbox';
import { ensureFeedbackOutbox } from './feedback-outbox';
import { FEEDBACK_MAX_LENGTH, feedbackPayload, hasErrors, validateFeedback, type FeedbackErrors } from './feedback-rules';

const RATING_LABELS = ['Muito ruim', 'Ruim', 'Regular', 'Bom', 'Excelente'];

interface FeedbackFormProps {
  /** Called once the feedback is safely queued. */
  onSent?: () => void;
  /** The page the visitor was on, stored with the feedback. */
  page?: string | null;
}

export default function FeedbackForm({ onSent, page = null }: FeedbackFormProps) {
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { rating, message };
    const found = validateFeedback(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      ensureFeedbackOutbox();
      await outbox.enqueue(FEEDBACK_KIND, feedbackPayload(draft, page));
      notify.success(
        'Obrigado pela sua opinião!',
        isOnline() ? 'Sua mensagem foi enviada para a nossa equipe.' : 'Sua mensagem será enviada assim que a conexão voltar.',
      );
      setRating(0);
      setMessage('');
      onSent?.();
    } catch {
      // The text stays in the form so nothing the visitor wrote is lost.
      notify.error('Não foi possível guardar sua mensagem', 'Este navegador não deixou salvar a mensagem. Tente de novo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Enviar sugestão">
      <Stack gap="md">
        <Input.Wrapper label="Sua nota" labelElement="div" required error={errors.rating}>
          <Group gap="sm" mt={4}>
            <Rating
              value={rating}
              onChange={(value) => {
                setRating(value);
                if (errors.rating) setErrors((e) => ({ ...e, rating: undefined }));
              }}
              size="lg"
              name="rating"
              getSymbolLabel={(value) => (value === 0 ? 'Sem nota' : `${value} de 5 estrelas`)}
            />
            {rating > 0 && (
              <Text size="sm" c="dimmed">
                {RATING_LABELS[rating - 1]}
              </Text>
            )}
          </Group>
        </Input.Wrapper>
        <Textarea
          label="Sua mensagem"
          required
          placeholder="Conte o que achou, o que podemos melhorar ou o que gostaria de ver no app."
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            if (errors.message) setErrors((e) => ({ ...e, message: undefined }));
          }}
          error={errors.message}
          description={`${message.trim().length}/${FEEDBACK_MAX_LENGTH} caracteres`}
          rows={4}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
