// The e2e stack: one worker-scoped local backend (fresh data dir) and the built app served by vite preview.
// Tests reach the backend with supabase-js (service role) to check what really got stored.
import { test as base, expect } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ws from 'ws';
import { join } from 'node:path';
import { startStack } from '../scripts/stack.mjs';
import { E2E_APP_PORT, E2E_DB_PORT, E2E_DIST } from '../playwright.config';

interface Stack {
  dataDir: string;
  backendUrl: string;
  secretKey: string;
  /** A service-role client: bypasses RLS, for arranging data and checking what was stored. */
  admin: SupabaseClient;
  /** SQL straight on the backend's database as its owner (the private schema included): for arranging limits. */
  sql(query: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  stopBackend(): Promise<void>;
  startBackend(): Promise<void>;
}

/** The anonymous write limits per address (supabase/migrations/0011_anonymous_limits.sql) for the e2e journeys. */
export const RAISED_LIMITS = 'update private.anonymous_quota_limits set per_10_minutes = 100000, per_day = 1000000';

/** A Caixa API base on a closed port of this machine: results-ingest finds the source unreachable. */
const UNREACHABLE_CAIXA = 'http://127.0.0.1:9/portaldeloterias/api';

/** The localStorage answer of the 18+ age gate (src/features/guides/age-gate.tsx). */
export const AGE_GATE_ANSWER = { key: 'sonho-e-sorte:age-ok', value: 'yes' } as const;

export const test = base.extend<{ ageGateAnswered: boolean }, { stack: Stack }>({
  // Most journeys start past the age gate; its own spec turns this off with test.use({ ageGateAnswered: false }).
  ageGateAnswered: [true, { option: true }],
  context: async ({ context, ageGateAnswered }, use) => {
    if (ageGateAnswered) {
      await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), AGE_GATE_ANSWER);
    }
    await use(context);
  },
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sonho-e2e-'));
      // The journeys see the seed's demonstration contests and a Caixa source that cannot be reached (a closed port
      // of this machine), never the real API, whatever network the machine has.
      const running = await startStack({ appPort: E2E_APP_PORT, dbPort: E2E_DB_PORT, dataDir, outDir: E2E_DIST, caixaApiBase: UNREACHABLE_CAIXA });
      let backend = running.backend;
      let stopping: Promise<void> | undefined;
      const { startLocalSupabase } = await import('../supabase/local/server.mjs');
      // Every journey here writes from one address (this machine), far more than a visitor would: the limits per
      // address are raised for them. The spec of the limits sets its own (chat.spec.ts).
      await backend.db.query(RAISED_LIMITS);
      const stack: Stack = {
        dataDir,
        backendUrl: backend.url,
        secretKey: backend.secretKey,
        admin: createClient(backend.url, backend.secretKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          // Node 20 has no global WebSocket; realtime is unused but supabase-js builds its client eagerly.
          realtime: { transport: ws as never },
        }),
        async sql(query, params) {
          return (await backend.db.query(query, params)).rows;
        },
        async stopBackend() {
          stopping = backend.stop();
          await stopping;
        },
        async startBackend() {
          // A stop called from a route handler may still be closing connections: the data folder is free after it.
          await stopping;
          backend = await startLocalSupabase({ port: E2E_DB_PORT, dataDir });
        },
      };
      await use(stack);
      await running.stopApp();
      await backend.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
});

export { expect };
