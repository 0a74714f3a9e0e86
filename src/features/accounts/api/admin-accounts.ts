// The admin accounts and their authenticators (rpc admin_list_admins), and resetting a colleague's
// authenticators (rpc admin_reset_factors): their sessions end and they enrol again at the next sign-in.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface AdminAccount {
  id: string;
  email: string | null;
  full_name: string | null;
  verified_factors: number;
  last_sign_in_at: string | null;
}

export async function listAdmins(client: SupabaseClient, signal: AbortSignal): Promise<AdminAccount[]> {
  return dataOf<AdminAccount[] | null>(await client.rpc('admin_list_admins').abortSignal(signal)) ?? [];
}

export async function resetAuthenticators(client: SupabaseClient, userId: string): Promise<void> {
  dataOf(await client.rpc('admin_reset_factors', { p_user_id: userId }));
}
