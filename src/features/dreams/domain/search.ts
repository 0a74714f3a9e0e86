// Dream search: an index of the book's words (title words, variant words, meaning words) and a ranked search
// over it that reads Portuguese as people type it: plurals, diminutives, gender, verb forms and synonyms (through
// stem.ts and the injected lexicon), typing errors (typo.ts), extra words, and numbers (number-query.ts).
//
// Ranking, explainable: a dream whose title and variant explain more words of the query comes first ("caindo
// dente" is Dente and its "caindo" block, then Queda, which explains "caindo" alone). Then the words of the query
// are read left to right, and the first one that names a dream decides (the subject comes first: "telhado com
// gato" is Telhado). At the same word, an exact title beats a title typed with other words (a variant named among
// them adds a little), then a title reached through a word form or a synonym, then a title being typed, then one
// through a typo, then part of a longer title. Below all of these, a query that only names a variant, then a few
// dreams whose meanings hold the words as words (MEANING_MENTIONS; the page lists them apart). A lead-in alone
// ("sonhei com") finds nothing, and two letters that name a dream ("ex") are never the start of a longer word.
import { lowerNoAccents, stripAccents } from '../../../utils/text/accents';
import { ANIMALS } from '../../animals/domain/animals';
import { fold, foldQuery, leadIn, STOPWORDS } from './fold';
import { EMPTY_LEXICON, type Lexicon } from './lexicon';
import { parseNumberQuery, type NumberQuery } from './number-query';
import { baseForms, infinitives, looseKey, singulars } from './stem';
import { allowedTypos, editDistance } from './typo';
import type { Dream, DreamBlock } from './types';
import { collatePt } from '../../../utils/pt-br/order';

/**
 * How a dream matched, best first: the whole query is its title, the title is there with other words, a word
 * form or a synonym of it, the title is being typed, a typo of it, part of a title of several words; only a
 * variant; only the meaning. `number` is the animal of a number query, `palpite` a dream whose numbers hold it.
 */
export type MatchKind =
  | 'exact'
  | 'title'
  | 'prefix'
  | 'stem'
  | 'synonym'
  | 'typo'
  | 'word'
  | 'variant'
  | 'meaning'
  | 'number'
  | 'palpite';

export interface SearchHit {
  dream: Dream;
  kind: MatchKind;
  /** The variant key (as stored, e.g. 'preta', 'de_ouro') the query named, so the view can open that block. */
  variant?: string;
  score: number;
  /** For a number query: the number as read and its animal. */
  number?: NumberQuery;
}

interface IndexedVariant {
  name: string;
  /** Folded name with hyphens and underscores as spaces ('de_ouro' → 'de ouro'). */
  text: string;
  /** The words that name something, and their loose keys (stem.ts), in order. */
  words: readonly string[];
  keys: readonly string[];
  /** The infinitives each word may be a form of ("caindo" → cair), so "caiu" names the "caindo" block. */
  verbs: readonly (readonly string[])[];
}

interface IndexedBlock {
  variant?: string;
  /** Group numbers, 'NN'. */
  groups: readonly string[];
  milhares: readonly string[];
}

interface IndexedDream {
  dream: Dream;
  /** The folded title, hyphens as spaces: 'Guarda-chuva' → 'guarda chuva'. */
  title: string;
  /** The title without its qualifier in parentheses: 'Banco (assento)' → 'banco'. */
  core: string;
  /** The words of `core` that name something: 'Lua de mel' → lua, mel. */
  coreWords: readonly string[];
  variants: readonly IndexedVariant[];
  blocks: readonly IndexedBlock[];
  /** Position in title order, the last tie-breaker. */
  order: number;
}

