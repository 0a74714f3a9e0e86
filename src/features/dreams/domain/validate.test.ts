import { describe, expect, it } from 'vitest';
import type { Dream, Palpites } from './types';
import { dictionaryProblems, dreamProblems, titledProblems } from './validate';

const palpites = (p: Partial<Palpites> = {}): Palpites => ({
  grupos: ['09 - Cobra', '15 - Jacaré'],
  milhares: ['1234', '5660'],
  ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '03 - Burro'],
  ...p,
});
const MEANING = 'Traição à vista, cuidado com falsos amigos.';
const dream = (over: Partial<Dream> = {}, p: Partial<Palpites> = {}): Dream => ({
  titulo: 'Cobra',
  geral: { significado: MEANING, palpites: palpites(p) },
  ...over,
});

describe('dreamProblems, storage rules (mirror of the backend checks)', () => {
  it('accepts a well-formed dream', () => {
    expect(dreamProblems(dream(), 'storage')).toEqual([]);
  });

  it('names what the backend would refuse', () => {
    const bad: Dream = {
      titulo: ' ',
      geral: { significado: 'x', palpites: { grupos: ['Cobra'], milhares: ['123'], ternoDeGrupo: ['09 - Cobra'] } },
    };
    expect(dreamProblems(bad, 'storage')).toEqual([
      'o título está vazio',
      'grupo inválido: Cobra (use 01 a 25)',
      'milhar inválida: 123 (4 dígitos)',
      'o terno precisa de 3 grupos',
    ]);
  });

  it('refuses a title over 120 characters, a meaning over 4000 and more than 25 picks, naming the variant', () => {
    const variant = { significado: 'x'.repeat(4001), palpites: palpites({ milhares: Array.from({ length: 26 }, (_, i) => String(1000 + i)) }) };
    expect(dreamProblems(dream({ titulo: 'A'.repeat(121), variantes: { preta: variant } }), 'storage')).toEqual([
      'o título passa de 120 caracteres',
      'o significado (preta) passa de 4000 caracteres',
      'palpites demais (preta) (no máximo 25)',
    ]);
  });

  it('lets through what only the book conventions refuse: short meanings, no palpites, an empty terno, a misnamed group', () => {
    const loose = dream({ titulo: 'cobra', geral: { significado: 'S', palpites: { grupos: ['09 - Gato'], milhares: [], ternoDeGrupo: [] } } });
    expect(dreamProblems(loose, 'storage')).toEqual([]);
    expect(dreamProblems(loose, 'dictionary')).toEqual([
      'o título deve começar com maiúscula',
      'o terno precisa de 3 grupos',
      'o significado é curto demais (menos de 20 caracteres)',
      'grupo com nome errado: 09 - Gato',
      'faltam as milhares',
    ]);
  });
});

describe('dreamProblems, dictionary rules (the built-in book)', () => {
  it('accepts a well-formed dream', () => {
    expect(dreamProblems(dream(), 'dictionary')).toEqual([]);
  });

  it('applies the storage rules too', () => {
    expect(dreamProblems(dream({}, { milhares: ['123'] }), 'dictionary')).toContain('milhar inválida: 123 (4 dígitos)');
    expect(dreamProblems(dream({ titulo: 'A'.repeat(121) }), 'dictionary')).toContain('o título passa de 120 caracteres');
  });

  it('wants a trimmed title', () => {
    expect(dreamProblems(dream({ titulo: 'Cobra ' }), 'dictionary')).toEqual(['o título tem espaços nas pontas']);
  });

  it('wants groups, no repeats, and milhares ending in a dezena of the groups', () => {
    expect(dreamProblems(dream({}, { grupos: [], milhares: [] }), 'dictionary')).toEqual(['faltam os grupos', 'faltam as milhares']);
    expect(dreamProblems(dream({}, { grupos: ['09 - Cobra', '09 - Cobra'], milhares: ['1234'] }), 'dictionary')).toEqual(['grupos repetidos']);
    expect(dreamProblems(dream({}, { milhares: ['1234', '0001'] }), 'dictionary')).toEqual([
      'milhar fora dos grupos: 0001 (não termina numa dezena deles)',
    ]);
  });

  it('wants a terno of three different groups, in every variant too', () => {
    const variantes = { preta: { significado: MEANING, palpites: palpites({ ternoDeGrupo: ['09 - Cobra', '09 - Cobra', '03 - Burro'] }) } };
    expect(dreamProblems(dream({ variantes }), 'dictionary')).toEqual(['o terno (preta) repete grupos']);
  });
});

describe('titledProblems and dictionaryProblems', () => {
  it('prefix each problem with the title', () => {
    expect(titledProblems(dream({}, { milhares: ['12'] }), 'storage')).toEqual(['"Cobra": milhar inválida: 12 (4 dígitos)']);
    expect(titledProblems(dream({ titulo: '' }), 'storage')).toEqual(['"(sem título)": o título está vazio']);
  });

  it('finds two titles with one title key', () => {
    expect(dictionaryProblems([dream(), dream({ titulo: 'Água' }), dream({ titulo: 'Agua' })])).toEqual(['"Agua": título repetido']);
  });
});
