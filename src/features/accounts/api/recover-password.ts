// POST /auth/v1/recover: e-mails a link to create a new password. The answer never says whether the e-mail has
// an account, and the screen says the same thing either way (a refused repeat included).
import type { SupabaseClient } from '../../../lib/supabase';

export type RecoveryRequest = 'sent' | 'offline';

export async function requestPasswordRecovery(client: SupabaseClient, email: string, redirectTo: string): Promise<RecoveryRequest> {
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error && (error.name === 'AuthRetryableFetchError' || error.status === 0)) return 'offline';
  return 'sent';
}
