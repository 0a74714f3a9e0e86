// Admin edits through the outbox: queued with the row version they were based on, delivered by the
// rpc apply_admin_edit, held as conflicts when the row changed meanwhile, resolved by the admin.
import { parseConflictRow, rebaseEdit, type AdminEdit, type AdminTable, type RowVersion } from './conflicts';
import type { QueuedEdit } from './pending-edits';
import { db, getMeta, setMeta, type OutboxEntry } from '../db';
import { useLiveQuery } from '../db-hooks';
import { ADMIN_EDIT_KIND } from '../db-names';
import { applyEdits, builtInsByKey, dropEdits, type QueuedDreamEdit } from '../../features/dreams/domain/merge';
import { loadBuiltInDictionary } from '../content-sync/content-loader';
import { changeStoredBook, forgetDreamRow, storeDreamRows } from '../content-sync/dream-sync';
import { outbox } from './outbox';
import { OutboxDeliveryError, classifyResponse, type PostgrestErrorLike } from './outbox-policy';
import { REQUEST_TIMEOUT_MS } from './outbox-insert';
import type { SupabaseClient } from '../supabase';

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

/** Tables whose rows the app also keeps offline for visitors (see remote-cache.ts). */
const CACHED_TABLES = new Set<AdminTable>(['lucky_guesses', 'monthly_promotions', 'welcome_bonuses', 'draw_results']);

/** Conflict codes: PostgREST turns the function's SQLSTATE 'PT409' into HTTP 409; 'P0409' is accepted too. */
const CONFLICT_CODES = new Set(['PT409', 'P0409']);

function isPayload(value: unknown): value is AdminEditPayload {
  const p = value as Partial<AdminEditPayload> | null;
  return typeof p === 'object' && p !== null && typeof p.table === 'string' && typeof p.id === 'string' && (p.op === 'upsert' || p.op === 'delete');
}

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
    const last = await getMeta<LastDelivered | null>(lastDeliveredKey(edit.table, edit.id), null);
    if (last && last.base === edit.baseUpdatedAt) afterEditId = last.editId;
  }
  const [dreamEdit] = edit.table === 'dreams' ? dreamEditsOf([{ entryId: id, edit }]) : [];
  // A dream edit is written into this device's book in the same transaction as its queue entry: from
  // then on the admin list and the visitor's dream book on this device show it, before it is delivered.
  const alongside = dreamEdit ? { tables: ['dreams'], write: () => changeStoredBook(db, (book) => applyEdits(book, [dreamEdit])) } : undefined;
  return outbox.enqueue(ADMIN_EDIT_KIND, afterEditId ? { ...edit, afterEditId } : edit, { id, alongside });
}

/** The queued edits of the `dreams` table, in queue order, as the dream model takes them. */
export function dreamEditsOf(queue: readonly Pick<QueuedAdminEdit, 'entryId' | 'edit'>[]): QueuedDreamEdit[] {
  return queue
    .filter((item) => item.edit.table === 'dreams')
    .map(({ entryId, edit }) => ({ editId: entryId, rowId: edit.id, op: edit.op, values: edit.op === 'delete' ? { ...edit.values, deleted: true } : edit.values }));
}

/** This device's latest delivered edit of a row, and the version that edit was queued against. */
interface LastDelivered {
  editId: string;
  base: string | null;
}

function lastDeliveredKey(table: string, id: string): string {
  return `admin-edit:last:${table}:${id}`;
}

/** Queues several edits, in order. */
export async function queueAdminEdits(edits: readonly AdminEditPayload[]): Promise<string[]> {
  const ids: string[] = [];
  for (const edit of edits) ids.push(await queueAdminEdit(edit));
  return ids;
}

/**
 * Delivers one entry. The server decides conflicts (the row's updated_at against the edit's base);
 * its answer is turned into the outbox's outcomes. Two admins creating a dream of the same title get
 * different row ids, so the second meets the unique title instead: that is a conflict with the first
 * admin's row too, never an error that loses the edit.
 */
