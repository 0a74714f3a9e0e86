// Test harness: one stand-in per test file (free port, temporary data dir) and supabase-js clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase, type StartOptions } from '../local/server.mjs';

export const ADMIN = { email: 'admin@sonhoesorte.com.br', password: 'Admin#Sorte2026' };
export const CUSTOMER = { email: 'cliente@sonhoesorte.com.br', password: 'Cliente#Sorte2026' };

export interface TestStack {
  server: LocalSupabase;
  url: string;
  /** A client with the publishable key and no session (role anon). */
  anon(): SupabaseClient;
  /** A client with the secret key (role service_role, bypasses RLS). */
  service(): SupabaseClient;
  /** A client signed in with email and password; fails the test if sign-in fails. */
  signedIn(credentials: { email: string; password: string }): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

// ws's constructor types are wider than realtime-js's structural type, though compatible at runtime.
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is unused but supabase-js builds its client.
    realtime: { transport: ws as unknown as RealtimeTransport },
  });
}

export async function startStack(options: Omit<StartOptions, 'port' | 'dataDir'> & { dataDir?: string } = {}): Promise<TestStack> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sonho-supabase-'));
  const server = await startLocalSupabase({
    // Only a bug in the stand-in logs "Internal error"; show it next to the failing test.
    log: (line) => {
      if (line.startsWith('Internal error')) console.error(line);
    },
    ...options,
    port: 0,
    dataDir,
  });
  return {
    server,
    url: server.url,
    anon: () => client(server.url, server.publishableKey),
    service: () => client(server.url, server.secretKey),
    async signedIn(credentials) {
      const c = client(server.url, server.publishableKey);
      const { error } = await c.auth.signInWithPassword(credentials);
      if (error) throw new Error(`sign-in as ${credentials.email} failed: ${error.message}`);
      return c;
    },
    async stop() {
      await server.stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A raw request to the stand-in, for what supabase-js would never send. */
export async function raw(
  url: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}
