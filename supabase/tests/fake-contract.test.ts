// Issue 31, item 5: the two imitations of the backend answer alike. Each case sends the same
// supabase-js request to the local stand-in (real PostgreSQL rules, through HTTP) and to the test
// fake (src/testing/fake-supabase.ts), from the same rows, and the answers must be equal: status,
// status text, data, count and the error (code, message, details, hint), then the rows left
// behind. What the fake cannot decide itself (row-level security, a function's RAISE) the case
// tells it the way a unit test would (failNext, an rpc handler that throws as the function does);
// the contract then holds the answer's shape and status to PostgREST's. Both map SQL errors to
// HTTP with the one table in src/lib/postgrest-errors.mjs. Last, apply_admin_edit's rules: the
// admin edits' unit tests use src/testing/fake-apply-admin-edit.ts, held here to the function.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApplyAdminEdit } from '../../src/testing/fake-apply-admin-edit';
import { FakeSupabase, type Row } from '../../src/testing/fake-supabase';
import { ADMIN, CUSTOMER, startStack, type TestStack } from './harness';

const TABLE = 'contract_items';
const CUSTOMER_ID = 'c0000000-5e3d-4c1a-9d2e-00000000c001';

const SCHEMA_SQL = `
  create table public.${TABLE} (
    id int primary key,
    name text not null,
    score int,
    tag text,
    active boolean not null default true
  );
  alter table public.${TABLE} enable row level security;
  grant select, insert, update, delete on public.${TABLE} to anon, authenticated;
  create policy contract_read on public.${TABLE} for select using (true);
  -- Only a signed-in caller writes, and never a negative score.
  create policy contract_insert on public.${TABLE} for insert to authenticated with check (score is null or score >= 0);
  create policy contract_update on public.${TABLE} for update to authenticated using (true) with check (score is null or score >= 0);
  create policy contract_delete on public.${TABLE} for delete to authenticated using (true);

  create function public.contract_sum(p_a int, p_b int) returns int language sql immutable as $$ select p_a + p_b $$;
  create function public.contract_nothing() returns void language sql as $$ select $$;
  create function public.contract_raise(p_code text, p_message text, p_detail text default null, p_hint text default null)
    returns void language plpgsql as $$
    begin
      if p_detail is null then
        raise exception using errcode = p_code, message = p_message;
      end if;
      raise exception using errcode = p_code, message = p_message, detail = p_detail, hint = p_hint;
    end $$;
  create function public.contract_touch() returns void language plpgsql as $$
    begin insert into public.${TABLE} (id, name) values (999, 'touched'); end $$;
  grant execute on function public.contract_sum(int, int), public.contract_nothing(),
    public.contract_raise(text, text, text, text), public.contract_touch() to anon, authenticated;`;

const ROWS: Row[] = [
  { id: 1, name: 'Água', score: 10, tag: 'a', active: true },
  { id: 2, name: 'agulha', score: null, tag: null, active: false },
  { id: 3, name: 'Barco', score: 7, tag: 'b', active: true },
  { id: 4, name: 'barro_%', score: 7, tag: 'a', active: true },
  { id: 5, name: 'Casa', score: 0, tag: null, active: false },
];

const RLS_MESSAGE = `new row violates row-level security policy for table "${TABLE}"`;
const READ_ONLY_MESSAGE = 'cannot execute INSERT in a read-only transaction';

type Answer = PromiseLike<{ data: unknown; error: unknown; count?: number | null; status: number; statusText: string }>;

interface Case {
  name: string;
  /** Who sends it: no session (anon) or the seeded customer. */
  as?: 'anon' | 'user';
  send: (db: SupabaseClient) => Answer;
  /** What the real database decides that the fake is told, as a unit test would tell it. */
  onFake?: (fake: FakeSupabase) => void;
}

/** PostgREST's RLS refusal, as a test tells the fake. */
const refuseByPolicy = (fake: FakeSupabase) => fake.failNext(TABLE, { code: '42501', message: RLS_MESSAGE });

