// rpc admin_locked_identifiers: the identifiers locked right now by the 3-failures-in-15-minutes rule (passwords
// and authenticator codes each have their own count).
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface LockedIdentifier {
  identifier: string;
  /** What is locked: the password, or the authenticator codes. */
  method?: 'password' | 'totp';
  remaining_minutes: number;
}

export async function listLockedIdentifiers(client: SupabaseClient, signal: AbortSignal): Promise<LockedIdentifier[]> {
  return dataOf<LockedIdentifier[] | null>(await client.rpc('admin_locked_identifiers').abortSignal(signal)) ?? [];
}
