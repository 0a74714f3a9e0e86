// Issue 41, the last cracks: each attack sent straight to the stand-in (REST, Auth or the sign-in
// function) as an attacker would send it, from two loopback addresses (127.0.0.1 and 127.0.0.2),
// and refused by the database (migration 0017) or the stand-in where the behaviour is the stand-in's.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_ADDRESS_PER_HOUR, PER_SOURCE_PER_HOUR, allowRecovery, createRecoverLimits } from '../local/auth/recover.mjs';
import { roleStatementTimeouts } from '../local/schema-cache.mjs';
import { CUSTOMER, startStack, type TestStack } from './harness';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  ms: number;
}

/** A raw request from a chosen loopback address (the stand-in listens on 127.0.0.1). */
function send(
  path: string,
  { from = '127.0.0.1', method = 'POST', headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const url = new URL(path, stack.url);
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: from,
        // An empty value leaves the header out.
        headers: Object.fromEntries(
          Object.entries({ apikey: stack.server.publishableKey, 'Content-Type': 'application/json', ...headers }).filter(([, value]) => value !== ''),
        ),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = raw;
          try {
            parsed = raw ? JSON.parse(raw) : null;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('1. one anonymous request cannot stall the database', () => {
  /** Text types an argument may carry a megabyte in. */
  const TEXT_TYPES = new Set(['text', 'character varying', 'character', 'json', 'jsonb', 'text[]', 'character varying[]']);

  it('every function of the exposed schema an anonymous caller can execute answers 400 at once to 400,000 characters in any text argument', async () => {
    // PostgREST exposes the public schema only (the stand-in's schema cache reads nothing else).
    const { rows } = await stack.server.db.query(`
      select p.proname as name,
             coalesce(p.proargnames[1:p.pronargs], '{}') as arg_names,
             coalesce((select array_agg(format_type(t.oid, null) order by u.n)
                       from unnest(p.proargtypes::oid[]) with ordinality as u(oid, n)
                       join pg_catalog.pg_type t on t.oid = u.oid), '{}') as arg_types
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        and p.prorettype <> 'pg_catalog.trigger'::regtype
        and has_function_privilege('anon', p.oid, 'execute')
      order by p.proname`);
    const long = 'x'.repeat(400_000);
    const tried: string[] = [];
    const failures: { call: string; status: number; ms: number; body: unknown }[] = [];
    for (const row of rows) {
      const names = row.arg_names as string[];
      const types = row.arg_types as string[];
      for (const [i, type] of types.entries()) {
        if (!TEXT_TYPES.has(type)) continue;
        const args: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, null]));
        const scalar = !type.endsWith('[]') && type !== 'json' && type !== 'jsonb';
        args[names[i] ?? ''] = scalar ? long : [long];
        const call = `${String(row.name)}(${names[i]} ${type})`;
        tried.push(call);
        const res = await send(`/rest/v1/rpc/${String(row.name)}`, { body: args });
        if (res.status !== 400 || res.ms > 3000) failures.push({ call, status: res.status, ms: Math.round(res.ms), body: res.body });
      }
    }
    expect(failures).toEqual([]);
    // Each within the anonymous time-out (3 s) even on a loaded machine, where the key of 400,000
    // characters took seconds before 0017. The class is found in the catalog, not listed by hand; these are in it today.
    expect(tried).toEqual(
      expect.arrayContaining([
        'dream_title_key(p_titulo text)',
        'live_dream_by_title(p_titulo text)',
        'login_lock_status(p_identifier text)',
        'resolve_bonus_code(p_code text)',
        'push_unsubscribe(endpoint text)',
        'push_unsubscribe(auth text)',
      ]),
    );
  }, 120_000);

  it('a title of 120 characters is keyed and looked up; 121 is 400 22001, anonymous or signed in', async () => {
    const title = 'Á'.repeat(120);
    const keyed = await send('/rest/v1/rpc/dream_title_key', { body: { p_titulo: title } });
    expect(keyed).toMatchObject({ status: 200, body: 'a'.repeat(120) });
    expect((await send('/rest/v1/rpc/live_dream_by_title', { body: { p_titulo: title } })).status).toBe(200);
    for (const fn of ['dream_title_key', 'live_dream_by_title']) {
      const res = await send(`/rest/v1/rpc/${fn}`, { body: { p_titulo: `${title}a` } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: '22001', message: 'p_titulo is too long: at most 120 characters' });
    }
    const customer = await stack.signedIn({ email: 'cliente@sonhoesorte.com.br', password: 'Cliente#Sorte2026' });
    expect((await customer.rpc('dream_title_key', { p_titulo: 'x'.repeat(121) })).error).toMatchObject({ code: '22001' });
  });

  it("the roles carry Supabase's statement time-outs (anon 3 s, authenticated 8 s), and the stand-in takes its limits from them", async () => {
    const { rows } = await stack.server.db.query(`
      select r.rolname as role, s.setconfig as config
      from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
      where r.rolname in ('anon', 'authenticated', 'service_role') order by r.rolname`);
    expect(rows).toEqual([
      { role: 'anon', config: ['statement_timeout=3s'] },
      { role: 'authenticated', config: ['statement_timeout=8s'] },
    ]);
    expect(await roleStatementTimeouts(stack.server.db)).toEqual(new Map([['anon', 3000], ['authenticated', 8000]]));
    // A project that changes a role's time-out changes the stand-in's limit with it.
    const changed = await stack.server.db
      .transaction(async (tx) => {
        await tx.exec("alter role anon set statement_timeout = '1500ms'; alter role authenticated set statement_timeout = '1min'");
        const timeouts = await roleStatementTimeouts(tx);
        throw Object.assign(new Error('rollback'), { timeouts });
      })
      .catch((error: { timeouts?: Map<string, number> }) => error.timeouts);
    expect(changed).toEqual(new Map([['anon', 1500], ['authenticated', 60_000]]));
  });
});

