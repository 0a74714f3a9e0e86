import { describe, expect, it } from 'vitest';
import { gameShareContent, gamePageMeta } from './game-share';
import type { GeneratedItem } from './generated';
import { animalByGroup } from '../animals/domain/animals';

const megaSena: GeneratedItem = {
  type: 'lottery',
  game: { gameId: 'mega-sena', name: 'Mega-Sena', numbers: [5, 12, 23, 34, 45, 56], display: ['05', '12', '23', '34', '45', '56'], extras: [] },
};
const milhar: GeneratedItem = { type: 'bicho', pick: { kind: 'milhar', value: '4518', animal: animalByGroup(5) } };

describe('gameShareContent', () => {
  it('draws a lottery game as its balls and links to the same game', () => {
    const content = gameShareContent(megaSena, 'https://sonhoesorte.com.br', '2026-11-24');
    expect(content.card).toEqual({ kind: 'game', name: 'Mega-Sena', numbers: ['05', '12', '23', '34', '45', '56'], columns: false, extras: [], date: '24/11/2026' });
    expect(content.url).toBe('https://sonhoesorte.com.br/gerar-palpite?jogo=mega-sena&numeros=05-12-23-34-45-56');
    expect(content.text).toBe(
      'Jogo gerado ao acaso no Sonho & Sorte: Mega-Sena: 05 12 23 34 45 56. Números aleatórios: não aumentam a chance de ganhar.\nhttps://sonhoesorte.com.br/gerar-palpite?jogo=mega-sena&numeros=05-12-23-34-45-56',
    );
    expect(content.fileName).toBe('jogo Mega-Sena 05 12 23 34 45 56');
  });

  it('draws a bicho pick with its animal', () => {
    const content = gameShareContent(milhar, 'https://x.example', '2026-11-24');
    expect(content.card).toEqual({ kind: 'game', name: 'Milhar', numbers: ['4518'], extras: [], animal: { group: 5, name: 'Cachorro' }, date: '24/11/2026' });
    expect(content.url).toBe('https://x.example/gerar-palpite?jogo=bicho-milhar&numeros=4518');
  });

  it('titles the page of a shared game', () => {
    expect(gamePageMeta(megaSena).title).toBe('Jogo gerado: Mega-Sena: 05 12 23 34 45 56');
  });
});
