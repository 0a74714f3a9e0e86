// Test harness: one stand-in per test file (free port, temporary data dir) and supabase-js clients.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { BOOTSTRAP_FILE, SEED_FILE, listMigrations } from '../local/migrate.mjs';
import { startLocalSupabase, type LocalSupabase, type StartOptions } from '../local/server.mjs';
import { freshCode } from './totp';

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
  /**
   * The seeded admin signed in after its first-access password change (the flag cleared the way
   * the auth trigger clears it), then at aal2 with its authenticator: until then the database
   * grants it no admin rights.
   */
  signedInAdmin(): Promise<SupabaseClient>;
  /** The seeded admin past the first access, signed in with the password alone (aal1). */
  signedInAdminPasswordOnly(): Promise<SupabaseClient>;
  /**
   * Raises a signed-in client to aal2 the way the app does: enrols a TOTP factor the first time
   * (its secret kept for the next sign-ins of that user), then challenge and verify with a code
   * computed from the secret. Verifying ends the user's other aal1 sessions, as Supabase Auth does.
   */
  toAal2(c: SupabaseClient): Promise<SupabaseClient>;
  /** The secret of a user's factor enrolled through toAal2. */
  secretOf(email: string): string | undefined;
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

const TEMPLATE_PREFIX = 'sonho-supabase-template-';

/**
 * A migrated and seeded data directory shared by the test files (each copies it), so only the
 * first file pays for a fresh database. Keyed by the SQL and the day (the seed uses current_date).
 */
async function templateDir(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [BOOTSTRAP_FILE, ...listMigrations().map((m) => m.file), SEED_FILE]) hash.update(readFileSync(file));
  hash.update(new Date().toISOString().slice(0, 10));
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(join(dir, 'ready'))) return dir;

  const building = mkdtempSync(join(tmpdir(), `${TEMPLATE_PREFIX}build-`));
  const server = await startLocalSupabase({ port: 0, dataDir: building });
  await server.stop();
  writeFileSync(join(building, 'ready'), '');
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another test file built it first
  }
  // Templates of older SQL or earlier days are of no further use.
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(TEMPLATE_PREFIX) && path !== dir && Date.now() - statSync(path).mtimeMs > 86_400_000) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  return dir;
}

export async function startStack(options: Omit<StartOptions, 'port' | 'dataDir'> & { dataDir?: string } = {}): Promise<TestStack> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sonho-supabase-'));
  if (ownDir) cpSync(await templateDir(), dataDir, { recursive: true });
  const server = await startLocalSupabase({
    // Only a bug in the stand-in logs "Internal error"; show it next to the failing test.
    log: (line) => {
      if (line.startsWith('Internal error')) console.error(line);
    },
    // Users created by tests get cheap hashes; the seeded ones keep cost 10.
    bcryptCost: 4,
    ...options,
    port: 0,
    dataDir,
  });
  async function signedIn(credentials: { email: string; password: string }) {
    const c = client(server.url, server.publishableKey);
    const { error } = await c.auth.signInWithPassword(credentials);
    if (error) throw new Error(`sign-in as ${credentials.email} failed: ${error.message}`);
    return c;
  }
  const factors = new Map<string, { id: string; secret: string }>();
  async function toAal2(c: SupabaseClient) {
    const { data: userData } = await c.auth.getUser();
    const email = userData.user?.email ?? '';
    let factor = factors.get(email);
    if (!factor || !userData.user?.factors?.some((f) => f.id === factor?.id && f.status === 'verified')) {
      const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: `Teste ${factors.size + 1}` });
      if (error) throw new Error(`enrolment of ${email} failed: ${error.message}`);
      factor = { id: data.id, secret: data.totp.secret };
    }
    const { error } = await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await freshCode(factor.secret) });
    if (error) throw new Error(`code of ${email} refused: ${error.message}`);
    factors.set(email, factor);
    return c;
  }
  async function clearFirstAccess() {
    await server.db.query('update public.profiles set must_change_password = false, password_changed_at = now() where lower(email) = lower($1)', [ADMIN.email]);
  }
  return {
    server,
    url: server.url,
    anon: () => client(server.url, server.publishableKey),
    service: () => client(server.url, server.secretKey),
    signedIn,
    async signedInAdmin() {
      await clearFirstAccess();
      return toAal2(await signedIn(ADMIN));
    },
    async signedInAdminPasswordOnly() {
      await clearFirstAccess();
      return signedIn(ADMIN);
    },
    toAal2,
    secretOf: (email) => factors.get(email)?.secret,
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
