// Benchmark of dream search: the labelled queries (src/features/dreams/domain/search-queries.ts) typed keystroke by
// keystroke over the whole built-in dictionary and over a synthetic one ten times larger; the hit rate per
// category; the index build time; the search code's gzip size.
// Run: npx tsx bench/dream-search.bench.ts (`run()` feeds npm run bench).
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DREAM_LEXICON } from '../src/features/dreams/data/dream-lexicon';
import { createLexicon, type Lexicon } from '../src/features/dreams/domain/lexicon';
import { buildSearchIndex, search, type DreamSearchIndex } from '../src/features/dreams/domain/search';
import { LABELLED_QUERIES, NOISE_LIMITS } from '../src/features/dreams/domain/search-queries';
import type { Dream } from '../src/features/dreams/domain/types';

const ROUNDS = 5;
const SCALE = 10;

// The dictionary's index.ts relies on Vite's import.meta.glob, so the letter files are read directly here.
export async function loadDictionary(): Promise<Dream[]> {
  const folder = fileURLToPath(new URL('../src/features/dreams/data/dictionary/', import.meta.url));
  const files = readdirSync(folder).filter((name) => /^[a-z]\.ts$/.test(name)).sort();
  const modules = await Promise.all(files.map((name) => import(pathToFileURL(`${folder}${name}`).href) as Promise<{ default: Dream[] }>));
  return modules.flatMap((module) => module.default);
}

/**
 * Ten books in one: the real dictionary, then nine copies whose titles gain a made-up word each ("Cobra
 * Lumaro"), so the title vocabulary, the postings of every word and the number of entries all grow tenfold.
 */
function synthetic(dreams: readonly Dream[], scale: number): Dream[] {
  const syllables = ['ba', 'ce', 'di', 'fo', 'gu', 'la', 'me', 'ni', 'po', 'ru', 'sa', 'te', 'vi', 'xo', 'zu', 'ro'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const word = () => Array.from({ length: 3 }, () => syllables[next() % syllables.length]).join('');
  const out: Dream[] = [...dreams];
  for (let copy = 1; copy < scale; copy += 1) {
    for (const dream of dreams) out.push({ ...dream, titulo: `${dream.titulo} ${word()}` });
  }
  return out;
}

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at] ?? Number.NaN;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;
const prefixes = (query: string) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));

/** Every keystroke of every labelled query; the first round is cold (no word read before), the rest warm. */
function time(makeIndex: () => DreamSearchIndex): { cold: number[]; warm: number[]; buildMs: number } {
  const buildStart = performance.now();
  const index = makeIndex();
  const buildMs = performance.now() - buildStart;
  // Warm up the JIT on another index, so the first round measures cold readings, not cold code.
  const warmup = makeIndex();
  for (const { query } of LABELLED_QUERIES) for (const typed of prefixes(query)) search(warmup, typed, 40);
  const cold: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { query } of LABELLED_QUERIES) {
      for (const typed of prefixes(query)) {
        const start = performance.now();
        search(index, typed, 40);
        (round === 0 ? cold : warm).push(performance.now() - start);
      }
    }
  }
  cold.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  return { cold, warm, buildMs };
}

/** The labelled queries that open the expected dream (and variant) first, per category. */
export function hitRates(index: DreamSearchIndex, open: (query: string) => { titulo: string; variant?: string } | undefined = (query) => {
  const [first] = search(index, query, 1);
  return first && { titulo: first.dream.titulo, ...(first.variant ? { variant: first.variant } : {}) };
}): Record<string, string> {
  const per = new Map<string, { hits: number; total: number }>();
  let hits = 0;
  for (const labelled of LABELLED_QUERIES) {
    const first = open(labelled.query);
    const ok = first?.titulo === labelled.dream && first.variant === labelled.variant;
    const row = per.get(labelled.category) ?? { hits: 0, total: 0 };
    row.total += 1;
    if (ok) {
      row.hits += 1;
      hits += 1;
    }
    per.set(labelled.category, row);
  }
  const pct = (h: number, t: number) => `${((100 * h) / t).toFixed(1)} % (${h}/${t})`;
  return {
    'hit rate, all': pct(hits, LABELLED_QUERIES.length),
    ...Object.fromEntries([...per].map(([category, row]) => [`hit rate, ${category}`, pct(row.hits, row.total)])),
  };
}

