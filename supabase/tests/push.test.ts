// Web Push end to end through the stand-in (issue 26): subscribers made by a fake push service
// subscribe through REST, results and guesses are inserted by the paths the product uses (admin
// REST, SQL), the database queues them, the push-send function (the file Supabase deploys) sends
// them, and the fake push service checks VAPID and decrypts what arrives.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { animalOfNumber } from '../../src/features/animals/domain/animals';
import { todayInBrasilia } from '../../src/utils/calendar/dates';
import { startFakePushService, type FakePushService, type FakeSubscriber } from './fake-push-service';
import { CUSTOMER, raw, startStack, type TestStack } from './harness';

let stack: TestStack;
let fake: FakePushService;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startStack();
  fake = await startFakePushService({ vapidPublicKey: stack.server.push.vapidPublicKey });
  admin = await stack.signedInAdmin();
  service = stack.service();
}, 120_000);

afterAll(async () => {
  await fake?.close();
  await stack?.stop();
});

beforeEach(async () => {
  // Every request of these tests comes from one source; each test starts with a fresh allowance.
  await stack.server.db.query("delete from private.anonymous_quota_hits where bucket = 'push_subscribe'");
});

const today = () => todayInBrasilia();
const yesterday = () => new Date(Date.parse(`${today()}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function subscribe(subscriber: Pick<FakeSubscriber, 'endpoint' | 'p256dh' | 'auth'>, topics: unknown, client = stack.anon()) {
  return client.rpc('push_subscribe', { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, topics });
}

async function follower(...topics: string[]): Promise<FakeSubscriber> {
  const subscriber = fake.subscriber();
  const { data, error } = await subscribe(subscriber, topics);
  expect(error).toBeNull();
  expect(data).toEqual({ topics: [...topics].sort() });
  return subscriber;
}

function pushesTo(subscriber: FakeSubscriber) {
  return fake.received.filter((r) => r.subscriberId === subscriber.id);
}

/** Waits until no push-send run is active and the queue has nothing due now. */
async function settled() {
  for (let i = 0; i < 100; i++) {
    await stack.server.push.idle;
    const { rows } = await stack.server.db.query(
      `select (select count(*) from public.push_messages where not fanned_out)
            + (select count(*) from public.push_deliveries where status = 'queued' and next_attempt_at <= now()) as n`,
    );
    if (Number(rows[0]?.n) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await stack.server.push.idle;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the push queue did not settle');
}

async function insertResult(client: SupabaseClient, row: { lottery: string; draw_date: string; draw_label: string; prizes: string[] }) {
  const { error } = await client.from('draw_results').insert(row);
  expect(error).toBeNull();
}

async function subscriptionExists(endpoint: string) {
  const { data, error } = await service.from('push_subscriptions').select('id').eq('endpoint', endpoint);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

describe('subscriptions', () => {
  it('anyone can subscribe, and nobody but the service role can read the subscriptions', async () => {
    const subscriber = await follower('PT Rio', 'palpite-do-dia');
    const customer = await stack.signedIn(CUSTOMER);
    for (const client of [stack.anon(), customer, admin]) {
      for (const table of ['push_subscriptions', 'push_subscription_topics', 'push_messages', 'push_deliveries']) {
        const { data, error } = await client.from(table).select('*');
        expect(data, table).toBeNull();
        expect(error?.code, table).toBe('42501');
      }
    }
    expect(await subscriptionExists(subscriber.endpoint)).toBe(true);
    // A signed-in customer subscribes the same way.
    const { data, error } = await subscribe(fake.subscriber(), ['Federal'], customer);
    expect(error).toBeNull();
    expect(data).toEqual({ topics: ['Federal'] });
  });

  it('refuses endpoints that are not a browser push service, and malformed keys and topics', async () => {
    const good = fake.subscriber();
    const bad: [Record<string, unknown>, string][] = [
      [{ endpoint: 'https://evil.example/push/1' }, 'endpoint'],
      [{ endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/1' }, 'endpoint'],
      [{ endpoint: 'https://fcm.googleapis.com:8443/fcm/send/1' }, 'endpoint'],
      [{ endpoint: 'http://fcm.googleapis.com/fcm/send/1' }, 'endpoint'],
      [{ endpoint: 'http://127.0.0.2:4000/push/1' }, 'endpoint'],
      [{ endpoint: 'http://localhost:4000/push/1' }, 'endpoint'],
      [{ endpoint: `https://fcm.googleapis.com/fcm/send/${'x'.repeat(1100)}` }, 'endpoint'],
      [{ p256dh: good.auth }, 'p256dh'],
      [{ p256dh: `A${good.p256dh.slice(1)}` }, 'p256dh'],
      [{ auth: good.p256dh }, 'auth'],
      [{ auth: 'short' }, 'auth'],
      [{ topics: 'PT Rio' }, 'topics'],
      [{ topics: [1] }, 'topics'],
      [{ topics: ['x'.repeat(61)] }, 'topics'],
      [{ topics: ['PT\nRio'] }, 'topics'],
      [{ topics: Array.from({ length: 31 }, (_, i) => `Loteria ${i}`) }, 'topics'],
    ];
    for (const [change, what] of bad) {
      const { error } = await stack.anon().rpc('push_subscribe', { endpoint: good.endpoint, p256dh: good.p256dh, auth: good.auth, topics: ['PT Rio'], ...change });
      expect(error?.code, what).toBe('22023');
    }
    expect(await subscriptionExists(good.endpoint)).toBe(false);

    // A real push service's endpoint is accepted (and removed again by its owner).
    const chrome = { endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bTest', p256dh: good.p256dh, auth: good.auth };
    expect((await subscribe(chrome, ['PT Rio'])).error).toBeNull();
    expect((await stack.anon().rpc('push_unsubscribe', { endpoint: chrome.endpoint, auth: chrome.auth })).data).toBe(true);
  });

  it('replaces the topics of an endpoint for its owner only; an empty list removes it', async () => {
    const subscriber = await follower('PT Rio', 'Federal');
    const { data } = await subscribe(subscriber, ['Bahia', 'Bahia', ' Federal ']);
    expect(data).toEqual({ topics: ['Bahia', 'Federal'] });
    const stored = await stack.server.db.query(
      'select t.topic from public.push_subscription_topics t join public.push_subscriptions s on s.id = t.subscription_id where s.endpoint = $1 order by 1',
      [subscriber.endpoint],
    );
    expect(stored.rows.map((r) => r.topic)).toEqual(['Bahia', 'Federal']);

    const intruder = { ...subscriber, auth: fake.subscriber().auth };
    const refused = await subscribe(intruder, ['Nacional']);
    expect(refused.error?.code).toBe('42501');
    expect((await subscribe(subscriber, [])).data).toEqual({ topics: [] });
    expect(await subscriptionExists(subscriber.endpoint)).toBe(false);
  });

  it('unsubscribes with the auth secret; a wrong secret changes nothing', async () => {
    const subscriber = await follower('Nacional');
    const wrong = await stack.anon().rpc('push_unsubscribe', { endpoint: subscriber.endpoint, auth: fake.subscriber().auth });
    expect(wrong).toMatchObject({ data: false, error: null });
    expect(await subscriptionExists(subscriber.endpoint)).toBe(true);
    const right = await stack.anon().rpc('push_unsubscribe', { endpoint: subscriber.endpoint, auth: subscriber.auth });
    expect(right).toMatchObject({ data: true, error: null });
    expect(await subscriptionExists(subscriber.endpoint)).toBe(false);
  });

  it('limits subscribe calls per source: 30 in ten minutes, then 429', async () => {
    const subscriber = fake.subscriber();
    for (let i = 0; i < 30; i++) expect((await subscribe(subscriber, ['PT Rio'])).error).toBeNull();
    const res = await raw(stack.url, '/rest/v1/rpc/push_subscribe', {
      method: 'POST',
      headers: { apikey: stack.server.publishableKey },
      body: { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, topics: ['PT Rio'] },
    });
    expect(res.status).toBe(429);
    // The one limiter per source (0011, used by 0014): the wait in the body and in Retry-After, as for a lead.
    expect(res.body).toMatchObject({ code: 'PT429', details: expect.stringMatching(/^Retry after \d+ seconds$/) });
    const wait = Number(/\d+/.exec(String((res.body as { details: string }).details))?.[0]);
    expect(res.headers.get('retry-after')).toBe(String(wait));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    // Following lotteries spends its own allowance, never a lead's.
    const lead = await stack.anon().from('suporte_clientes').insert({ customer_name: 'Ana', customer_whatsapp: '11999998888', initial_message: 'oi' });
    expect(lead.error).toBeNull();
    // Unsubscribing is never limited.
    expect((await stack.anon().rpc('push_unsubscribe', { endpoint: subscriber.endpoint, auth: subscriber.auth })).data).toBe(true);
  });
});

