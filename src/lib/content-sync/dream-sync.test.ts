import { afterEach, describe, expect, it } from 'vitest';
import { applyEdits, dreamFromRow, type DreamRow } from '../../features/dreams/domain/merge';
import type { Dream } from '../../features/dreams/domain/types';
import { ensureBuiltInContent, type BuiltInDictionary } from './content-loader';
import { SonhoDatabase } from '../db';
import { META_DREAMS_SYNC, changeStoredBook, forgetDreamRow, storeDreamRows, syncDreams } from './dream-sync';
import { FakeSupabase } from '../../testing/fake-supabase';

const block = (significado: string) => ({
  significado,
  palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '18 - Porco'] },
});
const dream = (titulo: string, significado = `Leitura tradicional de ${titulo}.`): Dream => ({ titulo, geral: block(significado) });
const BUILT_IN: BuiltInDictionary = { DREAMS_VERSION: 1, BUILT_IN_DREAMS: [dream('Cobra'), dream('Águia')] };
const loadDictionary = () => Promise.resolve(BUILT_IN);

let seq = 0;
const row = (titulo: string, updated: string, extra: Partial<DreamRow> = {}): DreamRow => ({
  id: `r${(seq += 1)}`,
  titulo,
  geral: block(`Versão publicada de ${titulo}.`),
  variantes: null,
  deleted: false,
  updated_at: `2026-11-0${updated}T12:00:00.000000+00:00`,
  ...extra,
});

/** The backend's dreams table holding `rows`; a read of it fails with `fail` when given. */
function backendWith(rows: DreamRow[], options: { fail?: string } = {}) {
  const server = new FakeSupabase().seed('dreams', rows);
  if (options.fail) server.failNext('dreams', { message: options.fail });
  return { server, client: () => Promise.resolve(server.client) };
}

const databases: SonhoDatabase[] = [];
async function seededDatabase(): Promise<SonhoDatabase> {
  const database = new SonhoDatabase(`dream-sync-${Math.random().toString(36).slice(2)}`);
  databases.push(database);
  await ensureBuiltInContent({ database, loadDictionary });
  return database;
}

afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

const sync = (database: SonhoDatabase, rows: DreamRow[], extra: { fail?: string } = {}) =>
  syncDreams({ database, client: backendWith(rows, extra).client, loadDictionary, online: () => true });

