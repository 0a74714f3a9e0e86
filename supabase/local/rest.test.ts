// The stand-in's /rest/v1 through supabase-js: select and its filters, insert, upsert, update,
// delete, counts, ranges, RPC, and PostgREST-shaped errors (also for raw requests).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, startStack, type TestStack } from '../tests/harness';

let stack: TestStack;
let admin: SupabaseClient;
let service: SupabaseClient;

const LOTTERY = 'Teste REST';
const results = [
  { lottery: LOTTERY, draw_date: '2030-01-01', draw_label: 'A 10:00', prizes: ['1111', '2222', '3333', '4444', '5555'] },
  { lottery: LOTTERY, draw_date: '2030-01-02', draw_label: 'B 11:00', prizes: ['0001', '0002', '0003', '0004', '0005'] },
  { lottery: LOTTERY, draw_date: '2030-01-03', draw_label: 'C 12:00', prizes: ['9999', '8888', '7777', '6666', '5555', '1234'] },
  { lottery: LOTTERY, draw_date: '2030-01-04', draw_label: 'd 13:00', prizes: ['1212', '3434', '5656', '7878', '9090', '1111', '2222'] },
];

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signedInAdmin();
  service = stack.service();
  const { error } = await admin.from('draw_results').insert(results);
  if (error) throw new Error(error.message);
}, 120_000); // the first file to start also builds the shared template

afterAll(async () => {
  await stack?.stop();
});

const labels = (rows: { draw_label: string }[] | null) => (rows ?? []).map((r) => r.draw_label);

