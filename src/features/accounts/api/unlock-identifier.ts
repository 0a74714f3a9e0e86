// rpc admin_unlock_identifier: lifts the lock of one identifier; the admin-only function logs who did it.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export async function unlockIdentifier(client: SupabaseClient, identifier: string): Promise<void> {
  dataOf(await client.rpc('admin_unlock_identifier', { p_identifier: identifier }));
}
