// React views of the outbox for the UI: one entry, and the entries that need a person.
import { db, type OutboxEntry } from '../db';
import { useLiveQuery } from '../db-hooks';

/**
 * One entry as it changes; `null` once it left the queue (delivered or discarded), `undefined` while
 * IndexedDB has not answered yet.
 */
export function useOutboxEntry(id: string | null): OutboxEntry | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.outbox.get(id)) ?? null) : null), [id]);
}

/** The entries of `kind` that need a person: dead letters and conflicts, oldest first. */
export function useHeldEntries(kind: string): OutboxEntry[] {
  return useLiveQuery(
    async () => {
      const entries = await db.outbox.where('kind').equals(kind).sortBy('createdAt');
      return entries.filter((entry) => entry.status === 'failed' || entry.status === 'conflict');
    },
    [kind],
    [],
  );
}
