import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictingFields, judgeEdit, parseConflictRow, rebaseEdit, type AdminEdit } from './conflicts';

const T1 = '2026-03-01T12:00:00.000001+00:00';
const T2 = '2026-03-01T12:00:05.5+00:00';

describe('judgeEdit', () => {
  it('applies an edit based on the current version (whatever the zone spelling)', () => {
    expect(judgeEdit('e1', T1, { updated_at: '2026-03-01T09:00:00.000001-03:00' })).toBe('apply');
  });

  it('holds an edit based on an older version as a conflict', () => {
    expect(judgeEdit('e1', T1, { updated_at: T2 })).toBe('conflict');
  });

  it('creating a row that does not exist applies; creating over an existing row is a conflict', () => {
    expect(judgeEdit('e1', null, null)).toBe('apply');
    expect(judgeEdit('e1', null, { updated_at: T1 })).toBe('conflict');
  });

  it('editing a row that is gone is a conflict', () => {
    expect(judgeEdit('e1', T1, null)).toBe('conflict');
  });

  it('a replay of an edit the row already carries is not a conflict', () => {
    expect(judgeEdit('e1', T1, { updated_at: T2, last_edit_id: 'e1' })).toBe('already-applied');
    expect(judgeEdit('e1', T1, { updated_at: T2, last_edit_id: 'e0' })).toBe('conflict');
  });

  it('never lets a stale edit through (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (millis, laterMicros) => {
          const base = new Date(millis).toISOString();
          const current = new Date(millis + Math.floor(laterMicros / 1000)).toISOString().replace('Z', `${String(laterMicros % 1000).padStart(3, '0')}Z`);
          return judgeEdit('e', base, { updated_at: current }) === 'conflict';
        },
      ),
    );
  });
});

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