const items = (db: SupabaseClient) => db.from(TABLE);
const row = (id: number, extra: Partial<Row> = {}): Row => ({ id, name: `novo ${id}`, score: 1, tag: null, active: true, ...extra });

const READS: Case[] = [
  { name: 'select * ordered', send: (db) => items(db).select('*').order('id') },
  { name: 'select list with alias', send: (db) => items(db).select('id, label:name').order('id') },
  { name: 'select list with a cast to text', send: (db) => items(db).select('id, score::text').order('id') },
  { name: 'eq', send: (db) => items(db).select('id').eq('tag', 'a').order('id') },
  { name: 'neq leaves nulls out', send: (db) => items(db).select('id').neq('tag', 'a').order('id') },
  { name: 'gt and lte', send: (db) => items(db).select('id').gt('score', 0).lte('score', 7).order('id') },
  { name: 'in', send: (db) => items(db).select('id').in('id', [1, 3, 9]).order('id') },
  { name: 'is null', send: (db) => items(db).select('id').is('score', null).order('id') },
  { name: 'is true', send: (db) => items(db).select('id').is('active', true).order('id') },
  { name: 'eq on a boolean', send: (db) => items(db).select('id').eq('active', false).order('id') },
  { name: 'like with escaped wildcards', send: (db) => items(db).select('id').like('name', 'barro\\_\\%') },
  { name: 'like is case-sensitive', send: (db) => items(db).select('id').like('name', 'ag%').order('id') },
  { name: 'ilike ignores case', send: (db) => items(db).select('id').ilike('name', 'b%').order('id') },
  { name: 'not is null', send: (db) => items(db).select('id').not('tag', 'is', null).order('id') },
  { name: 'not eq leaves nulls out', send: (db) => items(db).select('id').not('score', 'eq', 7).order('id') },
  { name: 'or', send: (db) => items(db).select('id').or('score.gt.8,tag.is.null').order('id') },
  { name: 'match', send: (db) => items(db).select('id').match({ tag: 'a', score: 7 }) },
  { name: 'order descending puts nulls first', send: (db) => items(db).select('id, score').order('score', { ascending: false }).order('id') },
  { name: 'order ascending puts nulls last', send: (db) => items(db).select('id, score').order('score').order('id') },
  { name: 'order with nullsFirst', send: (db) => items(db).select('id').order('score', { nullsFirst: true }).order('id', { ascending: false }) },
  { name: 'order by text', send: (db) => items(db).select('id').order('tag').order('id') },
  { name: 'limit', send: (db) => items(db).select('id').order('id').limit(2) },
  { name: 'range', send: (db) => items(db).select('id').order('id').range(1, 3) },
  { name: 'range past the end', send: (db) => items(db).select('id').order('id').range(4, 10) },
  { name: 'range with an exact count (a part: 206)', send: (db) => items(db).select('id', { count: 'exact' }).order('id').range(1, 2) },
  { name: 'range with an exact count (the whole)', send: (db) => items(db).select('id', { count: 'exact' }).order('id').range(0, 9) },
  { name: 'count with head', send: (db) => items(db).select('*', { count: 'exact', head: true }).eq('active', true) },
  { name: 'single with one row', send: (db) => items(db).select('id, name').eq('id', 3).single() },
  { name: 'single with no row', send: (db) => items(db).select('id').eq('id', 99).single() },
  { name: 'single with several rows', send: (db) => items(db).select('id').eq('tag', 'a').single() },
  { name: 'maybeSingle with no row', send: (db) => items(db).select('id').eq('id', 99).maybeSingle() },
  { name: 'maybeSingle with one row', send: (db) => items(db).select('id').eq('id', 1).maybeSingle() },
  { name: 'maybeSingle with several rows', send: (db) => items(db).select('id').eq('tag', 'a').maybeSingle() },
  { name: 'an unknown column in the select list', send: (db) => items(db).select('id, nope') },
  { name: 'an unknown column in a filter', send: (db) => items(db).select('id').eq('nope', 1) },
  { name: 'an unknown column in the order', send: (db) => items(db).select('id').order('nope') },
];

