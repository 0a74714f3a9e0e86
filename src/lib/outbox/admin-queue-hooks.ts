// The admin screens' live view of the outbox: the queued admin edits, and every entry's state for the header.
import { toQueuedEdit, type QueuedAdminEdit } from './admin-edit-payload';
import { db, type OutboxEntry } from '../db';
import { useLiveQuery } from '../db-hooks';
import { ADMIN_EDIT_KIND } from '../db-names';

/** Every queued admin edit, in queue order, live (undefined while IndexedDB answers). */
export function useAdminQueue(): QueuedAdminEdit[] | undefined {
  return useLiveQuery(async () => {
    const entries = await db.outbox.where('kind').equals(ADMIN_EDIT_KIND).toArray();
    return entries
      .sort((a, b) => a.createdAt - b.createdAt)
      .map(toQueuedEdit)
      .filter((e): e is QueuedAdminEdit => e !== null);
  }, []);
}

/** Every outbox entry (leads and feedback too), for the counts in the admin header. */
export function useOutboxStates(): OutboxEntry['status'][] {
  return useLiveQuery(async () => (await db.outbox.toArray()).map((e) => e.status), [], []);
}
