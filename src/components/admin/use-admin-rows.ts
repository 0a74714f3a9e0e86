// Reads rows of one table for an admin screen (admins read everything under RLS) and shows the
// admin's queued edits over them, so a change made offline is visible at once, marked as pending.
import { useEffect, useMemo } from 'react';
import type { AdminTable } from '../../lib/outbox/conflicts';
import { applyQueuedEdits, type WithPending } from '../../lib/outbox/pending-edits';
import { useAdminQueue } from '../../lib/outbox/admin-queue-hooks';
import type { Page } from '../../lib/page';
import { db } from '../../lib/db';
import { outbox } from '../../lib/outbox/outbox';
import { useLiveQuery } from '../../lib/db-hooks';
import type { SupabaseClient } from '../../lib/supabase';
import { useServerQuery } from '../../lib/use-server-query';

export interface AdminRows<Row> {
  /** undefined until the first answer. */
  rows: WithPending<Row>[] | undefined;
  /** The total the query matched (a paged list's count; otherwise the rows'). */
  count: number | null;
  /** Why the rows could not be read from the server, in Portuguese. */
  error: string | null;
  loading: boolean;
  /** The rows come from this device's offline copy, not from the server. */
  fromDevice: boolean;
  reload: () => void;
}

/** Tables the app keeps offline copies of: shown from the device when the server cannot be reached. */
const CACHED = new Set<string>(['lucky_guesses', 'monthly_promotions', 'welcome_bonuses', 'draw_results']);

/** Reads again whenever an admin edit of one of `tables` reaches the server. */
export function useReloadWhenDelivered(tables: readonly string[], reload: () => void): void {
  const watched = tables.join(',');
  useEffect(
    () =>
      outbox.subscribe((event) => {
        const table = (event.entry.payload as { table?: string } | null)?.table;
        if (event.type === 'delivered' && table && watched.split(',').includes(table)) reload();
      }),
    [watched, reload],
  );
}

/**
 * `load` is the table's backend operation (api/); `key` lists its parameters, so a new filter reads again. The
 * rows are also read again when an edit of this table is delivered, and when a failed read can be retried
 * online; meanwhile a table kept offline shows this device's copy.
 */
export function useAdminRows<Row extends { id: string }>(
  table: AdminTable | 'admin_access_logs',
  key: readonly unknown[],
  load: (client: SupabaseClient, signal: AbortSignal) => Promise<Row[] | Page<Row>>,
): AdminRows<Row> {
  const queue = useAdminQueue();
  const query = useServerQuery<Page<Row>>([table, ...key], async (client, signal) => {
    const answer = await load(client, signal);
    return Array.isArray(answer) ? { rows: answer, count: answer.length } : answer;
  });
  useReloadWhenDelivered([table], query.reload);

  const offline = query.error !== null && CACHED.has(table);
  const copy = useLiveQuery(
    async () => (offline ? (await db.remoteRows.where('table').equals(table).toArray()).map((c) => c.row as Row) : null),
    [offline, table],
  );
  const answer = useMemo(() => (offline && copy ? { rows: copy, count: copy.length } : query.data), [offline, copy, query.data]);
  const rows = useMemo(() => (answer ? applyQueuedEdits(answer.rows, queue ?? [], table) : undefined), [answer, queue, table]);
  return {
    rows,
    count: answer?.count ?? null,
    error: query.error?.message ?? null,
    loading: query.loading,
    fromDevice: offline && copy != null,
    reload: query.reload,
  };
}
