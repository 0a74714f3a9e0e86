// Delivering a queued admin edit: the rpc apply_admin_edit (api/), its answer turned into the outbox's outcomes
// (a conflict held with the server's row), and the server's row stored on this device in place of the edit.
import { parseConflictRow } from './conflicts';
import { isPayload, type AdminEditPayload, type ServerRow } from './admin-edit-payload';
import { rememberDelivered, storeLocally } from './admin-edit-local';
import { applyAdminEdit } from './api/apply-admin-edit';
import { getRowVersion } from './api/get-row-version';
import { liveDreamByTitle } from './api/live-dream-by-title';
import { outbox } from './outbox';
import { OutboxDeliveryError, classifyResponse, type PostgrestErrorLike } from './outbox-policy';
import { REQUEST_TIMEOUT_MS } from './outbox-insert';
import type { OutboxEntry } from '../db';
import { ADMIN_EDIT_KIND } from '../db-names';
import type { SupabaseClient } from '../supabase';
import { dreamKey } from '../../features/dreams/domain/fold';

/** Conflict codes: PostgREST turns the function's SQLSTATE 'PT409' into HTTP 409; 'P0409' is accepted too. */
const CONFLICT_CODES = new Set(['PT409', 'P0409']);

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
  const { data, error, status } = await applyAdminEdit(
    supabase,
    { table: edit.table, id: edit.id, editId: entry.id, baseUpdatedAt: base, op: edit.op, values: edit.values },
    AbortSignal.timeout(REQUEST_TIMEOUT_MS), // a hung request must not hold the outbox lock
  );
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
  // The server's row takes the place of the edit stored on this device, in one transaction. A delete answers with
  // the row as it was (RETURNING): gone here too, but a dream, whose answer is its tombstone.
  const row = edit.op === 'delete' && edit.table !== 'dreams' ? null : ((data ?? null) as ServerRow | null);
  await storeLocally(edit.table, edit.id, row, [entry.id]);
  await rememberDelivered(edit.table, edit.id, { editId: entry.id, base: edit.baseUpdatedAt });
  return 'done';
}

/**
 * The base of a chained edit: the row's version if the earlier edit is the last one it carries;
 * otherwise the edit's own base, so a change by someone else in between is still caught.
 */
async function versionAfter(supabase: SupabaseClient, edit: AdminEditPayload, afterEditId: string): Promise<string | null> {
  try {
    const row = await getRowVersion(supabase, edit.table, edit.id);
    return row && row.last_edit_id === afterEditId && row.updated_at ? row.updated_at : edit.baseUpdatedAt;
  } catch {
    // Unreadable: the server's own version check still stands guard.
    return edit.baseUpdatedAt;
  }
}

/** The live dream holding the title's key (`dreamKey`, public.dream_title_key on the server): 'Agua' finds 'Água'. */
async function liveDreamWithTitle(supabase: SupabaseClient, titulo: string): Promise<ServerRow | null> {
  // Unreadable: no conflict to show, the refusal is classified as it came.
  const rows = (await liveDreamByTitle(supabase, titulo).catch(() => [])) as ServerRow[];
  return rows.find((row) => dreamKey(String(row.titulo)) === dreamKey(titulo)) ?? null;
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
