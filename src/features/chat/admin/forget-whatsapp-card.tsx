// LGPD: an admin deletes one person's data on request, by the WhatsApp number used in the chat: every lead
// with it and every feedback that mentions it. Sent at once (never queued offline): the admin sees what the
// server deleted, and the deletion log keeps who and how many, never the number.
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toServerError } from '../../../lib/server-error';
import { getSupabase } from '../../../lib/supabase';
import { plural } from '../../../utils/pt-br/plural';
import { forgetWhatsapp, type Forgotten } from '../api/forget-whatsapp';
import { WHATSAPP_MASK_MAX_LENGTH, isValidWhatsapp, maskWhatsapp, whatsappDigits } from '../domain/whatsapp-mask';

type Step = { kind: 'idle' } | { kind: 'confirm'; digits: string } | { kind: 'busy' } | { kind: 'done'; result: Forgotten } | { kind: 'error'; message: string };

export function ForgetWhatsappCard({ onDeleted }: { onDeleted?: () => void }) {
  const [number, setNumber] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [invalid, setInvalid] = useState<string | null>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const digits = whatsappDigits(number);
    if (!isValidWhatsapp(digits)) {
      setInvalid('Digite o número com DDD (10 ou 11 dígitos), como foi usado no chat.');
      return;
    }
    setInvalid(null);
    setStep({ kind: 'confirm', digits });
  };

  const confirm = async (digits: string) => {
    setStep({ kind: 'busy' });
    try {
      const result = await forgetWhatsapp(await getSupabase(), digits);
      setStep({ kind: 'done', result });
      setNumber('');
      onDeleted?.();
    } catch (error) {
      setStep({ kind: 'error', message: toServerError(error).message });
    }
  };

  return (
    <Card withBorder padding="md" radius="md" mt="lg" id="exclusao" data-testid="forget-whatsapp">
      <Title order={2} fz="lg" mb={4}>
        Excluir os dados de uma pessoa (LGPD)
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Apaga todos os leads com este WhatsApp e as opiniões que citam o número. Fica registrado só quem excluiu, quando e
        quantos registros, nunca o número.
      </Text>
      <form onSubmit={ask} noValidate>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="WhatsApp da pessoa"
            placeholder="(21) 98765-4321"
            inputMode="tel"
            maxLength={WHATSAPP_MASK_MAX_LENGTH}
            value={number}
            error={invalid}
            onChange={(event) => {
              setNumber(maskWhatsapp(event.currentTarget.value));
              if (step.kind !== 'busy') setStep({ kind: 'idle' });
            }}
          />
          <Button type="submit" color="red" variant="light" disabled={step.kind === 'busy'}>
            Excluir dados
          </Button>
        </Group>
      </form>
      {step.kind === 'confirm' && (
        <Alert color="red" mt="sm" title="Confirmar a exclusão?">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Todos os leads e opiniões com o número {maskWhatsapp(step.digits)} serão apagados de vez.</Text>
            <Group gap="xs">
              <Button size="xs" color="red" onClick={() => void confirm(step.digits)}>
                Sim, excluir
              </Button>
              <Button size="xs" variant="subtle" color="gray" onClick={() => setStep({ kind: 'idle' })}>
                Cancelar
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {step.kind === 'done' && (
        <Alert color="green" mt="sm" role="status">
          Excluídos: {plural(step.result.leads, { one: 'lead', other: 'leads', zero: 'nenhum lead' })} e{' '}
          {plural(step.result.feedbacks, { one: 'opinião', other: 'opiniões', zero: 'nenhuma opinião' })}.
        </Alert>
      )}
      {step.kind === 'error' && (
        <Alert color="orange" mt="sm">
          Não foi possível excluir agora ({step.message}). Nada foi apagado; tente de novo.
        </Alert>
      )}
    </Card>
  );
}
