// One row's version (updated_at) and the last admin edit it carries, of any table an admin edits.
import type { AdminTable } from '../conflicts';
import { dataOf } from '../../server-error';
import type { SupabaseClient } from '../../supabase';

export interface RowEditMark {
  updated_at?: string;
  last_edit_id?: string | null;
}

/** The row's mark, or null when there is no such row. Throws a ServerError. */
export async function getRowVersion(client: SupabaseClient, table: AdminTable, id: string): Promise<RowEditMark | null> {
  return dataOf<RowEditMark | null>(await client.from(table).select('updated_at, last_edit_id').eq('id', id).maybeSingle());
}
