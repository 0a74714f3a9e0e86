// Issue 19: each rule the browser used to hold alone, attacked with the request an attacker would
// send straight to REST or Auth, and refused (or neutralised) by the database or the server.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, raw, startStack, type TestStack } from './harness';

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

const lead = (name = 'Visitante') => ({
  customer_name: name,
  customer_whatsapp: '11999998888',
  initial_message: 'Quero saber do bônus',
  conversation_history: [],
});

async function storedRow(table: string, id: string) {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

function isRecent(value: unknown) {
  return Math.abs(Date.parse(String(value)) - Date.now()) < 60_000;
}

describe('1. server-owned columns', () => {
  it('an anonymous lead dated 2999 is stored with server time; status "closed" is refused outright', async () => {
    const id = randomUUID();
    const res = await raw(stack.url, '/rest/v1/suporte_clientes', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey, Prefer: 'return=minimal' },
      body: { id, ...lead(), created_at: '2999-01-01T00:00:00Z', updated_at: '2999-01-01T00:00:00Z', last_edit_id: randomUUID() },
    });
    expect(res.status).toBe(201);
    const row = await storedRow('suporte_clientes', id);
    expect(isRecent(row?.created_at)).toBe(true);
    expect(isRecent(row?.updated_at)).toBe(true);
    expect(row?.last_edit_id).toBeNull();
    const closed = await raw(stack.url, '/rest/v1/suporte_clientes', {
      method: 'POST', headers: { apikey: stack.server.publishableKey }, body: { id: randomUUID(), ...lead(), status: 'closed' },
    });
    expect(closed.status).toBe(401);
    expect(closed.body).toMatchObject({ code: '42501' });
  });

  it('an anonymous feedback dated 2999 is stored with server time; "read" is refused outright', async () => {
    const id = randomUUID();
    const { error } = await stack.anon().from('feedbacks').insert({ id, rating: 5, message: 'Ótimo', created_at: '2999-01-01T00:00:00Z' });
    expect(error).toBeNull();
    expect(isRecent((await storedRow('feedbacks', id))?.created_at)).toBe(true);
    const read = await stack.anon().from('feedbacks').insert({ id: randomUUID(), rating: 5, message: 'Ótimo', read: true });
    expect(read.error?.code).toBe('42501');
  });

  it('an admin cannot back-date or future-date content, on insert or on update', async () => {
    const id = randomUUID();
    const inserted = await admin.from('draw_results').insert({
      id, lottery: 'Federal', draw_date: '2031-05-01', draw_label: 'Federal 19h', prizes: ['1111', '2222', '3333', '4444', '5555'], created_at: '2999-01-01T00:00:00Z',
    });
    expect(inserted.error).toBeNull();
    const first = await storedRow('draw_results', id);
    expect(isRecent(first?.created_at)).toBe(true);
    await admin.from('draw_results').update({ created_at: '1999-01-01T00:00:00Z' }).eq('id', id);
    expect((await storedRow('draw_results', id))?.created_at).toBe(first?.created_at);
  });

  it('a flood of leads claiming the future cannot hide the newest real lead, and the purge still sees them', async () => {
    // One row per request, within the source's quota (issue 27): five requests claiming the future.
    const flood = Array.from({ length: 5 }, () => ({ id: randomUUID(), ...lead('Flood'), created_at: '2999-12-31T00:00:00Z' }));
    for (const row of flood) expect((await stack.anon().from('suporte_clientes').insert(row)).error).toBeNull();
    const real = randomUUID();
    expect((await stack.anon().from('suporte_clientes').insert({ id: real, ...lead('Cliente Real') })).error).toBeNull();
    // The admin dashboard's query (dashboard.page.tsx): newest first by server time, 25 a page.
    const page = (n: number) =>
      admin.from('suporte_clientes').select('id, created_at', { count: 'exact' })
        .order('created_at', { ascending: false }).order('id', { ascending: false })
        .range((n - 1) * 25, n * 25 - 1);
    const first = await page(1);
    expect(first.data?.[0]?.id).toBe(real);
    expect(first.count).toBeGreaterThanOrEqual(6);
    // Pages by server time never overlap, and every flood row is found on some page.
    const seen = new Set<string>();
    for (let n = 1; n <= Math.ceil((first.count ?? 0) / 25); n += 1) {
      for (const row of (await page(n)).data ?? []) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
    }
    expect(flood.every((f) => seen.has(f.id))).toBe(true);
    const { count } = await service.from('suporte_clientes').select('id', { count: 'exact', head: true }).gt('created_at', new Date(Date.now() + 86_400_000).toISOString());
    expect(count).toBe(0);
  });

  it('the service role (imports, scheduled jobs) still sets history', async () => {
    const id = randomUUID();
    expect((await service.from('feedbacks').insert({ id, rating: 3, message: 'Importado', created_at: '2025-01-01T00:00:00Z' })).error).toBeNull();
    expect(Date.parse(String((await storedRow('feedbacks', id))?.created_at))).toBe(Date.parse('2025-01-01T00:00:00Z'));
  });
});