export interface DreamSearchIndex {
  readonly entries: readonly IndexedDream[];
  readonly size: number;
  /** Title word → the entries whose title holds it. */
  readonly terms: ReadonlyMap<string, readonly number[]>;
  /** The title words, sorted, for words still being typed. */
  readonly termList: readonly string[];
  /** Loose key of a variant word → [entry, variant] pairs. */
  readonly variantKeys: ReadonlyMap<string, readonly (readonly [number, number])[]>;
  readonly variantKeyList: readonly string[];
  /** Meaning key (meaningKey) of a meaning word → the entries whose meanings hold it. */
  readonly meaning: ReadonlyMap<string, readonly number[]>;
  readonly meaningList: readonly string[];
  /** Every word the book itself uses, sorted: such a word, or the start of one, is never corrected as a typo. */
  readonly known: readonly string[];
  /** Title words and lexicon words by length, the candidates of typo correction. */
  readonly typoTargets: ReadonlyMap<number, readonly (readonly [string, readonly string[]])[]>;
  readonly lexicon: Lexicon;
}

// Hyphens and underscores are word breaks for searching.
const loose = (text: string): string => fold(text.replace(/_/g, ' ')).replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();

const contentWords = (words: readonly string[]): string[] => words.filter((w) => !STOPWORDS.has(w));

const byTitle = (dreams: readonly Dream[]): Dream[] => [...dreams].sort((a, b) => collatePt(a.titulo, b.titulo));

/** Words of three letters or more, the ones worth indexing in meanings. */
const MEANING_WORD = /[a-z0-9]{3,}/g;

/**
 * The key a word of a meaning is indexed under, and a query word looked up by: the word itself after folding,
 * its plural and its gender (a/o) set aside, so "cobras" meets "cobra" but not "cobre", and "bebe" meets "bebê"
 * and "bebes" but not "beber" or "bebida" (a word boundary after folding, unlike the looser key of variants).
 */
function meaningKey(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  if (singular.length <= 3) return singular;
  const last = singular[singular.length - 1]!;
  return (last === 'a' || last === 'o') && !'aeiou'.includes(singular[singular.length - 2]!) ? singular.slice(0, -1) : singular;
}

/**
 * The animals of the 25 groups, folded. Written with a capital in a meaning ("a Cobra e o Gato acompanham o
 * Jacaré") they name the group whose numbers the dream plays, not what was dreamt: such mentions are not
 * indexed, else "cobras" would list the dozens of dreams that play the Cobra's group.
 */
const GROUP_ANIMALS: ReadonlySet<string> = new Set(ANIMALS.flatMap((a) => [lowerNoAccents(a.name), `${lowerNoAccents(a.name)}s`]));

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9]/.test(c);

/** Is `word` (lower case) written in lower case in `text` (accents stripped, case kept), as a whole word? */
function inLowerCase(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + word.length])) return true;
  }
  return false;
}

function indexDream(dream: Dream, order: number): IndexedDream {
  const title = loose(dream.titulo);
  const core = loose(dream.titulo.replace(/\([^)]*\)/g, ' ')) || title;
  const coreWords = contentWords(core.split(' '));
  const variants = Object.keys(dream.variantes ?? {}).map((name) => {
    const text = loose(name);
    const words = contentWords(text.split(' '));
    return { name, text, words, keys: words.map(looseKey), verbs: words.map(infinitives) };
  });
  const block = (b: DreamBlock | undefined, variant?: string): IndexedBlock => ({
    ...(variant !== undefined ? { variant } : {}),
    groups: (b?.palpites.grupos ?? []).map((label) => label.slice(0, 2)),
    milhares: b?.palpites.milhares ?? [],
  });
  const blocks = [block(dream.geral), ...Object.entries(dream.variantes ?? {}).map(([name, b]) => block(b, name))];
  return { dream, title, core, coreWords: coreWords.length ? coreWords : core.split(' '), variants, blocks, order };
}

