// apply_admin_edit (supabase/migrations/0006_admin_edits.sql) as an rpc handler of the fake, for the unit tests
// of the admin edits. Held to the real function by supabase/tests/fake-contract.test.ts: the replay of an edit
// the row already carries changes nothing; a create needs the row absent, an update or delete the very version it
// was based on; anything else is a conflict (PT409, the row as it is now in the details); deleting a row that is
// gone changes nothing; a deleted dream stays as a tombstone; a live dream's title key is unique
// (public.dream_title_key, the SQL twin of dreamKey).
import { dreamKey } from '../features/dreams/domain/fold';
import { compareTimestamps } from '../utils/time/timestamps';
import type { FakeSupabase, Row, RpcHandler } from './fake-supabase';

/** Columns a client may echo back, which the function ignores. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'last_edit_id']);

/** The handler; `now` gives each write its updated_at (PostgreSQL's now(), strictly increasing here). */
export function fakeApplyAdminEdit(now: () => string = counterClock()): RpcHandler {
  return (args: Record<string, unknown>, fake: FakeSupabase) => {
    const table = String(args.p_table);
    const id = String(args.p_id);
    const rows = fake.rows(table);
    const current = rows.find((row) => row.id === id) ?? null;
    const base = (args.p_base_updated_at as string | null) ?? null;
    const store = (row: Row | null) => {
      fake.seed(table, [...rows.filter((r) => r.id !== id), ...(row ? [row] : [])]);
      return row;
    };
    if (current && current.last_edit_id === args.p_edit_id) return current;
    if (args.p_op === 'delete') {
      if (!current) return null;
      if (base === null || compareTimestamps(String(current.updated_at), base) !== 0) throw conflict(current);
      if (table !== 'dreams') return store(null) ?? current;
      return store({ ...current, deleted: true, last_edit_id: args.p_edit_id, updated_at: now() });
    }
    const stale = current === null ? base !== null : base === null || compareTimestamps(String(current.updated_at), base) !== 0;
    if (stale) throw conflict(current);
    const values = Object.fromEntries(Object.entries((args.p_values as Row | null) ?? {}).filter(([key]) => !BOOKKEEPING.has(key)));
    const next: Row = { ...(current ?? {}), ...values, id, last_edit_id: args.p_edit_id, updated_at: now() };
    if (table === 'dreams' && !next.deleted) {
      const key = dreamKey(String(next.titulo));
      const clash = rows.some((row) => row.id !== id && !row.deleted && dreamKey(String(row.titulo)) === key);
      if (clash) throw { code: '23505', message: 'duplicate key value violates unique constraint "dreams_title_key"' };
    }
    return store(next);
  };
}

/** live_dream_by_title: the live dreams whose title has the key of p_titulo. */
export const fakeLiveDreamByTitle: RpcHandler = (args: Record<string, unknown>, fake: FakeSupabase) =>
  fake.rows('dreams').filter((row) => !row.deleted && dreamKey(String(row.titulo)) === dreamKey(String(args.p_titulo)));

function conflict(current: Row | null) {
  return {
    code: 'PT409',
    message: current ? 'Edit conflict: the row changed since this edit was made' : 'Edit conflict: the row no longer exists',
    details: JSON.stringify(current),
    hint: 'Reload the row, then apply or discard the edit.',
  };
}

/** Timestamps a microsecond apart, as PostgreSQL writes them. */
function counterClock(): () => string {
  let tick = 0;
  return () => {
    tick += 1;
    return `2026-03-01T12:00:00.${String(tick).padStart(6, '0')}+00:00`;
  };
}
