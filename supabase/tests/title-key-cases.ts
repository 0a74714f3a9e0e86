// The titles public.dream_title_key (supabase/migrations/0010_title_key.sql) is compared with dreamKey on,
// here on PGlite (title-key.test.ts) and on PostgreSQL 15 (pg15.test.ts), and the comparison itself.
import fc from 'fast-check';
import { BUILT_IN_DREAMS } from '../../src/features/dreams/data/dictionary/index';
import { dreamKey } from '../../src/features/dreams/domain/fold';

/** Runs `select public.dream_title_key(t)` over the titles, in order. */
export type KeyQuery = (titles: readonly string[]) => Promise<(string | null)[]>;

export const KEYS_SQL = 'select public.dream_title_key(t) as key from unnest($1::text[]) with ordinality as u(t, n) order by n';

/** The built-in dictionary's titles. */
export function builtInTitles(): string[] {
  return BUILT_IN_DREAMS.map((dream) => dream.titulo);
}

/** PostgreSQL text holds neither NUL nor a lone surrogate. */
const storable = (text: string) => !text.includes('\0') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/**
 * Every code point assigned in this Node's Unicode (the SQL tables are Unicode 17.0), in runs of `size`
 * neighbours: each code point's key is made alone, but for the final sigma, so a run fails only if one of
 * its code points does.
 */
export function codePointRuns(size = 64): string[] {
  const runs: string[] = [];
  let run = '';
  let count = 0;
  for (let cp = 1; cp <= 0x10ffff; cp += 1) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (/\p{Cn}/u.test(c)) continue;
    run += c;
    count += 1;
    if (count === size) {
      runs.push(run);
      run = '';
      count = 0;
    }
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * Σ next to every cased or case-ignorable code point, on both sides: toLowerCase's final sigma is the one
 * rule that looks at neighbours (ς at the end of a word, σ elsewhere).
 */
export function sigmaContexts(): string[] {
  const cases: string[] = [];
  for (let cp = 1; cp <= 0x10ffff; cp += 1) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (!/\p{Cased}|\p{Case_Ignorable}/u.test(c)) continue;
    cases.push(`${c}Σ`, `Α${c}Σ`, `ΑΣ${c}`, `ΑΣ${c}Β`, `Α${c}${c}Σ${c}`, `ΣΣ${c}Σ`);
  }
  // Neighbours are words apart from each other: joined by spaces, 40 to a title.
  const titles: string[] = [];
  for (let i = 0; i < cases.length; i += 40) titles.push(cases.slice(i, i + 40).join(' '));
  return titles;
}

/** What people type and what breaks folds: accents, ç, ß, œ, apostrophes, punctuation, odd spaces, emoji. */
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'aeiouAEIOUbcdfgBCDFGnrstNRST'.split('')) },
  { weight: 4, arbitrary: fc.constantFrom(...'áàâãäéêèíîóôõöúüçñÁÀÂÃÉÊÍÓÔÕÚÜÇÑ'.split('')) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'ß', 'ẞ', 'œ', 'Œ', 'æ', 'Æ', 'ø', 'Ø', 'å', 'ð', 'þ', 'ł', 'Ł', 'đ', 'ı', 'İ', 'ǅ', 'Ǆ', 'ǈ', 'ﬁ', 'ﬀ', 'ŉ',
      'Σ', 'σ', 'ς', 'Ω', 'Ω', 'K', 'Å', 'µ', 'ͅ', 'ʰ', 'ᵃ', 'ª', 'º', '²', '½', '٣', '１', 'Ａ', 'ａ', 'Ⅻ', 'ⅻ', 'Ⓐ',
      '가', '힣', '각', 'ㄱ', '日本', 'Ж', 'ж', 'Ё', 'ё', 'ﻼ', 'אָ', 'ñ', 'Ǹ', 'ǹ', '\u{1D400}', '\u{10400}', '\u{16D68}',
    ),
  },
  { weight: 3, arbitrary: fc.constantFrom('\u0301', '\u0300', '\u0303', '\u0327', '\u0308', '\u20DD', '\u0345', '\u093F', '\uFE0F', '\u200D') },
  { weight: 3, arbitrary: fc.constantFrom("'", '’', '‘', '`', '´', 'ʼ', '＇', '\u1FEF', '\u1FFD', '\u1FED', '"', '“', '«') },
  { weight: 3, arbitrary: fc.constantFrom('-', '‐', '–', '—', '_', '.', ',', ';', ':', '!', '?', '¿', '(', ')', '[', '/', '\\', '&', '%', '@', '#', '*', '+', '…', '·', '•') },
  { weight: 3, arbitrary: fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00A0', '\u2007', '\u2028', '\u3000', '\uFEFF', '\u200B', '\u00AD', '\u180E', '\u0085') },
  { weight: 2, arbitrary: fc.constantFrom('😀', '👍🏽', '👨‍👩‍👧', '🇧🇷', '❤️', '🐍', '\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}', '☺', '✓', '€', '$', '°') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 2 }) },
);

const generatedTitle: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

/** `count` generated titles; the seed is in every failure message, to replay them. */
export function generatedTitles(count: number, seed: number): string[] {
  return fc.sample(generatedTitle, { numRuns: count, seed }).filter(storable);
}

/**
 * The titles whose SQL key is not dreamKey's, at most `limit` of them, with both keys and the title's code
 * points, for the failure message.
 */
export async function keyMismatches(query: KeyQuery, titles: readonly string[], limit = 5): Promise<string[]> {
  const keys: (string | null)[] = [];
  for (let i = 0; i < titles.length; i += 2000) keys.push(...(await query(titles.slice(i, i + 2000))));
  const mismatches: string[] = [];
  titles.forEach((title, i) => {
    const expected = dreamKey(title);
    if (keys[i] !== expected && mismatches.length < limit) {
      const points = [...title].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
      mismatches.push(`${JSON.stringify(title)} (${points}): SQL ${JSON.stringify(keys[i])}, dreamKey ${JSON.stringify(expected)}`);
    }
  });
  return mismatches;
}
