// Text folding for dream search: case, accents and punctuation ignored, and the lead-ins people type dropped.

const MARKS = /\p{M}+/gu;
/** Apostrophes join a contraction ("d'água" → "dagua") instead of splitting it. */
const APOSTROPHES = /['’‘`´]/g;
/** Anything but letters, digits, spaces and hyphens becomes a space (underscores included: variant keys). */
const PUNCTUATION = /[^\p{L}\p{N}\s-]+/gu;
const SPACES = /\s+/gu;

/**
 * Folds text for comparison: lower case, no accents, punctuation (but hyphens) turned into spaces,
 * single spaces, trimmed. `fold('Águia-Real!')` is `'aguia-real'`.
 */
export function fold(text: string): string {
  // Lower-casing can itself produce combining marks (e.g. 'İ'), so marks are stripped after it, twice
  // over the decomposed form: this is what makes fold idempotent for any input.
  const bare = text.toLowerCase().normalize('NFD').replace(MARKS, '').toLowerCase().normalize('NFD').replace(MARKS, '');
  return bare.replace(APOSTROPHES, '').replace(PUNCTUATION, ' ').replace(SPACES, ' ').trim();
}

/**
 * The one title normaliser: the key a dream is stored, merged and de-duplicated under, and what titles are
 * compared by everywhere (built-in, backend rows, queued edits, the admin list and filter, the addresses).
 * Case, accents, punctuation and spacing are ignored: 'Água-viva!', 'agua-viva' and ' ÁGUA-VIVA ' are one title.
 */
export function dreamKey(titulo: string): string {
  return fold(titulo);
}

/** The letter a dream is listed under ('a'..'z'), or '#' for a title that starts otherwise. */
export function dreamLetter(titulo: string): string {
  const first = dreamKey(titulo)[0] ?? '';
  return first >= 'a' && first <= 'z' ? first : '#';
}

/** Phrases that open a dream description and carry no meaning for the search, longest first. */
const LEAD_PHRASES: readonly (readonly string[])[] = [
  ['eu', 'tive', 'um', 'sonho', 'com'],
  ['tive', 'um', 'sonho', 'com'],
  ['tive', 'um', 'sonho', 'de'],
  ['tive', 'um', 'sonho'],
  ['o', 'que', 'significa', 'sonhar', 'com'],
  ['o', 'que', 'significa', 'sonhar'],
  ['significado', 'de', 'sonhar', 'com'],
  ['o', 'sonho', 'de'],
  ['o', 'sonho', 'com'],
  ['meu', 'sonho', 'de'],
  ['eu', 'sonhei'],
];

/** Verbs of dreaming, dropped with an optional connector after them ("sonhei com", "sonhar que"). */
const DREAM_VERBS = new Set(['sonhei', 'sonhar', 'sonho', 'sonhando', 'sonhou', 'sonhava', 'sonhamos', 'sonha', 'sonhe']);
const CONNECTORS = new Set(['com', 'que', 'de', 'do', 'da', 'dos', 'das', 'sobre', 'em', 'no', 'na', 'nos', 'nas']);
/** After "sonhei que": the helper verbs of the dreamt situation ("sonhei que estava voando"). */
const SITUATION_WORDS = new Set(['eu', 'estava', 'estou', 'tava', 'era', 'tinha', 'ia', 'via', 'vi']);
const ARTICLES = new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'meu', 'minha', 'meus', 'minhas']);

function startsWithPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return phrase.length <= words.length && phrase.every((word, i) => words[i] === word);
}

/**
 * Drops the lead-ins of an already folded query: "sonhei com a cobra preta" → "cobra preta".
 * A single word is never dropped when nothing follows it ("sonho" and "a" stay searchable), but a
 * lead-in with nothing after it ("sonhei com") leaves an empty query: the person is still typing.
 */
export function stripLeadIns(folded: string): string {
  let words = folded.split(' ').filter(Boolean);
  if (words.length <= 1) return words.join(' ');
  let dropped = false;

  const phrase = LEAD_PHRASES.find((p) => startsWithPhrase(words, p));
  if (phrase) {
    words = words.slice(phrase.length);
    dropped = true;
  } else if (DREAM_VERBS.has(words[0]!)) {
    words = words.slice(1);
    dropped = true;
  }
  if (dropped && words[0] !== undefined && CONNECTORS.has(words[0])) {
    const connector = words[0];
    words = words.slice(1);
    if (connector === 'que') while (words.length > 1 && SITUATION_WORDS.has(words[0]!)) words = words.slice(1);
  }
  // Articles and possessives go only when a word follows: "a" alone is the first keystroke of "aguia".
  while (words.length > 1 && ARTICLES.has(words[0]!)) words = words.slice(1);
  return words.join(' ');
}

/** A search query ready to compare with folded titles: folded, then its lead-ins dropped. */
export function foldQuery(query: string): string {
  return stripLeadIns(fold(query));
}

/**
 * Words that carry no dream by themselves (articles, prepositions, pronouns, helper verbs, fillers): the search
 * looks past them for the words that name something ("alguém morreu no hospital" → morreu, hospital). They are
 * still part of the text a title or variant is compared with ("lua de mel", "dente de ouro").
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'o', 'as', 'os', 'um', 'uma', 'uns', 'umas', 'e', 'ou', 'de', 'do', 'da', 'dos', 'das', 'd', 'em', 'no', 'na',
  'nos', 'nas', 'num', 'numa', 'ao', 'aos', 'pelo', 'pela', 'pelos', 'pelas', 'por', 'para', 'pra', 'pro', 'com',
  'sem', 'sobre', 'entre', 'ate', 'que', 'se', 'me', 'te', 'lhe', 'eu', 'ele', 'ela', 'eles', 'elas', 'voce', 'vc',
  'nos', 'mim', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua', 'seus', 'suas', 'nosso', 'nossa', 'dele', 'dela',
  'alguem', 'algum', 'alguma', 'alguns', 'algumas', 'ninguem', 'todo', 'toda', 'todos', 'todas', 'outro', 'outra',
  'esse', 'essa', 'este', 'esta', 'isso', 'isto', 'aquele', 'aquela', 'aquilo', 'estava', 'estavam', 'estou', 'estar',
  'tava', 'tavam', 'to', 'ta', 'era', 'eram', 'foi', 'fui', 'foram', 'sou', 'ser', 'e', 'tinha', 'tinham', 'tem',
  'ter', 'teve', 'tive', 'sendo', 'ia', 'iam', 'vai', 'vou', 'ir', 'havia', 'estive', 'ficou', 'fiquei', 'vi', 'via', 'ver',
  'vendo', 'sonhei', 'sonhar', 'sonho', 'sonhando', 'sonhou', 'sonhava', 'muito', 'muita', 'muitos', 'muitas',
  'mais', 'menos', 'bem', 'mal', 'tao', 'so', 'ja', 'ainda', 'tambem', 'quando', 'onde', 'como', 'porque', 'la',
  'aqui', 'ali', 'ai', 'dois', 'duas', 'tres', 'varios', 'varias', 'hoje', 'ontem', 'nao', 'sim',
]);
