// rpc missing_draws (admins at aal2, 0016_draw_watch.sql): the scheduled bicho draws of a day still without a
// result 20 minutes after their time, in time order. GET: the function only reads.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface MissingDraw {
  /** As draw_results.lottery: 'PT Rio'. */
  lottery: string;
  /** 'PTM 11:20', 'Sorteio 09:20'. */
  draw_label: string;
  /** 'HH:MM', Brasília. */
  draw_time: string;
  draw_at: string;
  /** Minutes since the draw's time, when the server answered. */
  minutes_late: number;
}

/** `day` ('YYYY-MM-DD'): today in Brasília when absent. */
export async function listMissingDraws(client: SupabaseClient, signal: AbortSignal, day?: string): Promise<MissingDraw[]> {
  const answer = await client.rpc('missing_draws', day ? { p_day: day } : {}, { get: true }).abortSignal(signal);
  return dataOf<MissingDraw[] | null>(answer) ?? [];
}