describe('select', () => {
  it('returns only the asked columns, with aliases', async () => {
    const { data, error } = await stack
      .anon()
      .from('draw_results')
      .select('label:draw_label, prizes')
      .eq('lottery', LOTTERY)
      .order('draw_date')
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'A 10:00', prizes: results[0]?.prizes }]);
  });

  it.each<[string, (q: Query) => Query, string[]]>([
    ['eq', (q: Query) => q.eq('draw_label', 'B 11:00'), ['B 11:00']],
    ['neq', (q: Query) => q.neq('draw_label', 'B 11:00'), ['A 10:00', 'C 12:00', 'd 13:00']],
    ['gt', (q: Query) => q.gt('draw_date', '2030-01-02'), ['C 12:00', 'd 13:00']],
    ['gte', (q: Query) => q.gte('draw_date', '2030-01-02'), ['B 11:00', 'C 12:00', 'd 13:00']],
    ['lt', (q: Query) => q.lt('draw_date', '2030-01-02'), ['A 10:00']],
    ['lte', (q: Query) => q.lte('draw_date', '2030-01-02'), ['A 10:00', 'B 11:00']],
    ['like', (q: Query) => q.like('draw_label', '%1_:00'), ['A 10:00', 'B 11:00', 'C 12:00', 'd 13:00']],
    ['like is case sensitive', (q: Query) => q.like('draw_label', 'D%'), []],
    ['ilike', (q: Query) => q.ilike('draw_label', 'D%'), ['d 13:00']],
    ['in', (q: Query) => q.in('draw_label', ['A 10:00', 'C 12:00', 'nope, with comma']), ['A 10:00', 'C 12:00']],
    ['not', (q: Query) => q.not('draw_label', 'in', '("A 10:00","B 11:00")'), ['C 12:00', 'd 13:00']],
    ['or', (q: Query) => q.or('draw_label.eq.A 10:00,and(draw_date.gte.2030-01-04,draw_label.ilike.d*)'), ['A 10:00', 'd 13:00']],
    ['contains (array)', (q: Query) => q.contains('prizes', ['5555']), ['A 10:00', 'C 12:00']],
    ['match', (q: Query) => q.match({ draw_label: 'C 12:00', draw_date: '2030-01-03' }), ['C 12:00']],
  ])('filters with %s', async (_name, apply, expected) => {
    const { data, error } = await apply(filtered());
    expect(error).toBeNull();
    expect(labels(data)).toEqual(expected);
  });

  it('filters with is null and not is null', async () => {
    const { data: active } = await stack.anon().from('monthly_promotions').select('title').is('highlight', null);
    expect(active).toEqual([]); // the only active promotion has a highlight
    const { data } = await admin.from('monthly_promotions').select('title').is('highlight', null);
    expect(data?.map((r) => r.title)).toEqual(['Quinta do Bicho Premiada']);
    const { data: notNull } = await admin.from('monthly_promotions').select('title').not('highlight', 'is', null);
    expect(notNull?.map((r) => r.title)).toEqual(['Mês da Sorte em Dobro']);
  });

  it('orders descending, with nulls first or last', async () => {
    const desc = await stack.anon().from('draw_results').select('draw_label').eq('lottery', LOTTERY).order('draw_date', { ascending: false });
    expect(labels(desc.data)).toEqual(['d 13:00', 'C 12:00', 'B 11:00', 'A 10:00']);
    const nullsFirst = await admin.from('monthly_promotions').select('title').order('highlight', { nullsFirst: true });
    expect(nullsFirst.data?.[0]?.title).toBe('Quinta do Bicho Premiada');
    const nullsLast = await admin.from('monthly_promotions').select('title').order('highlight', { nullsFirst: false });
    expect(nullsLast.data?.[1]?.title).toBe('Quinta do Bicho Premiada');
  });

  it('pages with range and counts exactly', async () => {
    const { data, count, error } = await stack
      .anon()
      .from('draw_results')
      .select('draw_label', { count: 'exact' })
      .eq('lottery', LOTTERY)
      .order('draw_date')
      .range(1, 2);
    expect(error).toBeNull();
    expect(labels(data)).toEqual(['B 11:00', 'C 12:00']);
    expect(count).toBe(4);
  });

  it('counts with head: true (HEAD request, no rows)', async () => {
    const { data, count, error } = await stack.anon().from('draw_results').select('*', { count: 'exact', head: true }).eq('lottery', LOTTERY);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(4);
  });

  it('single() returns one object, and 406 PGRST116 when there is none', async () => {
    const one = await stack.anon().from('draw_results').select('draw_label').eq('draw_label', 'B 11:00').single();
    expect(one.data).toEqual({ draw_label: 'B 11:00' });
    const none = await stack.anon().from('draw_results').select('draw_label').eq('draw_label', 'nada').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await stack.anon().from('draw_results').select('draw_label').eq('draw_label', 'nada').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('answers unknown tables and columns in PostgREST’s shape', async () => {
    const table = await stack.anon().from('nope').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await stack.anon().from('dreams').select('nope');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    const filter = await stack.anon().from('dreams').select('*').eq('nope', 1);
    expect(filter.error?.code).toBe('42703');
    const value = await stack.anon().from('dreams').select('*').eq('id', 'not-a-uuid');
    expect(value.status).toBe(400);
    expect(value.error?.code).toBe('22P02');
  });

  it('treats values as data, never as SQL', async () => {
    const { data, error } = await stack.anon().from('draw_results').select('draw_label').eq('draw_label', "x' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

const filtered = () => stack.anon().from('draw_results').select('draw_label').eq('lottery', LOTTERY).order('draw_date');
type Query = ReturnType<typeof filtered>;

describe('insert, upsert, update, delete', () => {
  it('inserts one row and returns it with select()', async () => {
    const { data, error, status } = await admin
      .from('lucky_guesses')
      .insert({ guess_date: '2030-02-01', lottery: 'Federal', grupos: ['01'], milhares: ['1204'], centenas: ['204'] })
      .select('lottery, grupos, published, note')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ lottery: 'Federal', grupos: ['01'], published: true, note: null });
  });

  it('inserts several rows at once; return=minimal answers 201 with no body', async () => {
    const ids = [randomUUID(), randomUUID()];
    const { data, error, status } = await admin.from('welcome_bonuses').insert([
      { id: ids[0], title: 'Bônus A', percentage: 10 },
      { id: ids[1], title: 'Bônus B', max_amount: 99.9 },
    ]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const stored = await admin.from('welcome_bonuses').select('title, percentage, max_amount').in('id', ids).order('title');
    expect(stored.data).toEqual([
      { title: 'Bônus A', percentage: 10, max_amount: null },
      { title: 'Bônus B', percentage: null, max_amount: 99.9 },
    ]);
  });

  it('upsert merges duplicates on the given conflict columns', async () => {
    const { data, error } = await admin
      .from('draw_results')
      .upsert({ ...results[0], prizes: ['1000', '2000', '3000', '4000', '5000'] }, { onConflict: 'lottery,draw_date,draw_label' })
      .select('draw_label, prizes');
    expect(error).toBeNull();
    expect(data).toEqual([{ draw_label: 'A 10:00', prizes: ['1000', '2000', '3000', '4000', '5000'] }]);
    const { count } = await admin.from('draw_results').select('*', { count: 'exact', head: true }).eq('lottery', LOTTERY);
    expect(count).toBe(4);
  });

  it('upsert with ignoreDuplicates keeps the stored row and inserts new ones', async () => {
    const id = randomUUID();
    const first = await admin.from('dreams').upsert(
      { id, titulo: 'Sonho de teste', geral: { significado: 'Primeiro', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } },
      { onConflict: 'id', ignoreDuplicates: true },
    );
    expect(first.error).toBeNull();
    const replay = await admin.from('dreams').upsert(
      { id, titulo: 'Sonho de teste', geral: { significado: 'Segundo', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } },
      { onConflict: 'id', ignoreDuplicates: true },
    );
    expect(replay.error).toBeNull();
    const { data } = await stack.anon().from('dreams').select('geral').eq('id', id).single();
    expect(data?.geral.significado).toBe('Primeiro');
  });

  it('updates the filtered rows only and returns them', async () => {
    const { data, error } = await admin
      .from('draw_results')
      .update({ draw_label: 'B 11:30' })
      .eq('lottery', LOTTERY)
      .eq('draw_label', 'B 11:00')
      .select('draw_label');
    expect(error).toBeNull();
    expect(data).toEqual([{ draw_label: 'B 11:30' }]);
    const { data: all } = await stack.anon().from('draw_results').select('draw_label').eq('lottery', LOTTERY).order('draw_date');
    expect(labels(all)).toEqual(['A 10:00', 'B 11:30', 'C 12:00', 'd 13:00']);
  });

  it('keeps updated_at in server time, whatever the client sends', async () => {
    const { data } = await admin
      .from('draw_results')
      .update({ updated_at: '2000-01-01T00:00:00Z' })
      .eq('draw_label', 'C 12:00')
      .select('updated_at')
      .single();
    expect(Date.now() - Date.parse(String(data?.updated_at))).toBeLessThan(60_000);
  });

  it('deletes the filtered rows', async () => {
    const { error, status } = await admin.from('draw_results').delete().eq('lottery', LOTTERY).eq('draw_label', 'd 13:00');
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { count } = await service.from('draw_results').select('*', { count: 'exact', head: true }).eq('lottery', LOTTERY);
    expect(count).toBe(3);
  });

  it('refuses an update or delete without any filter (like pg-safeupdate)', async () => {
    const update = await raw(stack.url, '/rest/v1/draw_results', {
      method: 'PATCH',
      headers: { apikey: stack.server.secretKey },
      body: { draw_label: 'X' },
    });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ code: '21000' });
    const del = await raw(stack.url, '/rest/v1/draw_results', { method: 'DELETE', headers: { apikey: stack.server.secretKey } });
    expect(del.status).toBe(400);
  });

  it('refuses an unknown column in the body with PGRST204', async () => {
    const { error, status } = await admin.from('draw_results').insert({ ...results[1], draw_label: 'Z', nope: 1 });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });

  it('a duplicate key is 409 23505 naming the constraint (Postgres hides the key values under RLS)', async () => {
    const { error, status } = await admin.from('draw_results').insert(results.slice(2, 3));
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
    expect(error?.message).toContain('draw_results_lottery_draw_date_draw_label_key');
    expect(error?.details).toBeNull();
  });
});

describe('leads and feedback from visitors', () => {
  const lead = () => ({
    id: randomUUID(),
    customer_name: 'Ana',
    customer_whatsapp: '11987654321',
    initial_message: 'Quero ajuda',
    conversation_history: [
      { sender: 'bot', text: 'Qual é o seu nome?' },
      { sender: 'user', text: 'Ana' },
    ],
    source: 'chat_modal',
  });

  it('anon inserts a lead with return=minimal; a replay of the same id is 409 23505 on the primary key', async () => {
    const row = lead();
    const first = await stack.anon().from('suporte_clientes').insert(row);
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    const replay = await stack.anon().from('suporte_clientes').insert(row);
    expect(replay.status).toBe(409);
    expect(replay.error?.code).toBe('23505');
    expect(replay.error?.message).toBe('duplicate key value violates unique constraint "suporte_clientes_pkey"');
    const { count } = await service.from('suporte_clientes').select('*', { count: 'exact', head: true }).eq('id', row.id);
    expect(count).toBe(1);
  });

  it('anon cannot upsert (ON CONFLICT needs a read policy, as on real Supabase): 401 42501', async () => {
    const { error, status } = await stack.anon().from('suporte_clientes').upsert(lead(), { onConflict: 'id', ignoreDuplicates: true });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('anon cannot read a lead back (insert().select() is refused)', async () => {
    const { error } = await stack.anon().from('suporte_clientes').insert(lead()).select();
    expect(error?.code).toBe('42501');
  });

  it('anon sends feedback', async () => {
    const { error, status } = await stack.anon().from('feedbacks').insert({ rating: 5, message: 'Muito bom!', page: '/' });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});

describe('bad rows are refused by the database, even sent raw to /rest/v1', () => {
  const base = {
    customer_name: 'Bruno',
    customer_whatsapp: '21912345678',
    initial_message: 'Olá',
    conversation_history: [] as unknown[],
    source: 'chat_modal',
  };

  it.each([
    ['a 9-digit WhatsApp', { customer_whatsapp: '219123456' }, 'suporte_clientes_customer_whatsapp_check'],
    ['a WhatsApp with a mask', { customer_whatsapp: '(21) 91234-5678' }, 'suporte_clientes_customer_whatsapp_check'],
    ['a wrong source', { source: 'email' }, 'suporte_clientes_source_check'],
    ['an oversized name', { customer_name: 'x'.repeat(121) }, 'suporte_clientes_customer_name_check'],
    ['an oversized message', { initial_message: 'x'.repeat(2001) }, 'suporte_clientes_initial_message_check'],
    ['a 51-entry history', { conversation_history: Array.from({ length: 51 }, () => ({ sender: 'user', text: 'oi' })) }, 'suporte_clientes_conversation_history_check'],
    ['a history entry from an unknown sender', { conversation_history: [{ sender: 'admin', text: 'oi' }] }, 'suporte_clientes_conversation_history_check'],
    ['an oversized history entry', { conversation_history: [{ sender: 'user', text: 'x'.repeat(2001) }] }, 'suporte_clientes_conversation_history_check'],
    ['a status other than new', { status: 'closed' }, null],
  ])('%s', async (_name, change, constraint) => {
    const marker = `raw-${randomUUID()}`;
    const res = await raw(stack.url, '/rest/v1/suporte_clientes', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey, Prefer: 'return=minimal' },
      body: { ...base, initial_message: marker, ...change },
    });
    expect([400, 401]).toContain(res.status);
    expect(res.body).toEqual({
      code: expect.stringMatching(/^(23514|42501)$/),
      message: expect.any(String),
      details: null,
      hint: null,
    });
    if (constraint) expect((res.body as { message: string }).message).toContain(constraint);
    const { count } = await service.from('suporte_clientes').select('*', { count: 'exact', head: true }).eq('initial_message', marker);
    expect(count).toBe(0);
  });

  it('a batch with one bad row stores nothing', async () => {
    const marker = `batch-${randomUUID()}`;
    const res = await raw(stack.url, '/rest/v1/suporte_clientes', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: [
        { ...base, initial_message: marker },
        { ...base, initial_message: marker, customer_whatsapp: '123' },
      ],
    });
    expect(res.status).toBe(400);
    const { count } = await service.from('suporte_clientes').select('*', { count: 'exact', head: true }).eq('initial_message', marker);
    expect(count).toBe(0);
  });

  it.each([
    ['a rating of 6', { rating: 6, message: 'ok' }],
    ['an empty message', { rating: 3, message: '   ' }],
    ['an oversized message', { rating: 3, message: 'x'.repeat(1001) }],
    ['feedback already read', { rating: 3, message: 'ok', read: true }],
  ])('feedback with %s', async (_name, row) => {
    const res = await raw(stack.url, '/rest/v1/feedbacks', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: row,
    });
    expect([400, 401]).toContain(res.status);
    expect(res.body).toMatchObject({ code: expect.stringMatching(/^(23514|42501)$/) });
  });

  it.each([
    ['a group outside 01-25', { grupos: ['26 - Nada'], milhares: [], ternoDeGrupo: [] }],
    ['a group without its name', { grupos: ['09'], milhares: [], ternoDeGrupo: [] }],
    ['a three-digit milhar', { grupos: [], milhares: ['123'], ternoDeGrupo: [] }],
    ['a terno of two groups', { grupos: [], milhares: [], ternoDeGrupo: ['01 - Avestruz', '02 - Águia'] }],
    ['missing milhares', { grupos: [], ternoDeGrupo: [] }],
  ])('a dream with %s', async (_name, palpites) => {
    const { error, status } = await admin.from('dreams').insert({ titulo: `Inválido ${randomUUID()}`, geral: { significado: 'x', palpites } });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('a valid dream with variants is accepted', async () => {
    const palpites = { grupos: ['09 - Cobra'], milhares: ['4533'], ternoDeGrupo: ['09 - Cobra', '16 - Leão', '02 - Águia'] };
    const { error } = await admin.from('dreams').insert({
      titulo: 'Cobra (teste)',
      geral: { significado: 'Traição à vista.', palpites },
      variantes: { preta: { significado: 'Cuidado redobrado.', palpites } },
    });
    expect(error).toBeNull();
  });

  it.each([
    ['a group "1"', { grupos: ['1'] }],
    ['a centena of four digits', { centenas: ['1234'] }],
  ])('a lucky guess with %s', async (_name, change) => {
    const { error } = await admin.from('lucky_guesses').insert({ guess_date: '2030-03-01', lottery: 'PT Rio', ...change });
    expect(error?.code).toBe('23514');
  });

  it.each([
    ['four prizes', ['1111', '2222', '3333', '4444']],
    ['eleven prizes', ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000', '1234']],
    ['a five-digit prize', ['11111', '2222', '3333', '4444', '5555']],
  ])('a draw result with %s', async (_name, prizes) => {
    const { error } = await admin.from('draw_results').insert({ lottery: 'X', draw_date: '2030-03-01', draw_label: randomUUID().slice(0, 8), prizes });
    expect(error?.code).toBe('23514');
  });
});

describe('rpc', () => {
  it('calls a function with named arguments (POST)', async () => {
    const { data, error } = await stack.anon().rpc('resolve_bonus_code', { p_code: 'demo7k2qx9' });
    expect(error).toBeNull();
    const receipt = await stack.anon().rpc('get_bonus_receipt', { p_id: data });
    expect(receipt.data).toMatchObject({ short_code: 'DEMO7K2QX9', customer_name: 'Maria Cliente', amount: 50 });
  });

  it('calls a function with GET', async () => {
    const { data, error } = await stack.anon().rpc('login_lock_status', { p_identifier: 'ninguem@example.com' }, { get: true });
    expect(error).toBeNull();
    expect(data).toEqual({ locked: false, remaining_minutes: 0 });
  });

  it('an unknown code resolves to null', async () => {
    const { data, error } = await stack.anon().rpc('resolve_bonus_code', { p_code: 'AAAAAAAAAA' });
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('answers an unknown function or argument with 404 PGRST202', async () => {
    const fn = await stack.anon().rpc('nope', {});
    expect(fn.status).toBe(404);
    expect(fn.error?.code).toBe('PGRST202');
    const arg = await stack.anon().rpc('resolve_bonus_code', { code: 'x' });
    expect(arg.error?.code).toBe('PGRST202');
  });

  it('refuses functions the role may not execute', async () => {
    const { status, error } = await stack.anon().rpc('record_login_attempt', { p_identifier: 'x', p_status: 'success' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('returns a set-returning function as an array', async () => {
    const { data, error } = await admin.rpc('admin_locked_identifiers');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('says so instead of silently ignoring filters on an RPC result', async () => {
    const { error, status } = await admin.rpc('admin_locked_identifiers').eq('identifier', 'x');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });
});

describe('draw_results prizes (migration 0009: up to ten, the 7º may be a centena)', () => {
  const draw = (label: string, prizes: string[]) => ({ lottery: LOTTERY, draw_date: '2030-02-01', draw_label: label, prizes });
  const ten = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'];

  it('accepts ten prizes and a three-digit 7º, and flags nothing as demo', async () => {
    const { data, error } = await admin
      .from('draw_results')
      .insert([draw('Dez 10:00', ten), draw('Sete 11:00', ['1111', '2222', '3333', '4444', '5555', '6666', '777'])])
      .select('draw_label, prizes, demo')
      .order('draw_label');
    expect(error).toBeNull();
    expect(data).toEqual([
      { draw_label: 'Dez 10:00', prizes: ten, demo: false },
      { draw_label: 'Sete 11:00', prizes: ['1111', '2222', '3333', '4444', '5555', '6666', '777'], demo: false },
    ]);
  });

  it('refuses eleven prizes, a three-digit prize anywhere but the 7º, and fewer than five', async () => {
    for (const prizes of [[...ten, '1234'], ['1111', '2222', '3333', '4444', '5555', '666'], ['111', '2222', '3333', '4444', '5555'], ['1111', '2222', '3333', '4444']]) {
      const { error } = await admin.from('draw_results').insert(draw(`Ruim ${prizes.length}-${prizes.join('').length}`, prizes));
      expect(error?.code, prizes.join(',')).toBe('23514');
    }
  });
});
