// The access matrix of ARCHITECTURE.md, cell by cell: anon, customer, admin (password and
// authenticator code: aal2) and the same admin with the password alone (aal1) × every table ×
// select, insert, update, delete, each asserted allowed or denied against what the database holds.
// An admin at aal1 has a customer's rights and no more (issue 28).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, raw, startStack, type TestStack } from './harness';

type Role = 'anon' | 'customer' | 'admin' | 'adminAal1';
type Op = 'select' | 'insert' | 'update' | 'delete';

/**
 * What each role may do: S select, I insert, U update, D delete, '-' denied.
 * Reads of lucky_guesses, monthly_promotions and welcome_bonuses are of published/active rows
 * (hidden rows are checked below); profiles are another user's profile (own profile below).
 */
const MATRIX: Record<string, Record<Role, string>> = {
  profiles: { anon: '----', customer: '----', admin: 'SIUD', adminAal1: '----' },
  suporte_clientes: { anon: '-I--', customer: '-I--', admin: 'SIU-', adminAal1: '-I--' },
  feedbacks: { anon: '-I--', customer: '-I--', admin: 'SIU-', adminAal1: '-I--' },
  admin_access_logs: { anon: '----', customer: '----', admin: 'S---', adminAal1: '----' },
  privacy_deletions: { anon: '----', customer: '----', admin: 'S---', adminAal1: '----' },
  dreams: { anon: 'S---', customer: 'S---', admin: 'SIUD', adminAal1: 'S---' },
  lucky_guesses: { anon: 'S---', customer: 'S---', admin: 'SIUD', adminAal1: 'S---' },
  monthly_promotions: { anon: 'S---', customer: 'S---', admin: 'SIUD', adminAal1: 'S---' },
  welcome_bonuses: { anon: 'S---', customer: 'S---', admin: 'SIUD', adminAal1: 'S---' },
  bonus_receipts: { anon: '----', customer: '----', admin: 'SIUD', adminAal1: '----' },
  draw_results: { anon: 'S---', customer: 'S---', admin: 'SIUD', adminAal1: 'S---' },
  caixa_source_state: { anon: '----', customer: '----', admin: 'S---', adminAal1: '----' },
  caixa_source_events: { anon: '----', customer: '----', admin: 'S---', adminAal1: '----' },
  lottery_contest_corrections: { anon: '----', customer: '----', admin: 'S---', adminAal1: '----' },
};

const OPS: Op[] = ['select', 'insert', 'update', 'delete'];
const LETTER: Record<Op, string> = { select: 'S', insert: 'I', update: 'U', delete: 'D' };

const palpites = { grupos: ['09 - Cobra'], milhares: ['4533'], ternoDeGrupo: [] };

/** A valid new row per table, and a change to try on it (column and new value). */
const ROWS: Record<string, { row: () => Record<string, unknown>; change: () => [string, unknown] }> = {
  suporte_clientes: {
    row: () => ({ customer_name: 'Matriz', customer_whatsapp: '11999998888', initial_message: 'teste', conversation_history: [], source: 'chat_modal' }),
    change: () => ['status', 'contacted'],
  },
  feedbacks: { row: () => ({ rating: 4, message: 'teste da matriz' }), change: () => ['read', true] },
  admin_access_logs: {
    row: () => ({ username_attempt: `matriz-${randomUUID()}@example.com`, status: 'failed', failure_reason: 'Invalid login credentials' }),
    change: () => ['failure_reason', 'alterado'],
  },
  privacy_deletions: {
    row: () => ({ admin_email: 'matriz@example.com', leads_deleted: 1, feedbacks_deleted: 0 }),
    change: () => ['leads_deleted', 2],
  },
  dreams: {
    row: () => ({ titulo: `Matriz ${randomUUID()}`, geral: { significado: 'Teste.', palpites } }),
    change: () => ['titulo', `Alterado ${randomUUID()}`],
  },
  lucky_guesses: { row: () => ({ guess_date: '2031-01-01', lottery: 'Matriz', grupos: ['01'], published: true }), change: () => ['note', 'alterado'] },
  monthly_promotions: { row: () => ({ title: 'Matriz', month: '2031-01-01', active: true }), change: () => ['title', 'Alterado'] },
  welcome_bonuses: { row: () => ({ title: 'Matriz', active: true }), change: () => ['title', 'Alterado'] },
  bonus_receipts: { row: () => ({ customer_name: 'Matriz', bonus_title: 'Bônus', amount: 10 }), change: () => ['amount', 20] },
  draw_results: {
    row: () => ({ lottery: 'Matriz', draw_date: '2031-01-01', draw_label: randomUUID().slice(0, 12), prizes: ['1111', '2222', '3333', '4444', '5555'] }),
    change: () => ['draw_label', randomUUID().slice(0, 12)],
  },
  profiles: { row: () => ({}), change: () => ['full_name', 'Alterado'] },
};

