// The push-send Edge Function (issue 26): drains the database's push queue (0012_push.sql) and
// delivers each notification with the Web Push protocols: RFC 8291 message encryption (aes128gcm,
// RFC 8188) and RFC 8292 VAPID (Authorization: vapid t=<JWT>, k=<public key>).
//
// Woken by the database (pg_net on a real project, NOTIFY in the local stand-in) and guarded by a
// shared secret in the x-push-secret header. The request body is ignored: what to send, and to
// whom, is read from the database with the secret key (push_claim), and every outcome is written
// back (push_report). A run works until the queue is empty or its time budget is spent, then
// asks the database to wake the next run.
//
// A plain Request -> Response handler with no imports, on WebCrypto only (crypto.subtle), so that
// Supabase's Deno runtime and the local stand-in (which serves this same file in Node) run the same
// code. The encryption is written here rather than imported: the libraries that run on WebCrypto
// in both would need an import map in Deno and a node_modules path in the stand-in. It is tested
// against RFC 8291's own example and against the http_ece package (supabase/tests/push-crypto.test.ts).

export interface PushSendEnv {
  /** The project URL, e.g. https://xyz.supabase.co */
  supabaseUrl: string;
  /** The secret (service_role) key: the queue functions are granted to that role only. */
  serviceRoleKey: string;
  /** The shared secret callers must present in x-push-secret. */
  pushSendSecret?: string;
  /** VAPID public key: 65-byte uncompressed P-256 point, base64url (the app's applicationServerKey). */
  vapidPublicKey?: string;
  /** VAPID private key: the 32-byte P-256 scalar, base64url. */
  vapidPrivateKey?: string;
  /** A contact for the push services: mailto: or https: */
  vapidSubject?: string;
  /** The local stand-in only: also deliver to http://127.0.0.1:PORT endpoints (its fake push service). */
  allowLoopbackEndpoints?: boolean;
  /** How long one run keeps working before handing over to the next (default 50 s). */
  budgetMs?: number;
  /**
   * Messages one run sends at most before handing over (default 1,000), so that a run stays
   * within an Edge Function's CPU time; the database starts several runs for a large fan-out.
   */
  maxPerRun?: number;
  /** Deliveries claimed per batch (default 100). */
  batchSize?: number;
  /** Requests in flight at once (default 25). */
  concurrency?: number;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface ClaimedDelivery {
  message_id: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushMessage;
  ttl_seconds: number;
  urgency: string;
  topic: string;
  attempt: number;
}

interface DeliveryResult {
  message_id: number;
  subscription_id: number;
  /** The push service's HTTP status; 0 when none came; -1 when the endpoint was refused here. */
  status: number;
  retry_after?: number;
}

export interface RunSummary {
  batches: number;
  attempts: number;
  sent: number;
  gone: number;
  retried: number;
  failed: number;
  /** True when the run stopped at its budget (time or messages) with work left, and woke the next run. */
  handedOver: boolean;
  ms: number;
}

type Bytes = Uint8Array<ArrayBuffer>;

const REQUEST_TIMEOUT_MS = 10_000;
/** One record holds the whole message: the push services accept at most 4096 bytes of body. */
const RECORD_SIZE = 4096;
const MAX_PLAINTEXT = RECORD_SIZE - 16 - 1 - 86;
/** A VAPID JWT lives 12 hours (RFC 8292 allows up to 24) and is reused for an hour less. */
const JWT_LIFETIME_S = 12 * 3600;

// ---------------------------------------------------------------------------------------------
// Bytes and base64url (no Buffer: Deno has none).

function bytes(length: number): Bytes {
  return new Uint8Array(new ArrayBuffer(length));
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = bytes(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function utf8(text: string): Bytes {
  const encoded = new TextEncoder().encode(text);
  const out = bytes(encoded.length);
  out.set(encoded);
  return out;
}

export function base64UrlEncode(data: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Bytes {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('not base64url');
  const standard = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  const out = bytes(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

// ---------------------------------------------------------------------------------------------
// RFC 8291: message encryption for Web Push (aes128gcm content coding, RFC 8188).

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8);
  return new Uint8Array(bits);
}

/** A P-256 private key from its 32-byte scalar and 65-byte public point, for ECDH or ECDSA. */
async function importP256Private(d: Bytes, publicPoint: Bytes, algorithm: 'ECDH' | 'ECDSA'): Promise<CryptoKey> {
  if (d.length !== 32 || publicPoint.length !== 65 || publicPoint[0] !== 4) throw new Error('bad P-256 key');
  const jwk: JsonWebKey = {
    kty: 'EC',
    crv: 'P-256',
    d: base64UrlEncode(d),
    x: base64UrlEncode(publicPoint.subarray(1, 33)),
    y: base64UrlEncode(publicPoint.subarray(33, 65)),
    ext: true,
  };
  return crypto.subtle.importKey('jwk', jwk, { name: algorithm, namedCurve: 'P-256' }, false, algorithm === 'ECDH' ? ['deriveBits'] : ['sign']);
}

export interface EncryptOptions {
  /** Fixed sender key pair and salt: for RFC 8291's test vector only; normally fresh per message. */
  senderPrivateKey?: Bytes;
  senderPublicKey?: Bytes;
  salt?: Bytes;
}

/**
 * Encrypts a push message for one subscription (its p256dh and auth, base64url): the aes128gcm
 * body, header (salt, record size, sender's public key) then one record.
 */
export async function encryptPushMessage(
  plaintext: Uint8Array,
  p256dh: string,
  auth: string,
  options: EncryptOptions = {},
): Promise<Bytes> {
  const uaPublic = base64UrlDecode(p256dh);
  const authSecret = base64UrlDecode(auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 point');
  if (authSecret.length !== 16) throw new Error('auth is not 16 bytes');
  if (plaintext.length > MAX_PLAINTEXT) throw new Error(`push message too long (${plaintext.length} bytes)`);

  let senderPrivate: CryptoKey;
  let asPublic: Bytes;
  if (options.senderPrivateKey && options.senderPublicKey) {
    senderPrivate = await importP256Private(options.senderPrivateKey, options.senderPublicKey, 'ECDH');
    asPublic = options.senderPublicKey;
  } else {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
    senderPrivate = pair.privateKey;
    asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  }
  const salt = options.salt ?? crypto.getRandomValues(bytes(16));

  const uaKey = await crypto.subtle.importKey('raw', uaPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, senderPrivate, 256));
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const ikm = await hkdf(authSecret, ecdhSecret, concat(utf8('WebPush: info\0'), uaPublic, asPublic), 32);
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);

  // One record, the last: the plaintext, then the 0x02 delimiter (no further padding).
  const record = concat(plaintext, new Uint8Array([2]));
  const aesKey = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, tagLength: 128 }, aesKey, record));

