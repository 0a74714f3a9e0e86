// PostgREST's db-max-rows on the stand-in (1000, as on a Supabase project unless changed): one read never
// answers more rows, whatever it asks for, and says nothing about the rest. The app's list reads page past it
// (src/lib/read-all-pages.ts); here with 2,500 dreams, against the stand-in and against the test fake alike.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDreams } from '../../src/lib/content-sync/api/list-dreams';
import { FakeSupabase } from '../../src/testing/fake-supabase';
import { DEFAULT_MAX_ROWS, startLocalSupabase } from '../local/server.mjs';
import { startStack, type TestStack } from './harness';

const DREAMS = 2500;
const BLOCK = { significado: 'Leitura de teste.', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } };

let first: TestStack;
let stack: TestStack;
let anon: SupabaseClient;
let total: number;

beforeAll(async () => {
  // The schema cache is read at start-up (as PostgREST's): the test function is created, then the stand-in restarts.
  first = await startStack();
  // One statement: the 2,500 rows share one updated_at, so the pages hold together only by the order's last key, id.
  await first.server.db.query(
    `insert into public.dreams (titulo, geral)
       select 'Sonho de teste ' || lpad(n::text, 4, '0'), $1::jsonb
       from generate_series(0, ${DREAMS - 1}) as n`,
    [JSON.stringify(BLOCK)],
  );
  await first.server.db.transaction((tx) =>
    tx.exec(`
      create function public.max_rows_series(p_n int) returns setof int language sql stable as $$ select generate_series(1, p_n) $$;
      grant execute on function public.max_rows_series(int) to anon;`),
  );
  await first.server.stop();
  stack = await startStack({ dataDir: first.server.dataDir });
  anon = stack.anon();
  total = Number((await stack.server.db.query('select count(*)::int as n from public.dreams')).rows[0]?.n);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await first?.stop().catch(() => undefined);
});

describe('max-rows', () => {
  it('answers at most 1,000 rows to one read, even one asking for more, with no error', async () => {
    expect(DEFAULT_MAX_ROWS).toBe(1000);
    expect(total).toBeGreaterThanOrEqual(DREAMS);
    const whole = await anon.from('dreams').select('id').order('id');
    expect(whole.error).toBeNull();
    expect(whole.data).toHaveLength(1000);
    const asked = await anon.from('dreams').select('id', { count: 'exact' }).order('id').range(0, DREAMS + 499);
    expect(asked).toMatchObject({ error: null, count: total, status: 206 });
    expect(asked.data).toHaveLength(1000);
    const rest = await anon.from('dreams').select('id').order('id').range(2000, 2999);
    expect(rest.data).toHaveLength(Math.min(1000, total - 2000));
  });

  it('caps a set-returning function the same way', async () => {
    const { data, error } = await anon.rpc('max_rows_series', { p_n: 2500 });
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
  });

  it('the app reads every dream page by page, the newest too, as the fake does from the same rows', async () => {
    const rows = await listDreams(anon);
    expect(rows).toHaveLength(total);
    const titles = new Set(rows.map((row) => row.titulo));
    expect(Array.from({ length: DREAMS }, (_, n) => `Sonho de teste ${String(n).padStart(4, '0')}`).every((titulo) => titles.has(titulo))).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(total);
    const fake = new FakeSupabase().seed('dreams', rows);
    expect((await listDreams(fake.client)).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    const unpaged = await anon.from('dreams').select('id').order('id');
    expect((await fake.client.from('dreams').select('id').order('id')).data).toEqual(unpaged.data);
  });

  it('refuses a max-rows that is not a positive whole number', async () => {
    await expect(startLocalSupabase({ port: 0, dataDir: first.server.dataDir, maxRows: 0 })).rejects.toThrow(/SUPABASE_MAX_ROWS/);
  });
});
