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
import { KEYS_SQL, builtInTitles, codePointRuns, generatedTitles, keyMismatches, sigmaContexts, type KeyQuery } from './title-key-cases';

const BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

let dir = '';
let dataDir = '';
let started = false;
let client: pg.Client;
let port = 0;
let serverPort = 0;

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
  port = await freePort();
  serverPort = port;
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
      // Each insert below as a request of its own, as far as the one-row rule is concerned (it counts rows per
      // transaction; a rollback to the savepoint restores the count).
      await client.query(`select set_config('sonho.api_rows_inserted', '0', true)`);
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
      // A new request as far as the one-row rule is concerned (it counts rows per transaction).
      await client.query(`select set_config('sonho.api_rows_inserted', '0', true)`);
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

  it('computes the dream title key as dreamKey does, under the C locale (built-in titles, every code point, Σ, generated)', async () => {
    const keys: KeyQuery = async (titles) => (await query<{ key: string | null }>(KEYS_SQL, [titles])).map((r) => r.key);
    const seed = Date.now();
    expect(await keyMismatches(keys, builtInTitles())).toEqual([]);
    expect(await keyMismatches(keys, codePointRuns())).toEqual([]);
    expect(await keyMismatches(keys, sigmaContexts())).toEqual([]);
    expect(await keyMismatches(keys, generatedTitles(5000, seed)), `fast-check seed ${seed}`).toEqual([]);
    await client.query('begin');
    try {
      await client.query(`insert into public.dreams (titulo, geral) values ('Água', $1)`, [{ significado: 'S.', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } }]);
      await expect(
        client.query(`insert into public.dreams (titulo, geral) values ('agua!', $1)`, [{ significado: 'S.', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } }]),
      ).rejects.toMatchObject({ code: '23505', constraint: 'dreams_title_key' });
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
  it('Web Push: wakes the function through pg_net with the Vault secrets when both exist, once per transaction', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/pg15-wake';
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    await client.query('begin');
    try {
      // What a real project has: pg_net's net.http_post and Vault's decrypted_secrets (stand-ins here).
      await client.query(`
        create schema net;
        create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
        create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                      headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$
          insert into net.calls values (url, body, headers, timeout_milliseconds) returning 1::bigint
        $$;
        create schema vault;
        create table vault.decrypted_secrets (name text, decrypted_secret text);`);
      await query('select public.push_subscribe($1, $2, $3, $4)', [endpoint, keys.p256dh, keys.auth, JSON.stringify(['PT Rio'])]);
      const insertDraw = (label: string) =>
        client.query(
          `insert into public.draw_results (lottery, draw_date, draw_label, prizes) values ('PT Rio', private.push_today(), $1, '{1111,2222,3333,4444,5555}')`,
          [label],
        );

      // No secrets yet: the message is queued, nothing is called.
      await insertDraw('PG15 10:00');
      expect(await query('select count(*)::int as n from net.calls')).toEqual([{ n: 0 }]);
      expect(await query(`select topic, payload ->> 'title' as title from public.push_messages`)).toEqual([{ topic: 'PT Rio', title: 'Resultado PT Rio PG15 10:00' }]);

      await client.query(`insert into vault.decrypted_secrets values
        ('push_send_url', 'https://project-ref.supabase.co/functions/v1/push-send'), ('push_send_secret', 's3cret')`);
      await client.query(`select set_config('push.woken', '', true)`); // as a new transaction would start
      await insertDraw('PG15 11:00');
      await insertDraw('PG15 12:00');
      expect(await query('select url, headers, timeout_milliseconds from net.calls')).toEqual([
        {
          url: 'https://project-ref.supabase.co/functions/v1/push-send',
          headers: { 'Content-Type': 'application/json', 'x-push-secret': 's3cret' },
          timeout_milliseconds: 10000,
        },
      ]);
    } finally {
      await client.query('rollback');
    }
  });

  it('Caixa results: a contest stored, its one push queued, and the ingest function woken through pg_net with the Vault secrets (0015)', async () => {
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    await client.query('begin');
    try {
      await client.query(`
        create schema net;
        create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
        create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                      headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$
          insert into net.calls values (url, body, headers, timeout_milliseconds) returning 1::bigint
        $$;
        create schema vault;
        create table vault.decrypted_secrets (name text, decrypted_secret text);
        insert into vault.decrypted_secrets values
          ('results_ingest_url', 'https://project-ref.supabase.co/functions/v1/results-ingest'), ('results_ingest_key', 'sb_secret_x');`);
      await query('select public.push_subscribe($1, $2, $3, $4)', ['https://fcm.googleapis.com/fcm/send/pg15-caixa', keys.p256dh, keys.auth, JSON.stringify(['+Milionária'])]);
      const contest = {
        contest: 99001, draw_date: (await query<{ d: string }>('select private.push_today()::text as d'))[0]?.d,
        numbers: ['10', '15', '23', '29', '38', '42'], draw_order: ['29', '42', '23', '10', '38', '15'], clovers: ['1', '4'],
        prizes: ['6 acertos + 2 trevos', '6 acertos + 1 ou nenhum trevo', '5 acertos + 2 trevos', '5 acertos + 1 ou nenhum trevo',
          '4 acertos + 2 trevos', '4 acertos + 1 ou nenhum trevo', '3 acertos + 2 trevos', '3 acertos + 1 trevo', '2 acertos + 2 trevos',
          '2 acertos + 1 trevo'].map((name, i) => ({ tier: i + 1, name, winners: i * 10, amount: i === 0 ? 0 : 1000 / i })),
        accumulated: true, next_contest: 99002, next_estimate: 173000000, place: 'Espaço da Sorte, SAO PAULO, SP',
      };
      contest.prizes = contest.prizes.map((p) => ({ ...p, amount: Math.round(p.amount * 100) / 100 }));
      expect(await query('select public.caixa_store_contest($1, $2) as r', ['mais-milionaria', JSON.stringify(contest)])).toEqual([{ r: 'new' }]);
      expect(await query('select public.caixa_store_contest($1, $2) as r', ['mais-milionaria', JSON.stringify(contest)])).toEqual([{ r: 'same' }]);
      expect(await query(`select payload ->> 'body' as body from public.push_messages where dedupe_key = 'contest:mais-milionaria|99001'`)).toEqual([
        { body: '10 15 23 29 38 42 · Trevos 1 4 · Acumulou! R$ 173 milhões' },
      ]);
      expect((await query<{ r: string }>('select public.caixa_store_contest($1, $2) as r', ['mais-milionaria', JSON.stringify({ ...contest, clovers: ['1', '7'] })]))[0]?.r).toMatch(/^refused: clovers/);

      await client.query(`delete from net.calls; select private.caixa_wake('scheduled')`);
      expect(await query('select url, body, headers from net.calls')).toEqual([{
        url: 'https://project-ref.supabase.co/functions/v1/results-ingest',
        body: { mode: 'scheduled' },
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sb_secret_x', apikey: 'sb_secret_x' },
      }]);
    } finally {
      await client.query('rollback');
    }
  });

  it('Web Push: a real project (no stand-in setting) refuses loopback endpoints', async () => {
    const keys = [`B${'A'.repeat(86)}`, 'A'.repeat(22), JSON.stringify(['PT Rio'])];
    await client.query('begin');
    try {
      await query('select public.push_subscribe($1, $2, $3, $4)', ['http://127.0.0.1:9/push/a', ...keys]);
      await client.query('delete from supabase_local.settings');
      await client.query('savepoint s');
      await expect(query('select public.push_subscribe($1, $2, $3, $4)', ['http://127.0.0.1:9/push/b', ...keys])).rejects.toMatchObject({ code: '22023' });
      await client.query('rollback to savepoint s');
      await query('select public.push_subscribe($1, $2, $3, $4)', ['https://web.push.apple.com/pg15', ...keys]);
    } finally {
      await client.query('rollback');
    }
  });

  it('holds the limits of issue 27: a quota per source (429 with Retry-After), one row per request, JSON only', async () => {
    const headers = (forwardedFor: string, contentType = 'application/json') =>
      client.query(`select set_config('request.headers', $1, true), set_config('sonho.api_rows_inserted', '0', true)`, [
        JSON.stringify({ 'x-forwarded-for': forwardedFor, 'content-type': contentType }),
      ]);
    const insertLead = (name: string) =>
      client.query(`insert into public.suporte_clientes (customer_name, customer_whatsapp, initial_message) values ($1, '11999998888', 'oi')`, [name]);
    const refusalsBefore = Number((await query<{ n: string }>('select last_value % 1000000000 as n from private.anonymous_refusals'))[0]?.n);
    await client.query('begin');
    try {
      await client.query('set local role anon');
      await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      // The client wrote the first address itself; the gateway appended the last one.
      for (let i = 0; i < 15; i += 1) {
        await headers(`198.51.100.${i}, 203.0.113.9`);
        await insertLead(`Visitante ${i}`);
      }
      await headers('198.51.100.200, 203.0.113.9');
      await client.query('savepoint s');
      const refused = await insertLead('Visitante 16').catch((error: pg.DatabaseError) => error);
      expect(refused).toMatchObject({ code: 'PGRST' });
      const body = JSON.parse(String((refused as pg.DatabaseError).message));
      expect(body).toMatchObject({ code: 'PT429', details: expect.stringMatching(/^Retry after \d+ seconds$/) });
      const detail = JSON.parse(String((refused as pg.DatabaseError).detail));
      expect(detail.status).toBe(429);
      expect(Number(detail.headers['Retry-After'])).toBeGreaterThan(0);
      expect(Number(detail.headers['Retry-After'])).toBeLessThanOrEqual(600);
      await client.query('rollback to savepoint s');
      // Another source is not affected.
      await headers('203.0.113.10');
      await insertLead('Outra origem');
      await client.query('savepoint t');

      await headers('203.0.113.11');
      await expect(
        client.query(`insert into public.feedbacks (rating, message) values (5, 'um'), (4, 'dois')`),
      ).rejects.toMatchObject({ code: 'PT400' });
      await client.query('rollback to savepoint t');
      await headers('203.0.113.11', 'text/plain');
      await expect(client.query(`insert into public.feedbacks (rating, message) values (5, 'um')`)).rejects.toMatchObject({ code: 'PT415' });
      await client.query('rollback to savepoint t');
      await client.query('reset role');
      const [hits] = await query<{ sources: number; hashed: boolean }>(
        `select count(distinct source_hash)::int as sources, bool_and(source_hash ~ '^[0-9a-f]{64}$') as hashed
         from private.anonymous_quota_hits where bucket = 'leads'`,
      );
      expect(hits).toEqual({ sources: 2, hashed: true });
      const [flagged] = await query<{ n: number }>(`select count(*)::int as n from public.suporte_clientes where bulk_suspect and customer_name like 'Visitante %'`);
      expect(flagged?.n).toBe(15);
    } finally {
      await client.query('rollback');
    }
    // The refusal is counted although its transaction was rolled back.
    const refusalsAfter = Number((await query<{ n: string }>('select last_value % 1000000000 as n from private.anonymous_refusals'))[0]?.n);
    expect(refusalsAfter).toBe(refusalsBefore === 0 ? 1 : refusalsBefore + 1);
  });

  it('keeps demo, bonus codes and issue times server-owned, and forgets a WhatsApp number on request', async () => {
    await client.query('begin');
    try {
      const sub = 'a0000000-5e3d-4c1a-9d2e-00000000ad01';
      await client.query("update public.profiles set must_change_password = false where email = 'admin@sonhoesorte.com.br'");
      // An admin after the authenticator's code (issue 28): aal2 on a live session.
      const [session] = await query<{ id: string }>("insert into auth.sessions (user_id, aal) values ($1, 'aal2') returning id", [sub]);
      await client.query('set local role authenticated');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', sub, aal: 'aal2', session_id: session?.id }),
      ]);
      const [draw] = await query<{ demo: boolean }>(
        `insert into public.draw_results (lottery, draw_date, draw_label, prizes, demo)
         values ('PG15', '2031-01-01', 'PG15 10:00', '{1111,2222,3333,4444,5555}', true) returning demo`,
      );
      expect(draw?.demo).toBe(false);
      const [seeded] = await query<{ demo: boolean }>(
        `update public.draw_results set demo = false where id = (select id from public.draw_results where demo limit 1) returning demo`,
      );
      expect(seeded?.demo).toBe(true);
      const [receipt] = await query<{ short_code: string; recent: boolean }>(
        `insert into public.bonus_receipts (customer_name, bonus_title, amount, short_code, issued_at)
         values ('Ana', 'Bônus', 10, 'AAAAAAAAAA', '2000-01-01') returning short_code, issued_at > now() - interval '1 minute' as recent`,
      );
      expect(receipt?.short_code).toMatch(/^[A-HJKM-Z2-9]{10}$/);
      expect(receipt?.short_code).not.toBe('AAAAAAAAAA');
      expect(receipt?.recent).toBe(true);

      await client.query('reset role');
      await client.query(
        `insert into public.suporte_clientes (customer_name, customer_whatsapp, initial_message) values ('Titular', '31912345678', 'oi'), ('Titular', '31912345678', 'de novo'), ('Outro', '31912345670', 'oi')`,
      );
      await client.query(
        `insert into public.feedbacks (rating, message) values (5, 'Me liguem no +55 (31) 91234-5678'), (4, 'Número 319123456780 não é o mesmo'), (3, 'Sem número')`,
      );
      await client.query('set local role authenticated');
      const [forgot] = await query<{ r: { leads: number; feedbacks: number } }>(`select public.admin_forget_whatsapp('(31) 91234-5678') as r`);
      expect(forgot?.r).toEqual({ leads: 2, feedbacks: 1 });
      await client.query('reset role');
      const left = await query<{ n: number }>(`select count(*)::int as n from public.suporte_clientes where customer_whatsapp = '31912345678'`);
      expect(left[0]?.n).toBe(0);
      const log = await query(`select leads_deleted, feedbacks_deleted from public.privacy_deletions`);
      expect(log).toEqual([{ leads_deleted: 2, feedbacks_deleted: 1 }]);
      expect(JSON.stringify(await query('select * from public.privacy_deletions'))).not.toMatch(/91234/);
    } finally {
      await client.query('rollback');
    }
  });

  it('Web Push: two senders claiming at once never block each other nor get the same delivery', async () => {
    await client.query(`
      insert into public.push_subscriptions (endpoint, p256dh, auth)
      select 'https://fcm.googleapis.com/fcm/send/pg15-' || n, 'B' || repeat('A', 86), repeat('A', 22) from generate_series(1, 250) as n;
      insert into public.push_subscription_topics (topic, subscription_id)
      select 'PG15 Loteria', id from public.push_subscriptions where endpoint like 'https://fcm.googleapis.com/fcm/send/pg15-%';
      select private.push_enqueue('PG15 Loteria', 'pg15-claim', '{"title":"t","body":"b","url":"/","tag":"t"}', 3600, 'high');`);
    const other = new pg.Client({ host: '127.0.0.1', port: serverPort, user: 'postgres', database: 'postgres' });
    await other.connect();
    const ids = (rows: { subscription_id: string }[]) => rows.map((r) => Number(r.subscription_id));
    try {
      const first = ids(await query('select subscription_id from public.push_claim(100)'));
      await client.query('begin');
      const second = ids(await query('select subscription_id from public.push_claim(100)'));
      // While the first sender's transaction holds its rows, the second goes on without waiting.
      const started = Date.now();
      const meanwhile = ids((await other.query('select subscription_id from public.push_claim(100)')).rows);
      expect(Date.now() - started).toBeLessThan(2000);
      await client.query('commit');
      const third = ids((await other.query('select subscription_id from public.push_claim(100)')).rows);
      const all = [...first, ...second, ...meanwhile, ...third];
      expect([first.length, second.length, third.length]).toEqual([100, 100, 50]);
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBe(250);
      expect(await query(`select fanned_out from public.push_messages where dedupe_key = 'pg15-claim'`)).toEqual([{ fanned_out: true }]);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await other.end();
      await client.query(`delete from public.push_messages where dedupe_key = 'pg15-claim';
        delete from public.push_subscriptions where endpoint like 'https://fcm.googleapis.com/fcm/send/pg15-%';`);
    }
  });

  it('serialises the sign-in hook per identifier: a second attempt waits for the first', async () => {
    const [user] = await query<{ id: string }>("select id from auth.users where email = 'cliente@sonhoesorte.com.br'");
    const other = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await other.connect();
    try {
      await client.query('begin');
      await client.query('select public.hook_password_verification_attempt($1)', [JSON.stringify({ user_id: user?.id, valid: false })]);
      let finished = false;
      const second = other.query('select public.hook_password_verification_attempt($1)', [JSON.stringify({ user_id: user?.id, valid: false })]).then(() => {
        finished = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(finished).toBe(false);
      await client.query('rollback');
      await second;
      expect(finished).toBe(true);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await other.end();
    }
  });
  it('holds 0017 (issue 41): API roles\' text bounded, the role time-outs set, only real flags, a sliding window', async () => {
    const settings = await query(`select r.rolname as role, s.setconfig as config
      from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname in ('anon', 'authenticated', 'service_role') order by r.rolname`);
    expect(settings).toEqual([
      { role: 'anon', config: ['statement_timeout=3s'] },
      { role: 'authenticated', config: ['statement_timeout=8s'] },
    ]);
    // As anon: a title over 120 characters is 22001 at once; 120 are keyed.
    const anonSession = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await anonSession.connect();
    try {
      await anonSession.query('begin');
      await anonSession.query('set local role anon');
      await expect(anonSession.query("select public.dream_title_key(repeat('x', 121))")).rejects.toMatchObject({ code: '22001' });
      await anonSession.query('rollback');
      await anonSession.query('begin');
      await anonSession.query('set local role anon');
      expect((await anonSession.query("select public.dream_title_key(repeat('Á', 120)) as k")).rows[0]?.k).toBe('a'.repeat(120));
      await expect(anonSession.query("select * from public.live_dream_by_title(repeat('x', 121))")).rejects.toMatchObject({ code: '22001' });
      await anonSession.query('rollback');
    } finally {
      await anonSession.end();
    }
    // Migrations and the index keep the unbounded key.
    expect((await query<{ n: number }>("select char_length(public.dream_title_key(repeat('x', 500)))::int as n"))[0]?.n).toBe(500);

    const tags = (text: string) => [...text].map((c) => String.fromCodePoint(0xe0000 + (c.codePointAt(0) ?? 0))).join('');
    const clean = await query<{ ok: boolean }>('select private.is_clean_text(t) as ok from unnest($1::text[]) with ordinality as u(t, n) order by n', [
      [`Oi 🏴${tags('x'.repeat(60))}\u{E007F}`, `🏴${tags('gbeng')}\u{E007F}`, `🏴${tags('gbsct')}\u{E007F}`, `🏴${tags('gbwls')}\u{E007F}`, `🏴${tags('ustx')}\u{E007F}`],
    ]);
    expect(clean.map((r) => r.ok)).toEqual([false, true, true, true, false]);

    // Fifteen leads accepted 16 seconds ago (a clock-aligned window may have turned since) still count.
    await client.query(`insert into private.anonymous_quota_hits (bucket, source_hash, window_start, hits)
      values ('leads', private.source_hash('192.0.2.41'), now() - interval '16 seconds', 15)`);
    try {
      await client.query('begin');
      await client.query('set local role anon');
      await client.query(`select set_config('request.headers', '{"x-forwarded-for":"192.0.2.41","content-type":"application/json"}', true),
        set_config('sonho.api_rows_inserted', '0', true)`);
      const refused = await client
        .query(`insert into public.suporte_clientes (customer_name, customer_whatsapp, initial_message) values ('Janela', '11999998888', 'oi')`)
        .catch((error: pg.DatabaseError) => error);
      expect(refused).toMatchObject({ code: 'PGRST' });
      const retry = Number(JSON.parse(String((refused as pg.DatabaseError).detail)).headers['Retry-After']);
      expect(retry).toBeGreaterThanOrEqual(583);
      expect(retry).toBeLessThanOrEqual(584);
    } finally {
      await client.query('rollback');
      await client.query(`delete from private.anonymous_quota_hits where source_hash = private.source_hash('192.0.2.41')`);
    }
  });
});
