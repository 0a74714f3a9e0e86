import { describe, expect, it } from 'vitest';
import { ANIMALS } from '../../../animals/domain/animals';
import { stripAccents } from '../../../../utils/text/accents';
import { dictionaryProblems } from '../../domain/validate';
import { BUILT_IN_DREAMS } from './index';

const fold = (s: string) => stripAccents(s).toLowerCase();
const titles = new Set(BUILT_IN_DREAMS.map((d) => fold(d.titulo)));

describe('built-in dream dictionary', () => {
  it('passes the dream-book validator on every entry', () => {
    expect(dictionaryProblems(BUILT_IN_DREAMS)).toEqual([]);
  });

  it('has at least 700 entries', () => {
    expect(BUILT_IN_DREAMS.length).toBeGreaterThanOrEqual(700);
  });

  it('covers every letter from A to Z, K, W and Y included', () => {
    const letters = new Set(BUILT_IN_DREAMS.map((d) => fold(d.titulo)[0]));
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') expect(letters, letter).toContain(letter);
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

  it('has every variant SPEC §3 names', () => {
    const variantNames = new Set(BUILT_IN_DREAMS.flatMap((d) => Object.keys(d.variantes ?? {})));
    const spec = [
      'preto', 'preta', 'morto', 'morta', 'falso', 'grávida', 'de_gravida', 'no_dedo', 'de_ouro', 'de_prata',
      'vermelha', 'sujo', 'em_um_bebe', 'voadora', 'de_carro', 'de_moto', "dentro d'água",
      'que_está_amamentando_um_bebê', 'picando', 'caindo', 'no_marido', 'chorando', 'falando', 'menino', 'no_colo',
      'prematuro', 'recem_nascido', 'bravo', 'branco', 'de_fogo', 'de_aniversario', 'de_chocolate', 'de_cachorro',
      'de_amor', 'na_boca', 'com_a_mae', 'com_amiga', 'com_muito_sangue', 'com_o_irmao', 'com_o_namorado',
      'com_parente', 'quebrada', 'na mesa', 'tomando café na xícara',
    ];
    expect(spec.filter((name) => !variantNames.has(name))).toEqual([]);
  });

  it('keeps titles unique', () => {
    expect(titles.size).toBe(BUILT_IN_DREAMS.length);
  });
});