const WRITES: Case[] = [
  { name: 'insert, minimal answer', as: 'user', send: (db) => items(db).insert(row(6)) },
  { name: 'insert with select', as: 'user', send: (db) => items(db).insert([row(6), row(7, { tag: 'c' })]).select() },
  { name: 'insert with select and single', as: 'user', send: (db) => items(db).insert(row(6)).select('id, name').single() },
  { name: 'insert of a key that exists: 23505, nothing stored', as: 'user', send: (db) => items(db).insert([row(6), row(1)]) },
  { name: 'upsert merges', as: 'user', send: (db) => items(db).upsert([row(1, { name: 'Água nova' }), row(6)]).select() },
  { name: 'upsert ignoring duplicates', as: 'user', send: (db) => items(db).upsert([row(1, { name: 'ignorada' }), row(6)], { ignoreDuplicates: true }).select() },
  { name: 'insert of a column the table lacks: PGRST204', as: 'user', send: (db) => items(db).insert(row(6, { nope: 1 })) },
  { name: 'update, minimal answer', as: 'user', send: (db) => items(db).update({ score: 3 }).eq('tag', 'a') },
  { name: 'update with select', as: 'user', send: (db) => items(db).update({ score: 3 }).eq('tag', 'a').select('id, score') },
  { name: 'update matching nothing', as: 'user', send: (db) => items(db).update({ score: 3 }).eq('id', 99).select() },
  { name: 'delete, minimal answer', as: 'user', send: (db) => items(db).delete().in('id', [2, 5]) },
  { name: 'delete with select', as: 'user', send: (db) => items(db).delete().eq('id', 3).select('id') },
  { name: 'insert refused by the policy, no session: 401', as: 'anon', send: (db) => items(db).insert(row(6)), onFake: refuseByPolicy },
  { name: 'insert refused by the policy, signed in: 403', as: 'user', send: (db) => items(db).insert(row(6, { score: -1 })), onFake: refuseByPolicy },
  { name: 'update refused by the policy, signed in: 403', as: 'user', send: (db) => items(db).update({ score: -1 }).eq('id', 1), onFake: refuseByPolicy },
];

const RPCS: Case[] = [
  { name: 'rpc returning a value', send: (db) => db.rpc('contract_sum', { p_a: 2, p_b: 3 }) },
  { name: 'rpc returning nothing', send: (db) => db.rpc('contract_nothing') },
  { name: 'rpc unknown', send: (db) => db.rpc('contract_missing', { p_x: 1 }) },
  { name: 'rpc unknown, without arguments', send: (db) => db.rpc('contract_missing') },
  {
    name: 'rpc raising PT409 with detail and hint',
    send: (db) => db.rpc('contract_raise', { p_code: 'PT409', p_message: 'Edit conflict', p_detail: '{"id":1}', p_hint: 'Reload the row.' }),
  },
  {
    name: 'rpc writing through GET: read-only, 25006',
    send: (db) => db.rpc('contract_touch', {}, { get: true }),
    onFake: (fake) => fake.onRpc('contract_touch', () => raise('25006', READ_ONLY_MESSAGE)),
  },
];

