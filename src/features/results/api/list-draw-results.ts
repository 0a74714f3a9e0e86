// draw_results: the latest 100 results, by day then draw, newest first.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface DrawResultRow {
  id: string;
  lottery: string;
  draw_date: string;
  draw_label: string;
  prizes: string[];
  updated_at?: string;
}

export async function listDrawResults(client: SupabaseClient, signal: AbortSignal): Promise<DrawResultRow[]> {
  const query = client.from('draw_results').select('*').order('draw_date', { ascending: false }).order('draw_label', { ascending: false }).limit(100);
  return dataOf<DrawResultRow[] | null>(await query.abortSignal(signal)) ?? [];
}
