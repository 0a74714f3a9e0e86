import { describe, expect, it } from 'vitest';
import type { DreamBlock } from './domain/types';
import { animalOfLabel, entryHref, numbersText, shareText, variantLabel, whatsappShareHref } from './dream-text';

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

  it('links to the entry and shares it', () => {
    const url = entryHref('https://app.example', 'Cobra', 'preta', 'cobra preta');
    expect(url).toBe('https://app.example/livro-dos-sonhos?q=cobra+preta&sonho=Cobra&variante=preta');
    const text = shareText('Cobra', block, 'preta');
    expect(text).toBe('Sonhei com Cobra (preta)! No livro dos sonhos do Sonho & Sorte: grupo 09 - Cobra; milhar 1234, 5659.');
    expect(whatsappShareHref(text, url)).toBe(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
  });
});