  const header = bytes(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  return concat(header, asPublic, ciphertext);
}

// ---------------------------------------------------------------------------------------------
// RFC 8292: VAPID.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Signs VAPID JWTs (ES256), one per push-service origin, reused while they have an hour left. */
export function createVapidSigner(keys: VapidKeys, now: () => number = Date.now) {
  if (!/^(mailto:|https:)/.test(keys.subject)) throw new Error('VAPID subject must be a mailto: or https: URL');
  const publicPoint = base64UrlDecode(keys.publicKey);
  const signingKey = importP256Private(base64UrlDecode(keys.privateKey), publicPoint, 'ECDSA');
  const cache = new Map<string, { header: string; expires: number }>();

  return {
    /** The Authorization header for a request to this endpoint. */
    async authorization(endpoint: string): Promise<string> {
      const audience = new URL(endpoint).origin;
      const nowSeconds = Math.floor(now() / 1000);
      const cached = cache.get(audience);
      if (cached && cached.expires - nowSeconds > 3600) return cached.header;
      const expires = nowSeconds + JWT_LIFETIME_S;
      const encode = (value: unknown) => base64UrlEncode(utf8(JSON.stringify(value)));
      const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode({ aud: audience, exp: expires, sub: keys.subject })}`;
      // WebCrypto's ECDSA signature is r || s, 64 bytes: exactly JWS's ES256 form.
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, await signingKey, utf8(unsigned)));
      const header = `vapid t=${unsigned}.${base64UrlEncode(signature)}, k=${keys.publicKey}`;
      cache.set(audience, { header, expires });
      return header;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Endpoints: the same rule as the database's private.push_endpoint_allowed, checked again before
// any request leaves (the sender never follows redirects either).

const PUSH_HOST = /^(fcm\.googleapis\.com|jmt17\.google\.com|updates\.push\.services\.mozilla\.com|([a-z0-9-]+\.)+push\.apple\.com|([a-z0-9-]+\.)+notify\.windows\.com)$/;

export function endpointAllowed(endpoint: string, allowLoopback = false): boolean {
  if (endpoint.length > 1024) return false;
  if (/^https:\/\/[a-z0-9.-]+\/[!-~]*$/.test(endpoint)) return PUSH_HOST.test(endpoint.slice(8, endpoint.indexOf('/', 8)));
  return allowLoopback && /^http:\/\/127\.0\.0\.1:[1-9][0-9]{0,4}\/[!-~]*$/.test(endpoint);
}

// ---------------------------------------------------------------------------------------------
// The handler.

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

function keyHeaders(key: string): Record<string, string> {
  // Legacy keys are JWTs and go in Authorization too; the newer sb_secret_ keys only as apikey.
  return key.split('.').length === 3 ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };
}

/** Compares two secrets in time independent of where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = utf8(given);
  const b = utf8(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i % Math.max(a.length, 1)] ?? 0) ^ (b[i] ?? 0);
  return diff === 0 && a.length > 0;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), if any. */
function retryAfterSeconds(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A stable Topic header (RFC 8030: at most 32 base64url characters) from the tag, so a push
 * service holding an undelivered earlier result of the same lottery replaces it. */
async function topicHeader(tag: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(tag)));
  return base64UrlEncode(digest).slice(0, 32);
}

export interface PushSendDeps {
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function createPushSendHandler(env: PushSendEnv, deps: PushSendDeps = {}) {
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const base = env.supabaseUrl.replace(/\/+$/, '');
  const budgetMs = env.budgetMs ?? 50_000;
  const batchSize = env.batchSize ?? 100;
  const concurrency = env.concurrency ?? 25;
  const maxPerRun = env.maxPerRun ?? 1000;
  const signer =
    env.vapidPublicKey && env.vapidPrivateKey && env.vapidSubject
      ? createVapidSigner({ publicKey: env.vapidPublicKey, privateKey: env.vapidPrivateKey, subject: env.vapidSubject }, now)
      : null;
  const topics = new Map<string, Promise<string>>();

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetchImpl(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...keyHeaders(env.serviceRoleKey), 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`rpc ${name} failed with ${response.status}: ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async function deliver(item: ClaimedDelivery): Promise<DeliveryResult> {
    const result = { message_id: item.message_id, subscription_id: item.subscription_id };
    if (!signer || !endpointAllowed(item.endpoint, env.allowLoopbackEndpoints === true)) return { ...result, status: -1 };
    try {
      const message = { title: item.payload.title, body: item.payload.body, url: item.payload.url, tag: item.payload.tag };
      const body = await encryptPushMessage(utf8(JSON.stringify(message)), item.p256dh, item.auth);
      let topic = topics.get(message.tag);
      if (!topic) topics.set(message.tag, (topic = topicHeader(message.tag)));
      const response = await fetchImpl(item.endpoint, {
        method: 'POST',
        headers: {
          Authorization: await signer.authorization(item.endpoint),
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          TTL: String(item.ttl_seconds),
          Urgency: item.urgency,
          Topic: await topic,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => undefined);
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), now());
      return { ...result, status: response.status, ...(retryAfter === undefined ? {} : { retry_after: retryAfter }) };
    } catch {
      return { ...result, status: 0 };
    }
  }

  /** Sends a batch with at most `concurrency` requests in flight. */
  async function deliverAll(items: ClaimedDelivery[]): Promise<DeliveryResult[]> {
    const results: DeliveryResult[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await deliver(items[index] as ClaimedDelivery);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
    return results;
  }

  /**
   * Works through the queue until it is empty or the budget is spent. A batch's report goes to
   * the database while the next batch is claimed and sent.
   */
  async function run(): Promise<RunSummary> {
    const started = now();
    const summary: RunSummary = { batches: 0, attempts: 0, sent: 0, gone: 0, retried: 0, failed: 0, handedOver: false, ms: 0 };
    let reporting: Promise<void> = Promise.resolve();
    const report = (results: DeliveryResult[]) => {
      const previous = reporting;
      reporting = (async () => {
        await previous;
        const counts = await rpc<{ sent: number; gone: number; retried: number; failed: number }>('push_report', { p_results: results });
        summary.attempts += results.length;
        summary.sent += counts.sent;
        summary.gone += counts.gone;
        summary.retried += counts.retried;
        summary.failed += counts.failed;
      })();
      // Awaited later (next report, or the run's end); marked handled so a failure waits for that.
      reporting.catch(() => undefined);
    };
    let claimedTotal = 0;
    try {
      for (;;) {
        const left = budgetMs - (now() - started);
        if (left <= 0 || claimedTotal >= maxPerRun) {
          await reporting;
          const pending = await rpc<{ due_in_ms: number | null }>('push_pending', {});
          if (pending.due_in_ms !== null) {
            await rpc('push_wake', {});
            summary.handedOver = true;
          }
          break;
        }
        const claimed = await rpc<ClaimedDelivery[]>('push_claim', { p_limit: Math.min(batchSize, maxPerRun - claimedTotal) });
        claimedTotal += claimed.length;
        if (claimed.length === 0) {
          await reporting;
          const pending = await rpc<{ due_in_ms: number | null }>('push_pending', {});
          if (pending.due_in_ms === null) break;
          // A retry due after this run: the next wake-up or the database's sweep takes it.
          if (pending.due_in_ms > left) break;
          // Short naps, so a message queued meanwhile is not kept waiting behind a retry.
          await sleep(Math.min(Math.max(pending.due_in_ms, 50), 500));
          continue;
        }
        summary.batches += 1;
        report(await deliverAll(claimed));
      }
    } finally {
      await reporting;
    }
    summary.ms = now() - started;
    return summary;
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method !== 'POST') return reply(405, { error: 'Use POST' });
    if (!env.pushSendSecret || !signer) return reply(500, { error: 'PUSH_SEND_SECRET and the VAPID keys are required' });
    if (!sameSecret(req.headers.get('x-push-secret') ?? '', env.pushSendSecret)) return reply(401, { error: 'Wrong or missing x-push-secret' });
    await req.body?.cancel().catch(() => undefined); // never read: the database says what to send

    const work = run();
    // On Supabase the run goes on after the answer (the caller, pg_net, waits 10 s at most).
    const edge = (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } }).EdgeRuntime;
    if (edge) {
      edge.waitUntil(work.catch((error: unknown) => console.error('push-send run failed', error)));
      return reply(202, { started: true });
    }
    try {
      return reply(200, await work);
    } catch (error) {
      return reply(500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}

interface DenoLike {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}

const deno = (globalThis as { Deno?: DenoLike }).Deno;

/** The handler with the project's settings: Supabase provides the first two, the rest are secrets. */
export default async function handler(req: Request): Promise<Response> {
  const get = (name: string) => deno?.env.get(name) ?? '';
  if (!get('SUPABASE_URL') || !get('SUPABASE_SERVICE_ROLE_KEY')) return reply(500, { error: 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required' });
  return createPushSendHandler({
    supabaseUrl: get('SUPABASE_URL'),
    serviceRoleKey: get('SUPABASE_SERVICE_ROLE_KEY'),
    pushSendSecret: get('PUSH_SEND_SECRET'),
    vapidPublicKey: get('VAPID_PUBLIC_KEY'),
    vapidPrivateKey: get('VAPID_PRIVATE_KEY'),
    vapidSubject: get('VAPID_SUBJECT'),
    ...(get('PUSH_SEND_MAX_PER_RUN') ? { maxPerRun: Number(get('PUSH_SEND_MAX_PER_RUN')) } : {}),
  })(req);
}

if (deno) deno.serve(handler);
