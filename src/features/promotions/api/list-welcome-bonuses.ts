// welcome_bonuses: the latest 200 welcome bonuses, newest first.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

/** The columns of a welcome_bonuses row the form writes. */
export interface BonusValues {
  title: string;
  description: string;
  percentage: number | null;
  max_amount: number | null;
  min_deposit: number | null;
  terms: string;
  active: boolean;
}

export interface BonusRow extends Omit<BonusValues, 'percentage' | 'max_amount' | 'min_deposit'> {
  id: string;
  /** numeric columns may arrive as numbers or strings */
  percentage: number | string | null;
  max_amount: number | string | null;
  min_deposit: number | string | null;
  updated_at?: string;
}

export async function listWelcomeBonuses(client: SupabaseClient, signal: AbortSignal): Promise<BonusRow[]> {
  const query = client.from('welcome_bonuses').select('*').order('created_at', { ascending: false }).limit(200);
  return dataOf<BonusRow[] | null>(await query.abortSignal(signal)) ?? [];
}
