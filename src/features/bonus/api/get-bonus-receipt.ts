// rpc get_bonus_receipt: the receipt with that id, or null.
import { getSupabase } from '../../lib/supabase';
import { isReceiptId, parseBonusReceipt, type BonusReceipt } from './bonus-receipt';

export async function getBonusReceipt(id: string): Promise<BonusReceipt | null> {
  if (!isReceiptId(id)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_bonus_receipt', { p_id: id });
  if (error) throw new Error(error.message);
  return parseBonusReceipt(data);
}
