// The query-set test: the labelled queries (search-queries.ts) over the real built-in dictionary and lexicon.
import { describe, expect, it } from 'vitest';
import { DREAM_LEXICON } from '../data/dream-lexicon';
import { BUILT_IN_DREAMS } from '../data/dictionary/index';
import { createLexicon } from './lexicon';
import { buildSearchIndex, search } from './search';
import { LABELLED_QUERIES, NOISE_LIMITS, type QueryCategory } from './search-queries';

const index = buildSearchIndex(BUILT_IN_DREAMS, createLexicon(DREAM_LEXICON));

/** Does the query open the expected dream (and variant) first? */
const opensExpected = (query: (typeof LABELLED_QUERIES)[number]): boolean => {
  const [first] = search(index, query.query, 5);
  return first?.dream.titulo === query.dream && (first.variant ?? undefined) === query.variant;
};

describe('the labelled query set', () => {
  it('is realistic and broad: 150+ queries, lower case without accents, every category with 15+', () => {
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(150);
    for (const { query } of LABELLED_QUERIES) expect(query, query).toMatch(/^[a-z0-9 ]+$/);
    const perCategory = new Map<QueryCategory, number>();
    for (const { category } of LABELLED_QUERIES) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    for (const [category, count] of perCategory) if (category !== 'exact') expect(count, category).toBeGreaterThanOrEqual(15);
  });

  it('names only dreams and variants the built-in dictionary has', () => {
    const byTitle = new Map(BUILT_IN_DREAMS.map((d) => [d.titulo, d]));
    for (const { query, dream, variant } of LABELLED_QUERIES) {
      expect(byTitle.has(dream), `${query} → ${dream}`).toBe(true);
      if (variant) expect(Object.keys(byTitle.get(dream)!.variantes ?? {}), `${query} → ${dream}/${variant}`).toContain(variant);
    }
  });

  it('opens the expected dream and variant first for at least 95 % of the queries', () => {
    const misses = LABELLED_QUERIES.filter((query) => !opensExpected(query)).map((query) => {
      const [first] = search(index, query.query, 1);
      return `${query.query} → ${first ? `${first.dream.titulo}/${first.variant ?? ''}` : 'nada'} (esperado ${query.dream}/${query.variant ?? ''})`;
    });
    const rate = 1 - misses.length / LABELLED_QUERIES.length;
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the noise limits', () => {
  it('name only dreams the built-in dictionary has, so that "absent" means something', () => {
    const titles = new Set(BUILT_IN_DREAMS.map((d) => d.titulo));
    for (const { query, first, absent } of NOISE_LIMITS) for (const title of [...first, ...absent]) expect(titles.has(title), `${query}: ${title}`).toBe(true);
  });

  it.each(NOISE_LIMITS.map((limit) => [limit.query, limit] as const))(
    '%j: the expected dreams first, the unrelated ones nowhere, few meaning mentions',
    (_, { query, first, absent, mentions }) => {
      const hits = search(index, query, 40);
      const named = hits.filter((hit) => hit.kind !== 'meaning');
      expect(named.slice(0, first.length).map((hit) => hit.dream.titulo)).toEqual(first);
      for (const title of absent) expect(hits.map((hit) => hit.dream.titulo), title).not.toContain(title);
      expect(hits.filter((hit) => hit.kind === 'meaning').length).toBeLessThanOrEqual(mentions);
      // Mentions come last, after every dream found by its title or variant.
      expect(hits.slice(0, named.length)).toEqual(named);
    },
  );
});
