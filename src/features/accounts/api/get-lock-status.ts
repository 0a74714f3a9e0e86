// rpc login_lock_status: whether an identifier is locked by the 3-failures-in-15-minutes rule, and for how long.
import { parseLockStatus, type LockStatus } from '../domain/lockout';
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

/** The server's answer for a normalised identifier; null when the answer has another shape. Throws a ServerError. */
export async function getLockStatus(client: SupabaseClient, identifier: string): Promise<LockStatus | null> {
  return parseLockStatus(dataOf(await client.rpc('login_lock_status', { p_identifier: identifier })));
}
