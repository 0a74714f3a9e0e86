// suporte_clientes: one page of the chat's leads, newest first, optionally of one status; leads the database
// flagged as sent in bulk (more than five from one address in a day) after all the others.
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
  /** The database flagged it: its address sent more than five leads within 24 hours (a flood, most likely). */
  bulk_suspect?: boolean;
}

/** Leads per page of the dashboard's list. */
export const LEADS_PAGE_SIZE = 25;

export async function listLeads(client: SupabaseClient, { status, page }: { status: LeadStatus | 'all'; page: number }, signal: AbortSignal): Promise<Page<Lead>> {
  // Real leads first: the flagged ones after every other. Then newest first by server time (the database sets
  // created_at), id as tie-breaker so pages never overlap: a flood can push older leads to later pages but never
  // hide the newest.
  let query = client
    .from('suporte_clientes')
    .select('id, customer_name, customer_whatsapp, initial_message, status, created_at, updated_at, bulk_suspect', { count: 'exact' })
    .order('bulk_suspect', { ascending: true })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range((page - 1) * LEADS_PAGE_SIZE, page * LEADS_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (status !== 'all') query = query.eq('status', status);
  const answer = await query;
  return { rows: dataOf<Lead[] | null>(answer) ?? [], count: answer.count ?? 0 };
}