/** Every SQLSTATE class PostgREST maps, raised by a function, without and with a session. */
const SQLSTATES = [
  'P0001', 'P0002', 'PT400', 'PT402', 'PT409', 'PTABC', '23505', '23503', '23514', '23502', '22023', '22P02', '21000',
  '25006', '25P02', '28000', '28P01', '42501', '42883', '42P01', '42P17', '42703', '0L000', '0P000', '08006', '09000',
  '2D000', '38000', '39000', '3B000', '40001', '40P01', '53100', '53400', '54000', '55P03', '57014', '57P01', '58030',
  'F0000', 'HV000', 'XX000',
];
const RAISES: Case[] = SQLSTATES.flatMap((code) =>
  (['anon', 'user'] as const).map((as) => ({
    name: `rpc raising ${code} as ${as}`,
    as,
    send: (db: SupabaseClient) => db.rpc('contract_raise', { p_code: code, p_message: `raised ${code}` }),
  })),
);
// PostgREST reads two codes' messages: pg-safeupdate's refusal and a missing JWT role.
RAISES.push(
  { name: 'rpc raising 21000 "requires a WHERE clause"', send: (db) => db.rpc('contract_raise', { p_code: '21000', p_message: 'DELETE requires a WHERE clause' }) },
  { name: 'rpc raising 22023 "role … does not exist"', send: (db) => db.rpc('contract_raise', { p_code: '22023', p_message: 'role "ghost" does not exist' }) },
);

const CASES: Case[] = [...READS, ...WRITES, ...RPCS, ...RAISES];

/** A function's RAISE, as a fake handler throws it. */
function raise(code: string, message: string, details: string | null = null, hint: string | null = null): never {
  throw { code, message, details, hint };
}

/** The fake as a unit test sets it up: the same rows, and handlers doing what the functions do. */
function fakeBackend(): FakeSupabase {
  const fake = new FakeSupabase().defineColumns(TABLE, ['id', 'name', 'score', 'tag', 'active']).seed(TABLE, ROWS);
  fake.onRpc('contract_sum', (args) => Number(args.p_a) + Number(args.p_b));
  fake.onRpc('contract_nothing', () => undefined);
  fake.onRpc('contract_raise', (args) =>
    raise(String(args.p_code), String(args.p_message), (args.p_detail as string | undefined) ?? null, (args.p_hint as string | undefined) ?? null),
  );
  return fake;
}

/** What the caller sees, field by field. */
async function answerOf(pending: Answer) {
  const { data, error, count, status, statusText } = await pending;
  const e = error as { code?: unknown; message?: unknown; details?: unknown; hint?: unknown } | null;
  return {
    status,
    statusText,
    data,
    count: count ?? null,
    error: e && { code: e.code, message: e.message, details: e.details ?? null, hint: e.hint ?? null },
  };
}

const byId = (a: Row, b: Row) => Number(a.id) - Number(b.id);

let stack: TestStack;
let first: TestStack;
let user: SupabaseClient;

beforeAll(async () => {
  // The schema cache is read at start-up (as PostgREST's): create the table and functions, then
  // restart on the same data directory.
  first = await startStack();
  await first.server.db.transaction((tx) => tx.exec(SCHEMA_SQL));
  await first.server.stop();
  stack = await startStack({ dataDir: first.server.dataDir });
  user = await stack.signedIn(CUSTOMER);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await first?.stop(); // removes the data directory both used
});

async function resetStandIn() {
  await stack.server.db.transaction(async (tx) => {
    await tx.query(`delete from public.${TABLE}`);
    await tx.query(
      `insert into public.${TABLE} (id, name, score, tag, active) select * from json_to_recordset($1::json) as r(id int, name text, score int, tag text, active boolean)`,
      [JSON.stringify(ROWS)],
    );
  });
}

describe('the fake and the stand-in answer the same requests alike', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await resetStandIn();
    const real = await answerOf(c.send(c.as === 'user' ? user : stack.anon()));
    const realRows = (await stack.server.db.query(`select id, name, score, tag, active from public.${TABLE} order by id`)).rows;

    const fake = fakeBackend();
    if (c.as === 'user') fake.auth.signInAs({ id: CUSTOMER_ID, email: CUSTOMER.email });
    c.onFake?.(fake);
    const imitation = await answerOf(c.send(fake.client));

    expect(imitation).toEqual(real);
    expect(fake.rows(TABLE).sort(byId)).toEqual(realRows);
  });
});

