import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowEntry } from '../../features/dreams/domain/merge';
import type { Dream } from '../../features/dreams/domain/types';
import { SonhoDatabase } from '../db';
import { createDreamBookService, RECENT_LIMIT, type DreamBookSummary } from './dream-book-service';
import type { SyncResult } from './dream-sync';

const published = (dream: Dream, id: string, at: string) =>
  rowEntry({ id, titulo: dream.titulo, geral: dream.geral, variantes: dream.variantes, deleted: false, updated_at: at })!;

const databases: SonhoDatabase[] = [];
function freshDatabase(): SonhoDatabase {
  const database = new SonhoDatabase(`dream-book-${Math.random().toString(36).slice(2)}`);
  databases.push(database);
  return database;
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const database of databases.splice(0)) await database.delete();
});

const offline = vi.fn(async (): Promise<SyncResult> => ({ status: 'offline' }));

/** A service over a fresh database, and the summaries it sends, latest last. */
function start(database = freshDatabase()) {
  const service = createDreamBookService({ database, sync: offline });
  const summaries: DreamBookSummary[] = [];
  const stop = service.watch((summary) => summaries.push(summary));
  const latest = () => summaries[summaries.length - 1]!;
  /** Waits for a summary that passes `check`. */
  const until = (check: (summary: DreamBookSummary) => boolean) => vi.waitFor(() => expect(check(latest())).toBe(true), { timeout: 15_000 });
  return { service, database, summaries, latest, until, stop };
}

// Generous timeout: IndexedDB runs slowly on a shared two-core machine.
describe('the dream book service', { timeout: 30_000 }, () => {
  it('sends an empty summary at once, then the titles of the whole book and the recent dreams', async () => {
    const { summaries, until, latest } = start();
    expect(summaries[0]).toEqual({ titles: undefined, recent: undefined, storageAvailable: true });
    await until((summary) => summary.titles !== undefined && summary.recent !== undefined);
    expect(latest().titles!.length).toBeGreaterThan(400);
    expect(latest().titles).toContainEqual({ key: 'aguia', letter: 'a', titulo: 'Águia' });
    expect(latest().recent).toEqual([]);
  });

  it('answers searches and entries from the book, and pulls the published dreams once started', async () => {
    const { service } = start();
    const hits = await service.search('sonhei com cobra preta', 5);
    expect(hits[0]).toMatchObject({ kind: 'title', variant: 'preta' });
    expect(hits[0]!.dream.titulo).toBe('Cobra');
    // The curated lexicon is in: a synonym and a verb form find their dreams.
    expect((await service.search('nenem', 5))[0]!.dream.titulo).toBe('Bebê');
    expect((await service.search('sonhei que estava chovendo', 5))[0]!.dream.titulo).toBe('Chuva');
    expect(await service.suggest('cachoreira', 3)).toContain('Cachorro');
    expect((await service.entry('aguia'))?.titulo).toBe('Águia');
    expect(await service.entry('nao-existe')).toBeUndefined();
    expect(offline).toHaveBeenCalled();
  });

  it('follows the offline copy: a published dream appears, a deleted one goes, also from the recent dreams', async () => {
    const { service, database, until, latest } = start();
    await until((summary) => summary.titles !== undefined);
    await service.remember('abacaxi', 'Abacaxi', 2);
    await service.remember('cobra', 'Cobra', 1);
    await until((summary) => summary.recent?.length === 2);

    await database.dreams.put(rowEntry({ id: 'r-abacaxi', titulo: 'Abacaxi', geral: null, deleted: true, updated_at: '2026-01-01T00:00:00Z' })!);
    const sereia = { titulo: 'Sereia de vidro', geral: { significado: 'Um sonho publicado.', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } };
    await database.dreams.put(published(sereia, 'r-sereia', '2026-01-02T00:00:00Z'));
    await until((summary) => summary.titles!.some((title) => title.titulo === 'Sereia de vidro'));

    expect(latest().titles!.some((title) => title.key === 'abacaxi')).toBe(false);
    expect(latest().recent!.map((r) => r.titulo)).toEqual(['Cobra']);
    expect(await service.search('abacaxi', 5)).toEqual([]);
    expect((await service.search('sereia de vidro', 5))[0]!.dream.titulo).toBe('Sereia de vidro');
  });

  it(`keeps the ${RECENT_LIMIT} dreams opened last, newest first`, async () => {
    const { service, until, latest } = start();
    await until((summary) => summary.titles !== undefined);
    const titles = latest().titles!.slice(0, RECENT_LIMIT + 2);
    for (const [i, title] of titles.entries()) await service.remember(title.key, title.titulo, i);
    await until((summary) => summary.recent?.[0]?.titulo === titles[titles.length - 1]!.titulo);
    expect(latest().recent!.map((r) => r.titulo)).toEqual(titles.slice(2).reverse().map((t) => t.titulo));
  });

  it('works from memory, and says so, when IndexedDB cannot be used', async () => {
    const database = freshDatabase();
    vi.spyOn(database, 'open').mockRejectedValue(new Error('MissingAPIError'));
    const { service, until, latest } = start(database);
    await until((summary) => summary.titles !== undefined);
    expect(latest()).toMatchObject({ storageAvailable: false, recent: [] });
    expect((await service.search('aguia', 5))[0]!.dream.titulo).toBe('Águia');
  });

  it('stops sending summaries to a listener that left', async () => {
    const { stop, summaries, database, until } = start();
    await until((summary) => summary.titles !== undefined);
    stop();
    const count = summaries.length;
    await database.dreams.put(rowEntry({ id: 'r-cobra', titulo: 'Cobra', geral: null, deleted: true, updated_at: '2026-01-01T00:00:00Z' })!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(summaries).toHaveLength(count);
  });
});
