// The day's bicho draws, watched (issue 39 item 2, migration 0016): the schedule in the database is
// the app's (schedules.ts), a draw is missing 20 minutes after its time until its result arrives,
// the sweep sends one push per missing draw to 'Pendências' (decrypted at a fake push service), and
// only admins may follow that topic or read the list.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultsLotteryOf } from '../../src/features/schedules/data/results-lotteries';
import { SCHEDULES } from '../../src/features/schedules/data/schedules';
import { startFakePushService, type FakePushService, type FakeSubscriber } from './fake-push-service';
import { CUSTOMER, raw, startStack, type TestStack } from './harness';

let stack: TestStack;
let fake: FakePushService;
let admin: SupabaseClient;
let customer: SupabaseClient;

beforeAll(async () => {
  stack = await startStack();
  fake = await startFakePushService({ vapidPublicKey: stack.server.push.vapidPublicKey });
  admin = await stack.signedInAdmin();
  customer = await stack.signedIn(CUSTOMER);
}, 120_000);

afterAll(async () => {
  await fake?.close();
  await stack?.stop();
});

beforeEach(async () => {
  await stack.server.db.query("delete from private.anonymous_quota_hits where bucket = 'push_subscribe'");
});

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await stack.server.db.query(text, params)).rows as T[];
}

// A Wednesday (the Federal's day, no PTN) and a Thursday after the seed's history: no result yet.
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';
const at = (day: string, time: string) => `${day}T${time}:00-03:00`;

/** The draws missing on `day` at the Brasília clock time `time`, as 'Lottery Label'. */
async function missingAt(day: string, time: string): Promise<string[]> {
  const rows = await sql<{ lottery: string; draw_label: string }>('select * from private.missing_draws_at($1::date, $2::timestamptz)', [day, at(day, time)]);
  return rows.map((r) => `${r.lottery} ${r.draw_label}`);
}

async function addResult(lottery: string, day: string, label: string) {
  await sql("insert into public.draw_results (lottery, draw_date, draw_label, prizes) values ($1, $2, $3, '{1234,2345,3456,4567,5678}')", [lottery, day, label]);
}

