// `npm start`: builds the production bundle, then serves it with the embedded backend (migrated, seeded).
import { spawnSync } from 'node:child_process';
import { loadOrCreatePushKeys } from '../supabase/local/keys.mjs';
import { resolveDataDir } from '../supabase/local/server.mjs';
import { startStack } from './stack.mjs';

const appPort = Number(process.env.PORT ?? 4173);
const dbPort = Number(process.env.SUPABASE_PORT ?? 54321);
const dataDir = process.env.SUPABASE_DATA_DIR ?? '.local/supabase';

if (!process.argv.includes('--no-build')) {
  // The app subscribes with the local VAPID public key, made once and kept with the local data
  // (push.json beside secrets.json): the stand-in's push-send signs with its private half.
  const { vapidPublicKey } = loadOrCreatePushKeys(resolveDataDir(dataDir));
  const build = spawnSync('npx', ['vite', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_VAPID_PUBLIC_KEY: process.env.VITE_VAPID_PUBLIC_KEY || vapidPublicKey },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stack = await startStack({ appPort, dbPort, dataDir, log: false });
const { backend } = stack;
console.log(`
  Sonho & Sorte is running.

  App:              ${stack.appUrl}
  API URL:          ${backend.url}   (also proxied at ${stack.appUrl}/auth/v1, /rest/v1 and /functions/v1)
  Publishable key:  ${backend.publishableKey}
  VAPID public key: ${backend.push.vapidPublicKey}   (Web Push; the build's VITE_VAPID_PUBLIC_KEY)
  Secret key:       ${backend.secretKey}   (service role; local only, never in the app)
  Caixa results:    ${process.env.CAIXA_API_BASE || 'the official API'}   (CAIXA_API_BASE; polled every ${Number(process.env.INGEST_TICK_MS || 30000) / 1000} s, demo contests until it answers)
  Data:             ${dataDir}   (npm run db:reset to start fresh)

  Admin:    admin@sonhoesorte.com.br / Admin#Sorte2026   (first access: a new password, then an authenticator app;
            npm run mfa:code -- --email admin@sonhoesorte.com.br prints its current code)
  E-mails:  ${backend.url}/inbox   (the recovery links the local Auth "sends")
  Customer: cliente@sonhoesorte.com.br / Cliente#Sorte2026

  Ctrl+C to stop.
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
