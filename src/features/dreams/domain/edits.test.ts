import { describe, expect, it } from 'vitest';
import type { Dream } from './types';
import { diffDreams } from './edits';
import { groupByLetter, removeDream, saveDream, upsertDream, type AdminDream } from './letter-sections';

const dream = (titulo: string, significado = 'orig'): Dream => ({
  titulo,
  geral: { significado, palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: [] } },
});

function ids() {
  let n = 0;
  return () => `new-${++n}`;
}

describe('diffDreams', () => {
  const baseline: AdminDream[] = [
    { dream: dream('Abacaxi') },
    { dream: dream('Cobra'), remoteId: 'row-cobra', updatedAt: '2026-01-01T00:00:00.000001+00:00' },
  ];
  const loaded = () => groupByLetter(baseline.map((e) => ({ ...e })));

  it('finds nothing when nothing changed, even after replacing an entry with the same content', () => {
    expect(diffDreams(baseline, loaded(), ids())).toEqual([]);
    expect(diffDreams(baseline, upsertDream(loaded(), dream('Abacaxi')), ids())).toEqual([]);
  });

  it('a new dream is a new row with no base version', () => {
    const edits = diffDreams(baseline, upsertDream(loaded(), dream('Barco')), ids());
    expect(edits).toEqual([
      { id: 'new-1', baseUpdatedAt: null, titulo: 'Barco', kind: 'added', values: { titulo: 'Barco', geral: dream('Barco').geral, variantes: {}, deleted: false } },
    ]);
  });

  it('editing a backend row updates that row, based on the version it was loaded with', () => {
    const [edit] = diffDreams(baseline, upsertDream(loaded(), dream('Cobra', 'novo')), ids());
    expect(edit).toMatchObject({ id: 'row-cobra', baseUpdatedAt: '2026-01-01T00:00:00.000001+00:00', kind: 'changed' });
    expect(edit?.values.geral.significado).toBe('novo');
  });

  it('editing a built-in dream creates the row that overrides it', () => {
    const [edit] = diffDreams(baseline, upsertDream(loaded(), dream('Abacaxi', 'novo')), ids());
    expect(edit).toMatchObject({ id: 'new-1', baseUpdatedAt: null, kind: 'changed', titulo: 'Abacaxi' });
  });

  it('deleting writes a tombstone: on the row itself, or a new one for a built-in dream', () => {
    const edits = diffDreams(baseline, removeDream(removeDream(loaded(), 'Cobra'), 'Abacaxi'), ids());
    expect(edits.map((e) => [e.titulo, e.id, e.baseUpdatedAt, e.values.deleted, e.kind])).toEqual([
      ['Abacaxi', 'new-1', null, true, 'deleted'],
      ['Cobra', 'row-cobra', '2026-01-01T00:00:00.000001+00:00', true, 'deleted'],
    ]);
  });

  it('a dream added then removed in the same session yields nothing', () => {
    const sections = removeDream(upsertDream(loaded(), dream('Barco')), 'Barco');
    expect(diffDreams(baseline, sections, ids())).toEqual([]);
  });

  it('a rename deletes the old title and adds the new one', () => {
    const edits = diffDreams(baseline, saveDream(loaded(), dream('Serpente'), 'Cobra'), ids());
    expect(edits.map((e) => [e.kind, e.titulo, e.id])).toEqual([
      ['deleted', 'Cobra', 'row-cobra'],
      ['added', 'Serpente', 'new-1'],
    ]);
  });
});