/** Quotas as fresh: the hit counters of every source are forgotten. */
async function freshQuotas() {
  await stack.server.db.query('delete from private.anonymous_quota_hits');
  await stack.server.db.query('update private.anonymous_quota_limits set per_10_minutes = 15, per_day = 120 where bucket in (\'leads\', \'feedback\')');
}

const lead = (name: string, extra: Record<string, unknown> = {}) => ({
  customer_name: name,
  customer_whatsapp: '11999998888',
  initial_message: 'Quero saber do bônus',
  conversation_history: [],
  ...extra,
});

describe('3. no hidden text after a flag', () => {
  const TAG = (text: string) => [...text].map((c) => String.fromCodePoint(0xe0000 + (c.codePointAt(0) ?? 0))).join('');
  const flag = (subdivision: string) => `🏴${TAG(subdivision)}\u{E007F}`;

  it('"Oi 🏴" and 60 tag characters is refused in a name, a message, the history and a feedback page; the three real flags pass', async () => {
    await freshQuotas();
    const hidden = `Oi 🏴${TAG('senha-do-admin-e-esta-aqui-escondida-em-caracteres-de-tag-ok')}\u{E007F}`;
    expect([...hidden].length).toBe(65);
    const attempts: [string, Record<string, unknown>][] = [
      ['suporte_clientes', lead(hidden)],
      ['suporte_clientes', lead('Ana', { initial_message: hidden })],
      ['suporte_clientes', lead('Ana', { conversation_history: [{ sender: 'user', text: hidden }] })],
      ['feedbacks', { rating: 5, message: hidden }],
      ['feedbacks', { rating: 5, message: 'Boa', page: `/livro${hidden}` }],
      // Almost a flag: England's tags twice, Texas (no emoji), England without its last tag.
      ['suporte_clientes', lead(`Ana 🏴${TAG('gbenggbeng')}\u{E007F}`)],
      ['suporte_clientes', lead(`Ana ${flag('ustx')}`)],
      ['suporte_clientes', lead(`Ana ${flag('gben')}`)],
    ];
    for (const [table, body] of attempts) {
      const res = await send(`/rest/v1/${table}`, { body });
      expect({ table, status: res.status, code: (res.body as { code?: string } | null)?.code }).toEqual({ table, status: 400, code: '23514' });
    }

    for (const subdivision of ['gbeng', 'gbsct', 'gbwls']) {
      const res = await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead(`Torcedor ${flag(subdivision)}`) });
      expect(res.status).toBe(201);
    }
  });
});

