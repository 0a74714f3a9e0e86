import { describe, expect, it } from 'vitest';
import { ANIMALS } from '../../domain/animals/animals';
import { dictionaryProblems } from '../../domain/dreams/validate';
import { BUILT_IN_DREAMS } from './index';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const titles = new Set(BUILT_IN_DREAMS.map((d) => fold(d.titulo)));

describe('built-in dream dictionary', () => {
  it('passes the dream-book validator on every entry', () => {
    expect(dictionaryProblems(BUILT_IN_DREAMS)).toEqual([]);
  });

  it('has at least 400 entries', () => {
    expect(BUILT_IN_DREAMS.length).toBeGreaterThanOrEqual(400);
  });

  it('covers every letter but K, W and Y', () => {
    const letters = new Set(BUILT_IN_DREAMS.map((d) => fold(d.titulo)[0]));
    for (const letter of 'abcdefghijlmnopqrstuvxz') expect(letters, letter).toContain(letter);
  });

  it('has an entry for each of the 25 animals, mapped to its own group', () => {
    for (const animal of ANIMALS) {
      const dream = BUILT_IN_DREAMS.find((d) => fold(d.titulo) === fold(animal.name));
      expect(dream, animal.name).toBeDefined();
      expect(dream!.geral.palpites.grupos[0]).toBe(`${animal.group} - ${animal.name}`);
    }
  });

  it.each([
    ['Cão', '05'], ['Bode', '06'], ['Ovelha', '07'], ['Jumento', '03'], ['Égua', '11'], ['Galinha', '13'],
    ['Serpente', '09'], ['Crocodilo', '15'], ['Cervo', '24'], ['Lebre', '10'],
    ['Flor', '04'], ['Jardim', '04'], ['Noiva', '04'], ['Casamento', '04'], ['Fogo', '16'], ['Avião', '02'],
    ['Nuvem', '02'], ['Céu', '02'], ['Espelho', '14'], ['Relógio', '13'], ['Ovo', '01'], ['Dinheiro', '18'],
    ['Água', '15'],
  ])('maps %s to group %s first (synonyms and traditional associations)', (title, group) => {
    const dream = BUILT_IN_DREAMS.find((d) => fold(d.titulo) === fold(title));
    expect(dream, title).toBeDefined();
    expect(dream!.geral.palpites.grupos[0]!.slice(0, 2)).toBe(group);
  });

  it('has the variant blocks people search for', () => {
    const cobra = BUILT_IN_DREAMS.find((d) => d.titulo === 'Cobra');
    expect(Object.keys(cobra?.variantes ?? {})).toContain('preta');
    const variantNames = new Set(BUILT_IN_DREAMS.flatMap((d) => Object.keys(d.variantes ?? {})));
    for (const name of ['preto', 'morto', 'grávida', 'voadora', 'de_ouro', 'caindo', 'chorando']) {
      expect(variantNames, name).toContain(name);
    }
  });

  it('keeps titles unique', () => {
    expect(titles.size).toBe(BUILT_IN_DREAMS.length);
  });
});
