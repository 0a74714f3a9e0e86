// Reads rows of one table for an admin screen (admins read everything under RLS) and shows the
// admin's queued edits over them, so a change made offline is visible at once, marked as pending.
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { AdminTable } from '../../domain/admin/conflicts';
import { applyQueuedEdits, type WithPending } from '../../domain/admin/pending-edits';
import { useAdminQueue } from './admin-edits';
import { db } from '../../lib/db';
import { outbox } from '../../lib/outbox';
import { getSupabase, type SupabaseClient } from '../../lib/supabase';

export interface QueryAnswer {
  data: unknown;
  error: { message?: string } | null;
  count?: number | null;
}

export interface AdminRows<Row> {
  /** undefined until the first answer. */
  rows: WithPending<Row>[] | undefined;
  /** The total the query matched (when it asked for a count). */
  count: number | null;
  error: string | null;
  loading: boolean;
  /** The rows come from this device's offline copy, not from the server. */
  fromDevice: boolean;
  reload: () => void;
}

/** Tables the app keeps offline copies of: shown from the device when the server cannot be reached. */
const CACHED = new Set<AdminTable>(['lucky_guesses', 'monthly_promotions', 'welcome_bonuses', 'draw_results']);

/**
 * `load` runs the select; `queryKey` changes whenever its filters do. The rows are read again when
 * the key changes, when the browser comes back online and when an edit of this table is delivered.
 */
export function useAdminRows<Row extends { id: string }>(
  table: AdminTable | 'admin_access_logs',
  queryKey: string,
  load: (supabase: SupabaseClient) => PromiseLike<QueryAnswer>,
): AdminRows<Row> {
  const [answer, setAnswer] = useState<{ rows: Row[]; count: number | null; fromDevice: boolean } | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const queue = useAdminQueue();

  const run = useEffectEvent(async (isCurrent: () => boolean) => {
    setLoading(true);
    try {
      const supabase = await getSupabase();
      const { data, error: failure, count } = await load(supabase);
      if (!isCurrent()) return;
      if (failure) throw new Error(failure.message ?? 'Erro ao ler os dados');
      setAnswer({ rows: (data ?? []) as Row[], count: count ?? null, fromDevice: false });
      setError(null);
    } catch (thrown) {
      if (!isCurrent()) return;
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      if (CACHED.has(table as AdminTable)) {
        const copies = await db.remoteRows.where('table').equals(table).toArray();
        if (!isCurrent()) return;
        setAnswer({ rows: copies.map((c) => c.row as Row), count: copies.length, fromDevice: true });
      }
      setError(message);
    } finally {
      if (isCurrent()) setLoading(false);
    }
  });

  useEffect(() => {
    let current = true;
    void run(() => current);
    return () => {
      current = false;
    };
  }, [table, queryKey, version]);

  useEffect(() => {
    const reload = () => setVersion((v) => v + 1);
    const stop = outbox.subscribe((event) => {
      const payload = event.entry.payload as { table?: string } | null;
      if (event.type === 'delivered' && payload?.table === table) reload();
    });
    window.addEventListener('online', reload);
    return () => {
      stop();
      window.removeEventListener('online', reload);
    };
  }, [table]);

  const rows = useMemo(() => (answer ? applyQueuedEdits(answer.rows, queue ?? [], table) : undefined), [answer, queue, table]);

  return {
    rows,
    count: answer?.count ?? null,
    error,
    loading,
    fromDevice: answer?.fromDevice ?? false,
    reload: () => setVersion((v) => v + 1),
  };
}
