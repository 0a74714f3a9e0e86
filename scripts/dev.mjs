// `npm run dev`: the embedded backend plus Vite's dev server (which proxies the Supabase paths to it).
import { spawn } from 'node:child_process';
import { startLocalSupabase } from '../supabase/local/server.mjs';

const dbPort = Number(process.env.SUPABASE_PORT ?? 54321);
const backend = await startLocalSupabase({ port: dbPort, dataDir: process.env.SUPABASE_DATA_DIR ?? '.local/supabase', ingest: true });
console.log(`Local Supabase at ${backend.url}`);
const vite = spawn('npx', ['vite'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SUPABASE_LOCAL_URL: `http://127.0.0.1:${dbPort}`,
    SUPABASE_LOCAL_PROXY_KEY: backend.proxyKey,
    // Web Push with the local key pair the stand-in signs with (push.json in the data directory).
    VITE_VAPID_PUBLIC_KEY: process.env.VITE_VAPID_PUBLIC_KEY || backend.push.vapidPublicKey,
  },
});
const stop = async () => {
  vite.kill();
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
