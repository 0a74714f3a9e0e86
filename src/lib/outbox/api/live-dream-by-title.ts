// rpc live_dream_by_title: the live dream holding a title's key (public.dream_title_key, dreamKey's twin).
import { dataOf } from '../../server-error';
import type { SupabaseClient } from '../../supabase';

/** The rows found (at most one, as the key is unique among live dreams). Throws a ServerError. */
export async function liveDreamByTitle(client: SupabaseClient, titulo: string): Promise<Record<string, unknown>[]> {
  const data = dataOf<unknown>(await client.rpc('live_dream_by_title', { p_titulo: titulo }));
  return (Array.isArray(data) ? data : []) as Record<string, unknown>[];
}
