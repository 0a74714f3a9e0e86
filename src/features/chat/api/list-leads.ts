// suporte_clientes: one page of the chat's leads, newest first, optionally of one status.
import type { LeadStatus } from '../../../utils/content-forms';
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';
import type { Page } from '../../../lib/page';

export interface Lead {
  id: string;
  customer_name: string;
  customer_whatsapp: string;
  initial_message: string;
  status: LeadStatus;
  created_at: string;
  updated_at: string;
}

/** Leads per page of the dashboard's list. */
export const LEADS_PAGE_SIZE = 25;

export async function listLeads(client: SupabaseClient, { status, page }: { status: LeadStatus | 'all'; page: number }, signal: AbortSignal): Promise<Page<Lead>> {
  // Newest first by server time (the database sets created_at), id as tie-breaker so pages never overlap: a
  // flood of leads can push older ones to later pages but never hide the newest.
  let query = client
    .from('suporte_clientes')
    .select('id, customer_name, customer_whatsapp, initial_message, status, created_at, updated_at', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range((page - 1) * LEADS_PAGE_SIZE, page * LEADS_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (status !== 'all') query = query.eq('status', status);
  const answer = await query;
  return { rows: dataOf<Lead[] | null>(answer) ?? [], count: answer.count ?? 0 };
}
