// The push-send function's run on its own, with the database and the push services faked at its
// fetch: what it claims, sends and reports, when it stops and hands over, and what it refuses.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPushSendHandler, type PushSendEnv } from '../functions/push-send/index.ts';
import { decryptPushMessage } from './fake-push-service';

const vapid = createECDH('prime256v1');
vapid.generateKeys();
const ENV: PushSendEnv = {
  supabaseUrl: 'https://project.supabase.co',
  serviceRoleKey: 'sb_secret_test',
  pushSendSecret: 'the-shared-secret',
  vapidPublicKey: vapid.getPublicKey().toString('base64url'),
  vapidPrivateKey: vapid.getPrivateKey().toString('base64url'),
  vapidSubject: 'mailto:contato@sonhoesorte.com.br',
};

const subscriber = createECDH('prime256v1');
subscriber.generateKeys();
const AUTH = randomBytes(16).toString('base64url');
const PAYLOAD = { title: 'Resultado PT Rio 14:20', body: '1º 4735 - 09 Cobra', url: '/resultados?loteria=PT%20Rio&data=2026-11-25', tag: 'resultado-PT Rio' };

function delivery(n: number, endpoint = `https://fcm.googleapis.com/fcm/send/sub-${n}`) {
  return { message_id: 1, subscription_id: n, endpoint, p256dh: subscriber.getPublicKey().toString('base64url'), auth: AUTH, payload: PAYLOAD, ttl_seconds: 21600, urgency: 'high', topic: 'PT Rio', attempt: 1 };
}

/** A fake project (rpc) and push service (everything else), recording what the function asks. */
function fakeWorld(queue: ReturnType<typeof delivery>[], answer: (url: string) => Response = () => new Response(null, { status: 201 })) {
  const calls: { url: string; init: RequestInit; body?: unknown }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const rpc = /\/rest\/v1\/rpc\/(\w+)$/.exec(url)?.[1];
    calls.push({ url, init, body: rpc ? JSON.parse(String(init.body)) : undefined });
    if (!rpc) return answer(url);
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (rpc === 'push_claim') return json(queue.splice(0, (calls.at(-1)?.body as { p_limit: number }).p_limit));
    if (rpc === 'push_report') {
      const results = (calls.at(-1)?.body as { p_results: { status: number }[] }).p_results;
      return json({ sent: results.filter((r) => r.status === 201).length, gone: 0, retried: 0, failed: 0 });
    }
    if (rpc === 'push_pending') return json({ due_in_ms: queue.length ? 0 : null, queued: queue.length });
    if (rpc === 'push_wake') return new Response(null, { status: 204 });
    throw new Error(`unexpected rpc ${rpc}`);
  }) as typeof fetch;
  return { calls, fetchImpl, rpcs: () => calls.filter((c) => c.url.includes('/rpc/')).map((c) => c.url.split('/').at(-1)) };
}

const post = (secret?: string, body = '{}') =>
  new Request('https://project.supabase.co/functions/v1/push-send', { method: 'POST', headers: secret ? { 'x-push-secret': secret } : {}, body });

describe('push-send', () => {
  it('answers 401 without the shared secret, and does nothing', async () => {
    const world = fakeWorld([delivery(1)]);
    const handler = createPushSendHandler(ENV, { fetch: world.fetchImpl });
    expect((await handler(post())).status).toBe(401);
    expect((await handler(post('the-shared-secreT'))).status).toBe(401);
    expect(world.calls).toEqual([]);
  });

  it('sends each claimed delivery encrypted with the headers a push service needs, and reports it', async () => {
    const world = fakeWorld([delivery(1), delivery(2)]);
    const response = await createPushSendHandler(ENV, { fetch: world.fetchImpl })(post('the-shared-secret', '[{"endpoint":"https://evil.example/"}]'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ batches: 1, attempts: 2, sent: 2, handedOver: false });
    // Sent concurrently: in whichever order their encryption finished.
    const pushes = world.calls.filter((c) => !c.url.includes('/rpc/')).sort((a, b) => a.url.localeCompare(b.url));
    expect(pushes.map((p) => p.url)).toEqual(['https://fcm.googleapis.com/fcm/send/sub-1', 'https://fcm.googleapis.com/fcm/send/sub-2']);
    const [first] = pushes;
    expect(first?.init).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(first?.init.headers).toMatchObject({
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: '21600',
      Urgency: 'high',
      Authorization: expect.stringMatching(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${ENV.vapidPublicKey}$`)),
      Topic: expect.stringMatching(/^[\w-]{32}$/),
    });
    const body = Buffer.from(first?.init.body as Uint8Array);
    expect(JSON.parse(decryptPushMessage(body, subscriber.getPrivateKey(), Buffer.from(AUTH, 'base64url')).toString())).toEqual(PAYLOAD);
    expect(world.rpcs()).toEqual(['push_claim', 'push_claim', 'push_report', 'push_pending']);
    expect(world.calls.find((c) => c.url.endsWith('/push_report'))?.body).toEqual({
      p_results: [
        { message_id: 1, subscription_id: 1, status: 201 },
        { message_id: 1, subscription_id: 2, status: 201 },
      ],
    });
  });

  it('reports an endpoint off the allow-list as refused (-1) without calling it', async () => {
    const world = fakeWorld([delivery(1, 'https://evil.example/push'), delivery(2, 'http://127.0.0.1:9/push/x')]);
    await createPushSendHandler(ENV, { fetch: world.fetchImpl })(post('the-shared-secret'));
    expect(world.calls.filter((c) => !c.url.includes('/rpc/'))).toEqual([]);
    expect(world.calls.find((c) => c.url.endsWith('/push_report'))?.body).toEqual({
      p_results: [
        { message_id: 1, subscription_id: 1, status: -1 },
        { message_id: 1, subscription_id: 2, status: -1 },
      ],
    });
  });

  it('passes on Retry-After and reports no answer as status 0', async () => {
    const world = fakeWorld([delivery(1), delivery(2), delivery(3)], (url) => {
      if (url.endsWith('sub-1')) return new Response(null, { status: 429, headers: { 'Retry-After': '7' } });
      if (url.endsWith('sub-2')) throw new TypeError('fetch failed');
      return new Response(null, { status: 410 });
    });
    await createPushSendHandler(ENV, { fetch: world.fetchImpl })(post('the-shared-secret'));
    expect(world.calls.find((c) => c.url.endsWith('/push_report'))?.body).toEqual({
      p_results: [
        { message_id: 1, subscription_id: 1, status: 429, retry_after: 7 },
        { message_id: 1, subscription_id: 2, status: 0 },
        { message_id: 1, subscription_id: 3, status: 410 },
      ],
    });
  });

  it('stops after maxPerRun messages and wakes the next run when work is left', async () => {
    const queue = Array.from({ length: 25 }, (_, i) => delivery(i + 1));
    const world = fakeWorld(queue);
    const response = await createPushSendHandler({ ...ENV, batchSize: 4, maxPerRun: 10 }, { fetch: world.fetchImpl })(post('the-shared-secret'));
    expect(await response.json()).toMatchObject({ attempts: 10, batches: 3, handedOver: true });
    expect(world.rpcs().filter((r) => r === 'push_claim')).toHaveLength(3);
    expect(world.rpcs().slice(-2)).toEqual(['push_pending', 'push_wake']);
    expect(queue).toHaveLength(15);
  });
});
