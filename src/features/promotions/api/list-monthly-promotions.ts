// monthly_promotions: the latest 200 promotions, by month then creation, newest first.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

/** The columns of a monthly_promotions row the form writes. */
export interface PromotionValues {
  title: string;
  description: string;
  month: string | null;
  starts_on: string | null;
  ends_on: string | null;
  active: boolean;
  highlight: string | null;
}

export interface PromotionRow extends PromotionValues {
  id: string;
  updated_at?: string;
}

export async function listMonthlyPromotions(client: SupabaseClient, signal: AbortSignal): Promise<PromotionRow[]> {
  const query = client.from('monthly_promotions').select('*').order('month', { ascending: false }).order('created_at', { ascending: false }).limit(200);
  return dataOf<PromotionRow[] | null>(await query.abortSignal(signal)) ?? [];
}
