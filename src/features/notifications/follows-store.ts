// What this device follows, kept in IndexedDB (the `follows` table and two meta values), and the outbox entry
// that tells the server. Every change is written in the same transaction as its entry, so nothing a person
// chose is kept without being queued, and the screens show it at once, offline too.
//
// The entry says only that the device's subscription must be brought up to date: push-sync.ts reads the
// whole state when it delivers. So one entry waiting is enough, however many taps were made offline; an
// earlier one still waiting is dropped when a new one is queued.
import { db, getMeta } from '../../lib/db';
import { PUSH_SYNC_KIND } from '../../lib/db-names';
import { outbox } from '../../lib/outbox/outbox';
import { sortTopics } from './domain/topics';

/** Meta: false while the person paused everything (the list stays); absent means on. */
const PUSH_ENABLED_KEY = 'push:enabled';
/** Meta: the endpoint and auth secret the server last accepted for this device (push-sync.ts). */
export const PUSH_REGISTERED_KEY = 'push:registered';


export interface FollowState {
  /** Followed topics, in the order they are listed (topics.ts). */
  topics: string[];
  /** Off while paused from the notifications page. */
  enabled: boolean;
}

/** Why the entry was queued: for the outbox's lists and the logs; delivery reads the state itself. */
interface PushSyncPayload {
  reason: 'follow' | 'unfollow' | 'pause' | 'resume';
  topic?: string;
}

export async function readFollowState(): Promise<FollowState> {
  return db.transaction('r', db.follows, db.meta, async () => ({
    topics: sortTopics((await db.follows.toArray()).map((record) => record.topic)),
    enabled: (await getMeta<boolean>(PUSH_ENABLED_KEY, true)) !== false,
  }));
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
