// rpc apply_admin_edit (supabase/migrations/0006_admin_edits.sql): one admin edit, applied only if the row is
// still at the version the edit was based on; otherwise PT409 with the row as it is now in the details.
import type { AdminEditOp, AdminTable } from '../conflicts';
import type { SupabaseClient } from '../../supabase';

export interface ApplyAdminEditArgs {
  table: AdminTable;
  id: string;
  /** The outbox entry's id: a replay of an edit the row already carries changes nothing. */
  editId: string;
  baseUpdatedAt: string | null;
  op: AdminEditOp;
  values: Record<string, unknown>;
}

/** The answer as it came (the row written, or the error and HTTP status), for the outbox to classify. */
export async function applyAdminEdit(client: SupabaseClient, edit: ApplyAdminEditArgs, signal: AbortSignal): Promise<{ data: unknown; error: unknown; status: number }> {
  const { data, error, status } = await client
    .rpc('apply_admin_edit', {
      p_table: edit.table,
      p_id: edit.id,
      p_edit_id: edit.editId,
      p_base_updated_at: edit.baseUpdatedAt,
      p_op: edit.op,
      p_values: edit.op === 'delete' ? {} : edit.values,
    })
    .abortSignal(signal);
  return { data, error, status };
}
