// Where the admin dream manager's list comes from: the one dream model (features/dreams/domain/merge.ts) over the
// built-in dictionary, the backend rows (or, offline, this device's copy of them) and the admin's own queued
// (not yet delivered) dream edits on top.
import { applyEdits, builtInBook, builtInsByKey, dropEdits, isShownDream, mergeDreamBook, type DreamBook, type DreamRow } from '../domain/merge';
import type { AdminDream } from '../domain/letter-sections';
import { dreamEditsOf, type QueuedAdminEdit } from '../../../lib/outbox/admin-edit-payload';
import { loadBuiltInDictionary } from '../../../lib/content-sync/content-loader';
import { listDreams } from '../../../lib/content-sync/api/list-dreams';
import { db } from '../../../lib/db';
import { isOnline } from '../../../lib/online';
import { getSupabase } from '../../../lib/supabase';

export interface LoadedDreams {
  dreams: AdminDream[];
  /** 'server': fresh from the backend; 'device': this device's offline copy (no connection). */
  source: 'server' | 'device';
}

async function fromServer(): Promise<DreamRow[] | null> {
  if (!isOnline()) return null;
  try {
    // Every row, page by page: a read of the whole table in one request would stop at the server's max-rows.
    return await listDreams(await getSupabase());
  } catch {
    return null;
  }
}

/** This device's book (the titles it holds over the built-in ones), or null when IndexedDB cannot be read. */
async function fromDevice(book: DreamBook): Promise<DreamBook | null> {
  try {
    for (const record of await db.dreams.toArray()) book.set(record.key, record);
    return book;
  } catch {
    return null;
  }
}

/**
 * The manager's list: the shown titles of the book, each with the backend row its next edit writes and the
 * version that edit is based on (for a queued edit, the version it was itself based on: the outbox chains
 * the next one after it).
 */
function listOf(book: DreamBook, queue: readonly QueuedAdminEdit[]): AdminDream[] {
  const baseOf = new Map(queue.map((item) => [item.entryId, item.edit.baseUpdatedAt ?? undefined]));
  return [...book.values()].filter(isShownDream).map((entry) => {
    if (entry.remoteId === undefined) return { dream: entry.dream };
    const updatedAt = entry.source === 'local' ? baseOf.get(entry.editId ?? '') : entry.updatedAt;
    return updatedAt === undefined ? { dream: entry.dream, remoteId: entry.remoteId } : { dream: entry.dream, remoteId: entry.remoteId, updatedAt };
  });
}

/** The list as the manager starts from (on first show and on refresh). Edits held as conflicts are not applied. */
export async function loadAdminDreams(queue: readonly QueuedAdminEdit[]): Promise<LoadedDreams> {
  const [{ BUILT_IN_DREAMS }, rows] = await Promise.all([loadBuiltInDictionary(), fromServer()]);
  const edits = dreamEditsOf(queue.filter((item) => item.status !== 'conflict'));
  if (rows) return { dreams: listOf(mergeDreamBook(BUILT_IN_DREAMS, rows, edits), queue), source: 'server' };
  const book = (await fromDevice(builtInBook(BUILT_IN_DREAMS))) ?? builtInBook(BUILT_IN_DREAMS);
  // The device's copy has the queued edits stored on it already; the queue as it is now is what counts.
  dropEdits(book, () => true, builtInsByKey(BUILT_IN_DREAMS));
  applyEdits(book, edits);
  return { dreams: listOf(book, queue), source: 'device' };
}
