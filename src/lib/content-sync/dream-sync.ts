// Pulls the dreams admins published in Supabase into IndexedDB, through the one dream model
// (features/dreams/domain/merge.ts): remote rows override built-in entries by title, tombstones hide the title
// (built-in entry too), and the admin's queued edits on this device stay on top until delivered.
// A failed pull leaves the local copy as it was.
import { applyRows, builtInsByKey, dropEdits, forgetRow, type DreamBook, type DreamRow } from '../../features/dreams/domain/merge';
import { loadBuiltInDictionary, type BuiltInDictionary } from './content-loader';
import { db as defaultDatabase, type SonhoDatabase } from '../db';
import { ADMIN_EDIT_KIND } from '../db-names';
import { isOnline } from '../online';
import { getSupabase, type SupabaseClient } from '../supabase';
import { listDreams } from './api/list-dreams';

/** Meta key holding the `updated_at` of the newest remote row applied. */
export const META_DREAMS_SYNC = 'sync:dreams';

export type SyncResult = { status: 'synced'; applied: number } | { status: 'offline' } | { status: 'failed'; error: string };

interface SyncOptions {
  database?: SonhoDatabase;
  client?: () => Promise<SupabaseClient>;
  loadDictionary?: () => Promise<BuiltInDictionary>;
  online?: () => boolean;
}

/**
 * Changes the stored book with `change` (a function of the merge module) and writes back the titles it
 * changed. Must run inside a read-write transaction over `database.dreams`.
 */
export async function changeStoredBook(database: SonhoDatabase, change: (book: DreamBook) => Set<string>): Promise<number> {
  const book: DreamBook = new Map((await database.dreams.toArray()).map((record) => [record.key, record]));
  const changed = [...change(book)];
  const puts = changed.flatMap((key) => book.get(key) ?? []);
  await database.dreams.bulkPut(puts);
  await database.dreams.bulkDelete(changed.filter((key) => !book.has(key)));
  return changed.length;
}

/** The ids of the outbox entries still queued (any status): edits whose local layers stay. */
async function queuedIds(database: SonhoDatabase): Promise<Set<string>> {
  return new Set(await database.outbox.where('kind').equals(ADMIN_EDIT_KIND).primaryKeys());
}

async function writeRows(database: SonhoDatabase, rows: readonly DreamRow[], dictionary: BuiltInDictionary): Promise<number> {
  const builtIns = builtInsByKey(dictionary.BUILT_IN_DREAMS);
  let applied = 0;
  await changeStoredBook(database, (book) => {
    const changed = applyRows(book, rows, builtIns);
    applied = changed.size;
    return changed;
  });
  return applied;
}

async function applyPulledRows(database: SonhoDatabase, rows: readonly DreamRow[], dictionary: BuiltInDictionary): Promise<number> {
  return database.transaction('rw', database.dreams, database.meta, database.outbox, async () => {
    // Local layers of edits no longer queued (discarded elsewhere, or delivered by a tab that closed) go.
    const queued = await queuedIds(database);
    await changeStoredBook(database, (book) => dropEdits(book, (id) => !queued.has(id), builtInsByKey(dictionary.BUILT_IN_DREAMS)));
    const applied = await writeRows(database, rows, dictionary);
    const newest = rows[rows.length - 1]?.updated_at;
    if (newest) await database.meta.put({ key: META_DREAMS_SYNC, value: newest });
    return applied;
  });
}

/**
 * Stores rows this device has just written to the backend (a delivered admin edit), the same way a pull
 * would, without moving the sync mark: rows changed by others meanwhile still come with the next pull.
 * The local layers of `editIds` (the delivered edit) give way to the rows in the same transaction, so the
 * title never shows a gap or two versions.
 */
export async function storeDreamRows(
  rows: readonly DreamRow[],
  options: Pick<SyncOptions, 'database' | 'loadDictionary'> & { editIds?: readonly string[] } = {},
): Promise<void> {
  const database = options.database ?? defaultDatabase;
  const dictionary = await (options.loadDictionary ?? loadBuiltInDictionary)();
  const builtIns = builtInsByKey(dictionary.BUILT_IN_DREAMS);
  const gone = new Set(options.editIds ?? []);
  await database.transaction('rw', database.dreams, () =>
    changeStoredBook(database, (book) => new Set([...dropEdits(book, (id) => gone.has(id), builtIns), ...applyRows(book, rows, builtIns)])),
  );
}

/** Forgets a row the backend no longer has: its title goes back to the built-in entry, if any. */
export async function forgetDreamRow(
  id: string,
  options: Pick<SyncOptions, 'database' | 'loadDictionary'> & { editIds?: readonly string[] } = {},
): Promise<void> {
  const database = options.database ?? defaultDatabase;
  const dictionary = await (options.loadDictionary ?? loadBuiltInDictionary)();
  const builtIns = builtInsByKey(dictionary.BUILT_IN_DREAMS);
  const gone = new Set(options.editIds ?? []);
  await database.transaction('rw', database.dreams, () =>
    changeStoredBook(database, (book) => new Set([...dropEdits(book, (e) => gone.has(e), builtIns), ...forgetRow(book, id, builtIns)])),
  );
}

const running = new WeakMap<SonhoDatabase, Promise<SyncResult>>();

/** One pull of the dreams changed since the last sync; concurrent calls share it. */
export function syncDreams(options: SyncOptions = {}): Promise<SyncResult> {
  const database = options.database ?? defaultDatabase;
  const current = running.get(database);
  if (current) return current;
  const task = (async (): Promise<SyncResult> => {
    if (!(options.online ?? isOnline)()) return { status: 'offline' };
    try {
      const since = ((await database.meta.get(META_DREAMS_SYNC))?.value as string | undefined) ?? null;
      const client = await (options.client ?? getSupabase)();
      const rows = await listDreams(client, { since });
      // Nothing new, and no edit of this device's admin stored on it whose layer may have outlived its entry.
      if (rows.length === 0 && (await database.dreams.where('source').equals('local').count()) === 0) return { status: 'synced', applied: 0 };
      const dictionary = await (options.loadDictionary ?? loadBuiltInDictionary)();
      return { status: 'synced', applied: await applyPulledRows(database, rows, dictionary) };
    } catch (error) {
      return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  })().finally(() => running.delete(database));
  running.set(database, task);
  return task;
}
