// A plain INSERT of one row, without asking for it back (return=minimal): what the outbox sends for leads and
// feedback, whose tables anonymous visitors may write but not read.
import type { PostgrestErrorLike } from '../outbox-policy';
import type { SupabaseClient } from '../../supabase';

/** The answer's error and HTTP status, for the outbox to classify. */
export async function insertRow(
  client: SupabaseClient,
  table: string,
  row: Record<string, unknown>,
  signal: AbortSignal,
): Promise<{ error: PostgrestErrorLike | null; status: number }> {
  const { error, status } = await client.from(table).insert(row).setHeader('Prefer', 'return=minimal').abortSignal(signal);
  return { error, status };
}
