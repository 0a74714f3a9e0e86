// lucky_guesses: the latest 200 scheduled guesses, by day then creation, newest first.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface LuckyGuessRow {
  id: string;
  guess_date: string;
  lottery: string;
  draw_label: string | null;
  grupos: string[];
  milhares: string[];
  centenas: string[];
  note: string | null;
  published: boolean;
  updated_at?: string;
}

export async function listLuckyGuesses(client: SupabaseClient, signal: AbortSignal): Promise<LuckyGuessRow[]> {
  const query = client.from('lucky_guesses').select('*').order('guess_date', { ascending: false }).order('created_at', { ascending: false }).limit(200);
  return dataOf<LuckyGuessRow[] | null>(await query.abortSignal(signal)) ?? [];
}
