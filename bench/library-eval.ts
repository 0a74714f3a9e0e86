// The evaluation behind docs/decisions/0032-dream-search.md (issue 17): a kept full-text library, MiniSearch
// with Snowball's Portuguese stemmer, against the hand-written index (src/features/dreams/domain/search.ts) on the
// labelled query set: hit rate, median time per keystroke, index build time, gzip bytes. The two libraries are
// not dependencies of the app; to rerun:
// npm install --no-save minisearch@7.2.0 snowball-stemmers@0.6.0 && npx tsx bench/library-eval.ts
import { build } from 'esbuild';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DREAM_LEXICON } from '../src/features/dreams/data/dream-lexicon';
import { fold } from '../src/features/dreams/domain/fold';
import { createLexicon } from '../src/features/dreams/domain/lexicon';
import { buildSearchIndex, normaliseQuery, search } from '../src/features/dreams/domain/search';
import { LABELLED_QUERIES } from '../src/features/dreams/domain/search-queries';
import { hitRates, loadDictionary } from './dream-search.bench';

interface Doc {
  id: number;
  titulo: string;
  variante: string;
  text: string;
}
interface MiniSearchHit {
  id: number;
  titulo: string;
  variante: string;
}
interface MiniSearchLike {
  addAll(docs: Doc[]): void;
  search(query: string, options?: object): MiniSearchHit[];
}
type MiniSearchClass = new (options: object) => MiniSearchLike;

// Not dependencies: imported by name so that the app's type-check does not need them installed.
const load = (name: string): Promise<unknown> => import(name);

const dreams = await loadDictionary();
const { default: MiniSearch } = (await load('minisearch')) as { default: MiniSearchClass };
const snowball = (await load('snowball-stemmers')) as { newStemmer: (language: string) => { stem: (word: string) => string } };
const stemmer = snowball.newStemmer('portuguese');
const lexicon = createLexicon(DREAM_LEXICON);

/** Each dream and each variant is a document, so the best document names the variant to open. */
function documents(): Doc[] {
  const docs: Doc[] = [];
  for (const dream of dreams) {
    docs.push({ id: docs.length, titulo: dream.titulo, variante: '', text: dream.geral.significado });
    for (const [name, block] of Object.entries(dream.variantes ?? {})) {
      docs.push({ id: docs.length, titulo: dream.titulo, variante: name.replace(/_/g, ' '), text: block.significado });
    }
  }
  return docs;
}

function miniSearch(withLexicon: boolean) {
  const start = performance.now();
  const index = new MiniSearch({
    fields: ['titulo', 'variante', 'text'],
    storeFields: ['titulo', 'variante'],
    processTerm: (term: string) => {
      const folded = fold(term);
      return folded.length > 1 ? stemmer.stem(folded) : null;
    },
    searchOptions: { boost: { titulo: 6, variante: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR' },
  });
  index.addAll(documents());
  const buildMs = performance.now() - start;
  const names = new Map(dreams.flatMap((d) => Object.keys(d.variantes ?? {}).map((k) => [`${d.titulo}|${k.replace(/_/g, ' ')}`, k] as const)));
  const open = (query: string) => {
    // The same lead-in stripping as the app; with the lexicon, its words added to the query.
    let text = normaliseQuery(query);
    if (withLexicon) text = text.split(' ').flatMap((w) => [w, ...(lexicon.lookup(w) ?? [])]).join(' ');
    const [first] = text ? index.search(text) : [];
    if (!first) return undefined;
    const variant = first.variante ? names.get(`${first.titulo}|${first.variante}`) : undefined;
    return { titulo: first.titulo, ...(variant ? { variant } : {}) };
  };
  return { open, buildMs };
}

const prefixes = (query: string) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));
function medianKeystroke(open: (query: string) => unknown): number {
  for (const { query } of LABELLED_QUERIES) for (const typed of prefixes(query)) open(typed);
  const times: number[] = [];
  for (const { query } of LABELLED_QUERIES) {
    for (const typed of prefixes(query)) {
      const start = performance.now();
      open(typed);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 1000) / 1000;
}

async function gzipKb(contents: string): Promise<string> {
  const result = await build({ stdin: { contents, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm', logLevel: 'silent' });
  return `${(gzipSync(result.outputFiles[0]!.contents).length / 1024).toFixed(1)} KB`;
}

const ownStart = performance.now();
const own = buildSearchIndex(dreams, lexicon);
const ownBuild = performance.now() - ownStart;
const ownOpen = (query: string) => {
  const [first] = search(own, query, 1);
  return first && { titulo: first.dream.titulo, ...(first.variant ? { variant: first.variant } : {}) };
};
const plain = miniSearch(false);
const expanded = miniSearch(true);

const rows = {
  'hand-written index': { ...hitRates(own, ownOpen), 'median ms': medianKeystroke(ownOpen), 'build ms': Math.round(ownBuild), gzip: await gzipKb("export * from './src/features/dreams/domain/search';") },
  'MiniSearch + Snowball': { ...hitRates(own, plain.open), 'median ms': medianKeystroke(plain.open), 'build ms': Math.round(plain.buildMs), gzip: await gzipKb("export { default } from 'minisearch'; export * from 'snowball-stemmers';") },
  'MiniSearch + Snowball + lexicon': { ...hitRates(own, expanded.open), 'median ms': medianKeystroke(expanded.open), 'build ms': Math.round(expanded.buildMs), gzip: '(as above + lexicon)' },
};
for (const [name, figures] of Object.entries(rows)) {
  console.log(`\n${name}`);
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(28)}${value}`);
}