describe('the schedule', () => {
  it('is the app\'s: every draw of schedules.ts under the name its results are published under, labelled as admins name them', async () => {
    const expected = SCHEDULES.flatMap((schedule) =>
      schedule.draws
        // PT Rio's 20:00 on Wednesdays and Saturdays is the Federal's result, watched under 'Federal'.
        .filter((draw) => !(schedule.id !== 'federal' && draw.label.startsWith('Federal')))
        .map((draw) => ({
          lottery: resultsLotteryOf(schedule),
          draw_label: draw.label.includes(draw.time) ? draw.label : `${draw.label} ${draw.time}`,
          draw_time: draw.time,
          weekdays: draw.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
          as_of: schedule.asOf,
        })),
    );
    const { data, error } = await stack.anon().from('draw_schedule').select('lottery, draw_label, draw_time, weekdays, as_of');
    expect(error).toBeNull();
    const stored = (data ?? []).map((row) => ({ ...row, draw_time: String(row.draw_time).slice(0, 5) }));
    const key = (r: { lottery: string; draw_time: string }) => `${r.lottery} ${r.draw_time}`;
    expect(stored.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(expected.sort((a, b) => key(a).localeCompare(key(b))));
  });
});

describe('missing draws', () => {
  it('lists a draw from 20 minutes after its time, not before, at each time of day', async () => {
    expect(await missingAt(WEDNESDAY, '00:30')).toEqual([]);
    expect(await missingAt(WEDNESDAY, '02:19')).toEqual([]);
    expect(await missingAt(WEDNESDAY, '02:20')).toEqual(['Nacional Sorteio 02:00']);
    expect(await missingAt(WEDNESDAY, '09:39')).toEqual(['Nacional Sorteio 02:00', 'Look Goiás Sorteio 07:20', 'Nacional Sorteio 08:00']);
    expect(await missingAt(WEDNESDAY, '09:40')).toEqual([
      'Nacional Sorteio 02:00', 'Look Goiás Sorteio 07:20', 'Nacional Sorteio 08:00', 'Look Goiás Sorteio 09:20', 'PT Rio PPT 09:20',
    ]);
    const evening = await missingAt(WEDNESDAY, '20:20');
    expect(evening).toContain('Federal Federal 20:00');
    expect(evening).not.toContain('PT Rio PTN 18:20');
    const thursday = await missingAt(THURSDAY, '20:20');
    expect(thursday).toContain('PT Rio PTN 18:20');
    expect(thursday).not.toContain('Federal Federal 20:00');
    // Late at night: every draw of the day (42 on a Wednesday: the 43 of the schedule less the PTN).
    expect(await missingAt(WEDNESDAY, '23:59')).toHaveLength(42);
    const [late] = await sql<{ minutes_late: number }>('select minutes_late from private.missing_draws_at($1::date, $2::timestamptz) where draw_label = $3', [WEDNESDAY, at(WEDNESDAY, '10:45'), 'PPT 09:20']);
    expect(late?.minutes_late).toBe(85);
  });

  it('clears a draw when its result arrives, by its time or by its name', async () => {
    expect(await missingAt(WEDNESDAY, '21:00')).toEqual(expect.arrayContaining(['PT Rio PPT 09:20', 'PT Rio PTM 11:20', 'Look Goiás Sorteio 09:20', 'Federal Federal 20:00']));
    await addResult('PT Rio', WEDNESDAY, 'PPT 09:20');
    // One source gives the PTM at 11:00: a result under that label is still the PTM.
    await addResult('PT Rio', WEDNESDAY, 'PTM 11:00');
    // As the seed and the paste name Look's draws.
    await addResult('Look Goiás', WEDNESDAY, 'Look 09:20');
    // The Federal contest's own label.
    await addResult('Federal', WEDNESDAY, 'Federal');
    await addResult('Bahia', WEDNESDAY, 'Bahia 10:00');
    const after = await missingAt(WEDNESDAY, '21:00');
    for (const gone of ['PT Rio PPT 09:20', 'PT Rio PTM 11:20', 'Look Goiás Sorteio 09:20', 'Federal Federal 20:00', 'Bahia Sorteio 10:00']) expect(after).not.toContain(gone);
    expect(after).toContain('PT Rio PT 14:20');
    // Another lottery's result of that time is not theirs.
    expect(after).toEqual(expect.arrayContaining(['Nacional Sorteio 10:00', 'São Paulo Sorteio 10:00']));
  });

  it('are read by admins at aal2 only, today in Brasília by default', async () => {
    const { data, error } = await admin.rpc('missing_draws');
    expect(error).toBeNull();
    const [today] = await sql<{ day: string }>("select private.push_today()::text as day");
    const expected = await sql<{ lottery: string; draw_label: string }>('select lottery, draw_label from private.missing_draws_at($1::date, now())', [today?.day]);
    expect((data as { lottery: string; draw_label: string }[]).map((r) => `${r.lottery} ${r.draw_label}`)).toEqual(expected.map((r) => `${r.lottery} ${r.draw_label}`));
    const { data: wednesday } = await admin.rpc('missing_draws', { p_day: WEDNESDAY });
    expect(wednesday).toEqual([]);

    for (const [who, client] of [['anon', stack.anon()], ['customer', customer], ['admin without code', await stack.signedInAdminPasswordOnly()]] as const) {
      const refused = await client.rpc('missing_draws');
      expect(refused.error?.code, who).toBe('42501');
    }
  });
});

describe('the push to Pendências', () => {
  async function subscribe(client: SupabaseClient, subscriber: FakeSubscriber, topics: string[]) {
    return client.rpc('push_subscribe', { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, topics });
  }

  it('is refused to anyone but an admin at aal2, sent straight to REST', async () => {
    const subscriber = fake.subscriber();
    const body = { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, topics: ['PT Rio', 'Pendências'] };
    const anonymous = await raw(stack.url, '/rest/v1/rpc/push_subscribe', { method: 'POST', headers: { apikey: stack.server.publishableKey }, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: '42501', message: 'Só administradores podem seguir Pendências.' });
    const { data: session } = await customer.auth.getSession();
    const signedIn = await raw(stack.url, '/rest/v1/rpc/push_subscribe', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey, Authorization: `Bearer ${session.session?.access_token}` },
      body,
    });
    expect(signedIn.status).toBe(403);
    expect((await subscribe(await stack.signedInAdminPasswordOnly(), subscriber, ['Pendências'])).error?.code).toBe('42501');
    expect(await sql('select 1 from public.push_subscriptions where endpoint = $1', [subscriber.endpoint])).toEqual([]);

    // An admin's device follows it; signed out later, it changes its other follows and keeps this one.
    expect((await subscribe(admin, subscriber, ['Pendências'])).data).toEqual({ topics: ['Pendências'] });
    expect((await subscribe(stack.anon(), subscriber, ['Bahia', 'Pendências'])).data).toEqual({ topics: ['Bahia', 'Pendências'] });
    expect((await stack.anon().rpc('push_unsubscribe', { endpoint: subscriber.endpoint, auth: subscriber.auth })).data).toBe(true);
  });

  it('is sent once per missing draw that fell due within the hour, however often the sweep runs', async () => {
    const subscriber = fake.subscriber();
    expect((await subscribe(admin, subscriber, ['Pendências'])).error).toBeNull();
    const day = '2026-12-05';
    const sweep = async (time: string) => Number((await sql<{ n: number }>('select private.draw_watch_sweep($1::timestamptz) as n', [at(day, time)]))[0]?.n);

    expect(await sweep('09:35')).toBe(3); // Nacional 02:00 and 08:00, Look 07:20: due too long ago to be news
    expect(await sql("select 1 from public.push_messages where topic = 'Pendências'")).toEqual([]);
    expect(await sweep('09:45')).toBe(5);
    expect(await sweep('09:50')).toBe(5);
    const messages = await sql<{ dedupe_key: string; payload: unknown }>("select dedupe_key, payload from public.push_messages where topic = 'Pendências' order by id");
    expect(messages).toEqual([
      {
        dedupe_key: `pendencia:Look Goiás|${day}|Sorteio 09:20`,
        payload: { title: 'Resultado pendente', body: 'Look Goiás Sorteio 09:20 ainda sem resultado (25 min)', url: '/painel/dashboard', tag: 'pendencia' },
      },
      {
        dedupe_key: `pendencia:PT Rio|${day}|PPT 09:20`,
        payload: { title: 'Resultado pendente', body: 'PT Rio PPT 09:20 ainda sem resultado (25 min)', url: '/painel/dashboard', tag: 'pendencia' },
      },
    ]);
    await fake.waitFor((received) => received.filter((r) => r.subscriberId === subscriber.id).length >= 2);
    // A result that arrives clears the draw: later sweeps have nothing new for it.
    await addResult('PT Rio', day, 'PTM 11:20');
    expect(await sweep('11:45')).toBe(11);
    const ptm = await sql("select 1 from public.push_messages where dedupe_key like 'pendencia:PT Rio|2026-12-05|PTM%'");
    expect(ptm).toEqual([]);
    await stack.server.push.idle;
    const bodies = fake.messages(subscriber.id).map((m) => (m as { body: string }).body);
    expect(bodies.filter((b) => b.startsWith('PT Rio PPT 09:20'))).toHaveLength(1);
    expect(bodies.filter((b) => b.startsWith('Look Goiás Sorteio 09:20'))).toHaveLength(1);
    expect(bodies.some((b) => b.startsWith('PT Rio PTM'))).toBe(false);
  });
});
