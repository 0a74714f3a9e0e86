// rpc caixa_request_poll (admins at aal2): every game is due now and the ingest function is woken; the state
// changes when its run ends, not when this returns.
import { dataOf } from '../../../../lib/server-error';
import type { SupabaseClient } from '../../../../lib/supabase';

export async function requestPoll(client: SupabaseClient): Promise<void> {
  dataOf(await client.rpc('caixa_request_poll'));
}
