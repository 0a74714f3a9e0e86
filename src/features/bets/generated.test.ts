import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animalOfNumber } from '../animals/domain/animals';
import { seededSource } from '../../utils/random/random-int';
import { LOTTERY_GAMES } from './domain/lottery-games';
import { RANDOM_NOTICE, batchToText, generate, isGeneratorChoice, itemToText } from './generated';

describe('generate', () => {
  it('makes Mega-Sena games of 6 distinct sorted numbers in 1-60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.string(), (howMany, seed) => {
        const items = generate('mega-sena', howMany, seededSource(seed));
        expect(items).toHaveLength(howMany);
        for (const item of items) {
          if (item.type !== 'lottery') throw new Error('expected a lottery game');
          const { numbers } = item.game;
          expect(numbers).toHaveLength(6);
          expect(new Set(numbers).size).toBe(6);
          expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
          for (const n of numbers) expect(n >= 1 && n <= 60).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the count between 1 and 10', () => {
    expect(generate('quina', 0)).toHaveLength(1);
    expect(generate('quina', 99)).toHaveLength(10);
  });

  it('makes bicho picks of each kind, with the animal of the number', () => {
    for (const [choice, pattern] of [
      ['bicho-grupo', /^(0[1-9]|1\d|2[0-5])$/],
      ['bicho-dezena', /^\d{2}$/],
      ['bicho-centena', /^\d{3}$/],
      ['bicho-milhar', /^\d{4}$/],
    ] as const) {
      for (const item of generate(choice, 10, seededSource(choice))) {
        if (item.type !== 'bicho') throw new Error('expected a bicho pick');
        expect(item.pick.value).toMatch(pattern);
        if (choice !== 'bicho-grupo') expect(animalOfNumber(item.pick.value)).toBe(item.pick.animal);
      }
    }
  });

  it('accepts every Caixa game and bicho kind as a choice, and nothing else', () => {
    for (const game of LOTTERY_GAMES) expect(isGeneratorChoice(game.id)).toBe(true);
    expect(isGeneratorChoice('bicho-milhar')).toBe(true);
    expect(isGeneratorChoice('bicho-terno')).toBe(false);
    expect(isGeneratorChoice('loteca')).toBe(false);
  });
});

describe('text for copy and share', () => {
  const megaSena = { type: 'lottery' as const, game: { gameId: 'mega-sena' as const, name: 'Mega-Sena', numbers: [5, 12, 23, 34, 45, 56], display: ['05', '12', '23', '34', '45', '56'], extras: [] } };
  const milhar = generate('bicho-milhar', 1, seededSource('x'))[0]!;

  it('writes one line per game, numbered when there are several, with the random notice', () => {
    expect(batchToText([megaSena])).toBe(`Palpites gerados no Sonho & Sorte:\nMega-Sena: 05 12 23 34 45 56\n${RANDOM_NOTICE}`);
    const text = batchToText([megaSena, milhar]);
    expect(text.split('\n')[1]).toBe('1) Mega-Sena: 05 12 23 34 45 56');
    expect(text.split('\n')[2]).toMatch(/^2\) Milhar \d{4} \(grupo \d{2} - .+\)$/);
  });

  it('names a grupo pick by its animal', () => {
    const grupo = { type: 'bicho' as const, pick: { kind: 'grupo' as const, value: '09', animal: animalOfNumber('35') } };
    expect(itemToText(grupo)).toBe('Grupo 09 - Cobra');
  });
});
