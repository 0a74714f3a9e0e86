// The admin screens' backend operations against the one fake Supabase: what each sends, what it returns,
// and the Portuguese error each throws.
import { beforeEach, describe, expect, it } from 'vitest';
import { ServerError } from '../../../lib/server-error';
import { FakeSupabase } from '../../../testing/fake-supabase';
import { getOverview } from './get-overview';
import { ACCESS_LOGS_PAGE_SIZE, likePattern, listAccessLogs, nextDay } from '../../../features/accounts/api/list-access-logs';
import { listDrawResults } from '../../../features/results/api/list-draw-results';
import { listFeedbacks } from '../../../features/feedback/api/list-feedbacks';
import { LEADS_PAGE_SIZE, listLeads } from '../../../features/chat/api/list-leads';
import { listLockedIdentifiers } from '../../../features/accounts/api/list-locked-identifiers';
import { listLuckyGuesses } from '../../../features/guesses/api/list-lucky-guesses';
import { listMonthlyPromotions } from '../../../features/promotions/api/list-monthly-promotions';
import { listWelcomeBonuses } from '../../../features/promotions/api/list-welcome-bonuses';
import { unlockIdentifier } from '../../../features/accounts/api/unlock-identifier';

const signal = new AbortController().signal;
let fake: FakeSupabase;
beforeEach(() => {
  fake = new FakeSupabase();
});

/** `n` rows made by `make(i)`, i from 1. */
const rows = <T,>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i + 1));
const at = (minute: number) => `2026-03-01T12:${String(minute).padStart(2, '0')}:00Z`;

describe('listLeads', () => {
  const lead = (i: number) => ({
    id: `lead-${String(i).padStart(3, '0')}`,
    customer_name: `Cliente ${i}`,
    customer_whatsapp: '21987654321',
    initial_message: 'Oi',
    status: i % 3 === 0 ? 'contacted' : 'new',
    created_at: at(i % 60),
    updated_at: at(i % 60),
    internal_note: 'not read by the list',
  });

  it('pages the leads newest first, ids breaking ties, and counts them all', async () => {
    fake.seed('suporte_clientes', rows(60, lead));
    const first = await listLeads(fake.client, { status: 'all', page: 1 }, signal);
    expect(first.count).toBe(60);
    expect(first.rows).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.rows.map((r) => r.id).slice(0, 2)).toEqual(['lead-059', 'lead-058']);
    expect(first.rows[0]).not.toHaveProperty('internal_note');
    const third = await listLeads(fake.client, { status: 'all', page: 3 }, signal);
    expect(third.rows).toHaveLength(10);
    // Every lead on exactly one page.
    const second = await listLeads(fake.client, { status: 'all', page: 2 }, signal);
    const ids = [...first.rows, ...second.rows, ...third.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(60);
  });

  it('lists one status only', async () => {
    fake.seed('suporte_clientes', rows(9, lead));
    const contacted = await listLeads(fake.client, { status: 'contacted', page: 1 }, signal);
    expect(contacted.rows.map((r) => r.id)).toEqual(['lead-009', 'lead-006', 'lead-003']);
    expect(contacted.count).toBe(3);
    expect(fake.callsTo('suporte_clientes')[0]?.filters).toEqual(['status=eq.contacted']);
  });
});

describe('listFeedbacks', () => {
  it('filters by rating and unread, newest first', async () => {
    fake.seed('feedbacks', [
      { id: 'a', rating: 5, message: 'Ótimo', page: '/', read: true, created_at: at(1), updated_at: at(1) },
      { id: 'b', rating: 5, message: 'Bom', page: null, read: false, created_at: at(2), updated_at: at(2) },
      { id: 'c', rating: 2, message: 'Ruim', page: null, read: false, created_at: at(3), updated_at: at(3) },
    ]);
    expect((await listFeedbacks(fake.client, { rating: null, unreadOnly: false }, signal)).map((f) => f.id)).toEqual(['c', 'b', 'a']);
    expect((await listFeedbacks(fake.client, { rating: 5, unreadOnly: false }, signal)).map((f) => f.id)).toEqual(['b', 'a']);
    expect((await listFeedbacks(fake.client, { rating: 5, unreadOnly: true }, signal)).map((f) => f.id)).toEqual(['b']);
  });
});

