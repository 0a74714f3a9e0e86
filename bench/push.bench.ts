// Benchmark of Web Push (issue 26) on this machine, through the stand-in: the push-send function
// (the file Supabase deploys) woken by the database, delivering to the fake push service.
// - latency: from the INSERT of today's result to the fake push service having the request
//   (one follower; the first includes loading the function, the rest are warm);
// - fan-out: one result to 1,000 followers, messages per second until the last arrives;
// - the encryption alone, per message: this WebCrypto code against http_ece (what web-push uses).
// Run: npx tsx bench/push.bench.ts (prints the figures; `run()` feeds npm run bench).
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ece from 'http_ece';
import { createVapidSigner, encryptPushMessage } from '../supabase/functions/push-send/index.ts';
import { startLocalSupabase } from '../supabase/local/server.mjs';
import { startFakePushService } from '../supabase/tests/fake-push-service';

const FOLLOWERS = 1000;
const LATENCY_RUNS = 20;

const round1 = (n: number) => Math.round(n * 10) / 10;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? NaN;

function brasiliaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'push-bench-'));
  const server = await startLocalSupabase({ port: 0, dataDir, bcryptCost: 4 });
  const figures: Record<string, number | string> = {};
  try {
    const today = brasiliaToday();
    let label = 0;
    const insertResult = (lottery: string) =>
      server.db.query(`insert into public.draw_results (lottery, draw_date, draw_label, prizes) values ($1, $2, $3, '{4735,1204,8876,0912,3350}')`, [
        lottery,
        today,
        `Bench ${String(label++).padStart(3, '0')}`,
      ]);

    // Latency, one follower.
    const checked = await startFakePushService({ vapidPublicKey: server.push.vapidPublicKey });
    const one = checked.subscriber();
    await server.db.query(`select public.push_subscribe($1, $2, $3, '["Latência"]')`, [one.endpoint, one.p256dh, one.auth]);
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_RUNS + 1; i++) {
      const before = checked.received.length;
      const start = performance.now();
      await insertResult('Latência');
      await checked.waitFor((received) => received.length > before, 60_000);
      latencies.push((checked.received[before]?.at ?? NaN) - start);
      await server.push.idle;
    }
    if (checked.received.some((r) => r.status !== 201)) throw new Error(`a push was refused: ${checked.received.find((r) => r.status !== 201)?.error}`);
    await checked.close();
    const [cold = NaN, ...warm] = latencies;
    figures['insert → push service, first (loads the function) ms'] = Math.round(cold);
    figures[`insert → push service, warm median of ${warm.length} ms`] = round1(median(warm));
    figures[`insert → push service, warm p95 ms`] = round1(p95(warm));

    // Fan-out to 1,000 followers; the fake service checks VAPID and decrypts every message after the clock stops.
    const fast = await startFakePushService({ vapidPublicKey: server.push.vapidPublicKey, deferChecks: true });
    const followers = Array.from({ length: FOLLOWERS }, () => fast.subscriber());
    await server.db.query(
      `with s as (
         insert into public.push_subscriptions (endpoint, p256dh, auth)
         select f ->> 'endpoint', f ->> 'p256dh', f ->> 'auth' from jsonb_array_elements($1::jsonb) as f returning id)
       insert into public.push_subscription_topics (topic, subscription_id) select 'Mil', id from s`,
      [JSON.stringify(followers.map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth })))],
    );
    const runs: { batches: number; attempts: number }[] = [];
    server.push.onRun((summary) => runs.push(summary));
    const start = performance.now();
    await insertResult('Mil');
    await fast.waitFor((received) => received.length >= FOLLOWERS, 300_000);
    const last = Math.max(...fast.received.map((r) => r.at));
    const first = Math.min(...fast.received.map((r) => r.at));
    await server.push.idle;
    const elapsed = last - start;
    figures[`${FOLLOWERS} followers: insert → last message ms`] = Math.round(elapsed);
    figures[`${FOLLOWERS} followers: messages per second (insert → last)`] = Math.round((FOLLOWERS * 1000) / elapsed);
    figures[`${FOLLOWERS} followers: messages per second (first → last)`] = Math.round((FOLLOWERS * 1000) / (last - first));
    figures[`${FOLLOWERS} followers: batches (of 100), attempts`] = `${runs.reduce((n, r) => n + r.batches, 0)}, ${runs.reduce((n, r) => n + r.attempts, 0)}`;
    const check = await fast.checkDeferred();
    figures[`${FOLLOWERS} followers: checked after (VAPID valid and decrypted)`] = `${check.ok} ok, ${check.failed} failed${check.firstProblem ? ` (${check.firstProblem})` : ''}`;
    await fast.close();

    // The cryptography alone, per message (a 120-byte notification, fresh keys each time as sent).
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const p256dh = ua.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ title: 'Resultado PT Rio 14:20', body: '1º 4735 - 09 Cobra', url: '/resultados?loteria=PT%20Rio&data=2026-11-25', tag: 'resultado-PT Rio' }));
    // Three rounds each, the median kept (the machine is shared); WebCrypto both one at a time and
    // 25 in flight as the sender runs it (its operations are asynchronous), http_ece synchronously.
    const N = 300;
    const rounds = async (fn: () => Promise<void>) => {
      const perMessage: number[] = [];
      for (let round = 0; round < 3; round++) {
        const t0 = performance.now();
        await fn();
        perMessage.push(((performance.now() - t0) * 1000) / N);
      }
      return Math.round(median(perMessage));
    };
    figures['encrypt one message, this WebCrypto code, one at a time µs'] = await rounds(async () => {
      for (let i = 0; i < N; i++) await encryptPushMessage(payload, p256dh, auth);
    });
    figures['encrypt one message, this WebCrypto code, 25 in flight µs'] = await rounds(async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 25 }, async () => {
          while (next++ < N) await encryptPushMessage(payload, p256dh, auth);
        }),
      );
    });
    figures['encrypt one message, http_ece (web-push’s) µs'] = await rounds(async () => {
      for (let i = 0; i < N; i++) {
        const sender = createECDH('prime256v1');
        sender.generateKeys();
        ece.encrypt(payload, { version: 'aes128gcm', dh: p256dh, privateKey: sender, salt: randomBytes(16), authSecret: auth });
      }
    });
    const vapid = createECDH('prime256v1');
    vapid.generateKeys();
    const keys = { publicKey: vapid.getPublicKey().toString('base64url'), privateKey: vapid.getPrivateKey().toString('base64url'), subject: 'mailto:bench@example.com' };
    figures['sign one VAPID JWT (uncached; the sender reuses one per push service) µs'] = await rounds(async () => {
      for (let i = 0; i < N; i++) await createVapidSigner(keys).authorization('https://fcm.googleapis.com/fcm/send/x');
    });
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await run();
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(76)}${value}`);
  process.exit(0);
}
