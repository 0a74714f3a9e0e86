// caixa_source_state (admins at aal2): each Caixa game's source as the ingest function last left it.
import { dataOf } from '../../../../lib/server-error';
import type { SupabaseClient } from '../../../../lib/supabase';

export interface SourceState {
  game: string;
  latest_contest: number | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_status: string | null;
  last_error: string | null;
  failures: number;
  backoff_until: string | null;
  next_poll_at: string | null;
}

export async function listSourceState(client: SupabaseClient, signal: AbortSignal): Promise<SourceState[]> {
  const answer = await client
    .from('caixa_source_state')
    .select('game, latest_contest, last_attempt_at, last_success_at, last_status, last_error, failures, backoff_until, next_poll_at')
    .order('game')
    .abortSignal(signal);
  return dataOf<SourceState[] | null>(answer) ?? [];
}
