// What an admin edit is once queued: the outbox entry's payload, how an entry reads back as a queued edit, and
// the queued edits of the `dreams` table as the one dream model takes them.
import { parseConflictRow, type AdminEdit, type RowVersion } from './conflicts';
import type { QueuedEdit } from './pending-edits';
import type { OutboxEntry } from '../db';
import { ADMIN_EDIT_KIND } from '../db-names';
import type { QueuedDreamEdit } from '../../features/dreams/domain/merge';

/** What an 'admin-edit' outbox entry carries: the edit and a label the admin recognises it by. */
export interface AdminEditPayload extends AdminEdit {
  /** e.g. 'Sonho "Cobra"', shown in the pending and conflict lists. */
  label?: string;
  /**
   * An earlier queued edit of the same row that this one builds on (two edits made offline in a
   * row): once that one has landed, this one is based on the version it produced, not on a conflict.
   */
  afterEditId?: string;
}

export type ServerRow = Record<string, unknown> & RowVersion;

export function isPayload(value: unknown): value is AdminEditPayload {
  const p = value as Partial<AdminEditPayload> | null;
  return typeof p === 'object' && p !== null && typeof p.table === 'string' && typeof p.id === 'string' && (p.op === 'upsert' || p.op === 'delete');
}

export interface QueuedAdminEdit extends QueuedEdit {
  edit: AdminEditPayload;
  lastError?: string;
  /** The server's row, for entries held as conflicts. */
  theirs: ServerRow | null;
  createdAt: number;
}

export function toQueuedEdit(entry: OutboxEntry): QueuedAdminEdit | null {
  if (entry.kind !== ADMIN_EDIT_KIND || !isPayload(entry.payload)) return null;
  return {
    entryId: entry.id,
    status: entry.status,
    edit: entry.payload,
    lastError: entry.lastError,
    theirs: entry.status === 'conflict' ? parseConflictRow(entry.conflict) : null,
    createdAt: entry.createdAt,
  };
}

/** The queued edits of the `dreams` table, in queue order, as the dream model takes them. */
export function dreamEditsOf(queue: readonly Pick<QueuedAdminEdit, 'entryId' | 'edit'>[]): QueuedDreamEdit[] {
  return queue
    .filter((item) => item.edit.table === 'dreams')
    .map(({ entryId, edit }) => ({ editId: entryId, rowId: edit.id, op: edit.op, values: edit.op === 'delete' ? { ...edit.values, deleted: true } : edit.values }));
}
