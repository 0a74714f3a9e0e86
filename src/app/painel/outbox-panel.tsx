// The admin's view of the outbox: edits waiting to be sent, edits the server refused, and edits held as
// conflicts, each with what the admin can do about it (keep mine / take theirs, retry, discard).
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { conflictingFields } from '../../lib/outbox/conflicts';
import { discardAdminEdit, resolveConflict } from '../../lib/outbox/admin-edits';
import type { QueuedAdminEdit } from '../../lib/outbox/admin-edit-payload';
import { useAdminQueue } from '../../lib/outbox/admin-queue-hooks';
import { notify } from '../../components/toasts/notify';
import { outbox } from '../../lib/outbox/outbox';
import { persistentStorageState, subscribePersistentStorage } from '../../lib/outbox/persistent-storage';
import { describeValue, fieldLabel, tableLabel } from './labels';

function editTitle(item: QueuedAdminEdit): string {
  return item.edit.label ?? `${tableLabel(item.edit.table)} ${item.edit.id.slice(0, 8)}`;
}

function ConflictCard({ item }: { item: QueuedAdminEdit }) {
  const [busy, setBusy] = useState<'mine' | 'theirs' | null>(null);
  const mine = item.edit.op === 'delete' ? { deleted: true } : item.edit.values;
  const fields = conflictingFields(mine, item.theirs);
  const choose = async (choice: 'mine' | 'theirs') => {
    setBusy(choice);
    try {
      await resolveConflict(item.entryId, choice);
      notify.success(
        choice === 'mine' ? 'Sua versão será enviada' : 'Versão do servidor mantida',
        choice === 'mine' ? `${editTitle(item)}: sua alteração substitui a outra.` : `${editTitle(item)}: sua alteração foi descartada.`,
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder padding="sm" data-testid="conflict-card">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{editTitle(item)}</Text>
        <Badge color="red">Conflito</Badge>
      </Group>
      <Text size="sm" mb="xs">
        {item.theirs
          ? 'Outra pessoa alterou este item depois que você começou a editar. Escolha qual versão fica.'
          : 'Este item foi removido por outra pessoa depois que você começou a editar.'}
      </Text>
      {fields.length > 0 && (
        <Table withTableBorder striped fz="sm" mb="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Campo</Table.Th>
              <Table.Th>Sua versão</Table.Th>
              <Table.Th>Versão do servidor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field}>
                <Table.Td>{fieldLabel(field)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{describeValue(field, mine[field])}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{item.theirs ? describeValue(field, item.theirs[field]) : '(removido)'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs">
        <Button size="xs" color="red" loading={busy === 'mine'} disabled={busy !== null} onClick={() => void choose('mine')}>
          Manter a minha
        </Button>
        <Button size="xs" variant="default" loading={busy === 'theirs'} disabled={busy !== null} onClick={() => void choose('theirs')}>
          Usar a do servidor
        </Button>
      </Group>
    </Card>
  );
}

function FailedCard({ item }: { item: QueuedAdminEdit }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder padding="sm" data-testid="failed-card">
      <Group justify="space-between" mb={4}>
        <Text fw={700}>{editTitle(item)}</Text>
        <Badge color="orange">Não enviado</Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        O servidor recusou esta alteração{item.lastError ? `: ${item.lastError}` : '.'}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => void outbox.retry(item.entryId)}>
          Tentar de novo
        </Button>
        {confirming ? (
          <>
            <Button size="xs" color="red" onClick={() => void discardAdminEdit(item.entryId)}>
              Confirmar descarte
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              Manter
            </Button>
          </>
        ) : (
          <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
            Descartar
          </Button>
        )}
      </Group>
    </Card>
  );
}

export function OutboxPanel() {
  const queue = useAdminQueue();
  const storage = useSyncExternalStore(subscribePersistentStorage, persistentStorageState, () => 'unknown' as const);
  if (queue === undefined) return null;
  const conflicts = queue.filter((q) => q.status === 'conflict');
  const failed = queue.filter((q) => q.status === 'failed');
  const waiting = queue.filter((q) => q.status === 'pending' || q.status === 'sending');
  if (queue.length === 0) {
    return (
      <Alert color="teal" title="Tudo enviado">
        Nenhuma alteração aguardando envio.
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="outbox-panel">
      {storage === 'refused' && (
        <Alert color="yellow" title="Armazenamento não garantido" data-testid="storage-refused">
          O navegador recusou guardar estes dados de forma permanente. Se o aparelho ficar sem espaço, alterações ainda não
          enviadas podem se perder: mantenha a internet ligada até o envio terminar.
        </Alert>
      )}
      {conflicts.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            Conflitos ({conflicts.length})
          </Title>
          {conflicts.map((item) => (
            <ConflictCard key={item.entryId} item={item} />
          ))}
        </Stack>
      )}
      {failed.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            Não enviadas ({failed.length})
          </Title>
          {failed.map((item) => (
            <FailedCard key={item.entryId} item={item} />
          ))}
        </Stack>
      )}
      {waiting.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            Aguardando envio ({waiting.length})
          </Title>
          {waiting.map((item) => (
            <Group key={item.entryId} justify="space-between" wrap="nowrap" data-testid="waiting-item">
              <Text size="sm">{editTitle(item)}</Text>
              <Badge color="gold" variant="light">
                {item.status === 'sending' ? 'enviando' : 'pendente'}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
