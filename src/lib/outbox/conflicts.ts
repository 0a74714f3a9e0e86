// Conflict rules for admin edits: an edit carries the row version it was based on, and an edit to a
// row changed since then is held for the admin instead of overwriting (ARCHITECTURE.md, "The outbox").
import { sameJson } from '../../utils/same-json';

export type AdminTable =
  | 'dreams'
  | 'lucky_guesses'
  | 'monthly_promotions'
  | 'welcome_bonuses'
  | 'draw_results'
  | 'suporte_clientes'
  | 'feedbacks';

/** @public What an admin edit does (the apipaged branch's api/apply-admin-edit.ts imports it too). */
export type AdminEditOp = 'upsert' | 'delete';

/** One admin edit as queued in the outbox (the outbox entry's id is the edit id). */
export interface AdminEdit {
  table: AdminTable;
  /** The row's primary key. */
  id: string;
  /** The row's `updated_at` when the admin started editing; null when creating a row. */
  baseUpdatedAt: string | null;
  op: AdminEditOp;
  /** Columns to write (nothing for a delete). */
  values: Record<string, unknown>;
}

/** The parts of a server row that decide a conflict. */
export interface RowVersion {
  id?: string;
  updated_at: string;
  last_edit_id?: string | null;
}

/** Columns that are bookkeeping, not content: never shown as a difference. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'last_edit_id']);

/** The columns of my edit whose value differs from the server's row (what the admin must decide on). */
export function conflictingFields(mine: Record<string, unknown>, theirs: Record<string, unknown> | null): string[] {
  return Object.keys(mine).filter((key) => !BOOKKEEPING.has(key) && !sameJson(mine[key], theirs?.[key]));
}

/**
 * 'Keep mine': the same change, now based on the server's current version (and aimed at the server's
 * row, which may have another id when both admins created a row with the same title).
 */
export function rebaseEdit(edit: AdminEdit, theirs: RowVersion | null): AdminEdit {
  if (!theirs) return { ...edit, baseUpdatedAt: null };
  return { ...edit, id: theirs.id ?? edit.id, baseUpdatedAt: theirs.updated_at };
}

/** Reads the server row from a conflict error's details (a JSON object or its text), or null. */
export function parseConflictRow(details: unknown): (Record<string, unknown> & RowVersion) | null {
  let value = details;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row = value as Record<string, unknown>;
  return typeof row.updated_at === 'string' ? (row as Record<string, unknown> & RowVersion) : null;
}
