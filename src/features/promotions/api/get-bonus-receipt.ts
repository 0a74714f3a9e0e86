// rpc get_bonus_receipt: the receipt with that id, or null.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';
import { isReceiptId, parseBonusReceipt, type BonusReceipt } from '../bonus-receipt';

export async function getBonusReceipt(client: SupabaseClient, id: string, signal: AbortSignal): Promise<BonusReceipt | null> {
  // An id that cannot exist is not worth a request.
  if (!isReceiptId(id)) return null;
  return parseBonusReceipt(dataOf(await client.rpc('get_bonus_receipt', { p_id: id }).abortSignal(signal)));
}