// Generous timeout: IndexedDB and rendering run slowly on a shared two-core machine.
describe('syncDreams', { timeout: 20_000 }, () => {
  it('adds new remote dreams and overrides a built-in one by title', async () => {
    const database = await seededDatabase();
    const cobra = row('COBRA', '1');
    const result = await sync(database, [cobra, row('Sereia', '2')]);
    expect(result).toEqual({ status: 'synced', applied: 2 });
    expect(await database.dreams.get('cobra')).toMatchObject({
      source: 'remote',
      remoteId: cobra.id,
      titulo: 'COBRA',
      updatedAt: cobra.updated_at,
      dream: { geral: { significado: 'Versão publicada de COBRA.' } },
    });
    expect(await database.dreams.get('sereia')).toMatchObject({ source: 'remote', letter: 's' });
    expect(await database.dreams.get('aguia')).toMatchObject({ source: 'builtin' });
    expect((await database.meta.get(META_DREAMS_SYNC))?.value).toBe(row('x', '2').updated_at);
  });

  it('asks only for rows newer than the last sync', async () => {
    const database = await seededDatabase();
    const first = row('Sereia', '1');
    await sync(database, [first]);
    const backend = backendWith([first, row('Lua', '3')]);
    const result = await syncDreams({ database, client: backend.client, loadDictionary, online: () => true });
    expect(result).toEqual({ status: 'synced', applied: 1 });
    expect(backend.server.calls).toEqual([
      expect.objectContaining({
        operation: 'select',
        target: 'dreams',
        columns: 'id,titulo,geral,variantes,deleted,updated_at',
        filters: [`updated_at=gt.${first.updated_at}`],
      }),
    ]);
  });

  it('a tombstone hides the title, a built-in entry included, and stays stored as a remote tombstone', async () => {
    const database = await seededDatabase();
    const cobra = row('Cobra', '1');
    const sereia = row('Sereia', '1');
    await sync(database, [cobra, sereia]);
    const later = row('x', '2').updated_at;
    const aguia = row('Águia', '2', { deleted: true });
    const result = await sync(database, [{ ...cobra, deleted: true, updated_at: later }, { ...sereia, deleted: true, updated_at: later }, aguia]);
    expect(result).toEqual({ status: 'synced', applied: 3 });
    expect(await database.dreams.get('cobra')).toMatchObject({ source: 'remote', remoteId: cobra.id, deleted: true, updatedAt: later });
    expect(await database.dreams.get('sereia')).toMatchObject({ source: 'remote', remoteId: sereia.id, deleted: true });
    // A built-in dream deleted by an admin: a tombstone row of its own, never synced live before.
    expect(await database.dreams.get('aguia')).toMatchObject({ source: 'remote', remoteId: aguia.id, deleted: true, titulo: 'Águia', letter: 'a' });
  });

  it("keeps the admin's queued edit on top of a pulled row, and drops the edits no longer queued", async () => {
    const database = await seededDatabase();
    const edit = (editId: string, significado: string) => ({
      editId,
      rowId: `row-${editId}`,
      op: 'upsert' as const,
      values: { titulo: 'Cobra', geral: block(significado), variantes: {}, deleted: false },
    });
    // Queued on this device: an edit still in the outbox, and one discarded in a tab that closed before cleaning up.
    await database.outbox.add({ id: 'queued', kind: 'admin-edit', payload: {}, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: 'pending' });
    await database.transaction('rw', database.dreams, () => changeStoredBook(database, (book) => applyEdits(book, [edit('gone', 'descartada'), edit('queued', 'na fila')])));
    await sync(database, [row('Cobra', '1')]);
    const stored = await database.dreams.get('cobra');
    expect(stored).toMatchObject({ source: 'local', editId: 'queued', dream: { geral: { significado: 'na fila' } } });
    // Under it, the pulled row (the discarded edit is gone): what the title shows once the edit is delivered or dropped.
    expect(stored?.covers).toMatchObject({ source: 'remote', dream: { geral: { significado: 'Versão publicada de Cobra.' } } });
    expect(stored?.covers?.covers).toBeUndefined();
  });

  it('drops the layer of an edit no longer queued even when no row changed', async () => {
    const database = await seededDatabase();
    const gone = { editId: 'gone', rowId: 'row-gone', op: 'upsert' as const, values: { titulo: 'Cobra', geral: block('descartada'), variantes: {}, deleted: false } };
    await database.transaction('rw', database.dreams, () => changeStoredBook(database, (book) => applyEdits(book, [gone])));
    await sync(database, []);
    expect(await database.dreams.get('cobra')).toMatchObject({ source: 'builtin', dream: { geral: { significado: 'Leitura tradicional de Cobra.' } } });
  });

  it('a tombstone survives a dictionary reload: the built-in entry does not come back', async () => {
    const database = await seededDatabase();
    await sync(database, [row('Cobra', '1', { deleted: true })]);
    await ensureBuiltInContent({ database, loadDictionary: () => Promise.resolve({ ...BUILT_IN, DREAMS_VERSION: 2 }) });
    expect(await database.dreams.get('cobra')).toMatchObject({ source: 'remote', deleted: true });
    expect(await database.dreams.get('aguia')).toMatchObject({ source: 'builtin' });
  });

  it('a later live row of a tombstoned title brings the dream back, and a later tombstone hides it again', async () => {
    const database = await seededDatabase();
    const tombstone = row('Cobra', '1', { deleted: true });
    await sync(database, [tombstone]);
    const again = row('cobra', '2');
    await sync(database, [again]);
    expect(await database.dreams.get('cobra')).toMatchObject({ source: 'remote', remoteId: again.id, titulo: 'cobra' });
    expect((await database.dreams.get('cobra'))?.deleted).toBeUndefined();
    await sync(database, [{ ...again, deleted: true, updated_at: row('x', '3').updated_at }]);
    expect(await database.dreams.get('cobra')).toMatchObject({ remoteId: again.id, deleted: true });
  });

  it('within one pull the newest row of a title wins, whatever the order of ids', async () => {
    const database = await seededDatabase();
    const live = row('Lua', '1');
    const tombstone = row('Lua', '2', { deleted: true });
    await sync(database, [live, tombstone]);
    expect(await database.dreams.get('lua')).toMatchObject({ remoteId: tombstone.id, deleted: true });
  });

  it('an older row of a title never overwrites a newer one already stored (a delivered edit)', async () => {
    const database = await seededDatabase();
    const newer = row('Lua', '5');
    await storeDreamRows([newer], { database, loadDictionary });
    // The sync mark did not move: the next pull brings older rows, including a tombstone of that title.
    expect(await database.meta.get(META_DREAMS_SYNC)).toBeUndefined();
    const older = row('Lua', '1', { deleted: true });
    expect(await sync(database, [older, newer])).toEqual({ status: 'synced', applied: 1 });
    expect(await database.dreams.get('lua')).toMatchObject({ remoteId: newer.id });
    expect((await database.dreams.get('lua'))?.deleted).toBeUndefined();
  });

  it('forgetting a row the backend no longer has gives its title back to the built-in entry', async () => {
    const database = await seededDatabase();
    const cobra = row('Cobra', '1');
    const sereia = row('Sereia', '1');
    await sync(database, [cobra, sereia]);
    await forgetDreamRow(cobra.id, { database, loadDictionary });
    await forgetDreamRow(sereia.id, { database, loadDictionary });
    expect(await database.dreams.get('cobra')).toMatchObject({ source: 'builtin' });
    expect(await database.dreams.get('sereia')).toBeUndefined();
  });

  it('a renamed row leaves its old title, which returns to the built-in entry', async () => {
    const database = await seededDatabase();
    const r = row('Águia', '1');
    await sync(database, [r]);
    await sync(database, [{ ...r, titulo: 'Águia-real', updated_at: row('x', '2').updated_at }]);
    expect(await database.dreams.get('aguia')).toMatchObject({ source: 'builtin' });
    expect(await database.dreams.get('aguia-real')).toMatchObject({ source: 'remote', remoteId: r.id });
  });

  it('a renamed row does not free a title another row has taken meanwhile', async () => {
    const database = await seededDatabase();
    const first = row('Lua', '1');
    await sync(database, [first]);
    const second = row('Lua', '2');
    await sync(database, [second, { ...first, titulo: 'Lua nova', updated_at: row('x', '3').updated_at }]);
    expect(await database.dreams.get('lua')).toMatchObject({ remoteId: second.id });
    expect(await database.dreams.get('lua nova')).toMatchObject({ remoteId: first.id });
  });

  it('keeps the variants of a remote row and skips malformed rows', async () => {
    const database = await seededDatabase();
    const withVariant = row('Lua', '1', { variantes: { cheia: block('Lua cheia é fartura.'), ruim: 'x' } });
    const broken = row('Quebrado', '1', { geral: { palpites: {} } });
    const result = await sync(database, [withVariant, broken, row('   ', '1')]);
    expect(result).toEqual({ status: 'synced', applied: 1 });
    expect((await database.dreams.get('lua'))?.dream.variantes).toEqual({ cheia: block('Lua cheia é fartura.') });
    expect(await database.dreams.get('quebrado')).toBeUndefined();
  });

  it('leaves the local copy intact when the backend fails', async () => {
    const database = await seededDatabase();
    await sync(database, [row('Sereia', '1')]);
    const before = await database.dreams.toArray();
    const result = await sync(database, [row('Lua', '2')], { fail: 'connection refused' });
    expect(result).toEqual({ status: 'failed', error: expect.stringContaining('connection refused') });
    expect(await database.dreams.toArray()).toEqual(before);
    expect((await database.meta.get(META_DREAMS_SYNC))?.value).toBe(row('x', '1').updated_at);
  });

  it('does nothing offline', async () => {
    const database = await seededDatabase();
    const backend = backendWith([row('Lua', '1')]);
    expect(await syncDreams({ database, client: backend.client, loadDictionary, online: () => false })).toEqual({ status: 'offline' });
    expect(backend.server.calls).toEqual([]);
  });

  it('pages through many changes', async () => {
    const database = await seededDatabase();
    const rows = Array.from({ length: 1203 }, (_, i) => row(`Sonho ${i}`, String(1 + (i % 9))));
    expect(await sync(database, rows)).toEqual({ status: 'synced', applied: 1203 });
    expect(await database.dreams.where('source').equals('remote').count()).toBe(1203);
  });
});

describe('dreamFromRow', () => {
  it('normalises missing palpites lists to empty ones', () => {
    expect(dreamFromRow(row('Lua', '1', { geral: { significado: 'Só o texto.' } }))).toEqual({
      titulo: 'Lua',
      geral: { significado: 'Só o texto.', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } },
    });
  });
});
