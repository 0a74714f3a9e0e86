// The curated lexicon is data: these checks keep it consistent with the dictionary it points into.
import { describe, expect, it } from 'vitest';
import { fold } from '../domain/fold';
import { DREAM_LEXICON } from './dream-lexicon';
import { BUILT_IN_DREAMS } from './dictionary/index';

const groups = [DREAM_LEXICON.synonyms, DREAM_LEXICON.verbs, DREAM_LEXICON.forms];
const titleWords = new Set(BUILT_IN_DREAMS.flatMap((d) => fold(d.titulo.replace(/\([^)]*\)/g, ' ')).replace(/-+/g, ' ').split(' ')));

describe('DREAM_LEXICON', () => {
  it('leads every word to words of a built-in title', () => {
    for (const group of groups) {
      for (const [word, target] of Object.entries(group)) {
        for (const part of fold(target).replace(/-+/g, ' ').split(' ')) expect(titleWords.has(part), `${word} → ${target}`).toBe(true);
      }
    }
  });

  it('never maps a word to itself, and holds no word twice', () => {
    const seen = new Set<string>();
    for (const group of groups) {
      for (const [word, target] of Object.entries(group)) {
        expect(fold(word), word).not.toBe(fold(target));
        expect(seen.has(fold(word)), word).toBe(false);
        seen.add(fold(word));
      }
    }
  });
});
