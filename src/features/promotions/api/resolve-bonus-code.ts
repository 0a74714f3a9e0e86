// rpc resolve_bonus_code: a receipt's short code to its id (null when no receipt has that code).
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';
import { isBonusCode } from '../bonus-receipt';

export async function resolveBonusCode(client: SupabaseClient, code: string, signal: AbortSignal): Promise<string | null> {
  // A code that cannot exist is not worth a request.
  if (!isBonusCode(code)) return null;
  const id = dataOf(await client.rpc('resolve_bonus_code', { p_code: code.trim() }).abortSignal(signal));
  return typeof id === 'string' && id !== '' ? id : null;
}
