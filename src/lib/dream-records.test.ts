import { describe, expect, it } from 'vitest';
import type { Dream } from '../domain/dreams/types';
import { builtInRecord, isShownDream, publishedRecord, tombstoneRecord } from './dream-records';

const dream: Dream = {
  titulo: 'Águia',
  geral: { significado: 'Voo alto.', palpites: { grupos: ['02 - Águia'], milhares: ['0105'], ternoDeGrupo: [] } },
};

describe('dream records', () => {
  it('keys every kind of record by the folded title, so each replaces the others of that title', () => {
    expect(builtInRecord(dream)).toEqual({ key: 'aguia', titulo: 'Águia', letter: 'a', dream, source: 'builtin' });
    expect(publishedRecord(dream, 'r1', '2026-01-01T00:00:00Z')).toEqual({
      key: 'aguia',
      titulo: 'Águia',
      letter: 'a',
      dream,
      source: 'remote',
      remoteId: 'r1',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(tombstoneRecord('Águia', 'r2', '2026-01-02T00:00:00Z')).toMatchObject({
      key: 'aguia',
      source: 'remote',
      remoteId: 'r2',
      updatedAt: '2026-01-02T00:00:00Z',
      deleted: true,
    });
  });

  it('shows built-in and published dreams, never tombstones', () => {
    expect(isShownDream(builtInRecord(dream))).toBe(true);
    expect(isShownDream(publishedRecord(dream, 'r1', '2026-01-01T00:00:00Z'))).toBe(true);
    expect(isShownDream(tombstoneRecord('Águia', 'r2', '2026-01-02T00:00:00Z'))).toBe(false);
  });
});
