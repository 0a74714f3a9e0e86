import { describe, expect, it } from 'vitest';
import type { AdminEdit } from './conflicts';
import { applyQueuedEdits, countByState, type QueuedEdit } from './pending-edits';

const rows = [
  { id: 'a', status: 'new', name: 'Ana' },
  { id: 'b', status: 'new', name: 'Bia' },
];
const queued = (entryId: string, status: QueuedEdit['status'], edit: Partial<AdminEdit>): QueuedEdit => ({
  entryId,
  status,
  edit: { table: 'suporte_clientes', id: 'a', baseUpdatedAt: null, op: 'upsert', values: {}, ...edit },
});

describe('applyQueuedEdits', () => {
  it('shows queued changes over the server rows, marked with their state, in queue order', () => {
    const result = applyQueuedEdits(
      rows,
      [queued('1', 'pending', { values: { status: 'contacted' } }), queued('2', 'sending', { values: { status: 'closed' } })],
      'suporte_clientes',
    );
    expect(result).toEqual([
      { id: 'a', status: 'closed', name: 'Ana', pending: 'sending' },
      { id: 'b', status: 'new', name: 'Bia' },
    ]);
  });

  it('adds rows created offline first and hides rows deleted offline', () => {
    const result = applyQueuedEdits(
      rows,
      [queued('1', 'pending', { id: 'c', values: { status: 'new', name: 'Caio' } }), queued('2', 'failed', { id: 'b', op: 'delete' })],
      'suporte_clientes',
    );
    expect(result.map((r) => [r.id, r.pending])).toEqual([
      ['c', 'pending'],
      ['a', undefined],
    ]);
  });

  it('keeps the server version of a row held as a conflict, but marks it', () => {
    const result = applyQueuedEdits(rows, [queued('1', 'conflict', { values: { status: 'closed' } })], 'suporte_clientes');
    expect(result[0]).toEqual({ id: 'a', status: 'new', name: 'Ana', pending: 'conflict' });
  });

  it('ignores edits of other tables and does not change its input', () => {
    const result = applyQueuedEdits(rows, [queued('1', 'pending', { table: 'feedbacks', values: { status: 'x' } })], 'suporte_clientes');
    expect(result).toEqual(rows);
    expect(rows[0]).toEqual({ id: 'a', status: 'new', name: 'Ana' });
  });
});

describe('countByState', () => {
  it('counts waiting, failed and conflict entries', () => {
    expect(countByState(['pending', 'sending', 'failed', 'conflict', 'conflict'])).toEqual({ pending: 2, failed: 1, conflict: 2 });
    expect(countByState([])).toEqual({ pending: 0, failed: 0, conflict: 0 });
  });
});
