// The count of writes waiting in the outbox, live from IndexedDB.
import { Badge } from '@mantine/core';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/db-hooks';

export default function PendingBadge() {
  const pending = useLiveQuery(() => db.outbox.count().catch(() => 0), [], 0);
  if (pending === 0) return null;
  return (
    <Badge color="gold" c="dark" variant="filled" data-testid="pending-badge" title="Mensagens aguardando envio">
      {pending} {pending === 1 ? 'pendente' : 'pendentes'}
    </Badge>
  );
}
