// A push service on 127.0.0.1 for the backend tests and the bench: it hands out subscriptions
// (P-256 keys and an auth secret made here, as a browser would), checks every push the way the
// real services do (VAPID JWT signed by the app's key, aud = this origin, exp within 24 h, sub a
// contact; TTL and aes128gcm), decrypts the message with the subscriber's private key, and answers
// 201, or whatever a test asks for (410 gone, 429 with Retry-After, 500).
//
// The decryption is written on node:crypto (createECDH, hkdfSync, createDecipheriv), independently
// of the sender's WebCrypto code, and checked against RFC 8291's example and the http_ece package.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { importJWK, jwtVerify, decodeProtectedHeader } from 'jose';

export interface FakeSubscriber {
  id: string;
  endpoint: string;
  /** base64url, as PushSubscription.toJSON().keys gives them. */
  p256dh: string;
  auth: string;
  privateKey: Buffer;
}

interface ReceivedPush {
  subscriberId: string;
  /** performance.now() when the request's body had arrived. */
  at: number;
  /** What this service answered. */
  status: number;
  headers: Record<string, string | undefined>;
  /** The decrypted JSON message, when it decrypted and parsed. */
  message?: unknown;
  /** Why the push was refused (VAPID, headers, decryption), if it was. */
  error?: string;
}

