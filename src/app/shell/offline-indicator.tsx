// Shows, in the header, that the app is offline and how many writes wait to be sent.
import { Badge, Group } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../lib/db';
import { useOnline } from '../../lib/online';

export function OfflineIndicator() {
  const online = useOnline();
  const pending = useLiveQuery(() => db.outbox.count().catch(() => 0), [], 0);
  if (online && pending === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite">
      {!online && (
        <Badge color="orange" variant="filled" data-testid="offline-badge">
          Offline
        </Badge>
      )}
      {pending > 0 && (
        <Badge color="gold" c="dark" variant="filled" data-testid="pending-badge" title="Mensagens aguardando envio">
          {pending} {pending === 1 ? 'pendente' : 'pendentes'}
        </Badge>
      )}
    </Group>
  );
}
