// Benchmark of the outbox: time to deliver 100 queued leads, to an in-memory stand-in (the outbox's own cost)
// and to the local Supabase stand-in over HTTP (RLS-checked inserts). Run: npx tsx bench/outbox.bench.ts
// (prints the figures; `run()` feeds npm run bench).
import 'fake-indexeddb/auto';
import { createClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ws from 'ws';
import { PUBLISHABLE_KEY, startLocalSupabase } from '../supabase/local/server.mjs';
import { SonhoDatabase } from '../src/lib/db';
import { Outbox } from '../src/lib/outbox/outbox';
import { FakeSupabase } from '../src/testing/fake-supabase';
import { insertHandler } from '../src/lib/outbox/outbox-insert';
import type { SupabaseClient } from '../src/lib/supabase';

const ENTRIES = 100;

function lead(i: number) {
  return {
    customer_name: `Bench ${i}`,
    customer_whatsapp: '21987654321',
    initial_message: `Pedido ${i}`,
    conversation_history: [
      { sender: 'bot', text: 'Olá! Qual é o seu nome?' },
      { sender: 'user', text: `Bench ${i}` },
    ],
    source: 'chat_modal',
  };
}

/** Queues ENTRIES leads while "offline", then times one flush that delivers them all. */
async function deliverAll(name: string, client: SupabaseClient): Promise<{ ms: number; left: number }> {
  const db = new SonhoDatabase(`outbox-bench-${name}-${Date.now()}`);
  let online = false;
  const box = new Outbox({ db, getClient: async () => client, isOnline: () => online, locks: null, owner: 'bench' });
  box.register('lead', insertHandler('suporte_clientes'));
  for (let i = 0; i < ENTRIES; i += 1) await box.enqueue('lead', lead(i));
  online = true;
  const start = performance.now();
  await box.flush();
  const ms = performance.now() - start;
  const left = await db.outbox.count();
  box.stop();
  db.close();
  return { ms, left };
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function run(): Promise<Record<string, number | string>> {
  const memory = new FakeSupabase();
  const inMemory = await deliverAll('memory', memory.client);

  const dataDir = mkdtempSync(join(tmpdir(), 'outbox-bench-'));
  const backend = await startLocalSupabase({ port: 0, dataDir });
  try {
    const anon = createClient(backend.url, PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const local = await deliverAll('local', anon as unknown as SupabaseClient);
    const stored = await backend.db.query("select count(*)::int as n from public.suporte_clientes where customer_name like 'Bench %'");
    return {
      entries: ENTRIES,
      'in-memory total ms': round(inMemory.ms),
      'in-memory per entry ms': round(inMemory.ms / ENTRIES),
      'local stand-in total ms': round(local.ms),
      'local stand-in per entry ms': round(local.ms / ENTRIES),
      'left in queue': inMemory.left + local.left,
      'rows stored in memory': memory.rows('suporte_clientes').length,
      'rows stored by the stand-in': Number(stored.rows[0]?.n ?? -1),
    };
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const result = await run();
  for (const [name, value] of Object.entries(result)) console.log(`${name.padEnd(30)}${value}`);
}