let stack: TestStack;
let service: SupabaseClient;
const clients = {} as Record<Role, SupabaseClient>;

beforeAll(async () => {
  stack = await startStack();
  service = stack.service();
  clients.anon = stack.anon();
  clients.customer = await stack.signedIn(CUSTOMER);
  clients.admin = await stack.signedInAdmin();
  // Signed in after the aal2 sign-in above: verifying a code ends the aal1 sessions open then.
  clients.adminAal1 = await stack.signedInAdminPasswordOnly();
}, 120_000); // the first file to start also builds the shared template

afterAll(async () => {
  await stack?.stop();
});

/** A new auth user (its profile made by the trigger); returns the id. */
async function newUser(): Promise<string> {
  const res = await raw(stack.url, '/auth/v1/admin/users', {
    method: 'POST',
    headers: { apikey: stack.server.secretKey },
    body: { email: `matriz-${randomUUID()}@example.com`, password: 'Matriz#12345', email_confirm: true },
  });
  if (res.status !== 200) throw new Error(`could not create a user: ${JSON.stringify(res.body)}`);
  return String((res.body as { id: string }).id);
}

/** Stores a fixture row with the secret key and returns its id. */
async function fixture(table: string): Promise<string> {
  if (table === 'profiles') return newUser();
  const id = randomUUID();
  const { error } = await service.from(table).insert({ id, ...ROWS[table]?.row() });
  if (error) throw new Error(`fixture for ${table}: ${error.message}`);
  return id;
}

async function stored(table: string, id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

/**
 * The Caixa source's tables (0015), written by the ingest function only: their keys are not a
 * client's uuid (a game, an identity), so their rows are made and looked up with SQL, and each
 * write tried carries a marker to look for.
 */
const SOURCE_TABLES: Record<string, { key: string; make: () => string; insert: (marker: number) => Record<string, unknown>; change: string }> = {
  caixa_source_state: { key: 'game', make: () => "select 'lotofacil' as key", insert: (n) => ({ game: 'lotofacil', failures: n }), change: 'failures' },
  caixa_source_events: {
    key: 'id',
    make: () => "insert into public.caixa_source_events (game, kind, status) values ('quina', 'error', 'matriz') returning id as key",
    insert: (n) => ({ game: 'quina', kind: 'error', status: 'matriz', contest: n }),
    change: 'contest',
  },
  lottery_contest_corrections: {
    key: 'id',
    make: () => "insert into public.lottery_contest_corrections (game, contest, before, after, revision) values ('quina', 1, '{}', '{}', 2) returning id as key",
    insert: (n) => ({ game: 'quina', contest: n, before: {}, after: {}, revision: 2 }),
    change: 'contest',
  },
};

async function attemptOnSourceTable(role: Role, table: string, op: Op): Promise<boolean> {
  const db = clients[role];
  const spec = SOURCE_TABLES[table]!;
  const marker = 100_000 + Math.floor(Math.random() * 800_000);
  const has = async (column: string, value: unknown) =>
    Number((await stack.server.db.query(`select count(*) as n from public.${table} where ${column} = $1`, [value])).rows[0]?.n) > 0;
  if (op === 'insert') {
    // The state has a row per game already: one is taken away for the try, and put back.
    if (table === 'caixa_source_state') await stack.server.db.query("delete from public.caixa_source_state where game = 'lotofacil'");
    await db.from(table).insert(spec.insert(marker));
    const happened = table === 'caixa_source_state' ? await has('game', 'lotofacil') : await has(spec.change, marker);
    await stack.server.db.query("insert into public.caixa_source_state (game) values ('lotofacil') on conflict do nothing");
    return happened;
  }
  const key = String((await stack.server.db.query(spec.make())).rows[0]?.key);
  if (op === 'select') {
    const { data } = await db.from(table).select(spec.key).eq(spec.key, key);
    return (data ?? []).length === 1;
  }
  if (op === 'update') {
    await db.from(table).update({ [spec.change]: marker }).eq(spec.key, key);
    return has(spec.change, marker);
  }
  await db.from(table).delete().eq(spec.key, key);
  return !(await has(spec.key, key));
}

/** Tries the operation as the role; true when the database shows it happened. */
async function attempt(role: Role, table: string, op: Op): Promise<boolean> {
  if (table in SOURCE_TABLES) return attemptOnSourceTable(role, table, op);
  const db = clients[role];
  if (op === 'insert') {
    let row: Record<string, unknown>;
    if (table === 'profiles') {
      const userId = await newUser();
      await service.from('profiles').delete().eq('id', userId);
      row = { id: userId, email: 'perfil@example.com' };
    } else {
      row = { id: randomUUID(), ...ROWS[table]?.row() };
    }
    await db.from(table).insert(row);
    return (await stored(table, String(row.id))) !== null;
  }
  const id = await fixture(table);
  if (op === 'select') {
    const { data } = await db.from(table).select('id').eq('id', id);
    return (data ?? []).length === 1;
  }
  if (op === 'update') {
    const [column, value] = ROWS[table]?.change() ?? ['', null];
    await db.from(table).update({ [column]: value }).eq('id', id);
    return (await stored(table, id))?.[column] === value;
  }
  await db.from(table).delete().eq('id', id);
  return (await stored(table, id)) === null;
}

it('the matrix covers every table with an admin policy', async () => {
  const tables = await stack.server.db.query(
    "select distinct tablename as name from pg_policies where schemaname = 'public' and (qual like '%is_admin()%' or with_check like '%is_admin()%')",
  );
  expect(tables.rows.map((r) => String(r.name)).sort()).toEqual(Object.keys(MATRIX).sort());
});

describe.each(Object.keys(MATRIX))('%s', (table) => {
  const cells = (['anon', 'customer', 'admin', 'adminAal1'] as Role[]).flatMap((role) =>
    OPS.map((op) => ({ role, op, allowed: MATRIX[table]?.[role].includes(LETTER[op]) ?? false })),
  );
  it.each(cells)('$role $op: allowed=$allowed', async ({ role, op, allowed }) => {
    expect(await attempt(role, table, op)).toBe(allowed);
  });
});

it('the aal1 admin session stayed alive through the matrix (its refusals are the aal rule, not a dead session)', async () => {
  const { data, error } = await clients.adminAal1.auth.getUser();
  expect(error).toBeNull();
  expect(data.user?.email).toBe('admin@sonhoesorte.com.br');
  const token = (await clients.adminAal1.auth.getSession()).data.session?.access_token ?? '';
  expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).aal).toBe('aal1');
});

