// Benchmark of dream search over the whole built-in dictionary, queries typed keystroke by keystroke.
// Run: npx tsx bench/dream-search.bench.ts (prints median and p95 ms per query; `run()` feeds npm run bench).
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildSearchIndex, search } from '../src/domain/dreams/search';
import type { Dream } from '../src/domain/dreams/types';

/** What people type, each replayed one keystroke at a time as the search box does. */
const QUERIES = [
  'aguia',
  'sonhei com cobra preta',
  'dente caindo',
  'cachorro bravo',
  'dinheiro',
  'sonhar com agua',
  'casamento',
  'bebe chorando',
  'morte de parente',
  'anel de ouro',
  'avião caindo',
  'sonhei que estava voando',
  'gato preto',
  'cavalo branco',
  'xyz sem resultado',
];

const ROUNDS = 30;

// The dictionary's index.ts relies on Vite's import.meta.glob, so the letter files are read directly here.
async function loadDictionary(): Promise<Dream[]> {
  const folder = fileURLToPath(new URL('../src/data/dreams/', import.meta.url));
  const files = readdirSync(folder).filter((name) => /^[a-z]\.ts$/.test(name)).sort();
  const modules = await Promise.all(files.map((name) => import(pathToFileURL(`${folder}${name}`).href) as Promise<{ default: Dream[] }>));
  return modules.flatMap((module) => module.default);
}

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at] ?? Number.NaN;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

export async function run(): Promise<Record<string, number | string>> {
  const dreams = await loadDictionary();
  const buildStart = performance.now();
  const index = buildSearchIndex(dreams);
  const buildMs = performance.now() - buildStart;

  const prefixes = (query: string) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));
  // Warm up the JIT the way a page does after its first few keystrokes.
  for (const query of QUERIES) for (const typed of prefixes(query)) search(index, typed);

  const times: number[] = [];
  const perQuery = new Map<string, number[]>(QUERIES.map((query) => [query, []]));
  let checksum = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES) {
      for (const typed of prefixes(query)) {
        const start = performance.now();
        const hits = search(index, typed);
        const ms = performance.now() - start;
        times.push(ms);
        perQuery.get(query)!.push(ms);
        checksum += hits.length;
      }
    }
  }
  times.sort((a, b) => a - b);
  // Per query: the median and p95 of its keystrokes' searches, in ms.
  const queryRows = Object.fromEntries(
    [...perQuery].map(([query, ms]) => {
      ms.sort((a, b) => a - b);
      return [`"${query}" median / p95 ms`, `${round3(percentile(ms, 50))} / ${round3(percentile(ms, 95))}`];
    }),
  );
  return {
    entries: dreams.length,
    queries: QUERIES.length,
    keystrokes_measured: times.length,
    index_build_ms: round3(buildMs),
    median_ms: round3(percentile(times, 50)),
    p95_ms: round3(percentile(times, 95)),
    max_ms: round3(times[times.length - 1] ?? Number.NaN),
    budget_ms: 2,
    within_budget: percentile(times, 50) < 2 ? 'yes' : 'no',
    hits_checksum: checksum,
    ...queryRows,
  };
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const result = await run();
  console.log(`dream search over ${result.entries} entries, ${result.keystrokes_measured} keystrokes measured`);
  console.log(`median ${result.median_ms} ms per query, p95 ${result.p95_ms} ms, max ${result.max_ms} ms (budget: median < 2 ms)`);
  console.log(JSON.stringify(result));
}
