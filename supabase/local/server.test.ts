// The stand-in as a process: data survives a restart, reset clears it, one server per data dir,
// any Host header (behind a proxy), and the CLI (start, admin:create, reset). Each test has its own
// data directory and servers, stopped and deleted after it, so the tests run in any order.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, client, startStack } from '../tests/harness';
import { resetData, startLocalSupabase, type LocalSupabase } from './server.mjs';

// Fresh databases are started here on purpose (several seconds each on a busy machine).
const SLOW = { timeout: 120_000 };
const cli = join(dirname(fileURLToPath(import.meta.url)), 'cli.mjs');

/** What the running test started, undone after it whatever its outcome (last first). */
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const undo of cleanups.splice(0).reverse()) await undo();
});

/** A data directory of the test's own, deleted after it. */
function ownDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sonho-supabase-server-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A server on `dataDir`, stopped after the test (stopping twice is harmless). */
async function start(dataDir: string): Promise<LocalSupabase> {
  const server = await startLocalSupabase({ port: 0, dataDir, bcryptCost: 4 });
  cleanups.push(() => server.stop());
  return server;
}

const lead = (id: string) => ({
  id,
  customer_name: 'Persistente',
  customer_whatsapp: '31988887777',
  initial_message: 'Guardem isto',
  conversation_history: [],
  source: 'chat_modal',
});

/** Runs the CLI with the test's data dir; resolves with its output once `until` shows up or it exits. */
function runCli(dataDir: string, args: string[], until?: RegExp): Promise<{ output: string; stop: () => Promise<number | null> }> {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, SUPABASE_DATA_DIR: dataDir, SUPABASE_PORT: '0', SUPABASE_URL: '', SUPABASE_SECRET_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
    const stop = async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && until.test(output)) resolveRun({ output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => {
      if (until && !until.test(output)) rejectRun(new Error(`cli exited (${code}) before ${until}: ${output}`));
      else resolveRun({ output, stop });
    });
  });
}

describe('persistence', () => {
  it('keeps data and keys across a restart on the same directory', SLOW, async () => {
    const dataDir = ownDataDir();
    let server = await start(dataDir);
    expect(server.migration.seeded).toBe(true);
    const id = randomUUID();
    expect((await client(server.url, server.publishableKey).from('suporte_clientes').insert(lead(id))).error).toBeNull();
    const secretKey = server.secretKey;
    const push = { ...server.push };
    expect(push.vapidPublicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    await server.stop();

    server = await start(dataDir);
    expect(server.migration).toEqual({ applied: [], seeded: false });
    expect(server.secretKey).toBe(secretKey);
    // The Web Push keys too: the app built with the public key keeps working after a restart.
    expect(server.push).toMatchObject({ vapidPublicKey: push.vapidPublicKey, sendSecret: push.sendSecret });
    const { data } = await client(server.url, server.secretKey).from('suporte_clientes').select('customer_name').eq('id', id);
    expect(data).toEqual([{ customer_name: 'Persistente' }]);
    const signIn = await client(server.url, server.publishableKey).auth.signInWithPassword(ADMIN);
    expect(signIn.error).toBeNull();
  });

  it('refuses a second server on a directory in use; resetData deletes it once stopped', SLOW, async () => {
    const stack = await startStack();
    cleanups.push(() => stack.stop());
    const { dataDir } = stack.server;
    await expect(startLocalSupabase({ port: 0, dataDir })).rejects.toThrow(/already uses/);
    await stack.server.stop();
    resetData(dataDir);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('after a reset the next start is fresh: migrated, seeded, earlier rows gone', SLOW, async () => {
    const stack = await startStack();
    cleanups.push(() => stack.stop());
    const { dataDir } = stack.server;
    expect((await stack.anon().from('suporte_clientes').insert(lead(randomUUID()))).error).toBeNull();
    await stack.server.stop();
    resetData(dataDir);

    const server = await start(dataDir);
    expect(server.migration.seeded).toBe(true);
    expect(server.migration.applied.length).toBeGreaterThan(0);
    const { count } = await client(server.url, server.secretKey)
      .from('suporte_clientes')
      .select('*', { count: 'exact', head: true })
      .eq('customer_name', 'Persistente');
    expect(count).toBe(0);
  });

  it('gzips a large answer for a client that accepts it, as Supabase does, and sends it plain otherwise', SLOW, async () => {
    const stack = await startStack();
    cleanups.push(() => stack.stop());
    const { server } = stack;
    const path = '/rest/v1/draw_results?select=*&order=draw_date.desc,id.asc';
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolveAnswer, rejectAnswer) => {
        const url = new URL(`${server.url}${path}`);
        const req = request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { apikey: server.publishableKey, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolveAnswer({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', rejectAnswer);
        req.end();
      });
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rows = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(rows.length).toBeGreaterThan(10);
    const zipped = await get({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(rows);
    // supabase-js reads it as before.
    const { data, error } = await stack.anon().from('draw_results').select('*').order('draw_date', { ascending: false }).order('id');
    expect(error).toBeNull();
    expect(data).toEqual(rows);
  });

  it('serves requests whatever the Host header (behind a proxy)', SLOW, async () => {
    const stack = await startStack();
    cleanups.push(() => stack.stop());
    const { server } = stack;
    const url = new URL(`${server.url}/rest/v1/draw_results?select=lottery&limit=1`);
    const status = await new Promise<number>((resolveStatus, rejectStatus) => {
      const req = request(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { Host: 'app.example.com:8080', apikey: server.publishableKey } },
        (res) => {
          res.resume();
          resolveStatus(res.statusCode ?? 0);
        },
      );
      req.on('error', rejectStatus);
      req.end();
    });
    expect(status).toBe(200);
  });
});

describe('cli', () => {
  it('admin:create makes an admin who must change the password; start prints the URL and keys', SLOW, async () => {
    const dataDir = ownDataDir();
    const email = 'nova.admin@sonhoesorte.com.br';
    const created = await runCli(dataDir, ['admin:create', '--email', email, '--password', 'Provisoria#2026', '--name', 'Nova Admin']);
    expect(created.output).toContain(`Created admin ${email}`);

    const started = await runCli(dataDir, ['start'], /Secret key \(service_role\): (\S+)/);
    try {
      const apiUrl = /API URL: (\S+)/.exec(started.output)?.[1] ?? '';
      const publishable = /Publishable key \(anon\): (\S+)/.exec(started.output)?.[1] ?? '';
      expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(publishable).toBe('sb_publishable_sonho-e-sorte-local');

      const admin = client(apiUrl, publishable);
      expect((await admin.auth.signInWithPassword({ email, password: 'Provisoria#2026' })).error).toBeNull();
      const { data } = await admin.from('profiles').select('role, must_change_password, full_name').eq('email', email).single();
      expect(data).toEqual({ role: 'admin', must_change_password: true, full_name: 'Nova Admin' });

      // While the server runs, admin:create goes through its API (the database is in use).
      const again = await runCli(dataDir, ['admin:create', '--email', email, '--password', 'Outra#Senha2026']);
      expect(again.output).toContain(`Updated admin ${email}`);
      expect((await client(apiUrl, publishable).auth.signInWithPassword({ email, password: 'Outra#Senha2026' })).error).toBeNull();

      const refused = await runCli(dataDir, ['reset']);
      expect(refused.output).toMatch(/stop it first/);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      expect(await started.stop()).toBe(0);
    }

    const reset = await runCli(dataDir, ['reset']);
    expect(reset.output).toContain('Deleted');
    expect(existsSync(dataDir)).toBe(false);
  });
});
