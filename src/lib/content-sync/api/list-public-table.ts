// One of the small public tables kept offline (lucky_guesses, monthly_promotions, welcome_bonuses): every row
// this visitor may read, page by page, each abandoned if it hangs.
import { readAllPages } from '../../read-all-pages';
import { withTimeout } from '../../read-timeout';
import type { SupabaseClient } from '../../supabase';

export function listPublicTable(client: SupabaseClient, table: string): Promise<Record<string, unknown>[]> {
  return readAllPages((from, to) => client.from(table).select('*').order('id').range(from, to).abortSignal(withTimeout(undefined)));
}
