// Alphabetical order as Brazilians expect it ('Águia' between 'Abelha' and 'Avestruz', 'bahia' beside 'Bahia'),
// written out rather than through Intl.Collator: the first collator of a page loads the platform's locale data, a
// long task on a cheap phone while the results page hydrates (issue 30; see utils/pt-br/numbers.ts). The order is
// ICU's root order, which pt-BR uses unchanged, for the text this app sorts: first the letters and digits with
// accents and case set aside (spaces and punctuation before digits, digits before letters), then the accents, then
// lower case before upper. order.test.ts holds it to Intl.Collator('pt-BR') on random text of Portuguese
// letters, digits and punctuation.

/** Spaces, punctuation and symbols in ICU's order: all before the digits. */
const PUNCTUATION = ' _-–—,;:!?.·\'’"“”()[]{}@*/\\&#%`^+<=>|~$';
/** Portuguese accents in ICU's order (acute, grave, circumflex, diaeresis, tilde, cedilla); others after them. */
const MARKS = '\u0301\u0300\u0306\u0302\u030c\u030a\u0308\u030b\u0303\u0307\u0327';
const MARK = /\p{M}/u;

interface Keys {
  primary: string;
  /** Per letter, its accents' ranks. */
  accents: string[];
  /** Per letter, 0 for lower case, 1 for a capital, 2 for a compatibility form. */
  capitals: string;
}

const cache = new Map<string, Keys>();

function keysOf(text: string): Keys {
  let keys = cache.get(text);
  if (keys) return keys;
  let primary = '';
  const accents: string[] = [];
  let capitals = '';
  for (const original of text.normalize('NFD')) {
    // A compatibility form ('º' for 'o', a no-break space) sorts with its letter, after it and its capital.
    const decomposed = original.normalize('NFKD');
    const compatible = decomposed !== original;
    for (const char of decomposed) {
      if (MARK.test(char)) {
        const rank = MARKS.indexOf(char);
        accents[accents.length - 1] = (accents.at(-1) ?? '') + String.fromCharCode(rank >= 0 ? 1 + rank : 0x100 + char.charCodeAt(0));
        continue;
      }
      const lower = char.toLowerCase();
      const punctuation = PUNCTUATION.indexOf(lower);
      primary += punctuation >= 0 ? String.fromCharCode(1 + punctuation) : lower;
      accents.push('');
      capitals += compatible ? '2' : lower === char ? '0' : '1';
    }
  }
  keys = { primary, accents, capitals };
  if (cache.size > 2000) cache.clear();
  cache.set(text, keys);
  return keys;
}

/** Compares two texts in pt-BR alphabetical order, as Intl.Collator('pt-BR').compare does. */
export function comparePt(a: string, b: string): number {
  if (a === b) return 0;
  const ka = keysOf(a);
  const kb = keysOf(b);
  const primary = compareCodeUnits(ka.primary, kb.primary);
  if (primary !== 0) return primary;
  for (let i = 0; i < ka.accents.length; i += 1) {
    const accents = compareCodeUnits(ka.accents[i]!, kb.accents[i]!);
    if (accents !== 0) return accents;
  }
  return compareCodeUnits(ka.capitals, kb.capitals);
}

// Made on first use, not when the module loads (see numbers.ts on Intl's first use).
let collator: Intl.Collator | undefined;

/**
 * The same order as comparePt, through Intl.Collator('pt-BR'): for long sorts off the first screen (the dream
 * book's thousands of titles, in the content worker or once the book is open), where the platform's collator is
 * faster than keys built in JavaScript and loading the locale data costs nothing the reader waits for.
 */
export function collatePt(a: string, b: string): number {
  collator ??= new Intl.Collator('pt-BR');
  return collator.compare(a, b);
}

/** Plain code-unit order, for text whose order is its characters' (ISO dates and timestamps, ids): no locale. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
