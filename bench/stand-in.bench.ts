// Benchmark of the local Supabase stand-in's database (supabase/local/database.mjs): how long it
// takes to open (fresh: migrate and seed; existing data), what one small transaction costs, and
// what a statement timeout costs (the cut, then the reopen with crash recovery).
// Run: npx tsx bench/stand-in.bench.ts (prints the figures; `run()` feeds npm run bench).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../supabase/local/database.mjs';
import type { LocalTransaction } from '../supabase/local/server.mjs';

type Open = (dir: string) => Promise<{
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  transaction<T>(fn: (tx: LocalTransaction) => Promise<T>, options?: { statementTimeoutMs?: number }): Promise<T>;
  close(): Promise<void>;
}>;

const round = (n: number) => Math.round(n);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

/** Open and transaction figures for one implementation of the database module. */
export async function measureOpen(open: Open, reopens = 3): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-bench-'));
  try {
    const pgdata = join(dir, 'pgdata');
    const [fresh, db] = await timed(() => open(pgdata));
    await db.close();
    const reopen: number[] = [];
    const transactions: number[] = [];
    for (let i = 0; i < reopens; i += 1) {
      const [ms, again] = await timed(() => open(pgdata));
      reopen.push(ms);
      for (let j = 0; j < 50; j += 1) {
        const [txMs] = await timed(() =>
          // What a REST read costs: role, claims, one query.
          again.transaction(async (tx) => {
            await tx.query('set local role anon');
            await tx.query("select set_config('request.jwt.claims', $1, true)", ['{"role":"anon"}']);
            return tx.query('select count(*)::int as n from public.dreams where titulo = $1', ['Cobra']);
          }),
        );
        transactions.push(txMs);
      }
      await again.close();
    }
    return {
      'open, fresh data dir (migrate + seed) ms': round(fresh),
      'open, existing data dir ms (median)': round(median(reopen)),
      'small transaction ms (median of 50 per open)': Math.round(median(transactions) * 100) / 100,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a statement over its limit costs: when it is cut, and how long until the next answer. */
export async function measureTimeout(limitMs = 300): Promise<Record<string, number | string>> {
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-bench-'));
  try {
    const db = await openDatabase(join(dir, 'pgdata'));
    try {
      const [cutMs, outcome] = await timed(() =>
        db.transaction((tx) => tx.query('select pg_sleep(30)'), { statementTimeoutMs: limitMs }).then(
          (): string => 'not cut',
          (error: { code?: string }): string => error.code ?? 'no code',
        ),
      );
      const [nextMs] = await timed(() => db.query('select 1'));
      return {
        'statement limit ms': limitMs,
        'pg_sleep(30) answered after ms': round(cutMs),
        'answer code': outcome,
        'next query answered after ms (reopen + recovery)': round(nextMs),
      };
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Record<string, number | string>> {
  return { ...(await measureOpen(openDatabase)), ...(await measureTimeout()) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await run());
}
