import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowEntry } from '../../features/dreams/domain/merge';
import { dreamKey } from '../../features/dreams/domain/fold';
import type { Dream } from '../../features/dreams/domain/types';
import {
  DREAMS_PER_STEP,
  META_DREAMS_FINGERPRINT,
  META_DREAMS_VERSION,
  ensureBuiltInContent,
  fingerprint,
  yieldToMain,
  type BuiltInDictionary,
} from './content-loader';
import { SonhoDatabase } from '../db';

const dream = (titulo: string, significado = 'Um significado de teste com tamanho suficiente.'): Dream => ({
  titulo,
  geral: { significado, palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '18 - Porco'] } },
});

const databases: SonhoDatabase[] = [];
function freshDatabase(): SonhoDatabase {
  const database = new SonhoDatabase(`content-loader-${Math.random().toString(36).slice(2)}`);
  databases.push(database);
  return database;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const database of databases.splice(0)) await database.delete();
});

const dictionary = (version: number, dreams: Dream[]) => () => Promise.resolve<BuiltInDictionary>({ DREAMS_VERSION: version, BUILT_IN_DREAMS: dreams });

// Generous timeout: IndexedDB and rendering run slowly on a shared two-core machine.
describe('ensureBuiltInContent', { timeout: 20_000 }, () => {
  it('fills the dreams on first run, with their version and fingerprint in meta', async () => {
    const database = freshDatabase();
    const status = await ensureBuiltInContent({ database, loadDictionary: dictionary(7, [dream('Águia'), dream('Cobra')]) });
    expect(status).toBe('ready');
    expect(await database.dreams.toArray()).toEqual([
      expect.objectContaining({ key: 'aguia', titulo: 'Águia', letter: 'a', source: 'builtin' }),
      expect.objectContaining({ key: 'cobra', titulo: 'Cobra', letter: 'c', source: 'builtin' }),
    ]);
    expect((await database.meta.get(META_DREAMS_VERSION))?.value).toBe(7);
    expect((await database.meta.get(META_DREAMS_FINGERPRINT))?.value).toBe(fingerprint([dream('Águia'), dream('Cobra')]));
    expect(await database.meta.count()).toBe(2);
  });

  it('ships the real dictionary by default', async () => {
    const database = freshDatabase();
    const { BUILT_IN_DREAMS } = await import('../../features/dreams/data/dictionary/index');
    expect(await ensureBuiltInContent({ database })).toBe('ready');
    expect(await database.dreams.count()).toBe(BUILT_IN_DREAMS.length);
    expect((await database.dreams.get('aguia'))?.titulo).toBe('Águia');
  });

  it('does not rewrite anything while the versions are current', async () => {
    const database = freshDatabase();
    await ensureBuiltInContent({ database, loadDictionary: dictionary(1, [dream('Águia')]) });
    await database.dreams.update('aguia', { titulo: 'marcado' });
    await ensureBuiltInContent({ database, loadDictionary: dictionary(1, [dream('Águia')]) });
    expect((await database.dreams.get('aguia'))?.titulo).toBe('marcado');
  });

  it('reloads the dictionary when its version changes: new entries in, removed ones out', async () => {
    const database = freshDatabase();
    await ensureBuiltInContent({ database, loadDictionary: dictionary(1, [dream('Águia'), dream('Velho')]) });
    await ensureBuiltInContent({ database, loadDictionary: dictionary(2, [dream('Águia', 'Nova leitura da águia no livro.'), dream('Novo')]) });
    const keys = await database.dreams.toCollection().primaryKeys();
    expect(keys.sort()).toEqual(['aguia', 'novo']);
    expect((await database.dreams.get('aguia'))?.dream.geral.significado).toBe('Nova leitura da águia no livro.');
  });

  it('never overwrites remote rows, and never touches the outbox', async () => {
    const database = freshDatabase();
    await database.outbox.put({ id: 'o1', kind: 'lead', payload: { a: 1 }, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: 'pending' });
    await database.dreams.put({ key: 'cobra', titulo: 'Cobra', letter: 'c', dream: dream('Cobra', 'Versão do administrador, publicada.'), source: 'remote', remoteId: 'r1', updatedAt: '2026-01-01T00:00:00Z' });
    await ensureBuiltInContent({ database, loadDictionary: dictionary(3, [dream('Cobra'), dream('Águia')]) });
    const cobra = await database.dreams.get('cobra');
    expect(cobra).toMatchObject({ source: 'remote', remoteId: 'r1' });
    expect(cobra?.dream.geral.significado).toBe('Versão do administrador, publicada.');
    expect(await database.outbox.get('o1')).toMatchObject({ status: 'pending', payload: { a: 1 } });
    expect(await database.dreams.count()).toBe(2);
  });

  it('keeps tombstones on a reload: a built-in dream an admin deleted stays hidden', async () => {
    const database = freshDatabase();
    await ensureBuiltInContent({ database, loadDictionary: dictionary(1, [dream('Abacaxi'), dream('Águia')]) });
    const tombstone = rowEntry({ id: 'r9', titulo: 'Abacaxi', geral: null, deleted: true, updated_at: '2026-01-01T00:00:00Z' })!;
    await database.dreams.put(tombstone);
    await ensureBuiltInContent({ database, loadDictionary: dictionary(2, [dream('Abacaxi', 'Nova leitura do abacaxi no livro.'), dream('Águia')]) });
    expect(await database.dreams.get('abacaxi')).toEqual(tombstone);
    expect(await database.dreams.get('aguia')).toMatchObject({ source: 'builtin' });
  });

  it('reloads the dictionary when its content changed even if the version was not bumped', async () => {
    const database = freshDatabase();
    await ensureBuiltInContent({ database, loadDictionary: dictionary(1, [dream('Águia')]) });
    await ensureBuiltInContent({ database, loadDictionary: dictionary(1, [dream('Águia'), dream('Zebra')]) });
    expect((await database.dreams.toCollection().primaryKeys()).sort()).toEqual(['aguia', 'zebra']);
  });

  it('fingerprints content: same JSON, same print; any edit, another', () => {
    expect(fingerprint([dream('Águia')])).toBe(fingerprint([dream('Águia')]));
    expect(fingerprint([dream('Águia')])).not.toBe(fingerprint([dream('Águia', 'Outro significado de teste, bem longo.')]));
  });

  it('runs one load at a time per database', async () => {
    const database = freshDatabase();
    const load = vi.fn(dictionary(1, [dream('Águia')]));
    const [a, b] = await Promise.all([ensureBuiltInContent({ database, loadDictionary: load }), ensureBuiltInContent({ database, loadDictionary: load })]);
    expect([a, b]).toEqual(['ready', 'ready']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports IndexedDB as unavailable when the database cannot open', async () => {
    const database = freshDatabase();
    vi.spyOn(database, 'open').mockRejectedValue(new Error('MissingAPIError'));
    expect(await ensureBuiltInContent({ database, loadDictionary: dictionary(1, [dream('Águia')]) })).toBe('unavailable');
  });

  it('reports unavailable, and writes nothing, when the load fails half-way', async () => {
    const database = freshDatabase();
    const broken = [dream('Águia'), { titulo: undefined } as unknown as Dream];
    expect(await ensureBuiltInContent({ database, loadDictionary: dictionary(1, broken) })).toBe('unavailable');
    expect(await database.dreams.count()).toBe(0);
    expect(await database.meta.count()).toBe(0);
  });

  it('writes a large dictionary in short steps, yielding to the browser between them', async () => {
    const database = freshDatabase();
    const many = Array.from({ length: DREAMS_PER_STEP * 2 + 5 }, (_, i) => dream(`Sonho ${String(i).padStart(3, '0')}`));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    const putSizes: number[] = [];
    const bulkPut = database.dreams.bulkPut.bind(database.dreams);
    vi.spyOn(database.dreams, 'bulkPut').mockImplementation(((records: never[]) => {
      putSizes.push(records.length);
      return bulkPut(records);
    }) as never);
    expect(await ensureBuiltInContent({ database, loadDictionary: dictionary(1, many) })).toBe('ready');
    expect(putSizes).toEqual([DREAMS_PER_STEP, DREAMS_PER_STEP, 5]);
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(putSizes.length + 2);
    expect(await database.dreams.count()).toBe(many.length);
  });

  it('keeps a remote row that a sync stores between two steps', async () => {
    const database = freshDatabase();
    const many = Array.from({ length: DREAMS_PER_STEP * 2 }, (_, i) => dream(`Sonho ${String(i).padStart(3, '0')}`));
    const last = many[many.length - 1]!.titulo;
    const remote = { key: dreamKey(last), titulo: last, letter: 's', dream: dream(last, 'Versão publicada durante a carga.'), source: 'remote' as const, remoteId: 'r2', updatedAt: '2026-01-01T00:00:00Z' };
    vi.stubGlobal('scheduler', {
      yield: async () => {
        // After the first step was written: a sync in another tab stores an admin's row of a later title.
        if ((await database.dreams.count()) === DREAMS_PER_STEP) await database.dreams.put(remote);
      },
    });
    expect(await ensureBuiltInContent({ database, loadDictionary: dictionary(1, many) })).toBe('ready');
    expect(await database.dreams.get(dreamKey(last))).toEqual(remote);
    expect(await database.dreams.count()).toBe(many.length);
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    await yieldToMain();
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('falls back to a new macrotask', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void yieldToMain().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
