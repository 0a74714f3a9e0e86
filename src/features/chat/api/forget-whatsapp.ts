// rpc admin_forget_whatsapp: deletes one person's data on request (LGPD): every lead with the WhatsApp number
// and every feedback that holds it. The admin-only function logs the deletion without the number.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface Forgotten {
  leads: number;
  feedbacks: number;
}

export async function forgetWhatsapp(client: SupabaseClient, whatsapp: string): Promise<Forgotten> {
  return dataOf<Forgotten>(await client.rpc('admin_forget_whatsapp', { p_whatsapp: whatsapp }));
}
