// Benchmark of the Caixa results ingestion (issue 39) on this machine, through the stand-in: the
// results-ingest function (the file Supabase deploys) run by the stand-in's scheduler, reading the
// fake Caixa source, and push-send delivering to the fake push service.
// - latency: from a new Mega-Sena contest appearing at the source to its follower's push, with
//   every game due at each tick (a draw window) and a short tick; the pipeline alone (the request
//   that saw the contest to the push) then gives the figure for the real 30 s interval;
// - backfill: 10 games × 50 contests, one request at a time, in scheduled runs of 20 requests.
// Run: npx tsx bench/ingest.bench.ts (prints the figures; `run()` feeds npm run bench).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { POLL_IN_WINDOW_MS } from '../supabase/functions/_shared/caixa-games.ts';
import { createResultsIngestHandler, type IngestSummary } from '../supabase/functions/results-ingest/index.ts';
import { startLocalSupabase } from '../supabase/local/server.mjs';
import { startFakeCaixaSource } from '../supabase/tests/fake-caixa-source';
import { startFakePushService } from '../supabase/tests/fake-push-service';

const TICK_MS = 1_000;
const LATENCY_RUNS = 10;
const round1 = (n: number) => Math.round(n * 10) / 10;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;

function brasiliaToday(): string {
  return new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
}

async function latency(figures: Record<string, number | string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ingest-bench-'));
  const source = await startFakeCaixaSource();
  const server = await startLocalSupabase({ port: 0, dataDir, bcryptCost: 4, ingest: { tickMs: TICK_MS }, caixa: { apiBase: source.base, pauseMs: 0 } });
  const push = await startFakePushService({ vapidPublicKey: server.push.vapidPublicKey });
  try {
    const runs: IngestSummary[] = [];
    server.ingest.onRun((summary) => runs.push(summary as IngestSummary));
    // The first runs store every game's latest contest; the backfill is not measured here.
    while (!runs.some((r) => r.games.length === 10 && r.games.every((g) => g.status === 'ok'))) await new Promise((r) => setTimeout(r, 50));
    await server.db.query('update public.caixa_source_state set backfill_done = true');
    const follower = push.subscriber();
    await server.db.query(`select public.push_subscribe($1, $2, $3, '["Mega-Sena"]')`, [follower.endpoint, follower.p256dh, follower.auth]);

    const total: number[] = [];
    const pipeline: number[] = [];
    const runMs: number[] = [];
    for (let i = 0; i < LATENCY_RUNS + 1; i++) {
      const before = push.received.length;
      const contest = source.next('mega-sena', brasiliaToday());
      const appeared = performance.now();
      // A draw window: every game is due at each tick (made due after the contest appears, so that
      // a run already under way cannot ask just before it and put the next poll an hour away).
      await server.db.query("update public.caixa_source_state set next_poll_at = now() - interval '1 second'");
      await push.waitFor((received) => received.length > before, 60_000);
      const pushed = push.received[before]?.at ?? NaN;
      const seen = source.requests.find((r) => r.game === 'mega-sena' && r.contest === undefined && r.at >= appeared)?.at ?? NaN;
      await server.ingest.idle; // the run that stored it writes the games' next polls last
      const run = runs.find((r) => r.games.some((g) => g.game === 'mega-sena' && g.contest === contest.numero && g.result === 'new'));
      if (i === 0) continue; // the first loads push-send
      total.push(pushed - appeared);
      pipeline.push(pushed - seen);
      runMs.push(run?.ms ?? NaN);
    }
    if (push.received.some((r) => r.status !== 201)) throw new Error(`a push was refused: ${push.received.find((r) => r.status !== 201)?.error}`);
    const pipe = median(pipeline);
    figures[`contest appears → follower's push, tick ${TICK_MS / 1000} s, median of ${total.length} ms`] = Math.round(median(total));
    figures['pipeline: the request that saw it → push, median ms'] = round1(pipe);
    figures['one scheduled run of 10 games (requests, stores), median ms'] = Math.round(median(runMs));
    figures[`with the draw window's ${POLL_IN_WINDOW_MS / 1000} s: mean, worst s`] = `${round1(POLL_IN_WINDOW_MS / 2000 + pipe / 1000)}, ${round1(POLL_IN_WINDOW_MS / 1000 + pipe / 1000)} (half or all of the interval + pipeline; goal < 60)`;
  } finally {
    await push.close();
    await server.stop();
    await source.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function backfill(figures: Record<string, number | string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ingest-bench-'));
  const source = await startFakeCaixaSource();
  const server = await startLocalSupabase({ port: 0, dataDir, bcryptCost: 4 });
  try {
    // The function itself, as the scheduler runs it, without the pauses (counted apart below).
    const handler = createResultsIngestHandler({
      supabaseUrl: server.url,
      serviceRoleKey: server.secretKey,
      caixaApiBase: source.base,
      allowLoopbackSource: true,
      ingestPauseMs: 0,
      ingestMaxRequests: 20,
    });
    const call = async (mode: 'now' | 'scheduled') => {
      const response = await handler(new Request('http://bench/', { method: 'POST', headers: { apikey: server.secretKey }, body: JSON.stringify({ mode }) }));
      return (await response.json()) as IngestSummary;
    };
    const start = performance.now();
    await call('now');
    await server.db.query("update public.caixa_source_state set next_poll_at = now() + interval '1 hour'");
    let runs = 0;
    let requests = 0;
    for (;;) {
      const { rows } = await server.db.query('select count(*)::int as n from public.caixa_source_state where not backfill_done');
      if (rows[0]?.n === 0) break;
      const summary = await call('scheduled');
      runs += 1;
      requests += summary.extra.length;
      if (runs > 100) throw new Error('the backfill does not finish');
    }
    const ms = performance.now() - start;
    const { rows } = await server.db.query("select count(*)::int as n from public.lottery_contests where source = 'caixa'");
    figures['backfill 10 games × 50: contests stored'] = Number(rows[0]?.n);
    figures['backfill: requests (10 latest + by number), scheduled runs of 20'] = `${source.requests.length} (10 + ${requests}), ${runs}`;
    figures['backfill: time without pauses ms, per contest ms'] = `${Math.round(ms)}, ${round1(ms / source.requests.length)}`;
    figures['backfill on the real schedule (a run each 30 s, 1 s pause before each request)'] = `${runs} runs ≈ ${round1((runs * 30) / 60)} min; a run's 20 requests ≈ ${round1(20 * (1 + ms / source.requests.length / 1000))} s`;
  } finally {
    await server.stop();
    await source.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {};
  await latency(figures);
  await backfill(figures);
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await run();
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(84)}${value}`);
  process.exit(0);
}
