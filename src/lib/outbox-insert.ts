// The outbox handler for plain inserts (leads, feedback): an upsert that ignores a row already stored under
// the same client id, so a retry after a lost answer can never make a second row.
import type { OutboxHandler } from './outbox';
import { OutboxDeliveryError, classifyResponse } from './outbox-policy';

/** A request that hangs is abandoned after this long and retried later. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Inserts the entry's payload into `table` with the entry id as primary key. It never asks for the row
 * back: for anonymous visitors INSERT ... RETURNING would also need a SELECT policy, which leads and
 * feedback deliberately lack (return=minimal).
 */
export function insertHandler(table: string, toRow?: (payload: unknown) => Record<string, unknown>): OutboxHandler {
  return async (entry, supabase) => {
    const values = toRow ? toRow(entry.payload) : (entry.payload as Record<string, unknown>);
    const row = { ...values, id: entry.id };
    const { error, status } = await supabase
      .from(table)
      .upsert(row, { onConflict: 'id', ignoreDuplicates: true })
      .setHeader('Prefer', 'resolution=ignore-duplicates,return=minimal')
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    const outcome = classifyResponse(status, error, entry.id);
    if (outcome.type !== 'done') throw new OutboxDeliveryError(outcome);
    return 'done';
  };
}
