// profiles: the signed-in person's own row (row-level security lets each read only their own).
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

/** The columns of public.profiles the app reads. */
export interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
  role: 'customer' | 'admin';
  must_change_password: boolean;
  password_changed_at: string | null;
  last_sign_in_at: string | null;
}

const PROFILE_COLUMNS = 'id, email, full_name, role, must_change_password, password_changed_at, last_sign_in_at';

/** The profile row, or null when there is none; throws a ServerError when it could not be read. */
export async function getProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  return dataOf<Profile | null>(await client.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle()) ?? null;
}
