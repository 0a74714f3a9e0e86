// purge_expired_data() through the stand-in: back-dated rows (written with the secret key) past the
// privacy policy's limits go, recent ones stay, and only the service role may run it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startStack, type TestStack } from './harness';

type Table = 'suporte_clientes' | 'feedbacks' | 'admin_access_logs';

let stack: TestStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startStack();
  service = stack.service();
}, 120_000); // the first file to start also builds the shared template

afterAll(async () => {
  await stack?.stop();
});

const DAY = 86_400_000;

/** A moment `days` before now, as the API sends timestamps. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

/** Writes one row of the table created at `createdAt` (the secret key bypasses RLS); returns its id. */
async function insertAt(table: Table, createdAt: string): Promise<string> {
  const id = randomUUID();
  const row =
    table === 'suporte_clientes'
      ? { customer_name: 'Retenção', customer_whatsapp: '11999998888', initial_message: 'Quero ajuda' }
      : table === 'feedbacks'
        ? { rating: 5, message: 'Gostei do app' }
        : { username_attempt: `retencao-${id.slice(0, 8)}@example.com`, status: 'failed', failure_reason: 'Invalid login credentials' };
  const { error } = await service.from(table).insert({ id, ...row, created_at: createdAt });
  if (error) throw new Error(`insert into ${table}: ${error.message}`);
  return id;
}

/** Which of the ids are still stored. */
async function remaining(table: Table, ids: string[]): Promise<string[]> {
  const { data, error } = await service.from(table).select('id').in('id', ids);
  if (error) throw new Error(error.message);
  return (data ?? []).map((r: { id: string }) => r.id).sort();
}

async function purge(args?: { p_now: string | null }) {
  return service.rpc('purge_expired_data', args);
}

