// API keys of the local stand-in: the fixed public publishable key, and the per-data-dir secrets.
import { createHmac, randomBytes } from 'node:crypto';
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