/** Collects the word maps as entries are indexed (in one go or in slices). */
function createBuilder(lexicon: Lexicon) {
  const entries: IndexedDream[] = [];
  const terms = new Map<string, number[]>();
  const variantKeys = new Map<string, [number, number][]>();
  const meaning = new Map<string, number[]>();
  const known = new Set<string>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  return {
    add(dream: Dream) {
      const at = entries.length;
      const entry = indexDream(dream, at);
      entries.push(entry);
      for (const word of new Set(entry.coreWords)) add(terms, word, at);
      for (const word of entry.title.split(' ')) known.add(word);
      entry.variants.forEach((variant, v) => {
        for (const key of new Set(variant.keys)) add(variantKeys, key, [at, v] as [number, number]);
        for (const word of variant.text.split(' ')) known.add(word);
      });
      const texts = [dream.geral?.significado ?? '', ...Object.values(dream.variantes ?? {}).map((b) => b?.significado ?? '')];
      const keys = new Set<string>();
      // Without accents is all a meaning needs (fold's full pass is for titles and queries); the case tells a
      // group's animal ("o Gato") from the animal itself ("um gato").
      const stripped = stripAccents(texts.join(' '));
      for (const word of new Set(stripped.toLowerCase().match(MEANING_WORD))) {
        known.add(word);
        if (GROUP_ANIMALS.has(word) && !inLowerCase(stripped, word)) continue;
        keys.add(meaningKey(word));
      }
      for (const key of keys) add(meaning, key, at);
    },
    done(): DreamSearchIndex {
      const sorted = (map: Map<string, unknown>) => [...map.keys()].sort();
      const typoTargets = new Map<number, (readonly [string, readonly string[]])[]>();
      const target = (word: string, to: readonly string[]) => {
        const list = typoTargets.get(word.length);
        if (list) list.push([word, to]);
        else typoTargets.set(word.length, [[word, to]]);
      };
      for (const term of terms.keys()) target(term, [term]);
      for (const word of lexicon.words) {
        const to = lexicon.lookup(word);
        if (to && to.every((t) => terms.has(t))) target(word, to);
      }
      return {
        entries,
        size: entries.length,
        terms,
        termList: sorted(terms),
        variantKeys,
        variantKeyList: sorted(variantKeys),
        meaning,
        meaningList: sorted(meaning),
        known: [...known].sort(),
        typoTargets,
        lexicon,
      };
    },
  };
}

/** Builds the search index once per data change; queries then never re-fold the corpus. */
export function buildSearchIndex(dreams: readonly Dream[], lexicon: Lexicon = EMPTY_LEXICON): DreamSearchIndex {
  const builder = createBuilder(lexicon);
  for (const dream of byTitle(dreams)) builder.add(dream);
  return builder.done();
}

/**
 * The same index as buildSearchIndex, built in slices of a few milliseconds with `pause()` awaited between
 * them: indexing the whole dictionary at once blocks a cheap phone's main thread for tens of milliseconds, and
 * a slice of a fixed number of dreams still took 17 ms on a fast machine (dreams with many variants).
 */
export interface SliceOptions {
  /** Milliseconds of work before pausing: a few, so that no slice is a long task on a slow phone (4 ms here is
   * about 16 ms on a phone four times slower, well under the 50 ms of a long task). */
  budgetMs?: number;
  /** The clock; performance.now() by default. */
  now?: () => number;
  /** The curated lexicon (synonyms, verbs); none by default. */
  lexicon?: Lexicon;
}

export async function buildSearchIndexInSlices(
  dreams: readonly Dream[],
  pause: () => Promise<void>,
  { budgetMs = 4, now = () => performance.now(), lexicon = EMPTY_LEXICON }: SliceOptions = {},
): Promise<DreamSearchIndex> {
  const sorted = byTitle(dreams);
  const builder = createBuilder(lexicon);
  let sliceStart = now();
  for (let order = 0; order < sorted.length; order += 1) {
    if (order > 0 && now() - sliceStart >= budgetMs) {
      await pause();
      sliceStart = now();
    }
    builder.add(sorted[order]!);
  }
  return builder.done();
}

// ---------------------------------------------------------------------------------------------------------
// Reading one word of the query.

type Tier = 'title' | 'stem' | 'synonym' | 'typo';

interface Reading {
  terms: readonly string[];
  tier: Tier;
}

const hasAll = (index: DreamSearchIndex, terms: readonly string[] | undefined): terms is readonly string[] =>
  terms !== undefined && terms.length > 0 && terms.every((t) => index.terms.has(t));

