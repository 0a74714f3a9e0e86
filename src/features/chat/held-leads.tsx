// Leads from earlier conversations that the server refused: they stay listed, with a way to retry or discard.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { LEAD_KIND } from '../../lib/db-names';
import { outbox } from '../../lib/outbox/outbox';
import { useHeldEntries } from '../../lib/outbox/outbox-hooks';

function leadName(payload: unknown): string {
  const name = (payload as { customer_name?: unknown } | null)?.customer_name;
  return typeof name === 'string' && name !== '' ? name : 'Mensagem';
}

export function HeldLeads({ exceptId }: { exceptId?: string }) {
  const held = useHeldEntries(LEAD_KIND).filter((entry) => entry.id !== exceptId);
  if (held.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="Mensagens não enviadas" data-testid="held-leads">
      <Stack gap="xs">
        <Text size="sm">Não conseguimos salvar estas mensagens. Você pode tentar de novo ou nos chamar direto no WhatsApp.</Text>
        {held.map((entry) => (
          <Group key={entry.id} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {leadName(entry.payload)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-xs" variant="light" color="red" onClick={() => void outbox.retry(entry.id)}>
                Tentar de novo
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void outbox.discard(entry.id)}>
                Descartar
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
