// The curated lexicon of the dream search: words the book files under another title (synonyms, verbs by their
// infinitive, irregular forms). The words live as data (src/features/dreams/data/dream-lexicon.ts) and are injected here, so
// the vocabulary grows without touching the matching code.
import { fold } from './fold';

export interface LexiconData {
  /** A word → the title it stands for ("neném" → "Bebê"). */
  synonyms: Record<string, string>;
  /** An infinitive → the title the action names ("chover" → "Chuva"). */
  verbs: Record<string, string>;
  /** Irregular plurals and gender pairs the rules of stem.ts cannot derive ("mães" → "mãe"). */
  forms: Record<string, string>;
}

export interface Lexicon {
  /** The folded title words a folded word leads to, or undefined. */
  lookup(word: string): readonly string[] | undefined;
  /** Every folded word the lexicon knows, for typo correction. */
  readonly words: readonly string[];
}

const words = (text: string): string[] => fold(text).replace(/-+/g, ' ').split(' ').filter(Boolean);

export function createLexicon(data: LexiconData | undefined): Lexicon {
  const map = new Map<string, readonly string[]>();
  for (const group of [data?.verbs, data?.synonyms, data?.forms]) {
    for (const [word, title] of Object.entries(group ?? {})) map.set(fold(word).replace(/-+/g, ' '), words(title));
  }
  return { lookup: (word) => map.get(word), words: [...map.keys()] };
}

export const EMPTY_LEXICON: Lexicon = createLexicon(undefined);
