// monthly_promotions: every promotion, by month then creation, newest first, read page by page.
import { readAllPages } from '../../../lib/read-all-pages';
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
  return readAllPages<PromotionRow>((from, to) =>
    client
      .from('monthly_promotions')
      .select('*')
      .order('month', { ascending: false })
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to)
      .abortSignal(signal),
  );
}
