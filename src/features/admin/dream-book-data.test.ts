import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dream } from '../../domain/dreams/types';
import { db } from '../../lib/db';
import { builtInRecord, publishedRecord, tombstoneRecord } from '../../lib/dream-records';
import { loadAdminDreams } from './dream-book-data';

const dream = (titulo: string): Dream => ({ titulo, geral: { significado: `Leitura de ${titulo}.`, palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } });

vi.mock('../../data/dreams/index', () => ({ DREAMS_VERSION: 1, BUILT_IN_DREAMS: [dream('Abacaxi'), dream('Cobra')] }));

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
      tombstoneRecord('Abacaxi', 'r1', '2026-01-01T00:00:00Z'),
      builtInRecord(dream('Cobra')),
      publishedRecord(dream('Sereia'), 'r2', '2026-01-02T00:00:00Z'),
    ]);
    const { dreams, source } = await loadAdminDreams([]);
    expect(source).toBe('device');
    expect(dreams.map((d) => [d.dream.titulo, d.remoteId])).toEqual([
      ['Cobra', undefined],
      ['Sereia', 'r2'],
    ]);
  });

  it('falls back to the built-in dictionary only when the device holds no dreams at all', async () => {
    expect((await loadAdminDreams([])).dreams.map((d) => d.dream.titulo)).toEqual(['Abacaxi', 'Cobra']);
    await db.dreams.put(tombstoneRecord('Abacaxi', 'r1', '2026-01-01T00:00:00Z'));
    expect((await loadAdminDreams([])).dreams).toEqual([]);
  });
});
