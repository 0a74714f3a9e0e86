// caixa_source_events (admins at aal2): the latest lines of the sources' log, newest first.
import { dataOf } from '../../../../lib/server-error';
import type { SupabaseClient } from '../../../../lib/supabase';

export interface SourceEvent {
  id: number;
  at: string;
  game: string;
  contest: number | null;
  kind: 'stored' | 'corrected' | 'refused' | 'error' | 'backfill';
  status: string;
  detail: string | null;
}

/** The most events the screen lists. */
const SOURCE_EVENTS_LIMIT = 20;

export async function listSourceEvents(client: SupabaseClient, signal: AbortSignal): Promise<SourceEvent[]> {
  const answer = await client.from('caixa_source_events').select('*').order('id', { ascending: false }).limit(SOURCE_EVENTS_LIMIT).abortSignal(signal);
  return dataOf<SourceEvent[] | null>(answer) ?? [];
}