/**
 * The closest title word or lexicon word within the typos a word may carry, or undefined. A word the book
 * uses, or the start of one (a word still being typed), is no typo. Candidates share the first or the second
 * letter: both mistyped at once is rare, and the filter keeps the scan short.
 */
function correctTypo(index: DreamSearchIndex, word: string): Reading | undefined {
  const max = allowedTypos(word.length);
  if (max === 0 || withPrefix(index.known, word, 1).length > 0) return undefined;
  let best: { terms: readonly string[]; distance: number } | undefined;
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const [candidate, terms] of index.typoTargets.get(length) ?? []) {
      if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
      const distance = editDistance(word, candidate, max);
      if (distance > max) continue;
      // At equal distance the word that starts alike wins, then the shorter (title words before lexicon words).
      const adjusted = distance + (candidate[0] === word[0] ? 0 : 0.5);
      if (!best || adjusted < best.distance) best = { terms, distance: adjusted };
    }
  }
  return best ? { terms: best.terms, tier: 'typo' } : undefined;
}

/** The base form or lexicon word that explains a word, nearest first, or undefined. */
function derive(index: DreamSearchIndex, word: string): Reading | undefined {
  const synonym = index.lexicon.lookup(word);
  if (hasAll(index, synonym)) return { terms: synonym, tier: 'synonym' };
  for (const form of baseForms(word)) {
    if (index.terms.has(form)) return { terms: [form], tier: 'stem' };
    const viaLexicon = index.lexicon.lookup(form);
    if (hasAll(index, viaLexicon)) return { terms: viaLexicon, tier: 'stem' };
  }
  return undefined;
}

/**
 * What dream titles a word of the query names: itself when it is a title word, and also what it derives from
 * ("dentes" is a word of "Escova de dentes" and the plural of Dente); failing both, a typo's correction.
 */
function readWord(index: DreamSearchIndex, word: string): Reading[] {
  if (index.terms.has(word)) {
    // A title word may also be a synonym or a plural of another ("papai", "dentes"), never a guess further off.
    const synonym = index.lexicon.lookup(word);
    if (hasAll(index, synonym)) return [{ terms: [word], tier: 'title' }, { terms: synonym, tier: 'synonym' }];
    const singular = singulars(word).find((form) => index.terms.has(form));
    return [{ terms: [word], tier: 'title' }, ...(singular ? [{ terms: [singular], tier: 'stem' as const }] : [])];
  }
  const derived = derive(index, word);
  if (derived) return [derived];
  const typo = correctTypo(index, word) ?? singulars(word).reduce<Reading | undefined>((found, s) => found ?? correctTypo(index, s), undefined);
  return typo ? [typo] : [];
}

// Readings are cached per index: typing "cachorrinho" reads "cachorrinho" once, however often it is searched.
const readings = new WeakMap<DreamSearchIndex, Map<string, Reading[]>>();
const CACHE_LIMIT = 5000;

function cachedReading(index: DreamSearchIndex, word: string): Reading[] {
  let cache = readings.get(index);
  if (!cache) readings.set(index, (cache = new Map()));
  let reading = cache.get(word);
  if (reading === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    reading = readWord(index, word);
    cache.set(word, reading);
  }
  return reading;
}

