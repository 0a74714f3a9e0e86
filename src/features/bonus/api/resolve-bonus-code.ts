// rpc resolve_bonus_code: a receipt's short code to its id (null when no receipt has that code).
import { getSupabase } from '../../lib/supabase';
import { isBonusCode } from './bonus-receipt';

export async function resolveBonusCode(code: string): Promise<string | null> {
  // A code that cannot exist is not worth a request.
  if (!isBonusCode(code)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('resolve_bonus_code', { p_code: code.trim() });
  if (error) throw new Error(error.message);
  return typeof data === 'string' && data !== '' ? data : null;
}
