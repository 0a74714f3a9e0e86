// The dashboard's numbers: new leads, unread feedback and today's failed sign-ins, with the latest three of
// the last two, and the anonymous requests the database refused today (too many from one address). Four reads
// at once; a failure of the first three fails the whole overview, the refusals are left blank instead.
import { todayInBrasilia } from '../../../utils/calendar/dates';
import { dataOf } from '../../../lib/server-error';
import type { SupabaseClient } from '../../../lib/supabase';

export interface Overview {
  newLeads: number | null;
  unreadFeedback: number | null;
  failedToday: number | null;
  /** Leads and feedback refused today because their address sent too many (private.take_anonymous_quota). */
  refusedToday: number | null;
  feedback: { id: string; rating: number; message: string; created_at: string }[];
  failures: { id: string; username_attempt: string; created_at: string }[];
}

/** Midnight in Brasília today, as an instant: where "failed logins today" start. */
function startOfTodayBrasilia(now: Date): string {
  return `${todayInBrasilia(now)}T00:00:00-03:00`;
}

export async function getOverview(client: SupabaseClient, signal: AbortSignal, now = new Date()): Promise<Overview> {
  const [leads, feedback, failures, refused] = await Promise.all([
    client.from('suporte_clientes').select('id', { count: 'exact', head: true }).eq('status', 'new').abortSignal(signal),
    client.from('feedbacks').select('id, rating, message, created_at', { count: 'exact' }).eq('read', false).order('created_at', { ascending: false }).limit(3).abortSignal(signal),
    client
      .from('admin_access_logs')
      .select('id, username_attempt, created_at', { count: 'exact' })
      .eq('status', 'failed')
      .gte('created_at', startOfTodayBrasilia(now))
      .order('created_at', { ascending: false })
      .limit(3)
      .abortSignal(signal),
    // GET: a read-only call (the function only reads a counter).
    client.rpc('admin_refused_requests_today', {}, { get: true }).abortSignal(signal),
  ]);
  dataOf(leads);
  return {
    newLeads: leads.count ?? null,
    unreadFeedback: feedback.count ?? null,
    failedToday: failures.count ?? null,
    refusedToday: refused.error || typeof refused.data !== 'number' ? null : refused.data,
    feedback: dataOf<Overview['feedback'] | null>(feedback) ?? [],
    failures: dataOf<Overview['failures'] | null>(failures) ?? [],
  };
}