/** The sorted strings of `list` that start with `prefix` (binary search for the first), at most `limit`. */
function withPrefix(list: readonly string[], prefix: string, limit = Infinity): string[] {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const out: string[] = [];
  for (let i = low; i < list.length && out.length < limit && list[i]!.startsWith(prefix); i += 1) out.push(list[i]!);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Ranking.

// Scores: the position of the deciding word first, then the kind; a shorter title (closer to the query) wins a tie.
const KIND_SCORE: Record<Exclude<MatchKind, 'variant' | 'meaning' | 'number' | 'palpite'>, number> = {
  exact: 900,
  title: 800,
  stem: 600,
  synonym: 600,
  // Below a word form: "flores" is Flor before Floresta, "papai" is Pai before Papai Noel.
  prefix: 500,
  typo: 400,
  word: 300,
};
const TIER_KIND: Record<Tier, MatchKind & keyof typeof KIND_SCORE> = { title: 'title', stem: 'stem', synonym: 'synonym', typo: 'typo' };
const TIER_RANK: Record<Tier, number> = { title: 0, synonym: 1, stem: 1, typo: 2 };
/** Positions after this one all count the same. */
const LAST_POSITION = 7;
const TITLE_BAND = 100_000;
const WITH_VARIANT = 50;
const WHOLE_PREFIX = 350;
const VARIANT_BAND = 5_000;
const MEANING_BAND = 2_000;
const NUMBER_BAND = 40_000;
/** Each word of the query a title and its variant leave unexplained costs more than any position or kind. */
const COVER_BAND = 10_000;
/** Unexplained words after this many all count the same (title hits stay above variant and meaning hits). */
const LAST_UNEXPLAINED = 8;
/** Meaning mentions shown below dreams found by their titles or variants. */
const MEANING_MENTIONS = 5;

interface QueryWord {
  word: string;
  key: string;
  /** The last word, still being typed: also read as the start of longer words (see isTyping). */
  typing: boolean;
  verbs: readonly string[];
}

/** Does a query word name word i of this variant? Same loose key, a form of the same verb ("caiu", "caindo"),
 * or the start of it while typing. */
function namesWord(q: QueryWord, variant: IndexedVariant, i: number): boolean {
  if (q.key === variant.keys[i] || (q.typing && q.word.length >= 2 && variant.words[i]!.startsWith(q.word))) return true;
  if (q.verbs.length === 0) return false;
  for (const verb of variant.verbs[i]!) if (q.verbs.includes(verb)) return true;
  return false;
}

/**
 * Is the last word of a query read as the start of longer words too? Yes, but for a word of two letters that
 * already names a dream ("ex", "pé"): it is taken as typed, never found inside longer words ("ex" is not Exame).
 */
const isTyping = (index: DreamSearchIndex, word: string): boolean => word.length > 2 || cachedReading(index, word).length === 0;

/** The variant the given query words name best: all its words named, else all the query words found in it. */
function findVariant(entry: IndexedDream, words: readonly QueryWord[]): IndexedVariant | undefined {
  if (words.length === 0) return undefined;
  let best: { variant: IndexedVariant; score: number } | undefined;
  for (const variant of entry.variants) {
    if (variant.words.length === 0) continue;
    let named = 0;
    let firstNamed = words.length;
    variant.words.forEach((_, i) => {
      const at = words.findIndex((q) => namesWord(q, variant, i));
      if (at < 0) return;
      named += 1;
      firstNamed = Math.min(firstNamed, at);
    });
    const allNamed = named === variant.words.length;
    const allFound = words.every((q) => variant.words.some((_, i) => namesWord(q, variant, i)));
    if (!allNamed && !allFound) continue;
    // More words named first; then all of its words; then the one named first ("bebe chorando no colo" is the
    // baby crying); then the shortest name ("preto" over "preto e branco").
    const score = named * 1000 + (allNamed ? 500 : 0) - firstNamed * 10 - variant.text.length / 100;
    if (!best || score > best.score) best = { variant, score };
  }
  return best?.variant;
}

interface TitleMatch {
  kind: keyof typeof KIND_SCORE;
  position: number;
  /** The query words the title used, as bits (bit i: word i; queries are short). */
  used: number;
}

const ALL_WORDS = -1;
const usesWord = (used: number, i: number): boolean => i >= 31 || (used & (1 << i)) !== 0;

/** How an entry's title matches the query words (read beforehand), or undefined. */
function matchTitle(
  entry: IndexedDream,
  query: string,
  typing: boolean,
  words: readonly QueryWord[],
  read: readonly (readonly Reading[])[],
): TitleMatch | undefined {
  if (entry.title === query || entry.core === query) return { kind: 'exact', position: 0, used: ALL_WORDS };
  const covered = coverTitle(entry, words, read);
  // The whole query starts the title ("lua de m", "gat"): typing it, unless its words already name it better.
  if (typing && entry.title.startsWith(query) && (!covered || KIND_SCORE[covered.kind] < KIND_SCORE.prefix)) {
    return { kind: 'prefix', position: 0, used: ALL_WORDS };
  }
  return covered;
}

/** Does this reading of a query word name this title word? A reading of several words names only a title that
 * holds them all ("ex" → Ex-namorado, not Namorado). Plain loops: this runs for every candidate on every keystroke. */
function names(reading: Reading, core: string, coreWords: readonly string[]): boolean {
  if (!reading.terms.includes(core)) return false;
  if (reading.terms.length === 1) return true;
  for (const term of reading.terms) if (!coreWords.includes(term)) return false;
  return true;
}

/** How the words of the query cover the title's words, or undefined. */
function coverTitle(entry: IndexedDream, words: readonly QueryWord[], read: readonly (readonly Reading[])[]): TitleMatch | undefined {
  let used = 0;
  let position = Infinity;
  let worst = -1;
  let worstTier: Tier = 'title';
  let typed = false;
  let matched = 0;
  for (const core of entry.coreWords) {
    let at = -1;
    let tier: Tier | undefined;
    for (let i = 0; i < words.length && at < 0; i += 1) {
      for (const reading of read[i]!) {
        // A word names one title word, or all the words of a title when the lexicon says so.
        if ((reading.terms.length === 1 && usesWord(used, i)) || !names(reading, core, entry.coreWords)) continue;
        at = i;
        tier = reading.tier;
        break;
      }
    }
    if (at < 0) {
      const last = words.length - 1;
      if (words[last]!.typing && !usesWord(used, last) && core.startsWith(words[last]!.word)) {
        at = last;
        typed = true;
      }
    }
    if (at < 0) continue;
    if (at < 31) used |= 1 << at;
    position = Math.min(position, at);
    matched += 1;
    if (tier && TIER_RANK[tier] > worst) {
      worst = TIER_RANK[tier];
      worstTier = tier;
    }
  }
  if (matched === 0) return undefined;
  if (matched < entry.coreWords.length) {
    // Part of a title of several words counts only when typed as such ("chuva" in Guarda-chuva).
    return worstTier === 'title' && !typed ? { kind: 'word', position, used } : undefined;
  }
  return { kind: typed && worstTier === 'title' ? 'prefix' : TIER_KIND[worstTier], position, used };
}

function numberHits(index: DreamSearchIndex, number: NumberQuery, limit: number): SearchHit[] {
  const animalTitle = fold(number.animal.name);
  const { digits, kind } = number;
  const holds = (block: IndexedBlock): number => {
    let best = block.groups.includes(number.animal.group) ? 1 : 0;
    if (kind === 'grupo') return best;
    for (const milhar of block.milhares) {
      if (milhar === digits) best = Math.max(best, 4);
      else if (digits.length >= 3 && milhar.endsWith(digits.slice(-3))) best = Math.max(best, 3);
      else if (milhar.endsWith(digits.slice(-2))) best = Math.max(best, 2);
    }
    return best;
  };
  const hits: SearchHit[] = [];
  for (const entry of index.entries) {
    if (entry.title === animalTitle) {
      hits.push({ dream: entry.dream, kind: 'number', score: NUMBER_BAND * 2, number });
      continue;
    }
    let best = 0;
    let variant: string | undefined;
    for (const block of entry.blocks) {
      const held = holds(block);
      if (held > best) {
        best = held;
        variant = block.variant;
      }
    }
    if (best > 0) {
      hits.push({
        dream: entry.dream,
        kind: 'palpite',
        ...(variant !== undefined ? { variant } : {}),
        score: NUMBER_BAND + best * 100,
        number,
      });
    }
  }
  return sortHits(new Map(hits.map((hit, i) => [i, hit])), limit);
}

const ORDER_BITS = 2 ** 21;

/**
 * The best `limit` hits: best score first; at equal scores, title order (the map's keys are entry positions, in
 * title order). Scores are integers, so score and position pack into one number and a typed array sorts them:
 * a one-letter query on a large book has thousands of hits.
 */
function sortHits(hits: ReadonlyMap<number, SearchHit>, limit: number): SearchHit[] {
  const keys = new Float64Array(hits.size);
  let n = 0;
  for (const [at, hit] of hits) keys[n++] = hit.score * ORDER_BITS + (ORDER_BITS - 1 - at);
  keys.sort();
  const out: SearchHit[] = [];
  for (let i = keys.length - 1; i >= 0 && out.length < limit; i -= 1) {
    const at = ORDER_BITS - 1 - (keys[i]! - Math.floor(keys[i]! / ORDER_BITS) * ORDER_BITS);
    out.push(hits.get(at)!);
  }
  return out;
}

/** The folded query the search works on: lead-ins dropped, hyphens as spaces. */
export function normaliseQuery(rawQuery: string): string {
  return foldQuery(rawQuery.replace(/_/g, ' ')).replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Ranked hits for what a person typed (see the ranking at the top of this file). Lead-ins ("sonhei com") are
 * dropped and accents ignored; an empty query finds nothing.
 */
export function search(index: DreamSearchIndex, rawQuery: string, limit = 30): SearchHit[] {
  const query = normaliseQuery(rawQuery);
  // Only a lead-in so far ("sonhei com", "sonhar com o"): nothing to look for yet.
  const lead = leadIn(rawQuery.replace(/_/g, ' '));
  if (!query || lead === 'whole') return [];
  const number = parseNumberQuery(query);
  if (number) return numberHits(index, number, limit);

  const all = query.split(' ');
  const content = contentWords(all);
  const typingLast = isTyping(index, all[all.length - 1]!);
  const words: QueryWord[] = (content.length ? content : all).map((word, i, list) => ({
    word,
    key: looseKey(word),
    verbs: infinitives(word),
    typing: typingLast && i === list.length - 1 && word === all[all.length - 1],
  }));
  const read = words.map((q) => cachedReading(index, q.word));

  // Candidates: the entries of every title word the query names, or starts.
  const candidates = new Set<number>();
  for (const reading of read.flat()) for (const term of reading.terms) index.terms.get(term)?.forEach((at) => candidates.add(at));
  const lastWord = words[words.length - 1]!;
  if (lastWord.typing) for (const term of withPrefix(index.termList, lastWord.word)) index.terms.get(term)!.forEach((at) => candidates.add(at));
  // A query of several words may be a title of several words being typed ("lua de m").
  if (all.length > 1) index.terms.get(all[0]!)?.forEach((at) => candidates.add(at));

  const best = new Map<number, SearchHit>();
  for (const at of candidates) {
    const entry = index.entries[at]!;
    const match = matchTitle(entry, query, typingLast, words, read);
    if (!match) continue;
    const rest = match.used === ALL_WORDS ? [] : words.filter((_, i) => !usesWord(match.used, i));
    const variant = match.kind === 'exact' ? undefined : findVariant(entry, rest);
    // Part of a longer title and one of its variants ("sereia cantando": Sereia encantada, its "cantando" block)
    // explains the query better than the shorter title alone, which leaves "cantando" unexplained.
    if (match.kind === 'word' && variant) match.kind = 'title';
    // The words neither the title nor its variant explain: "caindo dente" is Dente and its "caindo" block
    // before Queda, which explains "caindo" alone.
    const unexplained = rest.filter((q) => !variant?.words.some((_, i) => namesWord(q, variant, i))).length;
    const score =
      TITLE_BAND -
      Math.min(unexplained, LAST_UNEXPLAINED) * COVER_BAND +
      (LAST_POSITION - Math.min(match.position, LAST_POSITION)) * 1000 +
      KIND_SCORE[match.kind] +
      // A title of several words being typed ("lua de m") is meant more than a shorter title it starts with.
      (match.kind === 'prefix' && all.length > 1 && entry.title.startsWith(query) ? WHOLE_PREFIX : 0) +
      (variant ? WITH_VARIANT : 0) -
      entry.title.length;
    best.set(at, { dream: entry.dream, kind: match.kind, ...(variant ? { variant: variant.name } : {}), score });
  }

  // A query that only names a variant ("preta", "amamentando"): every dream with such a block.
  const first = words[0]!;
  const variantKeys = new Set([first.key, ...(first.typing && first.word.length >= 2 ? withPrefix(index.variantKeyList, first.word) : [])]);
  for (const [at] of [...variantKeys].flatMap((key) => index.variantKeys.get(key) ?? [])) {
    if (best.has(at)) continue;
    const entry = index.entries[at]!;
    const variant = findVariant(entry, words);
    if (!variant || !words.every((q) => variant.words.some((_, i) => namesWord(q, variant, i)))) continue;
    best.set(at, { dream: entry.dream, kind: 'variant', variant: variant.name, score: VARIANT_BAND - entry.title.length });
  }

  // Meanings: every word that names something found in them, only for words of three letters or more, and not
  // while the query may still be a lead-in ("sonh" is in hundreds of meanings).
  const named = best.size;
  if (lead === undefined && query.length >= 3 && words.every((q) => q.word.length >= 3)) {
    for (const at of meaningMatches(index, words)) {
      if (best.has(at)) continue;
      const entry = index.entries[at]!;
      best.set(at, { dream: entry.dream, kind: 'meaning', score: MEANING_BAND - entry.title.length });
    }
  }

  // Below dreams found by name, only the first few mentions (the page lists them apart, "Também citado em…");
  // when the meanings are all there is, as many as asked.
  const hits = sortHits(best, limit);
  if (named === 0) return hits;
  let mentions = 0;
  return hits.filter((hit) => hit.kind !== 'meaning' || (mentions += 1) <= MEANING_MENTIONS);
}

/**
 * Entries whose meanings hold every word of the query, as a word (meaningKey: "bebe" is not "beber"). A word found
 * in more than a fifth of the book ("sonho", "sorte") tells nothing and is passed over, which also keeps this cheap.
 */
function meaningMatches(index: DreamSearchIndex, words: readonly QueryWord[]): number[] {
  const common = Math.max(20, index.size / 5);
  const telling = (key: string) => {
    const list = index.meaning.get(key);
    return list && list.length <= common ? list : undefined;
  };
  let result: Set<number> | undefined;
  for (const q of words) {
    const key = meaningKey(q.word);
    const found = new Set<number>(telling(key) ?? []);
    // Still being typed, and not yet a word the book uses: any meaning word it starts (bounded, a short start
    // could name hundreds). A whole word is taken as typed ("bebe" does not find "bebida").
    if (q.typing && q.word.length >= 4 && withPrefix(index.known, q.word, 1)[0] !== q.word) {
      for (const start of withPrefix(index.meaningList, q.word, 20)) telling(start)?.forEach((at) => found.add(at));
    }
    if (found.size === 0 && !telling(key) && (index.meaning.get(key)?.length ?? 0) > common) continue;
    result = result ? new Set([...result].filter((at) => found.has(at))) : found;
    if (result.size === 0) return [];
  }
  return [...(result ?? [])];
}

/**
 * The titles closest to what was typed, for "Você quis dizer…" when nothing matched: each word of the query
 * against each title word, by edit distance (at most half the word), nearest first.
 */
export function suggestTitles(index: DreamSearchIndex, rawQuery: string, limit = 5): string[] {
  const words = contentWords(normaliseQuery(rawQuery).split(' ')).filter((w) => w.length >= 3);
  if (words.length === 0) return [];
  const scored: { titulo: string; distance: number; order: number }[] = [];
  for (const entry of index.entries) {
    let distance = Infinity;
    for (const word of words) {
      const max = Math.max(2, Math.floor(word.length / 2));
      for (const core of entry.coreWords) {
        const d = editDistance(word, core, max);
        // At equal distance, the title that shares the longer start ("galinheiro" is nearer Galinha than Banheiro).
        let shared = 0;
        while (shared < core.length && core[shared] === word[shared]) shared += 1;
        if (d <= max) distance = Math.min(distance, d + (shared === 0 ? 0.5 : 0) - Math.min(shared, 6) / 5);
      }
    }
    if (distance < Infinity) scored.push({ titulo: entry.dream.titulo, distance, order: entry.order });
  }
  scored.sort((a, b) => a.distance - b.distance || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.titulo);
}
