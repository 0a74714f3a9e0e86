import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LOTTERY_GAMES,
  MONTHS,
  TIMEMANIA_CLUBS,
  gameToText,
  generateGame,
  generateGames,
  getLotteryGame,
  isLotteryGameId,
} from './lottery-games';
import type { LotteryGameId } from './lottery-games';
import { seededSource } from '../../../utils/random/random-int';

describe('LOTTERY_GAMES', () => {
  it('holds the Caixa games of DOMAIN.md', () => {
    const shape = LOTTERY_GAMES.map((g) => [g.id, g.count, g.min, g.max]);
    expect(shape).toEqual([
      ['mega-sena', 6, 1, 60],
      ['lotofacil', 15, 1, 25],
      ['quina', 5, 1, 80],
      ['lotomania', 50, 0, 99],
      ['dupla-sena', 6, 1, 50],
      ['timemania', 10, 1, 80],
      ['dia-de-sorte', 7, 1, 31],
      ['super-sete', 7, 0, 9],
      ['mais-milionaria', 6, 1, 50],
    ]);
  });

  it('describes each game from the Caixa rules in one plain line', () => {
    expect(LOTTERY_GAMES.map((g) => g.description)).toEqual([
      '6 números de 01 a 60.',
      '15 números de 01 a 25.',
      '5 números de 01 a 80.',
      '50 números de 00 a 99.',
      '6 números de 01 a 50.',
      '10 números de 01 a 80 e um Time do Coração.',
      '7 números de 01 a 31 e um Mês de Sorte.',
      'Um número de 0 a 9 em cada uma das 7 colunas.',
      '6 números de 01 a 50 e 2 trevos de 1 a 6.',
    ]);
    expect(LOTTERY_GAMES.map((g) => g.pad)).toEqual([2, 2, 2, 2, 2, 2, 2, 1, 2]);
  });

  it('looks games up', () => {
    expect(getLotteryGame('quina').name).toBe('Quina');
    expect(isLotteryGameId('mega-sena')).toBe(true);
    expect(isLotteryGameId('loteca')).toBe(false);
    expect(() => getLotteryGame('loteca' as LotteryGameId)).toThrow(RangeError);
  });
});

const setGames = LOTTERY_GAMES.filter((g) => g.kind === 'set');

describe('generateGame', () => {
  it('draws distinct sorted numbers inside each set game range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...setGames), fc.string(), (game, seed) => {
        const generated = generateGame(game.id, seededSource(seed));
        const { numbers } = generated;
        expect(numbers).toHaveLength(game.count);
        expect(new Set(numbers).size).toBe(game.count);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        for (const n of numbers) {
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(game.min);
          expect(n).toBeLessThanOrEqual(game.max);
        }
        expect(generated.display).toEqual(numbers.map((n) => String(n).padStart(2, '0')));
      }),
    );
  });

  it('makes a Mega-Sena game of 6 distinct sorted numbers in 1-60 with the real crypto source', () => {
    for (let i = 0; i < 200; i++) {
      const { numbers, name } = generateGame('mega-sena');
      expect(name).toBe('Mega-Sena');
      expect(numbers).toHaveLength(6);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((n, k) => n >= 1 && n <= 60 && (k === 0 || numbers[k - 1]! < n))).toBe(true);
    }
  });

  it('writes Lotomania numbers from 00 to 99', () => {
    const game = generateGame('lotomania', seededSource('lotomania'));
    expect(game.display.every((d) => /^\d{2}$/.test(d))).toBe(true);
    expect(game.numbers[0]).toBeGreaterThanOrEqual(0);
  });

  it('gives Super Sete one digit per column, repeats allowed, in column order', () => {
    let sawRepeat = false;
    for (let seed = 0; seed < 50; seed++) {
      const game = generateGame('super-sete', seededSource(seed));
      expect(game.numbers).toHaveLength(7);
      expect(game.display.every((d) => /^\d$/.test(d))).toBe(true);
      if (new Set(game.numbers).size < 7) sawRepeat = true;
    }
    // With 7 columns of 10 digits, a repeated digit is the usual case (94% of games).
    expect(sawRepeat).toBe(true);
  });

  it('names the Mês de Sorte as the ticket does, capitalised', () => {
    expect(MONTHS).toEqual(['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro']);
  });

  it('adds the Time do Coração, the Mês de Sorte and the two trevos', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const source = seededSource(seed);
        const time = generateGame('timemania', source).extras;
        expect(time).toHaveLength(1);
        expect(time[0]!.label).toBe('Time do Coração');
        expect(TIMEMANIA_CLUBS).toContain(time[0]!.values[0]);

        const dia = generateGame('dia-de-sorte', source).extras;
        expect(dia[0]!.label).toBe('Mês de Sorte');
        expect(MONTHS).toContain(dia[0]!.values[0]);

        const trevos = generateGame('mais-milionaria', source).extras[0]!;
        expect(trevos.label).toBe('Trevos');
        const values = trevos.values.map(Number);
        expect(values).toHaveLength(2);
        expect(values[0]!).toBeLessThan(values[1]!);
        expect(values.every((v) => v >= 1 && v <= 6)).toBe(true);
      }),
    );
    expect(generateGame('mega-sena').extras).toEqual([]);
  });

  it('repeats with the same seed', () => {
    expect(generateGame('quina', seededSource('x'))).toEqual(generateGame('quina', seededSource('x')));
  });
});

describe('generateGames and gameToText', () => {
  it('makes several games at once', () => {
    expect(generateGames('lotofacil', 5)).toHaveLength(5);
    expect(() => generateGames('lotofacil', 0)).toThrow(RangeError);
    expect(() => generateGames('lotofacil', 21)).toThrow(RangeError);
  });

  it('writes a game as one line', () => {
    expect(
      gameToText({ gameId: 'mais-milionaria', name: '+Milionária', numbers: [1, 2], display: ['01', '02'], extras: [{ label: 'Trevos', values: ['3', '5'] }] }),
    ).toBe('+Milionária: 01 02 | Trevos: 3 5');
    expect(gameToText(generateGame('mega-sena', seededSource(1)))).toMatch(/^Mega-Sena: (\d{2} ){5}\d{2}$/);
  });
});