describe('2. the first-access flag in the database', () => {
  /** The admin with the flag set, at aal2: the flag alone must keep it out. */
  async function flaggedAdmin() {
    await service.from('profiles').update({ must_change_password: true }).eq('email', ADMIN.email);
    return stack.toAal2(await stack.signedIn(ADMIN));
  }

  it('while the flag is set the admin can neither write content nor read leads over REST', async () => {
    const flagged = await flaggedAdmin();
    try {
      const dream = await flagged.from('dreams').insert({
        id: randomUUID(), titulo: `Bloqueado ${randomUUID()}`, geral: { significado: 'x', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } },
      });
      expect(dream.error?.code).toBe('42501');
      const leads = await flagged.from('suporte_clientes').select('id');
      expect(leads.data).toEqual([]);
      const locked = await flagged.rpc('admin_locked_identifiers');
      expect(locked.error?.code).toBe('42501');
      // Its own profile stays readable, so the app can send it to the password screen.
      const own = await flagged.from('profiles').select('must_change_password');
      expect(own.data).toEqual([{ must_change_password: true }]);
    } finally {
      await service.from('profiles').update({ must_change_password: false }).eq('email', ADMIN.email);
    }
  });

  it('rpc/mark_password_changed is gone, and a PATCH of the own profile cannot clear the flag', async () => {
    const flagged = await flaggedAdmin();
    try {
      const rpc = await flagged.rpc('mark_password_changed');
      expect(rpc.status).toBe(404);
      await flagged.from('profiles').update({ must_change_password: false }).eq('email', ADMIN.email);
      const { data } = await service.from('profiles').select('must_change_password').eq('email', ADMIN.email).single();
      expect(data?.must_change_password).toBe(true);
    } finally {
      await service.from('profiles').update({ must_change_password: false }).eq('email', ADMIN.email);
    }
  });

  it('a real password change through Auth clears the flag; with the second factor, admin rights follow', async () => {
    const email = `novo-admin-${randomUUID().slice(0, 8)}@example.com`;
    const created = await raw(stack.url, '/auth/v1/admin/users', {
      method: 'POST', headers: { apikey: stack.server.secretKey }, body: { email, password: 'Inicial#2026', email_confirm: true },
    });
    const id = String((created.body as { id: string }).id);
    await service.from('profiles').update({ role: 'admin', must_change_password: true }).eq('id', id);
    const client = await stack.signedIn({ email, password: 'Inicial#2026' });
    expect((await client.from('suporte_clientes').select('id').limit(1)).data).toEqual([]);
    expect((await client.auth.updateUser({ password: 'Trocada#2026' })).error).toBeNull();
    const { data } = await service.from('profiles').select('must_change_password').eq('id', id).single();
    expect(data?.must_change_password).toBe(false);
    expect((await client.from('suporte_clientes').select('id').limit(1)).data).toEqual([]);
    await stack.toAal2(client);
    expect((await client.from('suporte_clientes').select('id').limit(1)).data?.length).toBe(1);
  });
});

