import { describe, expect, it } from 'vitest';
import type { DreamBlock } from './domain/types';
import { animalOfLabel, dreamPageMeta, dreamPath, meaningHeadline, numbersText, shareText, variantLabel } from './dream-text';

const block: DreamBlock = {
  significado: 'Aviso de inveja por perto.',
  palpites: { grupos: ['09 - Cobra', '15 - Jacaré'], milhares: ['1234', '5659'], ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '18 - Porco'] },
};

describe('dream texts', () => {
  it.each([
    ['preta', 'Preta'],
    ['de_ouro', 'De ouro'],
    ['que_está_amamentando_um_bebê', 'Que está amamentando um bebê'],
    ["dentro d'água", "Dentro d'água"],
    ['na mesa', 'Na mesa'],
    ['ébrio', 'Ébrio'],
  ])('labels the variant %j as %j', (name, label) => {
    expect(variantLabel(name)).toBe(label);
  });

  it('finds the animal of a group label', () => {
    expect(animalOfLabel('09 - Cobra')?.emoji).toBe('🐍');
    expect(animalOfLabel('2 - Águia')?.name).toBe('Águia');
    expect(animalOfLabel('26 - Nada')).toBeUndefined();
    expect(animalOfLabel('Cobra')).toBeUndefined();
  });

  it('writes the numbers to copy', () => {
    expect(numbersText('Cobra', block, 'preta')).toBe(
      'Cobra (preta)\nGrupos: 09 - Cobra, 15 - Jacaré\nMilhares: 1234, 5659\nTerno de grupo: 09 - Cobra / 15 - Jacaré / 18 - Porco',
    );
    expect(numbersText('Cobra', { ...block, palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } })).toBe('Cobra');
  });

  it('links to the dream’s own page and shares it', () => {
    expect(dreamPath('Cobra')).toBe('/sonhar-com/cobra');
    expect(dreamPath('Banco (assento)', 'de_madeira')).toBe('/sonhar-com/banco-assento?variante=de_madeira');
    expect(shareText('Cobra', block, 'preta')).toBe('Sonhei com Cobra (preta)! No livro dos sonhos do Sonho & Sorte: grupo 09 - Cobra; milhar 1234, 5659.');
  });

  it('heads a meaning with its first sentence', () => {
    expect(meaningHeadline('Uma cabana é refúgio. O Urso é o bicho.')).toBe('Uma cabana é refúgio.');
    expect(meaningHeadline('Que sonho! Depois vem mais.')).toBe('Que sonho!');
    expect(meaningHeadline('Jogue 1.234 no grupo. Depois.')).toBe('Jogue 1.234 no grupo.');
    expect(meaningHeadline('  Sem ponto   final ')).toBe('Sem ponto final');
  });

  it('titles and describes a dream’s page for the tab and link previews', () => {
    const dream = { titulo: 'Cobra', geral: block, variantes: { preta: { ...block, significado: 'Cobra preta é aviso. Cuidado.' } } };
    expect(dreamPageMeta(dream)).toEqual({
      title: 'Sonhar com Cobra: significado e números',
      description: 'Aviso de inveja por perto. Grupos 09 - Cobra, 15 - Jacaré; milhares 1234, 5659.',
    });
    expect(dreamPageMeta(dream, 'preta').title).toBe('Sonhar com Cobra preta: significado e números');
    expect(dreamPageMeta(dream, 'preta').description).toMatch(/^Cobra preta é aviso\. Grupos/);
    expect(dreamPageMeta(dream, 'inexistente').title).toBe('Sonhar com Cobra: significado e números');
  });
});
