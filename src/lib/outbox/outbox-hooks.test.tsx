import { renderHook, waitFor } from '../../testing/render';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxEntry } from '../db';
import { useHeldEntries, useOutboxEntry } from './outbox-hooks';

function entry(id: string, kind: string, status: OutboxEntry['status'], createdAt = Date.now()): OutboxEntry {
  return { id, kind, payload: {}, createdAt, attempts: 0, nextAttemptAt: createdAt, status };
}

beforeEach(async () => {
  await db.outbox.clear();
});

describe('outbox hooks', () => {
  it('follows one entry until it leaves the queue', async () => {
    await db.outbox.add(entry('x', 'lead', 'pending'));
    const { result } = renderHook(() => useOutboxEntry('x'));
    await waitFor(() => expect(result.current?.status).toBe('pending'));
    await db.outbox.update('x', { status: 'failed' });
    await waitFor(() => expect(result.current?.status).toBe('failed'));
    await db.outbox.delete('x');
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('lists the held entries of a kind, oldest first', async () => {
    await db.outbox.bulkAdd([
      entry('late', 'lead', 'failed', 2_000),
      entry('early', 'lead', 'conflict', 1_000),
      entry('ok', 'lead', 'pending', 1_500),
      entry('other', 'feedback', 'failed', 500),
    ]);
    const { result } = renderHook(() => useHeldEntries('lead'));
    await waitFor(() => expect(result.current.map((e) => e.id)).toEqual(['early', 'late']));
  });
});
