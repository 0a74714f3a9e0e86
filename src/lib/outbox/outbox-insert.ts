// The outbox handler for plain inserts (leads, feedback), keyed by the entry's client id so a retry after a
// lost answer can never make a second row.
import type { OutboxHandler } from './outbox';
import { OutboxDeliveryError, classifyResponse, type PostgrestErrorLike } from './outbox-policy';
import { insertRow } from './api/insert-row';

/** A request that hangs is abandoned after this long and retried later. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Inserts the entry's payload into `table` with the entry id as primary key.
 *
 * Why a plain INSERT and not an upsert ignoring duplicates: with row-level security, INSERT ... ON CONFLICT
 * also needs a SELECT policy, and anonymous visitors deliberately cannot read leads or feedback. A replay
 * of a row the server already stored instead fails on the primary key, which is our own UUID, and that
 * is exactly the acknowledgement we lost. Nor does it ask for the row back (return=minimal): RETURNING
 * would need a SELECT policy too.
 */
export function insertHandler(table: string, toRow?: (payload: unknown) => Record<string, unknown>): OutboxHandler {
  return async (entry, supabase) => {
    const values = toRow ? toRow(entry.payload) : (entry.payload as Record<string, unknown>);
    const row = { ...values, id: entry.id };
    const { error, status } = await insertRow(supabase, table, row, AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (isOwnReplay(error)) return 'done';
    const outcome = classifyResponse(status, error, entry.id);
    if (outcome.type !== 'done') throw new OutboxDeliveryError(outcome);
    return 'done';
  };
}

/** A primary-key violation: the only key we send is the entry's own UUID, so the row is already there. */
function isOwnReplay(error: PostgrestErrorLike | null | undefined): boolean {
  return error?.code === '23505' && /_pkey"?/.test(error.message ?? '');
}
