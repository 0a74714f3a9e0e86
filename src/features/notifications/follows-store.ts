// What this device follows, kept in IndexedDB (the `follows` table and two meta values), and the outbox entry
// that tells the server. Every change is written in the same transaction as its entry, so nothing a person
// chose is kept without being queued, and the screens show it at once, offline too.
//
// The entry says only that the device's subscription must be brought up to date: push-sync.ts reads the
// whole state when it delivers. So one entry waiting is enough, however many taps were made offline; an
// earlier one still waiting is dropped when a new one is queued.
import { db } from '../../lib/db';
import { PUSH_ENABLED_KEY, PUSH_SYNC_KIND } from '../../lib/db-names';
import { outbox } from '../../lib/outbox/outbox';

/** The state as the screens read it: lib/content-sync/live-reads.ts, where the content worker watches it too. */
export { readFollowState, type FollowState } from '../../lib/content-sync/live-reads';

/** Meta: the endpoint and auth secret the server last accepted for this device (push-sync.ts). */
export const PUSH_REGISTERED_KEY = 'push:registered';

/** Why the entry was queued: for the outbox's lists and the logs; delivery reads the state itself. */
interface PushSyncPayload {
  reason: 'follow' | 'unfollow' | 'pause' | 'resume';
  topic?: string;
}

async function changeAndQueue(payload: PushSyncPayload, change: () => Promise<unknown>): Promise<void> {
  await outbox.enqueue(PUSH_SYNC_KIND, payload, {
    alongside: {
      tables: ['follows', 'meta'],
      write: async () => {
        await change();
        await db.outbox
          .where('kind')
          .equals(PUSH_SYNC_KIND)
          .and((entry) => entry.status === 'pending' || entry.status === 'failed')
          .delete();
      },
    },
  });
}

/** Follows `topic` (and turns notifications back on if they were paused). */
export function followTopic(topic: string): Promise<void> {
  return changeAndQueue({ reason: 'follow', topic }, async () => {
    await db.follows.put({ topic, followedAt: Date.now() });
    await db.meta.put({ key: PUSH_ENABLED_KEY, value: true });
  });
}

export function unfollowTopic(topic: string): Promise<void> {
  return changeAndQueue({ reason: 'unfollow', topic }, () => db.follows.delete(topic));
}

/** Stops every notification to this device; the list is kept for when they are turned back on. */
export function pauseNotifications(): Promise<void> {
  return changeAndQueue({ reason: 'pause' }, () => db.meta.put({ key: PUSH_ENABLED_KEY, value: false }));
}

export function resumeNotifications(): Promise<void> {
  return changeAndQueue({ reason: 'resume' }, () => db.meta.put({ key: PUSH_ENABLED_KEY, value: true }));
}