describe('listAccessLogs', () => {
  const log = (i: number) => ({
    id: `log-${i}`,
    username_attempt: i % 2 ? 'ana@example.com' : 'bruno@example.com',
    status: i % 4 === 0 ? 'success' : 'failed',
    failure_reason: null,
    ip_address: '10.0.0.1',
    // Brasília's offset, as the bounds sent: the fake compares timestamps as text.
    created_at: `2026-03-${String(i).padStart(2, '0')}T23:30:00-03:00`,
  });

  it('filters by result, identifier and Brasília days, both days included', async () => {
    fake.seed('admin_access_logs', rows(28, log));
    const page = await listAccessLogs(fake.client, { status: 'failed', identifier: 'ANA', from: '2026-03-03', to: '2026-03-09', page: 1 }, signal);
    expect(page.rows.map((r) => r.id)).toEqual(['log-9', 'log-7', 'log-5', 'log-3']);
    expect(page.count).toBe(4);
    expect(fake.callsTo('admin_access_logs')[0]?.filters).toEqual([
      'status=eq.failed',
      'username_attempt=ilike.%ANA%',
      'created_at=gte.2026-03-03T00:00:00-03:00',
      'created_at=lt.2026-03-10T00:00:00-03:00',
    ]);
  });

  it('pages the history', async () => {
    fake.seed('admin_access_logs', rows(28, log));
    const second = await listAccessLogs(fake.client, { status: 'all', identifier: '', from: '', to: '', page: 2 }, signal);
    expect(second.count).toBe(28);
    expect(second.rows).toHaveLength(28 - ACCESS_LOGS_PAGE_SIZE);
    expect(second.rows[0]?.id).toBe('log-8');
  });

  it('takes the LIKE wildcards typed as plain characters, and steps over month ends', () => {
    expect(likePattern('ana_b%')).toBe('%ana\\_b\\%%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('getOverview', () => {
  it("counts new leads, unread feedback and today's failed sign-ins in Brasília, with the latest three", async () => {
    fake
      .seed('suporte_clientes', [
        { id: 'l1', status: 'new' },
        { id: 'l2', status: 'new' },
        { id: 'l3', status: 'closed' },
      ])
      .seed('feedbacks', rows(5, (i) => ({ id: `f${i}`, rating: i, message: `m${i}`, read: i === 5, created_at: at(i) })))
      .seed('admin_access_logs', [
        // Brasília's offset, as the bound sent: the fake compares timestamps as text.
        { id: 'a1', username_attempt: 'x@y.co', status: 'failed', created_at: '2026-02-28T23:59:00-03:00' },
        { id: 'a2', username_attempt: 'x@y.co', status: 'failed', created_at: '2026-03-01T00:00:00-03:00' },
        { id: 'a3', username_attempt: 'x@y.co', status: 'success', created_at: '2026-03-01T01:00:00-03:00' },
      ]);
    const overview = await getOverview(fake.client, signal, new Date('2026-03-01T15:00:00Z'));
    expect(overview).toMatchObject({ newLeads: 2, unreadFeedback: 4, failedToday: 1, refusedToday: null });
    expect(overview.feedback.map((f) => f.id)).toEqual(['f4', 'f3', 'f2']);
    expect(overview.failures).toEqual([{ id: 'a2', username_attempt: 'x@y.co', created_at: '2026-03-01T00:00:00-03:00' }]);
    // 02:00 UTC on the 2nd is still the 1st in Brasília.
    await getOverview(fake.client, signal, new Date('2026-03-02T02:00:00Z'));
    expect(fake.callsTo('admin_access_logs').at(-1)?.filters).toContain('created_at=gte.2026-03-01T00:00:00-03:00');
  });

  it("reads today's refused anonymous requests with a read-only call; a failure leaves only that number blank", async () => {
    fake.onRpc('admin_refused_requests_today', () => 12);
    expect((await getOverview(fake.client, signal)).refusedToday).toBe(12);
    fake.failNext('rpc:admin_refused_requests_today', { code: '42501', message: 'Only admins can read this' });
    expect(await getOverview(fake.client, signal)).toMatchObject({ refusedToday: null, newLeads: 0 });
  });

  it('fails whole when one of its reads fails', async () => {
    fake.failNext('suporte_clientes', { code: '42501', message: 'permission denied for table suporte_clientes' });
    await expect(getOverview(fake.client, signal)).rejects.toMatchObject({ kind: 'denied', message: 'acesso negado: entre de novo como administrador' });
  });
});

describe('locked identifiers', () => {
  it('lists them and unlocks one through the admin-only functions', async () => {
    let locked = [{ identifier: 'ana@example.com', remaining_minutes: 9 }];
    fake.onRpc('admin_locked_identifiers', () => locked).onRpc('admin_unlock_identifier', ({ p_identifier }) => {
      locked = locked.filter((l) => l.identifier !== p_identifier);
      return { identifier: p_identifier, locked: false };
    });
    expect(await listLockedIdentifiers(fake.client, signal)).toEqual([{ identifier: 'ana@example.com', remaining_minutes: 9 }]);
    await unlockIdentifier(fake.client, 'ana@example.com');
    expect(await listLockedIdentifiers(fake.client, signal)).toEqual([]);
  });

  it('throws a ServerError when the server refuses', async () => {
    fake.failNext('rpc:admin_unlock_identifier', { code: '42501', message: 'Only admins can unlock sign-ins' });
    fake.onRpc('admin_unlock_identifier', () => null);
    const failure = await unlockIdentifier(fake.client, 'ana@example.com').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect(failure).toMatchObject({ kind: 'denied', detail: 'Only admins can unlock sign-ins' });
  });
});

describe('content lists', () => {
  it('read the newest first: the whole tables page by page past the 1,000-row cap, the results within their limit', async () => {
    fake
      .seed('lucky_guesses', rows(1205, (i) => ({ id: `g${String(i).padStart(4, '0')}`, guess_date: `2026-0${1 + (i % 9)}-01`, created_at: at(i % 60) })))
      .seed('monthly_promotions', [
        { id: 'p1', month: '2026-01-01', created_at: at(1) },
        { id: 'p2', month: '2026-02-01', created_at: at(1) },
      ])
      .seed('welcome_bonuses', [
        { id: 'b1', created_at: at(2) },
        { id: 'b2', created_at: at(1) },
      ])
      .seed('draw_results', rows(120, (i) => ({ id: `r${i}`, draw_date: '2026-03-01', draw_label: `PT ${String(i).padStart(3, '0')}` })));
    const guesses = await listLuckyGuesses(fake.client, signal);
    expect(guesses).toHaveLength(1205);
    expect(new Set(guesses.map((g) => g.id)).size).toBe(1205);
    expect(guesses[0]?.guess_date).toBe('2026-09-01');
    expect(guesses.at(-1)?.guess_date).toBe('2026-01-01');
    expect(fake.callsTo('lucky_guesses')).toHaveLength(2);
    expect((await listMonthlyPromotions(fake.client, signal)).map((p) => p.id)).toEqual(['p2', 'p1']);
    expect((await listWelcomeBonuses(fake.client, signal)).map((b) => b.id)).toEqual(['b1', 'b2']);
    const results = await listDrawResults(fake.client, signal);
    expect(results).toHaveLength(100);
    expect(results[0]?.draw_label).toBe('PT 120');
  });

  it('say when the server cannot be reached', async () => {
    fake.offline = true;
    await expect(listWelcomeBonuses(fake.client, signal)).rejects.toThrow(new ServerError('offline', 'TypeError: Failed to fetch'));
  });
});