describe('purge_expired_data', () => {
  it('deletes leads and feedback older than 12 months and sign-in history older than 6 months, and keeps the rest', async () => {
    // Whole months vary from 28 to 31 days: 380 days is past 12 months whatever the dates, 350
    // within them; 200 days is past 6 months, 170 within them.
    const oldLead = await insertAt('suporte_clientes', daysAgo(380));
    const keptLead = await insertAt('suporte_clientes', daysAgo(350));
    const oldFeedback = await insertAt('feedbacks', daysAgo(380));
    const keptFeedback = await insertAt('feedbacks', daysAgo(350));
    const oldLog = await insertAt('admin_access_logs', daysAgo(200));
    const keptLog = await insertAt('admin_access_logs', daysAgo(170));
    // Sign-in history is kept for 6 months only, so a 350-day-old log goes too.
    const olderLog = await insertAt('admin_access_logs', daysAgo(350));

    const { data, error } = await purge();
    expect(error).toBeNull();
    expect(data).toEqual({ suporte_clientes: 1, feedbacks: 1, admin_access_logs: 2 });

    expect(await remaining('suporte_clientes', [oldLead, keptLead])).toEqual([keptLead]);
    expect(await remaining('feedbacks', [oldFeedback, keptFeedback])).toEqual([keptFeedback]);
    expect(await remaining('admin_access_logs', [oldLog, keptLog, olderLog])).toEqual([keptLog]);

    // Nothing is left to purge: running it again (as a daily job would) deletes nothing.
    expect((await purge()).data).toEqual({ suporte_clientes: 0, feedbacks: 0, admin_access_logs: 0 });
  });

  it('keeps the seeded demo rows, which are recent', async () => {
    const counts = async () =>
      Promise.all(
        (['suporte_clientes', 'feedbacks'] as const).map(async (table) => {
          const { count, error } = await service.from(table).select('id', { count: 'exact', head: true });
          if (error) throw new Error(error.message);
          return count;
        }),
      );
    const before = await counts();
    expect(before.every((n) => (n ?? 0) > 0)).toBe(true);
    expect((await purge()).error).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('measures from p_now: a row exactly at the limit stays, a millisecond older goes', async () => {
    const now = '2025-06-15T12:00:00.000Z';
    const lead = {
      old: await insertAt('suporte_clientes', '2024-06-15T11:59:59.999Z'),
      atLimit: await insertAt('suporte_clientes', '2024-06-15T12:00:00.000Z'),
    };
    const feedback = {
      old: await insertAt('feedbacks', '2024-06-15T11:59:59.999Z'),
      atLimit: await insertAt('feedbacks', '2024-06-15T12:00:00.000Z'),
    };
    const log = {
      old: await insertAt('admin_access_logs', '2024-12-15T11:59:59.999Z'),
      atLimit: await insertAt('admin_access_logs', '2024-12-15T12:00:00.000Z'),
    };

    const { data, error } = await purge({ p_now: now });
    expect(error).toBeNull();
    expect(data).toEqual({ suporte_clientes: 1, feedbacks: 1, admin_access_logs: 1 });
    expect(await remaining('suporte_clientes', [lead.old, lead.atLimit])).toEqual([lead.atLimit]);
    expect(await remaining('feedbacks', [feedback.old, feedback.atLimit])).toEqual([feedback.atLimit]);
    expect(await remaining('admin_access_logs', [log.old, log.atLimit])).toEqual([log.atLimit]);

    // Measured from the real now, the rows at that limit are long past it.
    expect((await purge()).data).toEqual({ suporte_clientes: 1, feedbacks: 1, admin_access_logs: 1 });
    expect(await remaining('suporte_clientes', [lead.atLimit])).toEqual([]);
    expect(await remaining('feedbacks', [feedback.atLimit])).toEqual([]);
    expect(await remaining('admin_access_logs', [log.atLimit])).toEqual([]);
  });

  it('refuses a p_now in the future or null, and deletes nothing then', async () => {
    const recentLead = await insertAt('suporte_clientes', daysAgo(1));
    const recentLog = await insertAt('admin_access_logs', daysAgo(1));

    const future = await purge({ p_now: new Date(Date.now() + 400 * DAY).toISOString() });
    expect(future.data).toBeNull();
    expect(future.error?.code).toBe('22023');
    expect(future.status).toBe(400);

    const missing = await purge({ p_now: null });
    expect(missing.error?.code).toBe('22023');

    expect(await remaining('suporte_clientes', [recentLead])).toEqual([recentLead]);
    expect(await remaining('admin_access_logs', [recentLog])).toEqual([recentLog]);
  });

  it('anonymous visitors, customers and admins may not run it (42501); expired rows stay until the service role does', async () => {
    const oldLead = await insertAt('suporte_clientes', daysAgo(400));
    const oldFeedback = await insertAt('feedbacks', daysAgo(400));
    const oldLog = await insertAt('admin_access_logs', daysAgo(400));

    const callers: [string, SupabaseClient, number][] = [
      ['anon', stack.anon(), 401],
      ['customer', await stack.signedIn(CUSTOMER), 403],
      ['admin', await stack.signedInAdmin(), 403],
    ];
    for (const [who, caller, status] of callers) {
      const refused = await caller.rpc('purge_expired_data');
      expect({ who, code: refused.error?.code, status: refused.status, data: refused.data }).toEqual({
        who,
        code: '42501',
        status,
        data: null,
      });
      // Nor with a p_now of their choosing.
      const withNow = await caller.rpc('purge_expired_data', { p_now: daysAgo(0) });
      expect({ who, code: withNow.error?.code }).toEqual({ who, code: '42501' });
    }

    expect(await remaining('suporte_clientes', [oldLead])).toEqual([oldLead]);
    expect(await remaining('feedbacks', [oldFeedback])).toEqual([oldFeedback]);
    expect(await remaining('admin_access_logs', [oldLog])).toEqual([oldLog]);

    const { data, error } = await purge();
    expect(error).toBeNull();
    expect(data).toEqual({ suporte_clientes: 1, feedbacks: 1, admin_access_logs: 1 });
    expect(await remaining('suporte_clientes', [oldLead])).toEqual([]);
  });
});
