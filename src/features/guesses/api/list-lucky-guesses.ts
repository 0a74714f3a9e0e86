// lucky_guesses: every scheduled guess, by day then creation, newest first, read page by page.
import { readAllPages } from '../../../lib/read-all-pages';
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
  return readAllPages<LuckyGuessRow>((from, to) =>
    client
      .from('lucky_guesses')
      .select('*')
      .order('guess_date', { ascending: false })
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to)
      .abortSignal(signal),
  );
}
