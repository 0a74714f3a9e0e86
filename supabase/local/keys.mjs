// API keys of the local stand-in: the fixed public publishable key, and the per-data-dir secrets.
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Public and not secret (like any Supabase publishable key): it only selects the anon role. */
export const PUBLISHABLE_KEY = 'sb_publishable_sonho-e-sorte-local';

const SECRETS_FILE = 'secrets.json';

/**
 * The header by which the app's own local proxy (Vite's dev server, `vite preview` in
 * scripts/stack.mjs) proves it is that proxy; only then is its X-Forwarded-For believed.
 */
export const LOCAL_PROXY_HEADER = 'x-local-proxy-key';

/**
 * The key of the app's local proxy, derived from the data directory's JWT secret (so a process
 * that can read that directory can be the proxy, and nothing else can).
 * @param {string} jwtSecret
 */
export function localProxyKey(jwtSecret) {
  return createHmac('sha256', jwtSecret).update('local-proxy').digest('base64url');
}

/**
 * The JWT signing secret and the secret (service-role) key of one data directory, generated
 * randomly on first use and kept inside it, so they never reach the repository.
 * @param {string} dataDir
 * @returns {{ jwtSecret: string, secretKey: string }}
 */
export function loadOrCreateSecrets(dataDir) {
  const file = join(dataDir, SECRETS_FILE);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed.jwtSecret === 'string' && typeof parsed.secretKey === 'string') {
      return { jwtSecret: parsed.jwtSecret, secretKey: parsed.secretKey };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    secretKey: `sb_secret_${randomBytes(24).toString('base64url')}`,
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

const PUSH_FILE = 'push.json';

/**
 * @typedef {object} PushKeys
 * @property {string} vapidPublicKey  65-byte P-256 point, base64url: the app's applicationServerKey
 * @property {string} vapidPrivateKey  the 32-byte scalar, base64url: signs VAPID JWTs
 * @property {string} vapidSubject  the contact the push services see
 * @property {string} sendSecret  what the push-send function expects in x-push-secret
 */

/** A new VAPID key pair (P-256) in the form the push-send function and the app read. */
export function generateVapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(String(jwk.x), 'base64url'), Buffer.from(String(jwk.y), 'base64url')]);
  return { vapidPublicKey: point.toString('base64url'), vapidPrivateKey: String(jwk.d) };
}

/**
 * The Web Push keys of one data directory (push.json beside secrets.json), generated on first
 * use. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in the environment take precedence together (a run
 * whose app was built with a key made elsewhere, like the e2e suite's).
 * @param {string} dataDir
 * @returns {PushKeys}
 */
export function loadOrCreatePushKeys(dataDir) {
  const file = join(dataDir, PUSH_FILE);
  /** @type {PushKeys | null} */
  let keys = null;
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    if (['vapidPublicKey', 'vapidPrivateKey', 'vapidSubject', 'sendSecret'].every((k) => typeof parsed[k] === 'string')) keys = parsed;
  }
  if (!keys) {
    mkdirSync(dataDir, { recursive: true });
    keys = {
      ...generateVapidKeys(),
      vapidSubject: 'mailto:contato@sonhoesorte.com.br',
      sendSecret: randomBytes(24).toString('base64url'),
    };
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = process.env;
  return publicKey && privateKey ? { ...keys, vapidPublicKey: publicKey, vapidPrivateKey: privateKey } : keys;
}