describe('apply_admin_edit: the fake\'s handler keeps the function\'s rules', () => {
  const geral = (significado: string) => ({ significado, palpites: { grupos: ['02 - Águia'], milhares: ['1306'], ternoDeGrupo: [] } });
  /** What the edit left, without what only the server's clock decides (updated_at, created_at). */
  const project = (row: unknown) => {
    if (!row || typeof row !== 'object') return row ?? null;
    const { id, titulo, geral: block, deleted, last_edit_id } = row as Row;
    return { id, titulo, geral: block, deleted: Boolean(deleted), last_edit_id };
  };

  /** The same edits, in order, each based on what the previous answers said; every answer, projected. */
  const newIds = () => ({
    a: randomUUID(), b: randomUUID(), gone: randomUUID(),
    e1: randomUUID(), e2: randomUUID(), e3: randomUUID(), e4: randomUUID(), e5: randomUUID(),
    e6: randomUUID(), e7: randomUUID(), e8: randomUUID(), e9: randomUUID(), e10: randomUUID(),
  });

  async function script(db: SupabaseClient, ids: ReturnType<typeof newIds>) {
    const answers: unknown[] = [];
    const stamps: string[] = [];
    const edit = async (id: string, editId: string, base: string | null, op: 'upsert' | 'delete', values: Row = {}) => {
      const { data, error, status, statusText } = await db.rpc('apply_admin_edit', {
        p_table: 'dreams', p_id: id, p_edit_id: editId, p_base_updated_at: base, p_op: op, p_values: values,
      });
      if (data && typeof data === 'object') stamps.push(String((data as Row).updated_at));
      const e = error as { code?: string; message?: string; details?: string | null; hint?: string | null } | null;
      answers.push({
        status,
        statusText,
        data: project(data),
        error: e && { code: e.code, message: e.message, hint: e.hint ?? null, details: e.details ? project(JSON.parse(e.details)) : null },
      });
    };
    const agua = { titulo: 'Contrato Água', geral: geral('Primeira.') };
    await edit(ids.a, ids.e1, null, 'upsert', agua); // create
    const created = stamps.at(-1)!;
    await edit(ids.a, ids.e1, null, 'upsert', agua); // the replay of an edit that landed
    await edit(ids.a, ids.e2, created, 'upsert', { geral: geral('Segunda.'), updated_at: '2020-01-01T00:00:00+00:00' }); // update on its base
    const updated = stamps.at(-1)!;
    await edit(ids.a, ids.e3, created, 'upsert', { geral: geral('Velha.') }); // on an old base: PT409
    await edit(ids.b, ids.e4, null, 'upsert', { titulo: 'contrato água', geral: geral('Outra.') }); // the same title: 23505
    await edit(ids.a, ids.e5, null, 'upsert', agua); // a create of a row that exists: PT409
    await edit(ids.gone, ids.e6, updated, 'upsert', agua); // an update of a row that is gone: PT409, null
    await edit(ids.a, ids.e7, created, 'delete'); // a delete on an old base: PT409
    await edit(ids.a, ids.e8, updated, 'delete'); // a delete: the tombstone
    await edit(ids.gone, ids.e9, updated, 'delete'); // a delete of a row that is gone: nothing
    await edit(ids.b, ids.e10, null, 'upsert', { titulo: 'contrato água', geral: geral('Outra.') }); // the title is free again
    return answers;
  }

  it('answers the same edits alike: create, replay, update, conflicts, a taken title, delete', async () => {
    const ids = newIds();
    const real = await script(await stack.signedInAdmin(), ids);

    const fake = new FakeSupabase().onRpc('apply_admin_edit', fakeApplyAdminEdit());
    fake.auth.signInAs({ id: 'admin', email: ADMIN.email });
    const imitation = await script(fake.client, ids);

    expect(imitation).toEqual(real);
    // The script went where it meant to: two conflicts of each kind, a taken title, a tombstone.
    expect(real.map((answer) => (answer as { status: number }).status)).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 200, 200, 200]);
  });
});
