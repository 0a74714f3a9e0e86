// feedbacks: the latest 200 visitor feedbacks, newest first, optionally of one rating or only the unread.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface Feedback {
  id: string;
  rating: number;
  message: string;
  page: string | null;
  read: boolean;
  created_at: string;
  updated_at: string;
}

export async function listFeedbacks(client: SupabaseClient, { rating, unreadOnly }: { rating: number | null; unreadOnly: boolean }, signal: AbortSignal): Promise<Feedback[]> {
  let query = client.from('feedbacks').select('*').order('created_at', { ascending: false }).limit(200).abortSignal(signal);
  if (rating !== null) query = query.eq('rating', rating);
  if (unreadOnly) query = query.eq('read', false);
  return dataOf<Feedback[] | null>(await query) ?? [];
}