describe('3. names and messages that only look filled', () => {
  const blanks: [string, string][] = [
    ['tabs and newlines', '\t\n\r\t'],
    ['non-breaking spaces', '\u00A0\u00A0'],
    ['zero-width spaces', '\u200B\u200C\u200D\uFEFF'],
    ['ideographic and thin spaces', '\u3000\u2009\u202F'],
    ['control characters', '\u0001\u0007\u001B'],
    ['Hangul fillers', '\u3164\u115F'],
  ];

  it.each(blanks)('a lead whose name is only %s is refused', async (_, name) => {
    const { error, status } = await stack.anon().from('suporte_clientes').insert({ id: randomUUID(), ...lead(name) });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it.each(blanks)('feedback whose message is only %s is refused', async (_, message) => {
    const { error } = await stack.anon().from('feedbacks').insert({ id: randomUUID(), rating: 4, message });
    expect(error?.code).toBe('23514');
  });

  it.each([
    ['a right-to-left override', 'Ana\u202Egnp.exe'],
    ['a zero-width joiner inside', 'Jo\u200Dão'],
    ['a line break', 'Ana\nMaria'],
    ['an escape character', 'Ana\u001B[31m'],
  ])('a name with %s is refused', async (_, name) => {
    const { error } = await stack.anon().from('suporte_clientes').insert({ id: randomUUID(), ...lead(name) });
    expect(error?.code).toBe('23514');
  });

  it('real names and multi-line messages are accepted', async () => {
    for (const name of ['José da Silva', "D'Ávila Ñúñez", 'Zoë 李', 'Maria  Clara']) {
      expect((await stack.anon().from('suporte_clientes').insert({ id: randomUUID(), ...lead(name) })).error).toBeNull();
    }
    const { error } = await stack.anon().from('feedbacks').insert({ id: randomUUID(), rating: 5, message: 'Gostei!\nMuito bom 👍🏽\tobrigado' });
    expect(error).toBeNull();
  });
});

describe('4. lockout: unlock by an admin, no flood of unknown e-mails', () => {
  async function fail(email: string) {
    return stack.anon().auth.signInWithPassword({ email, password: 'errada-123' });
  }

  it('an admin unlocks a locked account; the unlock is logged; a customer cannot unlock', async () => {
    const email = `vitima-${randomUUID().slice(0, 8)}@example.com`;
    await raw(stack.url, '/auth/v1/admin/users', { method: 'POST', headers: { apikey: stack.server.secretKey }, body: { email, password: 'Vitima#2026', email_confirm: true } });
    for (let i = 0; i < 3; i += 1) await fail(email);
    expect((await stack.anon().auth.signInWithPassword({ email, password: 'Vitima#2026' })).error?.code).toBe('too_many_attempts');

    const customer = await stack.signedIn({ email: 'cliente@sonhoesorte.com.br', password: 'Cliente#Sorte2026' });
    const refused = await customer.rpc('admin_unlock_identifier', { p_identifier: email });
    expect(refused.error?.code).toBe('42501');
    const anonymous = await stack.anon().rpc('admin_unlock_identifier', { p_identifier: email });
    expect(anonymous.error?.code).toBe('42501');

    const unlocked = await admin.rpc('admin_unlock_identifier', { p_identifier: ` ${email.toUpperCase()} ` });
    expect(unlocked.error).toBeNull();
    expect(unlocked.data).toEqual({ identifier: email, locked: false });
    const log = await admin.from('admin_access_logs').select('status, failure_reason').eq('username_attempt', email).eq('status', 'unlocked');
    expect(log.data).toEqual([{ status: 'unlocked', failure_reason: `Desbloqueado por ${ADMIN.email}` }]);
    expect((await stack.anon().auth.signInWithPassword({ email, password: 'Vitima#2026' })).error).toBeNull();
  });

  it('identifiers are normalised and capped: invisible characters and 5000-character e-mails', async () => {
    const email = `ze${randomUUID().slice(0, 6)}@example.com`;
    await fail(`\u200B${email.toUpperCase()}\u00A0`);
    const long = `${'a'.repeat(5000)}@example.com`;
    await fail(long);
    const rows = await service.from('admin_access_logs').select('username_attempt').in('username_attempt', [email, long.slice(0, 254)]);
    expect(rows.data?.map((r) => r.username_attempt).sort()).toEqual([email, long.slice(0, 254)].sort());
  });

  it('repeated attempts on one unknown e-mail and refusals during a lock are counted on one row', async () => {
    const email = `fantasma-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 20; i += 1) await fail(email);
    const { data } = await service.from('admin_access_logs').select('failure_reason, attempt_count').eq('username_attempt', email).order('created_at');
    expect(data).toEqual([
      { failure_reason: 'User not found or invalid credentials', attempt_count: 1 },
      { failure_reason: 'User not found or invalid credentials', attempt_count: 1 },
      { failure_reason: 'User not found or invalid credentials', attempt_count: 1 },
      { failure_reason: 'Account locked', attempt_count: 17 },
    ]);
  });

  it('a flood of distinct unknown e-mails adds at most a budget of rows, the rest folded into one', async () => {
    const before = (await service.from('admin_access_logs').select('id', { count: 'exact', head: true })).count ?? 0;
    // 15 past the budget of 30 rows: each is a real (slow, bcrypt-checked) sign-in, so the loop is kept short.
    for (let i = 0; i < 45; i += 1) await fail(`flood-${i}-${randomUUID().slice(0, 6)}@example.com`);
    const after = (await service.from('admin_access_logs').select('id', { count: 'exact', head: true })).count ?? 0;
    expect(after - before).toBeLessThanOrEqual(31);
    const folded = await service.from('admin_access_logs').select('attempt_count').eq('username_attempt', '(e-mails desconhecidos)');
    expect(folded.data?.reduce((sum, r) => sum + Number(r.attempt_count), 0)).toBeGreaterThanOrEqual(14);
  }, 90_000);
});