/** The noise limits held (search-queries.ts): expected dreams first, unrelated ones absent, few meaning mentions. */
function noiseLimits(index: DreamSearchIndex): Record<string, string> {
  let held = 0;
  let mentions = 0;
  for (const limit of NOISE_LIMITS) {
    const hits = search(index, limit.query, 40);
    const named = hits.filter((hit) => hit.kind !== 'meaning').map((hit) => hit.dream.titulo);
    const cited = hits.length - named.length;
    mentions += cited;
    const first = named.slice(0, limit.first.length).join('|') === limit.first.join('|');
    if (first && !hits.some((hit) => limit.absent.includes(hit.dream.titulo)) && cited <= limit.mentions) held += 1;
  }
  return {
    'noise limits held': `${held}/${NOISE_LIMITS.length}`,
    'meaning mentions listed (noise queries)': String(mentions),
  };
}

/** The search code as it ships in the worker (minified, bundled with its domain imports), and the lexicon data. */
async function codeSizes(): Promise<Record<string, string>> {
  const gzip = async (entry: string) => {
    const result = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, format: 'esm', logLevel: 'silent' });
    const bytes = result.outputFiles[0]!.contents;
    return `${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip (${(bytes.length / 1024).toFixed(1)} KB min)`;
  };
  return {
    'search code size': await gzip(fileURLToPath(new URL('../src/features/dreams/domain/search.ts', import.meta.url))),
    'lexicon data size': await gzip(fileURLToPath(new URL('../src/features/dreams/data/dream-lexicon.ts', import.meta.url))),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const dreams = await loadDictionary();
  const lexicon: Lexicon = createLexicon(DREAM_LEXICON);
  const real = time(() => buildSearchIndex(dreams, lexicon));
  const large = synthetic(dreams, SCALE);
  const big = time(() => buildSearchIndex(large, lexicon));
  const realIndex = buildSearchIndex(dreams, lexicon);
  const rates = { ...hitRates(realIndex), ...noiseLimits(realIndex) };
  const keystrokes = real.cold.length;
  return {
    entries: dreams.length,
    'labelled queries': LABELLED_QUERIES.length,
    'keystrokes per round': keystrokes,
    ...rates,
    'index build ms': round3(real.buildMs),
    'median ms per keystroke (cold / warm)': `${round3(percentile(real.cold, 50))} / ${round3(percentile(real.warm, 50))}`,
    'p95 ms per keystroke (cold / warm)': `${round3(percentile(real.cold, 95))} / ${round3(percentile(real.warm, 95))}`,
    'max ms (cold)': round3(real.cold[real.cold.length - 1] ?? Number.NaN),
    'budget: median < 1 ms': percentile(real.cold, 50) < 1 ? 'yes' : 'no',
    [`synthetic ${SCALE}x entries`]: large.length,
    [`synthetic ${SCALE}x index build ms`]: round3(big.buildMs),
    [`synthetic ${SCALE}x median ms (cold / warm)`]: `${round3(percentile(big.cold, 50))} / ${round3(percentile(big.warm, 50))}`,
    [`synthetic ${SCALE}x p95 ms (cold / warm)`]: `${round3(percentile(big.cold, 95))} / ${round3(percentile(big.warm, 95))}`,
    [`budget: ${SCALE}x median < 2 ms`]: percentile(big.cold, 50) < 2 ? 'yes' : 'no',
    ...(await codeSizes()),
  };
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const result = await run();
  for (const [name, value] of Object.entries(result)) console.log(`  ${name.padEnd(44)}${value}`);
}
