// Supabase Auth's user update with a new password (the signed-in person's own); the database's trigger on
// auth.users then clears the profile's first-access flag.
import type { PasswordErrorLike } from '../domain/password-rules';
import type { SupabaseClient } from '../../../lib/supabase';

/** The refusal as Supabase Auth gave it (weak, same as before, session gone), or null. */
export async function updatePassword(client: SupabaseClient, newPassword: string): Promise<{ error: PasswordErrorLike | null }> {
  const { error } = await client.auth.updateUser({ password: newPassword });
  return { error };
}
