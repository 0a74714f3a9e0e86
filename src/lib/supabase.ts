// The one gateway to supabase-js: loaded on first use so it stays out of the first route's JavaScript.
import type { SupabaseClient } from '@supabase/supabase-js';
import { config, supabaseUrl } from './config';

let client: Promise<SupabaseClient> | undefined;
let anonymous: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl(), config.supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
        storageKey: 'sonho-e-sorte-auth',
      },
    }),
  );
  return client;
}

/**
 * A client with no session, for the content worker: a worker has no storage to keep one in, and what it reads
 * (the dreams) every visitor may read, so the page's signed-in client would get the same rows.
 */
export function getAnonymousSupabase(): Promise<SupabaseClient> {
  anonymous ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl(), config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  );
  return anonymous;
}

export type { SupabaseClient };
