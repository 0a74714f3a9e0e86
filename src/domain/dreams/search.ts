// Dream search: an index of pre-folded titles, variants and meanings, and a ranked search over it.
import { fold, foldQuery } from './fold';
import type { Dream } from './types';

/** How a dream matched, best first. */
export type MatchKind = 'exact' | 'prefix' | 'word' | 'variant' | 'meaning';

export interface SearchHit {
  dream: Dream;
  kind: MatchKind;
  /** The variant key (as stored, e.g. 'preta', 'de_ouro') the query named, so the view can open that block. */
  variant?: string;
  score: number;
}

interface IndexedVariant {
  name: string;
  /** Folded name with hyphens as spaces ('de_ouro' → 'de ouro'). */
  text: string;
  words: readonly string[];
}

interface IndexedDream {
  dream: Dream;
  title: string;
  variants: readonly IndexedVariant[];
  /** Folded meanings of the general block and every variant, joined. */
  meaning: string;
  /** Position in title order, the last tie-breaker. */
  order: number;
}

export interface DreamSearchIndex {
  readonly entries: readonly IndexedDream[];
  readonly size: number;
}

// Hyphens are kept by fold (a title can hold one) but count as word breaks for searching.
const loose = (text: string): string => fold(text).replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();

// One collator for every comparison: the same order as localeCompare(…, 'pt-BR'), without building one per call.
const titleOrder = new Intl.Collator('pt-BR');

const byTitle = (dreams: readonly Dream[]): Dream[] => [...dreams].sort((a, b) => titleOrder.compare(a.titulo, b.titulo));

function indexDream(dream: Dream, order: number): IndexedDream {
  const title = loose(dream.titulo);
  const variants = Object.entries(dream.variantes ?? {}).map(([name]) => {
    const text = loose(name);
    return { name, text, words: text.split(' ') };
  });
  const meanings = [dream.geral?.significado ?? '', ...Object.values(dream.variantes ?? {}).map((v) => v?.significado ?? '')];
  return { dream, title, variants, meaning: ` ${loose(meanings.join(' '))} `, order };
}

/** Builds the search index once per data change; queries then never re-fold the corpus. */
export function buildSearchIndex(dreams: readonly Dream[]): DreamSearchIndex {
  const entries = byTitle(dreams).map(indexDream);
  return { entries, size: entries.length };
}

/**
 * The same index as buildSearchIndex, built in slices of a few milliseconds with `pause()` awaited between
 * them: folding the whole dictionary at once blocks a cheap phone's main thread for tens of milliseconds, and
 * a slice of a fixed number of dreams still took 17 ms on a fast machine (dreams with many variants).
 */
export interface SliceOptions {
  /** Milliseconds of work before pausing: a few, so that no slice is a long task on a slow phone (4 ms here is
   * about 16 ms on a phone four times slower, well under the 50 ms of a long task). */
  budgetMs?: number;
  /** The clock; performance.now() by default. */
  now?: () => number;
}

export async function buildSearchIndexInSlices(
  dreams: readonly Dream[],
  pause: () => Promise<void>,
  { budgetMs = 4, now = () => performance.now() }: SliceOptions = {},
): Promise<DreamSearchIndex> {
  const sorted = byTitle(dreams);
  const entries: IndexedDream[] = [];
  let sliceStart = now();
  for (let order = 0; order < sorted.length; order += 1) {
    if (order > 0 && now() - sliceStart >= budgetMs) {
      await pause();
      sliceStart = now();
    }
    entries.push(indexDream(sorted[order]!, order));
  }
  return { entries, size: entries.length };
}

// Scores leave room between kinds; within a kind, a shorter title (closer to the query) ranks higher.
const SCORE: Record<MatchKind, number> = { exact: 1000, prefix: 800, word: 600, variant: 400, meaning: 200 };
/** A title matched together with one of its variants ranks just below the same title match alone. */
const WITH_VARIANT = -50;

/** Does every word of the query start some word of the variant ("amamentando" ↔ "que esta amamentando um bebe")? */
function variantMatches(variant: IndexedVariant, queryWords: readonly string[]): boolean {
  if (variant.text.startsWith(queryWords.join(' '))) return true;
  return queryWords.every((q) => variant.words.some((w) => w.startsWith(q)));
}

function findVariant(entry: IndexedDream, queryWords: readonly string[]): IndexedVariant | undefined {
  if (queryWords.length === 0) return undefined;
  // An exact name first ("preto" over "preto e branco"), then any matching one.
  const joined = queryWords.join(' ');
  return entry.variants.find((v) => v.text === joined) ?? entry.variants.find((v) => variantMatches(v, queryWords));
}

function titleKind(entry: IndexedDream, text: string): MatchKind | undefined {
  if (entry.title === text) return 'exact';
  if (entry.title.startsWith(text)) return 'prefix';
  // A match at any later word start: "chuva" finds "Guarda-chuva", "de ouro" finds "Anel de ouro".
  if (entry.title.includes(` ${text}`)) return 'word';
  return undefined;
}

function rank(entry: IndexedDream, query: string, queryWords: readonly string[]): SearchHit | undefined {
  const titleLength = entry.title.length;
  const direct = titleKind(entry, query);
  if (direct === 'exact' || direct === 'prefix') return { dream: entry.dream, kind: direct, score: SCORE[direct] - titleLength };

  // The query as title + variant: "cobra preta" is Cobra with its "preta" block.
  let best: SearchHit | undefined =
    direct === 'word' ? { dream: entry.dream, kind: 'word', score: SCORE.word - titleLength } : undefined;
  for (let split = queryWords.length - 1; split >= 1; split -= 1) {
    const kind = titleKind(entry, queryWords.slice(0, split).join(' '));
    if (!kind) continue;
    const variant = findVariant(entry, queryWords.slice(split));
    if (!variant) continue;
    const score = SCORE[kind] + WITH_VARIANT - titleLength + split;
    if (!best || score > best.score) best = { dream: entry.dream, kind, variant: variant.name, score };
    break;
  }
  if (best) return best;

  const variant = findVariant(entry, queryWords);
  if (variant) return { dream: entry.dream, kind: 'variant', variant: variant.name, score: SCORE.variant - titleLength };

  // Meanings only for queries long enough to mean something, and only at word starts.
  if (query.length >= 3 && entry.meaning.includes(` ${query}`)) {
    return { dream: entry.dream, kind: 'meaning', score: SCORE.meaning - titleLength };
  }
  return undefined;
}

/**
 * Ranked hits for what a person typed: exact title > title prefix > word prefix > variant > meaning.
 * Lead-ins ("sonhei com") are dropped and accents ignored; an empty query finds nothing.
 */
export function search(index: DreamSearchIndex, rawQuery: string, limit = 30): SearchHit[] {
  const query = foldQuery(rawQuery).replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!query) return [];
  const queryWords = query.split(' ');
  const hits: { hit: SearchHit; order: number }[] = [];
  for (const entry of index.entries) {
    const hit = rank(entry, query, queryWords);
    if (hit) hits.push({ hit, order: entry.order });
  }
  hits.sort((a, b) => b.hit.score - a.hit.score || a.order - b.order);
  return hits.slice(0, limit).map((h) => h.hit);
}
