import { describe, expect, it } from 'vitest';
import { BUILT_IN_DREAMS } from './data/dictionary/index';
import { dreamLetter } from './domain/fold';
import { BUILT_IN_LETTERS, lettersOf, POPULAR } from './dream-letters';

describe('dream letters', () => {
  it('lists exactly the letters of the built-in dictionary, so the early navigation matches the loaded one', () => {
    expect(lettersOf(BUILT_IN_DREAMS.map((dream) => ({ letter: dreamLetter(dream.titulo) })))).toEqual(BUILT_IN_LETTERS);
  });

  it('names popular dreams exactly as the built-in dictionary titles them, so their links open an entry', () => {
    const titles = new Set(BUILT_IN_DREAMS.map((dream) => dream.titulo));
    expect(POPULAR.filter((titulo) => !titles.has(titulo))).toEqual([]);
  });

  it('gives each letter once, in order, with # first', () => {
    expect(lettersOf([{ letter: 'c' }, { letter: 'a' }, { letter: '#' }, { letter: 'c' }])).toEqual(['#', 'a', 'c']);
  });
});
