// Shows, in the header, that the app is offline and how many writes wait to be sent.
// The pending count reads IndexedDB (through the content worker), which must not start with the first screen: the badge mounts
// (and fetches its chunk) only once there can be something to count. That is after first paint when a cheap
// peek finds entries from an earlier visit, or as soon as the visitor starts using the page or goes offline
// (a write can only be queued from then on).
import { Badge, Group } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useOnline } from '../../lib/online';
// Imported here, so it ships in the entry chunk: the app root loads it after every first paint, and a separate
// chunk cost a round trip at the moment the first page is still being drawn. It loads nothing else until needed.
import { outboxMayHaveEntries } from '../outbox-peek';
import * as parts from '../part-loaders';

// Going offline is what mounts it, so its chunk may be out of reach (a first visit, before the service worker
// has cached the app): then the header goes without the count rather than the page failing.
const PendingBadge = lazy(() => parts.PendingBadge().catch(() => ({ default: NoPendingBadge })));

function NoPendingBadge() {
  return null;
}

const USE_EVENTS = ['pointerdown', 'keydown', 'offline'] as const;

/** Whether the pending count is worth loading yet (see the module comment); once true, stays true. */
function usePendingCountWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    const want = () => {
      if (live) setWanted(true);
    };
    for (const type of USE_EVENTS) window.addEventListener(type, want, { once: true, passive: true });
    const cancel = afterFirstPaint(() => {
      void outboxMayHaveEntries().then((mayHave) => mayHave && want(), want);
    });
    return () => {
      live = false;
      cancel();
      for (const type of USE_EVENTS) window.removeEventListener(type, want);
    };
  }, []);
  return wanted;
}

export function OfflineIndicator() {
  const online = useOnline();
  const countWanted = usePendingCountWanted();
  return (
    <Group gap={4} role="status" aria-live="polite">
      {!online && (
        <Badge color="orange" variant="filled" tt="none" data-testid="offline-badge" styles={{ label: { overflow: 'visible' } }}>
          Sem conexão
        </Badge>
      )}
      {countWanted && (
        <Suspense fallback={null}>
          <PendingBadge />
        </Suspense>
      )}
    </Group>
  );
}
