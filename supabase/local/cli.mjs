#!/usr/bin/env node
// Command line of the local stand-in: `start` (foreground, like `supabase start`), `reset`, and
// `admin:create --email X --password Y [--name "Nome"]`, and `mfa:code --email X` (the code a local account's
// authenticator shows now).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createOrResetAdmin } from './auth/index.mjs';
import { currentCodes } from './auth/local-codes.mjs';
import { openDatabase } from './database.mjs';
import { loadOrCreatePushKeys, loadOrCreateSecrets } from './keys.mjs';
import { resetData, resolveDataDir, runningInstance, startLocalSupabase } from './server.mjs';

const USAGE = `Usage:
  node supabase/local/cli.mjs start                 migrate, seed when fresh, serve on 127.0.0.1:$SUPABASE_PORT (54321)
  node supabase/local/cli.mjs reset                 delete the local data ($SUPABASE_DATA_DIR or .local/supabase)
  node supabase/local/cli.mjs vapid-public-key      print the local Web Push public key (made once, kept with the
      local data), e.g. VITE_VAPID_PUBLIC_KEY=$(node supabase/local/cli.mjs vapid-public-key) npx vite build
  node supabase/local/cli.mjs admin:create --email <email> --password <password> [--name <full name>]
      Creates an admin (or resets an existing account to admin) who must change the password at
      first sign-in. Against a real project set SUPABASE_URL and SUPABASE_SECRET_KEY.
  node supabase/local/cli.mjs mfa:code --email <email>
      Prints the code each authenticator of that local account shows now (local stand-in only; each
      code is accepted once, so after using one wait for the next).`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start();
    case 'reset':
      return reset();
    case 'vapid-public-key':
      console.log(loadOrCreatePushKeys(resolveDataDir(undefined)).vapidPublicKey);
      return;
    case 'admin:create':
      return adminCreate(rest);
    case 'mfa:code':
      return mfaCode(rest);
    default:
      console.log(USAGE);
      process.exitCode = command === undefined || command === 'help' || command === '--help' ? 0 : 1;
  }
}

async function start() {
  const local = await startLocalSupabase({ log: (line) => console.log(line), ingest: true });
  const pad = (label) => label.padStart(26);
  console.log(`
Started the local Supabase stand-in.

${pad('API URL')}: ${local.url}
${pad('Publishable key (anon)')}: ${local.publishableKey}
${pad('Secret key (service_role)')}: ${local.secretKey}
${pad('VAPID public key (push)')}: ${local.push.vapidPublicKey}
${pad('Data')}: ${local.dataDir}

Seeded logins (local only): admin@sonhoesorte.com.br / Admin#Sorte2026 (must change it, then set
up an authenticator; npm run mfa:code -- --email ... prints its code), cliente@sonhoesorte.com.br /
Cliente#Sorte2026. E-mails the local Auth sends: ${local.url}/inbox. Press Ctrl+C to stop.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await local.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function reset() {
  const dir = resolveDataDir(undefined);
  resetData(dir);
  console.log(`Deleted ${dir}; the next start migrates and seeds a fresh database.`);
}

/** @param {string[]} args */
async function adminCreate(args) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email ?? '';
  const password = values.password ?? '';
  if (!email || !password) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }

  // A real project (or a running stand-in) is changed through its API, like any Supabase admin
  // script; otherwise the local database is opened directly.
  const remoteUrl = process.env.SUPABASE_URL;
  const remoteKey = process.env.SUPABASE_SECRET_KEY ?? process.env.SUPABASE_SERVICE_ROLE_KEY;
  const dataDir = resolveDataDir(undefined);
  const running = runningInstance(dataDir);
  if (remoteUrl && remoteKey) {
    await adminCreateViaApi(remoteUrl, remoteKey, { email, password, fullName: values.name });
  } else if (running) {
    await adminCreateViaApi(running.url, loadOrCreateSecrets(dataDir).secretKey, { email, password, fullName: values.name });
  } else {
    const db = await openDatabase(join(dataDir, 'pgdata'));
    try {
      const { created } = await createOrResetAdmin(db, { email, password, fullName: values.name });
      console.log(`${created ? 'Created' : 'Updated'} admin ${email}; the first sign-in must change the password.`);
    } finally {
      await db.close();
    }
  }
}

/**
 * @param {string} url
 * @param {string} secretKey
 * @param {{ email: string, password: string, fullName?: string }} input
 */
async function adminCreateViaApi(url, secretKey, { email, password, fullName }) {
  const headers = { apikey: secretKey, Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' };
  /** @param {string} path @param {RequestInit} init */
  const call = async (path, init) => {
    const response = await fetch(`${url}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  let created = true;
  let res = await call('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: fullName ? { full_name: fullName } : {} }),
  });
  /** @type {string} */
  let id;
  if (res.status === 200) {
    id = res.body.id;
  } else if (res.status === 422 && (res.body?.error_code === 'email_exists' || res.body?.code === 'email_exists')) {
    created = false;
    const found = await call(`/rest/v1/profiles?select=id&email=eq.${encodeURIComponent(email.toLowerCase())}`, { method: 'GET' });
    id = found.body?.[0]?.id;
    if (!id) throw new Error(`${email} exists in auth but has no profile`);
    res = await call(`/auth/v1/admin/users/${id}`, { method: 'PUT', body: JSON.stringify({ password }) });
    if (res.status !== 200) throw new Error(`Could not set the password: ${JSON.stringify(res.body)}`);
  } else {
    throw new Error(`Could not create the user: ${JSON.stringify(res.body)}`);
  }
  const profile = { role: 'admin', must_change_password: true, ...(fullName ? { full_name: fullName } : {}) };
  res = await call(`/rest/v1/profiles?id=eq.${id}`, {
    method: 'PATCH',
    headers: { Prefer: 'return=minimal' },
    body: JSON.stringify(profile),
  });
  if (res.status >= 300) throw new Error(`Could not make ${email} an admin: ${JSON.stringify(res.body)}`);
  console.log(`${created ? 'Created' : 'Updated'} admin ${email}; the first sign-in must change the password.`);
}

/** @param {string[]} args */
async function mfaCode(args) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const email = values.email ?? '';
  if (!email) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const dataDir = resolveDataDir(undefined);
  const running = runningInstance(dataDir);
  /** @type {{ name: string, status: string, code: string, secondsLeft: number }[]} */
  let codes;
  if (running) {
    const { secretKey } = loadOrCreateSecrets(dataDir);
    const response = await fetch(`${running.url}/stand-in/totp?email=${encodeURIComponent(email)}`, { headers: { apikey: secretKey } });
    if (!response.ok) throw new Error(`The local Supabase answered ${response.status}`);
    codes = await response.json();
  } else {
    const db = await openDatabase(join(dataDir, 'pgdata'));
    try {
      codes = await currentCodes(db, email);
    } finally {
      await db.close();
    }
  }
  if (codes.length === 0) {
    console.log(`${email} has no authenticator yet: sign in on /painel to set one up.`);
    return;
  }
  for (const c of codes) {
    const label = c.name || 'Autenticador';
    console.log(`${c.code}  ${label}${c.status === 'verified' ? '' : ' (not activated yet)'}  - valid ${c.secondsLeft} s more`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