describe('2. password recovery cannot be blocked for everyone', () => {
  const recover = (email: string, from: string, headers: Record<string, string> = {}) =>
    send('/auth/v1/recover', { from, body: { email }, headers: { 'X-Supabase-Api-Version': '2024-01-01', ...headers } });
  const mails = async (email: string) =>
    Number((await stack.server.db.query('select count(*)::int as n from stand_in.mail where recipient = $1', [email])).rows[0]?.n);

  it("30 requests for unknown addresses spend their own source's budget, not the hour of every address", async () => {
    for (let i = 0; i < PER_SOURCE_PER_HOUR; i += 1) {
      expect((await recover(`ninguem-${i}-${randomUUID().slice(0, 8)}@example.com`, '127.0.0.1')).status).toBe(200);
    }
    // That source is done for the hour, whatever X-Forwarded-For it writes (the gateway's hop is last)...
    const spent = await recover(`mais-um-${randomUUID().slice(0, 8)}@example.com`, '127.0.0.1', { 'X-Forwarded-For': '127.0.0.2' });
    expect(spent).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' } });
    // ...and the customer, from another address, still gets the link.
    const before = await mails(CUSTOMER.email);
    expect(await recover(CUSTOMER.email, '127.0.0.2')).toMatchObject({ status: 200, body: {} });
    expect(await mails(CUSTOMER.email)).toBe(before + 1);
  });

  it('the budgets, with the clock injected: one request per address a minute and five an hour, thirty per source an hour', () => {
    const limits = createRecoverLimits();
    const minute = 60_000;
    let now = Date.parse('2026-05-01T12:00:00Z');
    expect(allowRecovery(limits, 'ana@example.com', '198.51.100.1', now)).toBeNull();
    expect(allowRecovery(limits, 'ana@example.com', '198.51.100.2', now + 59_000)).toBe('address');
    for (let i = 1; i < PER_ADDRESS_PER_HOUR; i += 1) expect(allowRecovery(limits, 'ana@example.com', `198.51.100.${i + 2}`, now + i * minute)).toBeNull();
    expect(allowRecovery(limits, 'ana@example.com', '198.51.100.9', now + 10 * minute)).toBe('address');
    // An hour after the first, one more.
    expect(allowRecovery(limits, 'ana@example.com', '198.51.100.9', now + 60 * minute)).toBeNull();

    now += 2 * 60 * minute;
    for (let i = 0; i < PER_SOURCE_PER_HOUR; i += 1) expect(allowRecovery(limits, `x${i}@example.com`, '203.0.113.1', now + i)).toBeNull();
    expect(allowRecovery(limits, 'outro@example.com', '203.0.113.1', now + 100)).toBe('source');
    expect(allowRecovery(limits, 'outro@example.com', '203.0.113.2', now + 100)).toBeNull();
    expect(allowRecovery(limits, 'mais@example.com', '203.0.113.1', now + 61 * minute)).toBeNull();
    // Nothing older than an hour is kept.
    expect(limits.bySource.get('203.0.113.1')).toHaveLength(1);
  });
});

describe('5. the limit window is not tied to the clock', () => {
  /** Moves one source's counted leads back in time, so that the newest was accepted `seconds` ago. */
  const newestLeadsAgo = (seconds: number) =>
    stack.server.db.query(
      `update private.anonymous_quota_hits h set window_start = h.window_start - (m.newest - (now() - make_interval(secs => $1)))
       from (select max(window_start) as newest from private.anonymous_quota_hits where bucket = 'leads') m
       where h.bucket = 'leads'`,
      [seconds],
    );

  it('15 leads sent 16 seconds ago (before a ten-minute boundary, for clock-aligned windows) still count: the 16th is 429 until they are ten minutes old', async () => {
    await freshQuotas();
    for (let i = 0; i < 15; i += 1) {
      expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead('Janela', { initial_message: `Pedido ${i}` }) })).status).toBe(201);
    }
    await newestLeadsAgo(16);
    const refused = await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead('Janela') });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'PT429' });
    // The oldest of the fifteen leaves the window first: at most 600 - 16 seconds from now.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(584);
    expect(refused.body).toMatchObject({ details: `Retry after ${retryAfter} seconds` });

    // Ten minutes after the newest, all fifteen have left the window.
    await newestLeadsAgo(601);
    expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead('Janela') })).status).toBe(201);
  });
});

