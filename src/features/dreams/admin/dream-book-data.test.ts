import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtInEntry, rowEntry } from '../domain/merge';
import type { Dream } from '../domain/types';
import { db } from '../../../lib/db';
import { loadAdminDreams } from './dream-book-data';
import { installFakeSupabase } from '../../../testing/fake-supabase';

const published = (dream: Dream, id: string, at: string) =>
  rowEntry({ id, titulo: dream.titulo, geral: dream.geral, variantes: dream.variantes, deleted: false, updated_at: at })!;

const dream = (titulo: string): Dream => ({ titulo, geral: { significado: `Leitura de ${titulo}.`, palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } });

vi.mock('../../../lib/supabase', () => import('../../../testing/fake-supabase'));
vi.mock('../data/dictionary/index', () => ({ DREAMS_VERSION: 1, BUILT_IN_DREAMS: [dream('Abacaxi'), dream('Cobra')] }));

beforeEach(async () => {
  await db.dreams.clear();
  // Offline: the manager starts from this device's copy.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadAdminDreams without a connection', () => {
  it("lists the device's copy without the dreams deleted by tombstones", async () => {
    await db.dreams.bulkPut([
      rowEntry({ id: 'r1', titulo: 'Abacaxi', geral: null, deleted: true, updated_at: '2026-01-01T00:00:00Z' })!,
      builtInEntry(dream('Cobra')),
      published(dream('Sereia'), 'r2', '2026-01-02T00:00:00Z'),
    ]);
    const { dreams, source } = await loadAdminDreams([]);
    expect(source).toBe('device');
    expect(dreams.map((d) => [d.dream.titulo, d.remoteId])).toEqual([
      ['Cobra', undefined],
      ['Sereia', 'r2'],
    ]);
  });

  it('lays the device copy over the built-in dictionary, which a device that never loaded it lacks', async () => {
    expect((await loadAdminDreams([])).dreams.map((d) => d.dream.titulo)).toEqual(['Abacaxi', 'Cobra']);
    await db.dreams.put(rowEntry({ id: 'r1', titulo: 'Abacaxi', geral: null, deleted: true, updated_at: '2026-01-01T00:00:00Z' })!);
    expect((await loadAdminDreams([])).dreams.map((d) => d.dream.titulo)).toEqual(['Cobra']);
  });
});

describe('loadAdminDreams online', () => {
  it('lists every published dream, the newest too, past the server cap of 1,000 rows a request', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const titles = Array.from({ length: 2500 }, (_, i) => `Sonho ${String(i).padStart(4, '0')}`);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const fake = installFakeSupabase().seed(
      'dreams',
      titles.map((titulo, i) => ({ id: `r${i}`, titulo, geral: dream(titulo).geral, variantes: null, deleted: false, updated_at: at(i) })),
    );
    expect(fake.maxRows).toBe(1000);
    const { dreams, source } = await loadAdminDreams([]);
    expect(source).toBe('server');
    expect(dreams).toHaveLength(2 + 2500);
    expect(dreams.find((d) => d.dream.titulo === 'Sonho 2499')).toMatchObject({ remoteId: 'r2499', updatedAt: at(2499) });
    // Pages of 1,000 in a stable order: (updated_at, id).
    expect(fake.callsTo('dreams', 'select')).toHaveLength(3);
  });
});
