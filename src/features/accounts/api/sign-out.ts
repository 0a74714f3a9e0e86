// Supabase Auth's logout: the session ends on the server (its refresh token revoked) and on this device.
import type { SupabaseClient } from '../../../lib/supabase';

/** Ends the session everywhere; the error when the server could not be told (the session is kept then). */
export async function signOutEverywhere(client: SupabaseClient): Promise<{ error: unknown }> {
  const { error } = await client.auth.signOut();
  return { error };
}

/** Ends the session on this device only, without the server (an idle logout while offline). */
export async function signOutOnThisDevice(client: SupabaseClient): Promise<void> {
  await client.auth.signOut({ scope: 'local' });
}
