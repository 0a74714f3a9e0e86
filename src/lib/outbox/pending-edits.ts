// Shows queued admin edits over the rows read from the backend, so a change made offline is visible
// (marked as pending) until the server has it.
import type { OutboxStatus } from '../db';
import type { AdminEdit } from './conflicts';

/** A queued edit with its outbox state, in queue order. */
export interface QueuedEdit {
  entryId: string;
  status: OutboxStatus;
  edit: AdminEdit;
}

export type WithPending<Row> = Row & { pending?: OutboxStatus };

/**
 * The rows with the queued edits of `table` applied in queue order: an upsert replaces the row's
 * columns it names (or adds the row, first in the list), a delete removes it. Rows touched by an edit
 * carry the edit's state in `pending`. Edits held as conflicts are not applied (the server's version
 * stays visible) but the row is marked, so the admin sees that a decision is waiting.
 */
export function applyQueuedEdits<Row extends { id: string }>(
  rows: readonly Row[],
  queued: readonly QueuedEdit[],
  table: string,
): WithPending<Row>[] {
  let result: WithPending<Row>[] = rows.map((row) => ({ ...row }));
  for (const { status, edit } of queued) {
    if (edit.table !== table) continue;
    const index = result.findIndex((row) => row.id === edit.id);
    if (status === 'conflict') {
      if (index >= 0) result[index] = { ...result[index]!, pending: status };
      continue;
    }
    if (edit.op === 'delete') {
      result = result.filter((row) => row.id !== edit.id);
      continue;
    }
    if (index >= 0) result[index] = { ...result[index]!, ...edit.values, pending: status };
    else result = [{ ...(edit.values as Row), id: edit.id, pending: status }, ...result];
  }
  return result;
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  conflict: number;
}

/** Counts for the admin header: waiting (pending or sending), failed for good, and held as conflicts. */
export function countByState(states: readonly OutboxStatus[]): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, failed: 0, conflict: 0 };
  for (const state of states) {
    if (state === 'failed') counts.failed += 1;
    else if (state === 'conflict') counts.conflict += 1;
    else counts.pending += 1;
  }
  return counts;
}
