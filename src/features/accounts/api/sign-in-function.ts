// Password sign-in through the sign-in Edge Function (supabase/functions/sign-in), used when the build
// sets VITE_SIGN_IN_FUNCTION: on a Supabase plan without the password verification hook, the function
// is what applies the lockout before the password reaches Supabase Auth (docs/backend.md).
import type { Session } from '@supabase/supabase-js';
import { config, supabaseUrl } from '../../../lib/config';
import type { SupabaseClient } from '../../../lib/supabase';

export interface FunctionSignInError {
  code?: string;
  message?: string;
  status?: number;
  name?: string;
}

/** Signs in through the function and installs the session it returns in supabase-js. */
export async function signInThroughFunction(
  supabase: SupabaseClient,
  email: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ session: Session | null; error: FunctionSignInError | null }> {
  let response: Response;
  try {
    response = await fetchImpl(`${supabaseUrl()}/functions/v1/${config.signInFunction}`, {
      method: 'POST',
      headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return { session: null, error: { name: 'AuthRetryableFetchError', status: 0 } };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message = typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
    const code = typeof body.code === 'string' ? body.code : typeof body.error_code === 'string' ? body.error_code : undefined;
    return { session: null, error: { code, message, status: response.status } };
  }
  const { data, error } = await supabase.auth.setSession({
    access_token: String(body.access_token ?? ''),
    refresh_token: String(body.refresh_token ?? ''),
  });
  if (error) return { session: null, error: { code: error.code, message: error.message, status: error.status } };
  return { session: data.session, error: null };
}