describe('sending', () => {
  it('sends a result inserted for today through REST once, to the followers of its lottery only', async () => {
    const rio = await follower('PT Rio');
    const look = await follower('Look Goiás');
    await insertResult(admin, { lottery: 'PT Rio', draw_date: today(), draw_label: 'PT 15:20', prizes: ['4735', '1204', '8876', '0912', '3350'] });
    await fake.waitFor(() => pushesTo(rio).length > 0);
    await settled();

    expect(pushesTo(rio)).toHaveLength(1);
    const [push] = pushesTo(rio);
    expect(push?.status).toBe(201);
    expect(push?.message).toEqual({
      // 'PT 15:20' of PT Rio: the label's 'PT' is not repeated.
      title: 'Resultado PT Rio 15:20',
      body: '1º 4735 - 09 Cobra',
      url: `/resultados?loteria=PT%20Rio&data=${today()}`,
      tag: 'resultado-PT Rio',
    });
    expect(push?.headers).toMatchObject({ ttl: '21600', urgency: 'high', topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(pushesTo(look)).toHaveLength(0);
  });

  it('sends a result inserted by SQL too, and opens /resultados on its lottery and date', async () => {
    const look = await follower('Look Goiás');
    await stack.server.db.query(
      `insert into public.draw_results (lottery, draw_date, draw_label, prizes) values ('Look Goiás', $1, 'Look 19:20', '{0100,2222,3333,4444,5555}')`,
      [today()],
    );
    await fake.waitFor(() => pushesTo(look).length > 0);
    await settled();
    expect(pushesTo(look).map((p) => p.message)).toEqual([
      { title: 'Resultado Look Goiás 19:20', body: '1º 0100 - 25 Vaca', url: `/resultados?loteria=Look%20Goi%C3%A1s&data=${today()}`, tag: 'resultado-Look Goiás' },
    ]);
    // The query the results page reads (src/features/results/resultados.page.tsx: loteria, data).
    const url = new URL(String((pushesTo(look)[0]?.message as { url: string }).url), 'https://app.example');
    expect(url.pathname).toBe('/resultados');
    expect(url.searchParams.get('loteria')).toBe('Look Goiás');
    expect(url.searchParams.get('data')).toBe(today());
  });

  it('sends nothing for backfilled history, demo rows, or the same draw entered again', async () => {
    const bahia = await follower('Bahia');
    await insertResult(admin, { lottery: 'Bahia', draw_date: yesterday(), draw_label: 'Bahia 21:00', prizes: ['1111', '2222', '3333', '4444', '5555'] });
    await stack.server.db.query(
      `insert into public.draw_results (lottery, draw_date, draw_label, prizes, demo) values ('Bahia', $1, 'Bahia 22:00', '{1111,2222,3333,4444,5555}', true)`,
      [today()],
    );
    await settled();
    expect(pushesTo(bahia)).toHaveLength(0);

    await insertResult(admin, { lottery: 'Bahia', draw_date: today(), draw_label: 'Bahia 23:00', prizes: ['1111', '2222', '3333', '4444', '5555'] });
    await fake.waitFor(() => pushesTo(bahia).length > 0);
    await stack.server.db.query(`delete from public.draw_results where lottery = 'Bahia' and draw_label = 'Bahia 23:00'`);
    await insertResult(admin, { lottery: 'Bahia', draw_date: today(), draw_label: 'Bahia 23:00', prizes: ['9999', '2222', '3333', '4444', '5555'] });
    await settled();
    expect(pushesTo(bahia)).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const gone = await follower('Nacional');
    const stays = await follower('Nacional');
    fake.answer(gone.id, [410]);
    await insertResult(admin, { lottery: 'Nacional', draw_date: today(), draw_label: 'Nacional 23:00', prizes: ['1234', '2345', '3456', '4567', '5678'] });
    await fake.waitFor(() => pushesTo(gone).length > 0 && pushesTo(stays).length > 0);
    await settled();
    expect(pushesTo(gone).map((p) => p.status)).toEqual([410]);
    expect(pushesTo(stays).map((p) => p.status)).toEqual([201]);
    expect(await subscriptionExists(gone.endpoint)).toBe(false);
    expect(await subscriptionExists(stays.endpoint)).toBe(true);
    const { data } = await service.from('push_messages').select('attempts, sent, gone, failed').eq('dedupe_key', `draw:Nacional|${today()}|Nacional 23:00`).single();
    expect(data).toEqual({ attempts: 2, sent: 1, gone: 1, failed: 0 });
  });

  it('retries 429 (after its Retry-After) and 500 (with backoff), delivering once and counting every attempt', async () => {
    const busy = await follower('Lotep (Paraíba)');
    const broken = await follower('Lotep (Paraíba)');
    fake.answer(busy.id, [429, 429], 1);
    fake.answer(broken.id, [500]);
    await insertResult(admin, { lottery: 'Lotep (Paraíba)', draw_date: today(), draw_label: 'Lotep 23:00', prizes: ['1234', '2345', '3456', '4567', '5678'] });
    await fake.waitFor(() => fake.messages(busy.id).length > 0 && fake.messages(broken.id).length > 0, 20_000);
    await settled();
    expect(pushesTo(busy).map((p) => p.status)).toEqual([429, 429, 201]);
    expect(pushesTo(broken).map((p) => p.status)).toEqual([500, 201]);
    // The 429 retries waited for Retry-After: 1 s each; the 500 the first backoff step, 5 s.
    const busyTimes = pushesTo(busy).map((p) => p.at);
    expect((busyTimes[1] ?? 0) - (busyTimes[0] ?? 0)).toBeGreaterThanOrEqual(900);
    const brokenTimes = pushesTo(broken).map((p) => p.at);
    expect((brokenTimes[1] ?? 0) - (brokenTimes[0] ?? 0)).toBeGreaterThanOrEqual(4500);
    expect(new Set(fake.messages(busy.id).map((m) => JSON.stringify(m))).size).toBe(1);

    const { data } = await service.from('push_messages').select('attempts, sent, gone, failed').eq('dedupe_key', `draw:Lotep (Paraíba)|${today()}|Lotep 23:00`).single();
    expect(data).toEqual({ attempts: 5, sent: 2, gone: 0, failed: 0 });
    const deliveries = await stack.server.db.query(
      `select d.attempts, d.status, d.last_status from public.push_deliveries d join public.push_messages m on m.id = d.message_id
       where m.dedupe_key = $1 order by d.attempts`,
      [`draw:Lotep (Paraíba)|${today()}|Lotep 23:00`],
    );
    expect(deliveries.rows).toEqual([
      { attempts: 2, status: 'sent', last_status: 201 },
      { attempts: 3, status: 'sent', last_status: 201 },
    ]);
  }, 30_000);

  it('sends the day’s guess once, when it is published', async () => {
    const fan = await follower('palpite-do-dia');
    const { data: guess, error } = await admin
      .from('lucky_guesses')
      .insert({ guess_date: today(), lottery: 'PT Rio', draw_label: 'PTV 16:20', grupos: ['09', '16'], milhares: ['4533'], published: false })
      .select('id')
      .single();
    expect(error).toBeNull();
    await settled();
    expect(pushesTo(fan)).toHaveLength(0);

    expect((await admin.from('lucky_guesses').update({ published: true }).eq('id', guess?.id)).error).toBeNull();
    await fake.waitFor(() => pushesTo(fan).length > 0);
    await admin.from('lucky_guesses').insert({ guess_date: today(), lottery: 'Federal', grupos: ['02'], published: true });
    await settled();
    expect(pushesTo(fan).map((p) => p.message)).toEqual([
      { title: 'Palpite do dia', body: 'PT Rio PTV 16:20: 09 Cobra, 16 Leão · milhares 4533', url: '/palpites', tag: 'palpite-do-dia' },
    ]);
    expect(pushesTo(fan)[0]?.headers).toMatchObject({ ttl: '43200', urgency: 'normal' });
  });

  it('the function answers only its shared secret and never takes work from the request body', async () => {
    const headers = { apikey: stack.server.publishableKey };
    expect((await raw(stack.url, '/functions/v1/push-send', { method: 'POST', headers, body: {} })).status).toBe(401);
    expect((await raw(stack.url, '/functions/v1/push-send', { method: 'POST', headers: { ...headers, 'x-push-secret': 'guess' }, body: {} })).status).toBe(401);

    const before = fake.received.length;
    const victim = fake.subscriber();
    const res = await raw(stack.url, '/functions/v1/push-send', {
      method: 'POST',
      headers: { ...headers, 'x-push-secret': stack.server.push.sendSecret },
      body: [{ endpoint: victim.endpoint, p256dh: victim.p256dh, auth: victim.auth, payload: { title: 'x' } }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ attempts: 0, sent: 0 });
    expect(fake.received.length).toBe(before);
  });
});

describe('notification text', () => {
  it('names the animal of every dezena as the app does (src/features/animals/domain)', async () => {
    const { rows } = await stack.server.db.query(`select n, private.push_animal(lpad(n::text, 2, '0')) as label from generate_series(0, 99) as n order by n`);
    for (const row of rows) {
      const animal = animalOfNumber(String(row.n).padStart(2, '0'));
      expect(row.label).toBe(`${animal.group} ${animal.name}`);
    }
  });
});
