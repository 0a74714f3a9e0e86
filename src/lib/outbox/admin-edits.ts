// Admin edits through the outbox: queued with the row version they were based on, delivered by the rpc
// apply_admin_edit (admin-edit-delivery.ts), held as conflicts when the row changed meanwhile, resolved by the
// admin. This module holds what the admin does to the queue: queue, discard, resolve. What an entry carries is
// in admin-edit-payload.ts, what it keeps on this device in admin-edit-local.ts, the screens' hooks in
// admin-queue-hooks.ts.
import { parseConflictRow, rebaseEdit } from './conflicts';
import { dreamEditsOf, isPayload, type AdminEditPayload } from './admin-edit-payload';
import { registerAdminEditHandler } from './admin-edit-delivery';
import { lastDelivered, storeLocally } from './admin-edit-local';
import { outbox } from './outbox';
import { db } from '../db';
import { ADMIN_EDIT_KIND } from '../db-names';
import { applyEdits, builtInsByKey, dropEdits } from '../../features/dreams/domain/merge';
import { loadBuiltInDictionary } from '../content-sync/content-loader';
import { changeStoredBook } from '../content-sync/dream-sync';

/** Queues one edit; resolves with its id (the outbox entry's id, sent as p_edit_id) once it is in IndexedDB. */
export async function queueAdminEdit(edit: AdminEditPayload, options: { editId?: string } = {}): Promise<string> {
  outbox.start();
  registerAdminEditHandler();
  const id = options.editId ?? crypto.randomUUID();
  const earlier = (await db.outbox.where('kind').equals(ADMIN_EDIT_KIND).sortBy('createdAt'))
    .filter((e) => isPayload(e.payload) && e.payload.table === edit.table && e.payload.id === edit.id)
    .at(-1);
  let afterEditId = earlier?.id;
  if (!afterEditId) {
    // A screen that kept showing the version it loaded: this edit starts where our last delivered one
    // started, so it builds on that one rather than conflicting with it.
    const last = await lastDelivered(edit.table, edit.id);
    if (last && last.base === edit.baseUpdatedAt) afterEditId = last.editId;
  }
  const [dreamEdit] = edit.table === 'dreams' ? dreamEditsOf([{ entryId: id, edit }]) : [];
  // A dream edit is written into this device's book in the same transaction as its queue entry: from
  // then on the admin list and the visitor's dream book on this device show it, before it is delivered.
  const alongside = dreamEdit ? { tables: ['dreams'], write: () => changeStoredBook(db, (book) => applyEdits(book, [dreamEdit])) } : undefined;
  return outbox.enqueue(ADMIN_EDIT_KIND, afterEditId ? { ...edit, afterEditId } : edit, { id, alongside });
}

/** Queues several edits, in order. */
export async function queueAdminEdits(edits: readonly AdminEditPayload[]): Promise<string[]> {
  const ids: string[] = [];
  for (const edit of edits) ids.push(await queueAdminEdit(edit));
  return ids;
}

/**
 * Drops a queued edit for good (the admin's explicit request), and with it what it stored on this device:
 * the title shows again what it showed before the edit. One transaction, so neither outlives the other.
 */
export async function discardAdminEdit(entryId: string): Promise<void> {
  const entry = await db.outbox.get(entryId);
  // Only dream edits store anything beside their entry (and only they need the dictionary).
  if (!entry || !isPayload(entry.payload) || entry.payload.table !== 'dreams') {
    await outbox.discard(entryId);
    return;
  }
  const { BUILT_IN_DREAMS } = await loadBuiltInDictionary();
  const builtIns = builtInsByKey(BUILT_IN_DREAMS);
  await db.transaction('rw', db.outbox, db.dreams, async () => {
    await db.outbox.delete(entryId);
    await changeStoredBook(db, (book) => dropEdits(book, (id) => id === entryId, builtIns));
  });
}

/**
 * Settles an edit held as a conflict. 'mine' sends the same change again, now based on the server's
 * current version (so it wins, knowingly); 'theirs' drops the edit and takes the server's row locally.
 */
export async function resolveConflict(entryId: string, choice: 'mine' | 'theirs'): Promise<void> {
  const entry = await db.outbox.get(entryId);
  if (!entry || entry.status !== 'conflict' || !isPayload(entry.payload)) return;
  const edit = entry.payload;
  const theirs = parseConflictRow(entry.conflict);
  if (choice === 'theirs') {
    // Their row is in place before the edit leaves the queue: nothing is lost if storing fails.
    await storeLocally(edit.table, theirs?.id ?? edit.id, theirs, [entryId]);
    await discardAdminEdit(entryId);
    return;
  }
  // Based on the server's row as it is now, the edit no longer waits on an earlier one.
  const { afterEditId: _after, ...standalone } = edit;
  const rebased: AdminEditPayload = { ...rebaseEdit(standalone, theirs), label: edit.label };
  if (rebased.op === 'delete' && theirs === null) {
    // Nothing left to delete: the other side already removed it.
    await discardAdminEdit(entryId);
    return;
  }
  await db.outbox.update(entryId, { payload: rebased });
  registerAdminEditHandler();
  await outbox.retry(entryId);
}
