import { describe, expect, it } from 'vitest';
import { conflictingFields, parseConflictRow, rebaseEdit, type AdminEdit } from './conflicts';

const T1 = '2026-03-01T12:00:00.000001+00:00';
const T2 = '2026-03-01T12:00:05.5+00:00';

describe('conflictingFields', () => {
  it('lists the content columns where mine and theirs differ, ignoring bookkeeping', () => {
    const mine = { titulo: 'Cobra', geral: { significado: 'meu' }, deleted: false, updated_at: 'x' };
    const theirs = { id: '1', titulo: 'Cobra', geral: { significado: 'deles' }, deleted: false, updated_at: 'y', last_edit_id: 'z' };
    expect(conflictingFields(mine, theirs)).toEqual(['geral']);
    expect(conflictingFields(mine, null)).toEqual(['titulo', 'geral', 'deleted']);
  });
});

describe('rebaseEdit (keep mine)', () => {
  const edit: AdminEdit = { table: 'dreams', id: 'mine', baseUpdatedAt: T1, op: 'upsert', values: { titulo: 'Cobra' } };

  it('bases the same change on the server version and row', () => {
    expect(rebaseEdit(edit, { id: 'theirs', updated_at: T2 })).toEqual({ ...edit, id: 'theirs', baseUpdatedAt: T2 });
    expect(rebaseEdit(edit, { updated_at: T2 })).toEqual({ ...edit, baseUpdatedAt: T2 });
  });

  it('a row that is gone becomes a create', () => {
    expect(rebaseEdit(edit, null)).toEqual({ ...edit, baseUpdatedAt: null });
  });
});

describe('parseConflictRow', () => {
  it('reads the server row from an object or JSON text', () => {
    expect(parseConflictRow({ id: 'a', updated_at: T1 })).toEqual({ id: 'a', updated_at: T1 });
    expect(parseConflictRow(JSON.stringify({ id: 'a', updated_at: T1 }))).toEqual({ id: 'a', updated_at: T1 });
  });

  it('returns null for anything else', () => {
    expect(parseConflictRow('not json')).toBeNull();
    expect(parseConflictRow([1])).toBeNull();
    expect(parseConflictRow({ id: 'a' })).toBeNull();
    expect(parseConflictRow(null)).toBeNull();
  });
});
