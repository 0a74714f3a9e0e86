// API keys of the local stand-in: the fixed public publishable key, and the per-data-dir secrets.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Public and not secret (like any Supabase publishable key): it only selects the anon role. */
export const PUBLISHABLE_KEY = 'sb_publishable_sonho-e-sorte-local';

const SECRETS_FILE = 'secrets.json';

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
