// One title key in SQL and TypeScript (issue 31): public.dream_title_key (0010_title_key.sql) is dreamKey
// (src/features/dreams/domain/fold.ts) on every built-in title, every assigned code point and generated
// titles; 0010 resolves the live rows that already share a key; the database refuses a second live dream of a key.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dreamKey } from '../../src/features/dreams/domain/fold';
import { BOOTSTRAP_FILE, listMigrations } from '../local/migrate.mjs';
import { startStack, type TestStack } from './harness';
import { KEYS_SQL, builtInTitles, codePointRuns, generatedTitles, keyMismatches, sigmaContexts, type KeyQuery } from './title-key-cases';

const TITLE_KEY_MIGRATION = '0010';
const geral = { significado: 'Significado.', palpites: { grupos: ['02 - Águia'], milhares: ['1306'], ternoDeGrupo: [] } };

describe('0010 on a database that already has dreams', () => {
  let db: PGlite;
  const keys: KeyQuery = async (titles) => (await db.query<{ key: string | null }>(KEYS_SQL, [titles])).rows.map((r) => r.key);
  /** Rows as they were before 0010: lower(titulo) let these live side by side. */
  const before = [
    { id: '00000000-0000-4000-8000-000000000001', titulo: 'Água', deleted: false, updated_at: '2026-01-01T10:00:00.000Z' },
    { id: '00000000-0000-4000-8000-000000000002', titulo: 'Agua', deleted: false, updated_at: '2026-02-01T10:00:00.000Z' },
    { id: '00000000-0000-4000-8000-000000000003', titulo: 'ÁGUA!', deleted: false, updated_at: '2026-01-15T10:00:00.000Z' },
    // Same time: the greater id is the one the app shows (it sorts by updated_at, then id).
    { id: '00000000-0000-4000-8000-00000000000a', titulo: 'Pão', deleted: false, updated_at: '2026-01-01T10:00:00.000Z' },
    { id: '00000000-0000-4000-8000-00000000000b', titulo: 'Pao', deleted: false, updated_at: '2026-01-01T10:00:00.000Z' },
    // A tombstone does not count against a live row of its key.
    { id: '00000000-0000-4000-8000-000000000004', titulo: 'Gato', deleted: true, updated_at: '2026-03-01T10:00:00.000Z' },
    { id: '00000000-0000-4000-8000-000000000005', titulo: 'gato.', deleted: false, updated_at: '2026-01-01T10:00:00.000Z' },
    { id: '00000000-0000-4000-8000-000000000006', titulo: 'Cavalo', deleted: false, updated_at: '2026-01-01T10:00:00.000Z' },
  ];
  const notices: string[] = [];

  beforeAll(async () => {
    db = new PGlite({ extensions: { pgcrypto } });
    await db.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));
    const migrations = listMigrations();
    for (const migration of migrations.filter((m) => m.version < TITLE_KEY_MIGRATION)) await db.exec(readFileSync(migration.file, 'utf8'));
    // As they were stored, updated_at included (the trigger would stamp now()).
    await db.exec('set session_replication_role = replica');
    for (const row of before) {
      await db.query('insert into public.dreams (id, titulo, geral, deleted, updated_at) values ($1, $2, $3, $4, $5)', [
        row.id, row.titulo, geral, row.deleted, row.updated_at,
      ]);
    }
    await db.exec('set session_replication_role = default');
    const titleKey = migrations.find((m) => m.version === TITLE_KEY_MIGRATION);
    if (!titleKey) throw new Error('0010_title_key.sql not found');
    // In one transaction, as the migration runner applies it.
    await db.transaction((tx) => tx.exec(readFileSync(titleKey.file, 'utf8'), { onNotice: (notice) => notices.push(notice.message ?? '') }));
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('keeps the newest live row of a key (the one the app shows) and tombstones the others as of their last change', async () => {
    const rows = await db.query<{ id: string; titulo: string; deleted: boolean; updated_at: Date }>(
      'select id, titulo, deleted, updated_at from public.dreams order by id',
    );
    expect(rows.rows.map((r) => ({ id: r.id, titulo: r.titulo, deleted: r.deleted, updated_at: r.updated_at.toISOString() }))).toEqual(
      before
        .map((row) => ({ ...row, deleted: row.deleted || ['Água', 'ÁGUA!', 'Pão'].includes(row.titulo) }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(notices).toEqual([`Dreams whose title repeats a newer live dream's title, now tombstones: 'Pão', 'ÁGUA!', 'Água'`]);
  });

  it('refuses a second live dream of a key, and takes one whose key is free or held only by tombstones', async () => {
    const insert = (titulo: string) => db.query('insert into public.dreams (titulo, geral) values ($1, $2)', [titulo, geral]);
    await expect(insert('AGUA')).rejects.toMatchObject({ code: '23505', constraint: 'dreams_title_key' });
    await expect(insert('agua ')).rejects.toMatchObject({ code: '23505' });
    await expect(insert('Cavalo!')).rejects.toMatchObject({ code: '23505' });
    await db.query("update public.dreams set deleted = true where titulo = 'Cavalo'");
    await expect(insert('Cavalo!')).resolves.toBeDefined();
    await expect(insert('Cavalo-marinho')).resolves.toBeDefined();
  });

  it('is immutable, strict and parallel safe: fit for an index, null for null', async () => {
    const [fn] = (
      await db.query<{ provolatile: string; proisstrict: boolean; proparallel: string }>(
        "select provolatile, proisstrict, proparallel from pg_proc where oid = 'public.dream_title_key(text)'::regprocedure",
      )
    ).rows;
    expect(fn).toEqual({ provolatile: 'i', proisstrict: true, proparallel: 's' });
    expect(await keys([null as unknown as string, '', '   ', '!?'])).toEqual([null, '', '', '']);
  });

  it('is dreamKey on every built-in title', async () => {
    const titles = builtInTitles();
    expect(titles.length).toBeGreaterThan(800);
    expect(await keyMismatches(keys, titles)).toEqual([]);
  });

  it('is dreamKey on every assigned code point', async () => {
    const runs = codePointRuns();
    expect(runs.length).toBeGreaterThan(4000);
    expect(await keyMismatches(keys, runs)).toEqual([]);
  });

  it('is dreamKey around Σ, next to every cased and case-ignorable code point (the final sigma)', async () => {
    expect(await keyMismatches(keys, sigmaContexts())).toEqual([]);
  });

  it('is dreamKey on generated titles: accents, ç, ß, œ, apostrophes, punctuation, odd spaces, marks, emoji', async () => {
    const seed = Date.now();
    const titles = generatedTitles(20_000, seed);
    expect(titles.length).toBeGreaterThan(19_000);
    expect(await keyMismatches(keys, titles), `fast-check seed ${seed}`).toEqual([]);
  });

  it('spells its inputs the way dreamKey does for the titles of the app', async () => {
    const titles = ['Água-viva!', ' ÁGUA-VIVA ', "Dentro d'água", 'Dentro d’água', 'Straße', 'Œuvre', 'ΟΔΟΣ', 'İstanbul', '한국', '😀 Gato'];
    expect(await keys(titles)).toEqual(titles.map(dreamKey));
    expect(await keys(titles)).toEqual(['agua-viva', 'agua-viva', 'dentro dagua', 'dentro dagua', 'straße', 'œuvre', 'οδος', 'istanbul', '\u1112\u1161\u11AB\u1100\u116E\u11A8', 'gato']);
  });
});

describe('REST: one live dream per title key', () => {
  let stack: TestStack;
  let admin: SupabaseClient;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.signedInAdmin();
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses "Agua" when "Água" is live with 409 23505, by insert and by apply_admin_edit', async () => {
    const first = await admin.from('dreams').insert({ titulo: 'Água', geral }).select('id').single();
    expect(first.error).toBeNull();

    const insert = await admin.from('dreams').insert({ titulo: 'Agua', geral });
    expect(insert.status).toBe(409);
    expect(insert.error).toMatchObject({ code: '23505' });
    expect(insert.error?.message).toContain('dreams_title_key');

    const edit = await admin.rpc('apply_admin_edit', {
      p_table: 'dreams',
      p_id: randomUUID(),
      p_edit_id: randomUUID(),
      p_base_updated_at: null,
      p_op: 'upsert',
      p_values: { titulo: 'AGUA!', geral },
    });
    expect(edit.status).toBe(409);
    expect(edit.error).toMatchObject({ code: '23505' });

    // What the app shows as the other side of that conflict.
    const theirs = await admin.rpc('live_dream_by_title', { p_titulo: 'AGUA!' });
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([expect.objectContaining({ id: first.data?.id, titulo: 'Água', deleted: false })]);
  });

  it('takes the title again once its dream is a tombstone', async () => {
    const first = await admin.from('dreams').insert({ titulo: 'Maçã', geral }).select('id').single();
    expect(first.error).toBeNull();
    expect((await admin.from('dreams').update({ deleted: true }).eq('id', first.data?.id)).error).toBeNull();
    const again = await admin.from('dreams').insert({ titulo: 'maca', geral }).select('titulo').single();
    expect(again.error).toBeNull();
    expect((await stack.anon().rpc('live_dream_by_title', { p_titulo: 'MAÇÃ' })).data).toEqual([expect.objectContaining({ titulo: 'maca' })]);
  });
});
