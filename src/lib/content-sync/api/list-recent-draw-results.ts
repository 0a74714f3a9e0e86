// draw_results: every result drawn on or after a day (about 30 draws a day), page by page, each abandoned if it hangs.
import { readAllPages } from '../../read-all-pages';
import { withTimeout } from '../../read-timeout';
import type { SupabaseClient } from '../../supabase';

export function listRecentDrawResults(client: SupabaseClient, fromDay: string): Promise<Record<string, unknown>[]> {
  return readAllPages((from, to) =>
    client
      .from('draw_results')
      .select('*')
      .gte('draw_date', fromDay)
      .order('draw_date', { ascending: false })
      .order('id')
      .range(from, to)
      .abortSignal(withTimeout(undefined)),
  );
}
