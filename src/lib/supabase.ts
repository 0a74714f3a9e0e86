// The one gateway to supabase-js: loaded on first use so it stays out of the first route's JavaScript.
import type { SupabaseClient } from '@supabase/supabase-js';
import { config, supabaseUrl } from './config';

let client: Promise<SupabaseClient> | undefined;

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

export type { SupabaseClient };