export interface FakePushService {
  url: string;
  /** A new subscriber of this service (its endpoint, keys and auth secret). */
  subscriber(): FakeSubscriber;
  /** The next answers for a subscriber, in order (then 201 again), e.g. [429] or [410]. */
  answer(subscriberId: string, statuses: number[], retryAfterSeconds?: number): void;
  /** Every push received, in arrival order. */
  received: ReceivedPush[];
  /** The messages a subscriber accepted (answered 2xx and decrypted). */
  messages(subscriberId: string): unknown[];
  /**
   * With deferChecks, what was accepted unchecked: checks VAPID and decrypts each now, and
   * returns how many passed and the first problem seen.
   */
  checkDeferred(): Promise<{ ok: number; failed: number; firstProblem?: string }>;
  /** Resolves once the predicate holds on the received pushes; rejects after timeoutMs. */
  waitFor(predicate: (received: ReceivedPush[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** RFC 8291 decryption of an aes128gcm body (one record) with the subscriber's private key and auth secret. */
export function decryptPushMessage(body: Buffer, privateKey: Buffer, authSecret: Buffer): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize || ciphertext.length < 17) throw new Error('not exactly one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02 then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks `vapid t=<JWT>, k=<key>` (RFC 8292) and returns why it fails, or null. */
async function vapidProblem(authorization: string | undefined, origin: string, vapidPublicKey: string): Promise<string | null> {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return `Authorization is not "vapid t=..., k=...": ${authorization ?? '(none)'}`;
  const [, token = '', key = ''] = match;
  if (key !== vapidPublicKey) return 'k is not the application server key the subscription was made with';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  try {
    const protectedHeader = decodeProtectedHeader(token);
    if (protectedHeader.alg !== 'ES256') return `alg is ${String(protectedHeader.alg)}, not ES256`;
    const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: origin, algorithms: ['ES256'] });
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + 24 * 3600) return `exp ${String(payload.exp)} is not within 24 h`;
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return `sub ${String(payload.sub)} is not mailto: or https:`;
    return null;
  } catch (error) {
    return `JWT refused: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export interface FakePushOptions {
  /** The application server key subscriptions are made with (the stand-in's push.vapidPublicKey). */
  vapidPublicKey: string;
  /**
   * For the bench: answer 201 at once and keep the request, so that the checks (VAPID signature,
   * decryption) do not share the sender's time; checkDeferred() runs them afterwards.
   */
  deferChecks?: boolean;
}

export async function startFakePushService(options: FakePushOptions): Promise<FakePushService> {
  const subscribers = new Map<string, FakeSubscriber>();
  const deferred: { subscriber: FakeSubscriber; authorization?: string; body: Buffer }[] = [];
  const answers = new Map<string, { statuses: number[]; retryAfter?: number }>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const at = performance.now();
        const id = /^\/push\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1] ?? '';
        const subscriber = subscribers.get(id);
        const headers = {
          authorization: header(req, 'authorization'),
          ttl: header(req, 'ttl'),
          urgency: header(req, 'urgency'),
          topic: header(req, 'topic'),
          'content-encoding': header(req, 'content-encoding'),
        };
        const record = (status: number, extra: Partial<ReceivedPush> = {}, responseHeaders: Record<string, string> = {}) => {
          received.push({ subscriberId: id, at, status, headers, ...extra });
          res.writeHead(status, responseHeaders);
          res.end();
          for (const wake of waiters) wake();
        };

        if (req.method !== 'POST' || !subscriber) return record(404, { error: 'no such subscription' });
        if (options.deferChecks) {
          deferred.push({ subscriber, authorization: headers.authorization, body: Buffer.concat(chunks) });
          return record(201);
        }
        const problem = await vapidProblem(headers.authorization, `http://127.0.0.1:${port}`, options.vapidPublicKey);
        if (problem) return record(403, { error: problem });
        if (!headers.ttl || !/^\d+$/.test(headers.ttl)) return record(400, { error: 'TTL header missing' });
        if (headers['content-encoding'] !== 'aes128gcm') return record(415, { error: 'Content-Encoding is not aes128gcm' });
        if (headers.urgency && !['very-low', 'low', 'normal', 'high'].includes(headers.urgency)) return record(400, { error: 'bad Urgency' });
        if (headers.topic && !/^[A-Za-z0-9_-]{1,32}$/.test(headers.topic)) return record(400, { error: 'bad Topic' });
        let message: unknown;
        try {
          const body = Buffer.concat(chunks);
          if (body.length > 4096) return record(413, { error: 'body over 4096 bytes' });
          message = JSON.parse(decryptPushMessage(body, subscriber.privateKey, Buffer.from(subscriber.auth, 'base64url')).toString('utf8'));
        } catch (error) {
          return record(400, { error: `could not decrypt: ${error instanceof Error ? error.message : String(error)}` });
        }
        const queued = answers.get(id);
        const status = queued?.statuses.shift() ?? 201;
        const retryAfter: Record<string, string> = status === 429 && queued?.retryAfter !== undefined ? { 'Retry-After': String(queued.retryAfter) } : {};
        if (status === 410 || status === 404) subscribers.delete(id);
        return record(status, { message }, retryAfter);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    received,
    subscriber() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = `s${nextId++}-${randomBytes(6).toString('hex')}`;
      const subscriber = {
        id,
        endpoint: `${url}/push/${id}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
        privateKey: ecdh.getPrivateKey(),
      };
      subscribers.set(id, subscriber);
      return subscriber;
    },
    answer(subscriberId, statuses, retryAfterSeconds) {
      answers.set(subscriberId, { statuses: [...statuses], retryAfter: retryAfterSeconds });
    },
    async checkDeferred() {
      let ok = 0;
      let firstProblem: string | undefined;
      const pushes = deferred.splice(0);
      for (const push of pushes) {
        let problem = await vapidProblem(push.authorization, url, options.vapidPublicKey);
        if (!problem) {
          try {
            JSON.parse(decryptPushMessage(push.body, push.subscriber.privateKey, Buffer.from(push.subscriber.auth, 'base64url')).toString('utf8'));
          } catch (error) {
            problem = `could not decrypt: ${error instanceof Error ? error.message : String(error)}`;
          }
        }
        if (problem) firstProblem ??= problem;
        else ok += 1;
      }
      return { ok, failed: pushes.length - ok, ...(firstProblem ? { firstProblem } : {}) };
    },
    messages(subscriberId) {
      return received.filter((r) => r.subscriberId === subscriberId && r.status >= 200 && r.status < 300).map((r) => r.message);
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the fake push service did not see what was awaited in ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
