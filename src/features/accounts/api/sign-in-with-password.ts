// Password sign-in: through the sign-in Edge Function when the build names one (VITE_SIGN_IN_FUNCTION),
// otherwise Supabase Auth's password grant. Either way supabase-js ends up holding the session.
import type { User } from '@supabase/supabase-js';
import { config } from '../../../lib/config';
import type { SupabaseClient } from '../../../lib/supabase';
import { signInThroughFunction, type FunctionSignInError } from './sign-in-function';

/** The user signed in, or the refusal as Supabase Auth (or the function) gave it. */
export async function signInWithPassword(
  client: SupabaseClient,
  email: string,
  password: string,
): Promise<{ user: User | null; error: FunctionSignInError | null }> {
  if (config.signInFunction) {
    const { session, error } = await signInThroughFunction(client, email, password);
    return { user: session?.user ?? null, error };
  }
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  return { user: data.user, error };
}
