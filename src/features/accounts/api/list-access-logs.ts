// admin_access_logs: one page of the sign-in history, newest first, filtered by result, identifier and days.
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';
import type { Page } from '../../../lib/page';

export interface AccessLog {
  id: string;
  username_attempt: string;
  status: 'success' | 'failed' | 'unlocked' | 'factors_reset';
  failure_reason: string | null;
  /** A password, or an authenticator code (absent before migration 0013: a password). */
  method?: 'password' | 'totp';
  /** Attempts folded into this row (refusals during a lock, floods of unknown e-mails). */
  attempt_count?: number;
  ip_address: string;
  created_at: string;
}

export interface AccessLogFilter {
  status: 'all' | 'success' | 'failed';
  /** Part of the identifier typed ('' for any). */
  identifier: string;
  /** Inclusive ISO days in Brasília ('' for no bound). */
  from: string;
  to: string;
  page: number;
}

export const ACCESS_LOGS_PAGE_SIZE = 20;

/** The day after an ISO date, for an inclusive "até" filter. */
export function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1));
  return next.toISOString().slice(0, 10);
}

/** Escapes the wildcards of a LIKE pattern, so the filter matches what was typed. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listAccessLogs(client: SupabaseClient, filter: AccessLogFilter, signal: AbortSignal): Promise<Page<AccessLog>> {
  const start = (filter.page - 1) * ACCESS_LOGS_PAGE_SIZE;
  let query = client
    .from('admin_access_logs')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .range(start, start + ACCESS_LOGS_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (filter.status !== 'all') query = query.eq('status', filter.status);
  if (filter.identifier) query = query.ilike('username_attempt', likePattern(filter.identifier));
  if (filter.from) query = query.gte('created_at', `${filter.from}T00:00:00-03:00`);
  if (filter.to) query = query.lt('created_at', `${nextDay(filter.to)}T00:00:00-03:00`);
  const answer = await query;
  return { rows: dataOf<AccessLog[] | null>(answer) ?? [], count: answer.count ?? 0 };
}
