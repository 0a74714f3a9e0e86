// welcome_bonuses: every welcome bonus, newest first, read page by page.
import { readAllPages } from '../../../lib/read-all-pages';
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
  return readAllPages<BonusRow>((from, to) =>
    client.from('welcome_bonuses').select('*').order('created_at', { ascending: false }).order('id', { ascending: false }).range(from, to).abortSignal(signal),
  );
}
