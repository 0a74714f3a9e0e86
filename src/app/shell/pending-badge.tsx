// The count of writes waiting in the outbox, live from IndexedDB (read in the content worker: no Dexie in the page).
import { Badge } from '@mantine/core';
import { plural } from '../../utils/pt-br/plural';
import { useLiveRead } from '../../lib/content-sync/use-live-read';

const NO_ARGS = {};

export default function PendingBadge() {
  // No IndexedDB: nothing can wait in it.
  const pending = useLiveRead('outbox-count', NO_ARGS, 0) ?? 0;
  if (pending === 0) return null;
  return (
    <Badge color="gold" variant="filled" tt="none" data-testid="pending-badge" title="Mensagens aguardando envio" styles={{ label: { overflow: 'visible' } }}>
      {plural(pending, { one: 'pendente', other: 'pendentes' })}
    </Badge>
  );
}
