// Issue 27: each defect attacked with the request an attacker would send straight to REST, Auth or
// the sign-in function, from two loopback addresses (127.0.0.1 and 127.0.0.2), and refused by the
// database or the stand-in. Supabase's gateway reports the client address as the last entry of
// X-Forwarded-For; the stand-in does the same with the socket's peer.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER, raw, startStack, type TestStack } from './harness';

let stack: TestStack;
let service: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startStack();
  service = stack.service();
  admin = await stack.signedInAdmin();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A raw request from a chosen loopback address (the stand-in listens on 127.0.0.1). */
function send(
  path: string,
  { from = '127.0.0.1', method = 'POST', headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const url = new URL(path, stack.url);
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: from,
        headers: { apikey: stack.server.publishableKey, 'Content-Type': 'application/json', ...headers },
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
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const lead = (name = 'Visitante', extra: Record<string, unknown> = {}) => ({
  customer_name: name,
  customer_whatsapp: '11999998888',
  initial_message: 'Quero saber do bônus',
  conversation_history: [],
  ...extra,
});

/** Quotas as fresh: the hit counters of every source are forgotten (time injection). */
async function freshQuotas() {
  await stack.server.db.query('delete from private.anonymous_quota_hits');
  await stack.server.db.query("update private.anonymous_quota_limits set per_10_minutes = 15, per_day = 120");
}

async function count(table: string, column: string, value: string) {
  const { count: n, error } = await service.from(table).select('id', { count: 'exact', head: true }).eq(column, value);
  if (error) throw new Error(error.message);
  return n ?? 0;
}

describe('1. flooding: one row per request, a quota per source, 429 with Retry-After', () => {
  beforeEach(freshQuotas);

  it('a JSON array of 2000 leads is refused with 400, and nothing of it is stored', async () => {
    const marker = `Lote ${randomUUID().slice(0, 8)}`;
    const rows = Array.from({ length: 2000 }, () => ({ id: randomUUID(), ...lead(marker) }));
    const res = await send('/rest/v1/suporte_clientes', { body: rows });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PT400', message: 'One row per request' });
    expect(await count('suporte_clientes', 'customer_name', marker)).toBe(0);
    // Two rows are as refused as two thousand, and so is an array of feedback.
    expect((await send('/rest/v1/suporte_clientes', { body: rows.slice(0, 2) })).status).toBe(400);
    expect((await send('/rest/v1/feedbacks', { body: [{ rating: 5, message: marker }, { rating: 4, message: marker }] })).status).toBe(400);
    expect(await count('feedbacks', 'message', marker)).toBe(0);
  });

  it('fifteen leads per source pass in ten minutes, even with one number; the sixteenth is 429 with Retry-After, and another address is not affected', async () => {
    const marker = `Fluxo ${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 15; i += 1) {
      const res = await send('/rest/v1/suporte_clientes', { from: '127.0.0.1', body: lead(marker, { initial_message: `Pedido ${i}` }) });
      expect(res.status).toBe(201);
    }
    const refused = await send('/rest/v1/suporte_clientes', { from: '127.0.0.1', body: lead(marker) });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.body).toEqual({
      code: 'PT429',
      message: 'Too many requests from this address',
      details: `Retry after ${retryAfter} seconds`,
      hint: 'Nothing was stored. Send it again after the wait.',
    });
    // A forged X-Forwarded-For does not move the source: the stand-in appends the real address last.
    const forged = await send('/rest/v1/suporte_clientes', { from: '127.0.0.1', headers: { 'X-Forwarded-For': '203.0.113.77' }, body: lead(marker) });
    expect(forged.status).toBe(429);
    // The other loopback address has its own quota, whatever it claims to be.
    const other = await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', headers: { 'X-Forwarded-For': '127.0.0.1' }, body: lead(marker) });
    expect(other.status).toBe(201);

    // Every lead within the limit is stored as sent, several with one number.
    const { data } = await service.from('suporte_clientes').select('initial_message, customer_whatsapp').eq('customer_name', marker);
    expect(data).toHaveLength(16);
    expect(new Set(data?.map((r) => r.initial_message)).size).toBe(16);
  });

  it('feedback has its own quota, and a daily cap answers with a Retry-After of hours', async () => {
    await stack.server.db.query("update private.anonymous_quota_limits set per_10_minutes = 15, per_day = 3 where bucket = 'feedback'");
    const marker = `Opinião ${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 3; i += 1) expect((await send('/rest/v1/feedbacks', { from: '127.0.0.2', body: { rating: 5, message: marker } })).status).toBe(201);
    const refused = await send('/rest/v1/feedbacks', { from: '127.0.0.2', body: { rating: 5, message: marker } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(600);
    expect(await count('feedbacks', 'message', marker)).toBe(3);
    // Leads from the same address are another bucket.
    expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead(marker) })).status).toBe(201);
  });

  it('only a keyed hash of the address is stored, never the address', async () => {
    await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead('Hash') });
    const { rows } = await stack.server.db.query(
      `select h.source_hash, h.bucket from private.anonymous_quota_hits h
       union all select s.source_hash, 'lead' from private.lead_sources s`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.source_hash)).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify((await stack.server.db.query('select * from private.anonymous_quota_hits')).rows)
      + JSON.stringify((await stack.server.db.query('select * from private.lead_sources')).rows)
      + JSON.stringify((await stack.server.db.query('select * from public.suporte_clientes')).rows);
    expect(dump).not.toContain('127.0.0');
  });

  it("the app's local proxy is believed only with the stand-in's key", async () => {
    const marker = `Proxy ${randomUUID().slice(0, 8)}`;
    await stack.server.db.query("update private.anonymous_quota_limits set per_10_minutes = 1 where bucket = 'leads'");
    const viaProxy = (address: string, key: string) =>
      send('/rest/v1/suporte_clientes', { headers: { 'X-Forwarded-For': address, 'X-Local-Proxy-Key': key }, body: lead(marker) });
    expect((await viaProxy('198.51.100.1', stack.server.proxyKey)).status).toBe(201);
    expect((await viaProxy('198.51.100.2', stack.server.proxyKey)).status).toBe(201);
    expect((await viaProxy('198.51.100.1', stack.server.proxyKey)).status).toBe(429);
    // A wrong key: the socket's address (127.0.0.1) counts, whatever the header says.
    expect((await viaProxy('198.51.100.3', 'guess')).status).toBe(201);
    expect((await viaProxy('198.51.100.4', 'guess')).status).toBe(429);
  });

  it('the dashboard: leads from a source that sent more than five in a day come last; refusals of today are counted', async () => {
    const before = (await admin.rpc('admin_refused_requests_today')).data as number;
    const flood = `Robô ${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 6; i += 1) expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.1', body: lead(flood) })).status).toBe(201);
    const real = `Cliente ${randomUUID().slice(0, 8)}`;
    expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead(real) })).status).toBe(201);
    await stack.server.db.query("update private.anonymous_quota_limits set per_10_minutes = 6 where bucket = 'leads'");
    expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.1', body: lead(flood) })).status).toBe(429);
    expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.1', body: lead(flood) })).status).toBe(429);

    const { data } = await service.from('suporte_clientes').select('customer_name, bulk_suspect').in('customer_name', [flood, real]);
    expect(data?.filter((r) => r.customer_name === flood).every((r) => r.bulk_suspect)).toBe(true);
    expect(data?.find((r) => r.customer_name === real)?.bulk_suspect).toBe(false);
    // The dashboard's order (src/features/admin/api/list-leads.ts): unflagged first, newest first.
    const page = await admin.from('suporte_clientes').select('customer_name, bulk_suspect')
      .order('bulk_suspect').order('created_at', { ascending: false }).order('id', { ascending: false }).limit(1);
    expect(page.data?.[0]?.customer_name).toBe(real);

    const after = await admin.rpc('admin_refused_requests_today');
    expect(after.data).toBe(before + 2);
    // Not for anyone else; and an anonymous visitor cannot set the flag.
    expect((await stack.anon().rpc('admin_refused_requests_today')).error?.code).toBe('42501');
    const customer = await stack.signedIn(CUSTOMER);
    expect((await customer.rpc('admin_refused_requests_today')).error?.code).toBe('42501');
    const id = randomUUID();
    expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: { id, ...lead('Sem bandeira'), bulk_suspect: true } })).status).toBe(201);
    expect((await service.from('suporte_clientes').select('bulk_suspect').eq('id', id).single()).data?.bulk_suspect).toBe(false);
  });
});

describe('2. size: the history capped to what the chat produces', () => {
  beforeEach(freshQuotas);

  it('50 entries of 2000 characters (100 KB) are refused; a whole history over 8000 characters too; a real one passes', async () => {
    const big = Array.from({ length: 50 }, (_, i) => ({ sender: i % 2 ? 'user' : 'bot', text: 'x'.repeat(2000) }));
    const res = await send('/rest/v1/suporte_clientes', { body: lead('Grande', { conversation_history: big }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '23514' });
    const over = Array.from({ length: 5 }, () => ({ sender: 'user', text: 'y'.repeat(1700) }));
    expect((await send('/rest/v1/suporte_clientes', { body: lead('Grande', { conversation_history: over }) })).status).toBe(400);
    const entry = [{ sender: 'user', text: 'z'.repeat(2001) }];
    expect((await send('/rest/v1/suporte_clientes', { body: lead('Grande', { conversation_history: entry }) })).status).toBe(400);
    const real = [
      { sender: 'bot', text: 'Olá! 👋 Qual é o seu nome?' },
      { sender: 'user', text: 'Maria' },
      { sender: 'bot', text: 'Qual é o seu WhatsApp?' },
      { sender: 'user', text: '(11) 99999-8888' },
      { sender: 'user', text: `Preciso de ajuda:\n${'com o bônus '.repeat(150)}` },
    ];
    expect((await send('/rest/v1/suporte_clientes', { body: lead('Grande', { conversation_history: real }) })).status).toBe(201);
  });
});

describe('3. every visitor text clean, by one SQL rule', () => {
  beforeEach(freshQuotas);

  it.each([
    ['Braille blanks', '\u2800\u2800\u2800'],
    ['tag characters', '\u{E0041}\u{E0042}\u{E0043}'],
    ['variation selectors', '\uFE0F\uFE0E\u{E0100}'],
    ['combining marks alone', '\u0301\u0308\u0327'],
    ['Khmer inherent vowels', '\u17B4\u17B5'],
    ['Mongolian selectors', '\u180B\u180C\u180D\u180F'],
    ['musical format controls', '\u{1D173}\u{1D174}\u{1D17A}'],
    ['shorthand format controls', '\u{1BCA0}\u{1BCA1}\u{1BCA3}'],
  ])('a name made only of %s is refused', async (_, name) => {
    const res = await send('/rest/v1/suporte_clientes', { body: lead(name) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '23514' });
  });

  it('a right-to-left override or a control character in the history, and in feedback.page, is refused', async () => {
    for (const text of ['Ana\u202Egnp.exe', 'oi\u0007', 'oi\u001B[31m']) {
      const res = await send('/rest/v1/suporte_clientes', { body: lead('Ana', { conversation_history: [{ sender: 'user', text }] }) });
      expect(res.status).toBe(400);
      const page = await send('/rest/v1/feedbacks', { body: { rating: 4, message: 'Boa', page: `/livro${text}` } });
      expect(page.status).toBe(400);
      expect(page.body).toMatchObject({ code: '23514' });
    }
    expect((await send('/rest/v1/feedbacks', { body: { rating: 4, message: 'Boa', page: '/livro-dos-sonhos' } })).status).toBe(201);
  });

  it('an emoji name with zero-width joiners is a visible name', async () => {
    for (const name of ['👨\u200D👩\u200D👧', 'Ana ❤️', '🏳️\u200D🌈 Bia', '👩🏽\u200D💻']) {
      expect((await send('/rest/v1/suporte_clientes', { body: lead(name) })).status).toBe(201);
    }
  });
});

describe('4. columns admins must not choose', () => {
  it('a result cannot be made demo, nor a seeded demo draw real, over REST', async () => {
    const id = randomUUID();
    const created = await admin.from('draw_results').insert({ id, lottery: 'Teste', draw_date: '2031-05-01', draw_label: 'Teste 10:00', prizes: ['1111', '2222', '3333', '4444', '5555'], demo: true });
    expect(created.error).toBeNull();
    expect((await service.from('draw_results').select('demo').eq('id', id).single()).data?.demo).toBe(false);
    await admin.from('draw_results').update({ demo: true }).eq('id', id);
    expect((await service.from('draw_results').select('demo').eq('id', id).single()).data?.demo).toBe(false);
    const seeded = (await service.from('draw_results').select('id').eq('demo', true).limit(1).single()).data?.id as string;
    await admin.from('draw_results').update({ demo: false }).eq('id', seeded);
    expect((await service.from('draw_results').select('demo').eq('id', seeded).single()).data?.demo).toBe(true);
  });

  it("a bonus receipt's code is generated and its issue time is the server's, on insert and update", async () => {
    const id = randomUUID();
    const created = await admin.from('bonus_receipts').insert({ id, customer_name: 'Ana', bonus_title: 'Bônus', amount: 10, short_code: 'AAAAAAAAAA', issued_at: '2000-01-01T00:00:00Z' });
    expect(created.error).toBeNull();
    const row = (await service.from('bonus_receipts').select('short_code, issued_at').eq('id', id).single()).data;
    expect(row?.short_code).toMatch(/^[A-HJKM-Z2-9]{10}$/);
    expect(row?.short_code).not.toBe('AAAAAAAAAA');
    expect(Math.abs(Date.parse(String(row?.issued_at)) - Date.now())).toBeLessThan(60_000);
    await admin.from('bonus_receipts').update({ short_code: 'BBBBBBBBBB', issued_at: '2001-01-01T00:00:00Z', amount: 20 }).eq('id', id);
    const changed = (await service.from('bonus_receipts').select('short_code, issued_at, amount').eq('id', id).single()).data;
    expect(changed).toEqual({ short_code: row?.short_code, issued_at: row?.issued_at, amount: 20 });
  });
});

describe('5. lockout race across /auth/v1/token and /functions/v1/sign-in', () => {
  it('ten wrong passwords in parallel, alternating the two paths: exactly three are checked', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = `corrida-${randomUUID().slice(0, 8)}@example.com`;
      const made = await raw(stack.url, '/auth/v1/admin/users', { method: 'POST', headers: { apikey: stack.server.secretKey }, body: { email, password: 'Certa#2026', email_confirm: true } });
      expect(made.status).toBe(200);
      const attempts = Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? send('/auth/v1/token?grant_type=password', { body: { email, password: 'errada-123' }, headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
          : send('/functions/v1/sign-in', { body: { email, password: 'errada-123' } }),
      );
      const codes = (await Promise.all(attempts)).map((r) => (r.body as { code: string }).code);
      expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(3);
      expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(7);
      const { data } = await service.from('admin_access_logs').select('failure_reason, attempt_count').eq('username_attempt', email);
      expect(data?.filter((r) => r.failure_reason === 'Invalid login credentials')).toHaveLength(3);
      // The right password is refused during the lock.
      const right = await send('/auth/v1/token?grant_type=password', { body: { email, password: 'Certa#2026' }, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
      expect((right.body as { code: string }).code).toBe('too_many_attempts');
    }
  });
});

describe('10. forgetting one person (LGPD)', () => {
  beforeEach(freshQuotas);

  it("an admin deletes every lead with a WhatsApp number and the feedback that holds it; the log keeps counts, not the number", async () => {
    const number = '31987651234';
    for (const message of ['Primeiro pedido', 'Segundo pedido']) {
      expect((await send('/rest/v1/suporte_clientes', { body: lead('Titular', { customer_whatsapp: number, initial_message: message }) })).status).toBe(201);
    }
    expect((await send('/rest/v1/suporte_clientes', { from: '127.0.0.2', body: lead('Vizinho', { customer_whatsapp: '31987651235' }) })).status).toBe(201);
    expect((await send('/rest/v1/feedbacks', { body: { rating: 5, message: 'Me chamem no (31) 98765-1234, por favor' } })).status).toBe(201);

    expect((await stack.anon().rpc('admin_forget_whatsapp', { p_whatsapp: number })).error?.code).toBe('42501');
    const customer = await stack.signedIn(CUSTOMER);
    expect((await customer.rpc('admin_forget_whatsapp', { p_whatsapp: number })).error?.code).toBe('42501');
    expect((await admin.rpc('admin_forget_whatsapp', { p_whatsapp: '123' })).error?.code).toBe('22023');

    const { data, error } = await admin.rpc('admin_forget_whatsapp', { p_whatsapp: '+55 (31) 98765-1234' });
    expect(error).toBeNull();
    expect(data).toEqual({ leads: 2, feedbacks: 1 });
    expect(await count('suporte_clientes', 'customer_whatsapp', number)).toBe(0);
    expect(await count('suporte_clientes', 'customer_whatsapp', '31987651235')).toBe(1);
    const log = await admin.from('privacy_deletions').select('*').order('created_at', { ascending: false }).limit(1);
    expect(log.data?.[0]).toMatchObject({ leads_deleted: 2, feedbacks_deleted: 1, admin_email: 'admin@sonhoesorte.com.br' });
    expect(JSON.stringify(log.data)).not.toMatch(/98765|1234/);
    expect((await stack.anon().from('privacy_deletions').select('id')).error?.code).toBe('42501');
  });
});
