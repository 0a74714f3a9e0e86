import { describe, expect, it } from 'vitest';
import type { Dream } from './domain/types';
import { dreamShareContent } from './dream-share';

const dream: Dream = {
  titulo: 'Cabelo',
  geral: {
    significado: 'O cabelo farto lembra a juba do Leão. Por isso o Leão abre os palpites.',
    palpites: { grupos: ['16 - Leão', '06 - Cabra'], milhares: ['7561', '5622'], ternoDeGrupo: ['16 - Leão', '06 - Cabra', '11 - Cavalo'] },
  },
  variantes: {
    caindo: {
      significado: 'Cabelo caindo mostra medo de perder força.',
      palpites: { grupos: ['16 - Leão'], milhares: ['2863'], ternoDeGrupo: ['16 - Leão', '09 - Cobra', '03 - Burro'] },
    },
  },
};

describe('dreamShareContent', () => {
  it('puts the meaning’s first sentence, the groups as animals, the milhares and the terno on the card', () => {
    const content = dreamShareContent(dream, undefined, 'https://sonhoesorte.com.br', '2026-11-24');
    expect(content.card).toEqual({
      kind: 'dream',
      title: 'Cabelo',
      headline: 'O cabelo farto lembra a juba do Leão.',
      groups: [
        { group: 16, name: 'Leão' },
        { group: 6, name: 'Cabra' },
      ],
      milhares: ['7561', '5622'],
      terno: [
        { group: 16, name: 'Leão' },
        { group: 6, name: 'Cabra' },
        { group: 11, name: 'Cavalo' },
      ],
      date: '24/11/2026',
    });
    expect(content.url).toBe('https://sonhoesorte.com.br/sonhar-com/cabelo');
    expect(content.text).toBe('Sonhei com Cabelo! No livro dos sonhos do Sonho & Sorte: grupo 16 - Leão; milhar 7561, 5622.\nhttps://sonhoesorte.com.br/sonhar-com/cabelo');
    expect(content.title).toBe('Cabelo | Livro dos Sonhos');
  });

  it('shares a variant with its own numbers and link, and ignores a variant the dream does not have', () => {
    const content = dreamShareContent(dream, 'caindo', 'https://sonhoesorte.com.br', '2026-11-24');
    expect(content.card).toMatchObject({ variant: 'Caindo', milhares: ['2863'], headline: 'Cabelo caindo mostra medo de perder força.' });
    expect(content.url).toBe('https://sonhoesorte.com.br/sonhar-com/cabelo?variante=caindo');
    expect(dreamShareContent(dream, 'careca', 'https://x.example', '2026-11-24').url).toBe('https://x.example/sonhar-com/cabelo');
  });
});