describe('rows hidden from visitors', () => {
  it.each([
    ['lucky_guesses', { guess_date: '2031-01-02', lottery: 'Oculto', published: false }],
    ['monthly_promotions', { title: 'Oculta', month: '2031-01-01', active: false }],
    ['welcome_bonuses', { title: 'Oculto', active: false }],
  ])('%s: unpublished/inactive rows only for admins', async (table, row) => {
    const id = randomUUID();
    expect((await service.from(table).insert({ id, ...row })).error).toBeNull();
    for (const [role, visible] of [['anon', false], ['customer', false], ['adminAal1', false], ['admin', true]] as const) {
      const { data } = await clients[role].from(table).select('id').eq('id', id);
      expect((data ?? []).length === 1, `${role} sees ${table}`).toBe(visible);
    }
  });

  it('a customer reads its own profile but cannot promote itself', async () => {
    const own = await clients.customer.from('profiles').select('email, role');
    expect(own.data).toEqual([{ email: CUSTOMER.email, role: 'customer' }]);
    await clients.customer.from('profiles').update({ role: 'admin' }).eq('email', CUSTOMER.email);
    const after = await service.from('profiles').select('role').eq('email', CUSTOMER.email).single();
    expect(after.data?.role).toBe('customer');
  });

  it('anonymous reads of the sign-in history are refused outright', async () => {
    const { data, error, status } = await clients.anon.from('admin_access_logs').select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
  });

  it('an admin updates only the status of a lead, not what the visitor wrote', async () => {
    const id = await fixture('suporte_clientes');
    const { error } = await clients.admin.from('suporte_clientes').update({ customer_name: 'Outro' }).eq('id', id);
    expect(error?.code).toBe('42501');
    expect((await stored('suporte_clientes', id))?.customer_name).toBe('Matriz');
  });

  it('bonus receipts open by code or id only, for everyone', async () => {
    const id = await fixture('bonus_receipts');
    const code = (await stored('bonus_receipts', id))?.short_code;
    expect(String(code)).toMatch(/^[A-HJKM-Z2-9]{10}$/);
    for (const role of ['anon', 'customer'] as const) {
      const resolved = await clients[role].rpc('resolve_bonus_code', { p_code: code });
      expect(resolved.data).toBe(id);
      const receipt = await clients[role].rpc('get_bonus_receipt', { p_id: id });
      expect(receipt.data).toMatchObject({ id, customer_name: 'Matriz', amount: 10 });
    }
  });
});
