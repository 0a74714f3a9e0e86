import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSource } from '../../utils/random/random-int';
import { LOTTERY_GAMES } from './domain/lottery-games';
import { gameLinkParams, readGameLink } from './game-link';
import { generate, type GeneratorChoice } from './generated';

const read = (query: string) => readGameLink(new URLSearchParams(query));

describe('a generated game in a link', () => {
  it('writes the game, its numbers and its extras', () => {
    const [megaSena] = generate('mega-sena', 1, seededSource('mega'));
    expect(gameLinkParams(megaSena!).get('jogo')).toBe('mega-sena');
    expect(gameLinkParams(megaSena!).get('numeros')).toMatch(/^\d{2}(-\d{2}){5}$/);
    const [milionaria] = generate('mais-milionaria', 1);
    expect(gameLinkParams(milionaria!).get('trevos')).toMatch(/^[1-6]-[1-6]$/);
    const [milhar] = generate('bicho-milhar', 1);
    expect(gameLinkParams(milhar!).toString()).toMatch(/^jogo=bicho-milhar&numeros=\d{4}$/);
  });

  it('reads back every game it writes, of every kind', () => {
    const choices: GeneratorChoice[] = [...LOTTERY_GAMES.map((g) => g.id), 'bicho-grupo', 'bicho-dezena', 'bicho-centena', 'bicho-milhar'];
    fc.assert(
      fc.property(fc.constantFrom(...choices), fc.string(), (choice, seed) => {
        const [item] = generate(choice, 1, seededSource(seed));
        expect(readGameLink(gameLinkParams(item!))).toEqual(item);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a bicho pick with its animal', () => {
    expect(read('jogo=bicho-milhar&numeros=4518')).toMatchObject({ type: 'bicho', pick: { kind: 'milhar', value: '4518', animal: { name: 'Cachorro' } } });
    expect(read('jogo=bicho-grupo&numeros=09')).toMatchObject({ pick: { animal: { name: 'Cobra' } } });
  });

  it('refuses a link that breaks the game’s rules', () => {
    expect(read('')).toBeNull();
    expect(read('jogo=loto-da-lua&numeros=1-2-3')).toBeNull();
    expect(read('jogo=mega-sena&numeros=05-12-23-34-45')).toBeNull();
    expect(read('jogo=mega-sena&numeros=05-12-23-34-45-61')).toBeNull();
    expect(read('jogo=mega-sena&numeros=05-05-23-34-45-56')).toBeNull();
    expect(read('jogo=timemania&numeros=01-02-03-04-05-06-07-08-09-10&time=Clube%20Inventado')).toBeNull();
    expect(read('jogo=mais-milionaria&numeros=01-02-03-04-05-06&trevos=3-3')).toBeNull();
    expect(read('jogo=bicho-grupo&numeros=26')).toBeNull();
    expect(read('jogo=bicho-centena&numeros=12')).toBeNull();
  });

  it('sorts the numbers of a game drawn as a set, and keeps Super Sete’s column order', () => {
    const item = read('jogo=mega-sena&numeros=56-05-34-12-45-23');
    expect(item?.type === 'lottery' && item.game.display).toEqual(['05', '12', '23', '34', '45', '56']);
    const superSete = read('jogo=super-sete&numeros=9-0-9-1-1-2-3');
    expect(superSete?.type === 'lottery' && superSete.game.display).toEqual(['9', '0', '9', '1', '1', '2', '3']);
  });
});
