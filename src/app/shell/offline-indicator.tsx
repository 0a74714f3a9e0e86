// Shows, in the header, that the app is offline and how many writes wait to be sent.
// The pending count reads IndexedDB, so its code (Dexie) loads after the first paint, not with the shell:
// the badge mounts only then, since mounting a lazy component is what starts fetching its chunk.
import { Badge, Group } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useOnline } from '../../lib/online';

const PendingBadge = lazy(() => import('./pending-badge'));

export function OfflineIndicator() {
  const online = useOnline();
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite">
      {!online && (
        <Badge color="orange" variant="filled" data-testid="offline-badge">
          Offline
        </Badge>
      )}
      {painted && (
        <Suspense fallback={null}>
          <PendingBadge />
        </Suspense>
      )}
    </Group>
  );
}