describe('6. no cross-site form posts to recovery or sign-in', () => {
  const key = () => `apikey=${encodeURIComponent(stack.server.publishableKey)}`;
  /** What another site's HTML form (or a fetch without preflight) sends: the key in the URL, no apikey header. */
  const form = (path: string, body: string, type: string | undefined) =>
    send(`${path}${path.includes('?') ? '&' : '?'}${key()}`, {
      from: '127.0.0.2',
      body,
      headers: { apikey: '', 'Content-Type': type ?? '' },
    });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a urlencoded form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['no Content-Type', undefined],
  ])('%s is 415 at /auth/v1/recover, /auth/v1/token and /functions/v1/sign-in; nothing is sent or tried', async (_, type) => {
    const mailsBefore = Number((await stack.server.db.query('select count(*)::int as n from stand_in.mail')).rows[0]?.n);
    const attemptsBefore = Number((await stack.server.db.query('select count(*)::int as n from public.admin_access_logs')).rows[0]?.n);
    const json = (fields: Record<string, string>) => JSON.stringify(fields);
    for (const [path, body] of [
      ['/auth/v1/recover', json({ email: CUSTOMER.email })],
      ['/auth/v1/token?grant_type=password', json({ email: CUSTOMER.email, password: 'errada-123' })],
      ['/functions/v1/sign-in', json({ email: CUSTOMER.email, password: 'errada-123' })],
    ] as const) {
      const res = await form(path, body, type);
      // A form sends no X-Supabase-Api-Version: Auth answers in its older shape ({code, error_code, msg}).
      const answer = res.body as { code?: unknown; error_code?: string } | null;
      expect({ path, status: res.status, code: answer?.error_code ?? answer?.code }).toEqual({ path, status: 415, code: 'unsupported_media_type' });
    }
    expect(Number((await stack.server.db.query('select count(*)::int as n from stand_in.mail')).rows[0]?.n)).toBe(mailsBefore);
    expect(Number((await stack.server.db.query('select count(*)::int as n from public.admin_access_logs')).rows[0]?.n)).toBe(attemptsBefore);
  });

  it('the same requests as JSON are read (the key in the URL is not the problem)', async () => {
    const recovered = await form('/auth/v1/recover', JSON.stringify({ email: `json-${randomUUID().slice(0, 8)}@example.com` }), 'application/json');
    expect(recovered.status).toBe(200);
    const signIn = await form('/functions/v1/sign-in', JSON.stringify({ email: `json-${randomUUID().slice(0, 8)}@example.com`, password: 'errada-123' }), 'application/json; charset=utf-8');
    expect(signIn).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } });
  });
});

describe('4. push topics are the known ones', () => {
  const subscriber = () => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/known-${randomUUID()}`,
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  });
  const follow = (topics: unknown) =>
    send('/rest/v1/rpc/push_subscribe', { body: { ...subscriber(), topics } });

  beforeAll(async () => {
    await stack.server.db.query("delete from private.anonymous_quota_hits where bucket = 'push_subscribe'");
    await stack.server.db.query('update private.anonymous_quota_limits set per_10_minutes = 100000, per_day = 1000000');
  });

  // Dirty strings an attacker sends as topics: near misses of real names, markup, SQL, control and invisible
  // characters, other scripts, lookalikes, and plain junk.
  const DIRTY = [
    'pt rio', 'PT  Rio', 'PT-Rio', 'PTRio', 'Mega Sena', 'mega-sena', 'MEGA-SENA', 'Megasena', 'Lotofacil', '+milionaria',
    'Milionária', 'federal', 'Palpite do dia', 'palpite_do_dia', 'pendencias', 'Pendencias', 'PENDÊNCIAS',
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; drop table push_subscriptions; --", "' or '1'='1",
    '${jndi:ldap://x}', '{{7*7}}', '../../etc/passwd', '%00', 'null', 'undefined', 'true', '0', '-1', '1e309',
    'PT Rio\u200b', '\u200bPT Rio', 'PT\u00a0Rio', 'PТ Rio', 'Вahia', 'Bahia\u202e', 'Ba\u0336hia', '🎰', '🐍 Cobra',
    'Mega-Sena 🏴', 'x'.repeat(60), 'a', 'Loteria dos Sonhos', 'Jogo do Bicho', 'Look', 'Look Goias', 'Sao Paulo',
    'Lotep', 'Lotece', 'Corujinha', 'PTM 11:20', 'admin', 'service_role', 'topic', 'Todos', '*',
  ];

  it(`refuses each of ${DIRTY.length} dirty topics with 400, and stores nothing (spaces around a known name are trimmed, as before)`, async () => {
    const accepted: string[] = [];
    for (const topic of DIRTY) {
      const answer = await follow([topic]);
      if (answer.status !== 400) accepted.push(`${JSON.stringify(topic)} → ${answer.status}`);
    }
    expect(accepted).toEqual([]);
    const { rows } = await stack.server.db.query('select distinct topic from public.push_subscription_topics where topic = any($1)', [DIRTY]);
    expect(rows).toEqual([]);
  });

  it('one unknown topic among known ones refuses the whole list; every known topic is accepted', async () => {
    expect((await follow(['PT Rio', 'Mega Sena'])).status).toBe(400);
    const known = [
      'palpite-do-dia', 'PT Rio', 'Federal', 'Look Goiás', 'Bahia', 'Lotep (Paraíba)', 'Lotece (Ceará)', 'Nacional', 'São Paulo',
      'Mega-Sena', 'Lotofácil', 'Quina', 'Lotomania', 'Timemania', 'Dupla Sena', 'Dia de Sorte', 'Super Sete', '+Milionária',
    ];
    const answer = await follow(known);
    expect(answer.status).toBe(200);
    expect((answer.body as { topics: string[] }).topics.slice().sort()).toEqual(known.slice().sort());
  });
});
