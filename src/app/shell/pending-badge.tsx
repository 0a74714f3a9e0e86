// The count of writes waiting in the outbox, live from IndexedDB.
import { Badge } from '@mantine/core';
import { plural } from '../../utils/format/plural';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/db-hooks';

export default function PendingBadge() {
  const pending = useLiveQuery(() => db.outbox.count().catch(() => 0), [], 0);
  if (pending === 0) return null;
  return (
    <Badge color="gold" variant="filled" tt="none" data-testid="pending-badge" title="Mensagens aguardando envio" styles={{ label: { overflow: 'visible' } }}>
      {plural(pending, { one: 'pendente', other: 'pendentes' })}
    </Badge>
  );
}