export async function deliverAdminEdit(entry: OutboxEntry, supabase: SupabaseClient): Promise<'done'> {
  const edit = entry.payload;
  if (!isPayload(edit)) throw new OutboxDeliveryError({ type: 'failed', error: 'Edição inválida na fila' });
  const base = edit.afterEditId ? await versionAfter(supabase, edit, edit.afterEditId) : edit.baseUpdatedAt;
  const { data, error, status } = await supabase.rpc('apply_admin_edit', {
    p_table: edit.table,
    p_id: edit.id,
    p_edit_id: entry.id,
    p_base_updated_at: base,
    p_op: edit.op,
    p_values: edit.op === 'delete' ? {} : edit.values,
  }).abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS)); // a hung request must not hold the outbox lock
  if (error) {
    const err = error as PostgrestErrorLike;
    const text = [`HTTP ${status}`, err.code, err.message].filter(Boolean).join(' · ');
    if (CONFLICT_CODES.has(err.code ?? '')) {
      throw new OutboxDeliveryError({ type: 'conflict', error: text, row: parseConflictRow(err.details) });
    }
    if (err.code === '23505' && edit.table === 'dreams' && typeof edit.values.titulo === 'string') {
      const theirs = await liveDreamWithTitle(supabase, edit.values.titulo);
      if (theirs) throw new OutboxDeliveryError({ type: 'conflict', error: text, row: theirs });
    }
    const outcome = classifyResponse(status, err, entry.id);
    if (outcome.type === 'done') return 'done';
    throw new OutboxDeliveryError(outcome);
  }
  // The server's row takes the place of the edit stored on this device, in one transaction.
  await storeLocally(edit.table, edit.id, (data ?? null) as ServerRow | null, [entry.id]);
  const last: LastDelivered = { editId: entry.id, base: edit.baseUpdatedAt };
  await setMeta(lastDeliveredKey(edit.table, edit.id), last);
  return 'done';
}

/**
 * The base of a chained edit: the row's version if the earlier edit is the last one it carries;
 * otherwise the edit's own base, so a change by someone else in between is still caught.
 */
async function versionAfter(supabase: SupabaseClient, edit: AdminEditPayload, afterEditId: string): Promise<string | null> {
  const { data, error } = await supabase.from(edit.table).select('updated_at, last_edit_id').eq('id', edit.id).maybeSingle();
  // Unreadable: the server's own version check still stands guard.
  if (error) return edit.baseUpdatedAt;
  const row = data as { updated_at?: string; last_edit_id?: string | null } | null;
  return row && row.last_edit_id === afterEditId && row.updated_at ? row.updated_at : edit.baseUpdatedAt;
}

async function liveDreamWithTitle(supabase: SupabaseClient, titulo: string): Promise<ServerRow | null> {
  const pattern = titulo.replace(/[\\%_]/g, (c) => `\\${c}`);
  const { data } = await supabase.from('dreams').select('*').eq('deleted', false).ilike('titulo', pattern);
  const rows = (data ?? []) as ServerRow[];
  return rows.find((row) => String(row.titulo).toLowerCase() === titulo.toLowerCase()) ?? null;
}

/**
 * Keeps this device's offline copies in step with what the server now holds (or no longer holds), so
 * the public pages on this device show the admin's change without waiting for the next sync.
 */
export async function storeLocally(table: AdminTable, id: string, row: ServerRow | null, editIds: readonly string[] = []): Promise<void> {
  if (table === 'dreams') {
    await storeDreamLocally(id, row, editIds);
    return;
  }
  if (!CACHED_TABLES.has(table)) return;
  if (row === null) await db.remoteRows.delete([table, id]);
  else await db.remoteRows.put({ table, id, updatedAt: String(row.updated_at), row });
}

/**
 * The same writes as a pull of the `dreams` table (a deleted row leaves a tombstone that hides its title),
 * replacing what the edits `editIds` stored on this device.
 */
async function storeDreamLocally(id: string, row: ServerRow | null, editIds: readonly string[]): Promise<void> {
  if (row === null) await forgetDreamRow(id, { editIds });
  else
    await storeDreamRows(
      [{ id, titulo: String(row.titulo), geral: row.geral, variantes: row.variantes, deleted: row.deleted === true, updated_at: String(row.updated_at) }],
      { editIds },
    );
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

let registered = false;

/** Lets the outbox deliver 'admin-edit' entries. Idempotent. */
export function registerAdminEditHandler(): void {
  if (registered) return;
  registered = true;
  outbox.register(ADMIN_EDIT_KIND, deliverAdminEdit);
}

/** Registers the handler and starts the flusher: edits queued earlier (even in another visit) go out now. */
export function startAdminEditDelivery(): void {
  registerAdminEditHandler();
  outbox.start();
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
