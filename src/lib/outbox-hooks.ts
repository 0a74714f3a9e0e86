// React views of the outbox for the UI: counts per state, one entry, and the entries that need a person.
import { db, type OutboxEntry } from './db';
import { useLiveQuery } from './db-hooks';

export interface OutboxSummary {
  /** Waiting to be sent (including the one in flight). */
  pending: number;
  /** Refused for good by the server: shown with a way to retry or discard. */
  failed: number;
  /** Edits held because the server row changed since. */
  conflict: number;
}

const EMPTY: OutboxSummary = { pending: 0, failed: 0, conflict: 0 };

async function summarise(): Promise<OutboxSummary> {
  const entries = await db.outbox.toArray();
  const summary = { ...EMPTY };
  for (const entry of entries) {
    if (entry.status === 'failed') summary.failed += 1;
    else if (entry.status === 'conflict') summary.conflict += 1;
    else summary.pending += 1;
  }
  return summary;
}

export function useOutboxSummary(): OutboxSummary {
  return useLiveQuery(() => summarise().catch(() => EMPTY), [], EMPTY);
}

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
