// The same bootstrap, migrations and seed on a real PostgreSQL 15 server (the version of many
// Supabase projects), so nothing that only PGlite's PostgreSQL 18 accepts slips in.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_FILE, applyAll, listMigrations } from '../local/migrate.mjs';

const BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

let dir = '';
let dataDir = '';
let started = false;
let client: pg.Client;

/** Runs a PostgreSQL binary; as root, as the postgres user (the server refuses to run as root). */
function pgBin(name: string, args: string[]) {
  const command = join(BIN, name);
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, rejectPort) => {
    const server = createServer();
    server.once('error', rejectPort);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
  return (await client.query(sql, params)).rows as T[];
}

beforeAll(async () => {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL 15 binaries not found in ${BIN}. Install them (Debian: apt-get install postgresql-15) or set PG15_BIN.`,
    );
  }
  dir = mkdtempSync(join(tmpdir(), 'sonho-pg15-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  dataDir = join(dir, 'data');
  pgBin('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  pgBin('pg_ctl', [
    '-D', dataDir,
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c timezone=UTC`,
    '-l', join(dir, 'server.log'),
    '-w', 'start',
  ]);
  started = true;
  client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
}, 120_000);

afterAll(async () => {
  await client?.end().catch(() => undefined);
  if (started) pgBin('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('PostgreSQL 15', () => {
  it('runs a 15.x server', async () => {
    const [row] = await query<{ server_version_num: string }>('show server_version_num');
    expect(Number(row?.server_version_num)).toBeGreaterThanOrEqual(150000);
    expect(Number(row?.server_version_num)).toBeLessThan(160000);
  });

  it('applies the bootstrap, every migration and the seed cleanly', async () => {
    const runner = { exec: (sql: string) => client.query(sql), query: (sql: string, params?: unknown[]) => client.query(sql, params) };
    const result = await applyAll(runner);
    expect(result.applied).toEqual(listMigrations().map((m) => `${m.version}_${m.name}`));
    expect(result.seeded).toBe(true);

    const again = await applyAll(runner);
    expect(again).toEqual({ applied: [], seeded: false });
  });

  it('the seed is idempotent when run again by hand', async () => {
    const count = async () => Number((await query<{ n: string }>('select count(*) as n from public.draw_results'))[0]?.n);
    const before = await count();
    await client.query(readFileSync(SEED_FILE, 'utf8'));
    expect(await count()).toBe(before);
    const profiles = await query('select email, role, must_change_password from public.profiles order by email');
    expect(profiles).toEqual([
      { email: 'admin@sonhoesorte.com.br', role: 'admin', must_change_password: true },
      { email: 'cliente@sonhoesorte.com.br', role: 'customer', must_change_password: false },
    ]);
  });

  it('generates unguessable bonus codes with the column default', async () => {
    const rows = await query<{ short_code: string }>(
      `insert into public.bonus_receipts (customer_name, bonus_title, amount)
       values ('Ana', 'Bônus', 10), ('Bia', 'Bônus', 20) returning short_code`,
    );
    expect(rows.map((r) => r.short_code)).toEqual([expect.stringMatching(/^[A-HJKM-Z2-9]{10}$/), expect.stringMatching(/^[A-HJKM-Z2-9]{10}$/)]);
    expect(rows[0]?.short_code).not.toBe(rows[1]?.short_code);
  });

  it('pgcrypto’s bcrypt hashes of the seed verify with bcryptjs (the stand-in’s check)', async () => {
    const [row] = await query<{ encrypted_password: string }>(
      "select encrypted_password from auth.users where email = 'admin@sonhoesorte.com.br'",
    );
    expect(await bcrypt.compare('Admin#Sorte2026', String(row?.encrypted_password))).toBe(true);
  });

  it('enforces RLS and the CHECK constraints for the API roles', async () => {
    await client.query('begin');
    try {
      await client.query('set local role anon');
      await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      const dreams = await query('select count(*)::int as n from public.dreams');
      expect(dreams).toEqual([{ n: 0 }]);
      await client.query('savepoint s');
      await expect(
        client.query(
          `insert into public.suporte_clientes (customer_name, customer_whatsapp, initial_message)
           values ('Ana', '123456789', 'oi')`,
        ),
      ).rejects.toMatchObject({ code: '23514' });
      await client.query('rollback to savepoint s');
      await expect(client.query('select * from public.admin_access_logs')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await client.query('rollback');
    }
  });

  it('runs the lockout rule and the admin edit function', async () => {
    for (let i = 0; i < 3; i += 1) {
      await client.query("select public.record_login_attempt('pg15@example.com', 'failed', 'Invalid login credentials')");
    }
    const [status] = await query<{ s: { locked: boolean; remaining_minutes: number } }>(
      "select public.login_lock_status(' PG15@example.com ') as s",
    );
    expect(status?.s).toEqual({ locked: true, remaining_minutes: 15 });

    await client.query('begin');
    try {
      // The seeded admin has not changed its password yet: no admin rights until it has; and
      // then only at aal2, on a session that exists.
      const sub = 'a0000000-5e3d-4c1a-9d2e-00000000ad01';
      await client.query("update public.profiles set must_change_password = false where email = 'admin@sonhoesorte.com.br'");
      const [session] = await query<{ id: string }>("insert into auth.sessions (user_id, aal) values ($1, 'aal2') returning id", [sub]);
      const edit = `select public.apply_admin_edit('dreams', gen_random_uuid(), gen_random_uuid(), null, 'upsert',
           '{"titulo": "Gato", "geral": {"significado": "Independência.", "palpites": {"grupos": ["14 - Gato"], "milhares": ["3254"], "ternoDeGrupo": []}}}'
         ) as row`;
      await client.query('set local role authenticated');
      for (const claims of [
        { aal: 'aal1', session_id: session?.id },
        { aal: 'aal2', session_id: '00000000-0000-4000-8000-000000000000' },
      ]) {
        await client.query('savepoint attempt');
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub, ...claims })]);
        await expect(client.query(edit)).rejects.toMatchObject({ code: '42501' });
        await client.query('rollback to savepoint attempt');
      }
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', sub, aal: 'aal2', session_id: session?.id }),
      ]);
      const [edited] = await query<{ row: { titulo: string; deleted: boolean } }>(edit);
      expect(edited?.row).toMatchObject({ titulo: 'Gato', deleted: false });
    } finally {
      await client.query('rollback');
    }
  });

  it('holds the server boundary of issue 19: server time, the first-access flag, clean names', async () => {
    await client.query('begin');
    try {
      await client.query('set local role anon');
      await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      await client.query(
        `insert into public.feedbacks (id, rating, message, created_at)
         values ('0f0f0000-0000-4000-8000-000000000001', 5, 'Ótimo', '2999-01-01')`,
      );
      await client.query('savepoint s');
      for (const name of ['\t\n', '\u00a0\u200b', 'Ana\u202egnp', '\u3164']) {
        await expect(
          client.query(
            `insert into public.suporte_clientes (customer_name, customer_whatsapp, initial_message) values ($1, '11999998888', 'oi')`,
            [name],
          ),
        ).rejects.toMatchObject({ code: '23514' });
        await client.query('rollback to savepoint s');
      }
      await client.query(
        `insert into public.suporte_clientes (customer_name, customer_whatsapp, initial_message) values ('José Ñúñez', '11999998888', 'oi')`,
      );
      await client.query('reset role');
      const [row] = await query<{ future: boolean; read: boolean }>(
        "select created_at > now() + interval '1 day' as future, read from public.feedbacks where id = '0f0f0000-0000-4000-8000-000000000001'",
      );
      expect(row).toEqual({ future: false, read: false });

      await client.query("update public.profiles set must_change_password = true where email = 'admin@sonhoesorte.com.br'");
      await client.query('set local role authenticated');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', sub: 'a0000000-5e3d-4c1a-9d2e-00000000ad01' }),
      ]);
      const [admin] = await query<{ is_admin: boolean; leads: number }>(
        'select public.is_admin() as is_admin, (select count(*)::int from public.suporte_clientes) as leads',
      );
      expect(admin).toEqual({ is_admin: false, leads: 0 });
    } finally {
      await client.query('rollback');
    }
  });

  it("runs the sign-in function's lockout pair and the folding of repeated attempts", async () => {
    const attempts: { a: { locked: boolean; attempt_id: string | null } }[] = [];
    for (let i = 0; i < 4; i += 1) attempts.push(...(await query<{ a: { locked: boolean; attempt_id: string | null } }>("select public.begin_sign_in(' PG15-fn@Example.com ') as a")));
    expect(attempts.map((r) => r.a.locked)).toEqual([false, false, false, true]);
    await query('select public.finish_sign_in($1)', [attempts[0]?.a.attempt_id]);
    for (let i = 0; i < 5; i += 1) await query("select public.record_login_attempt('pg15-fn@example.com', 'failed', 'Account locked')");
    const rows = await query<{ status: string; failure_reason: string | null; attempt_count: number }>(
      "select status, failure_reason, attempt_count from public.admin_access_logs where username_attempt = 'pg15-fn@example.com' order by created_at, status desc",
    );
    expect(rows.map((r) => [r.status, r.attempt_count])).toEqual([['success', 1], ['failed', 1], ['failed', 1], ['failed', 6]]);
  });
});
