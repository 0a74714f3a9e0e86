import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTicket, choose, validateTicket, type Ticket } from './check';
import type { Contest } from './contest';
import { CAIXA_GAMES, getCaixaGame, padNumber, type CaixaGame, type CaixaGameId } from './games';

const contest = (game: CaixaGameId, numbers: string[], extra: Partial<Contest> = {}): Contest => ({
  game,
  contest: 100,
  drawDate: '2025-10-09',
  numbers,
  prizes: getCaixaGame(game).tiers.map((t) => ({ tier: t.tier, name: t.name, winners: 1, amount: 10 * t.tier })),
  accumulated: false,
  demo: false,
  ...extra,
});

// Mega-Sena 2925 (supabase/tests/fixtures/caixa/mega-sena.json).
const mega: Contest = {
  ...contest('mega-sena', ['07', '09', '12', '13', '24', '27']),
  prizes: [
    { tier: 1, name: '6 acertos', winners: 0, amount: 0 },
    { tier: 2, name: '5 acertos', winners: 171, amount: 9392.04 },
    { tier: 3, name: '4 acertos', winners: 8228, amount: 321.74 },
  ],
};

describe('checkTicket', () => {
  it('marks the hits and names the tier with its prize: "4 acertos", "Quadra"', () => {
    const result = checkTicket({ game: 'mega-sena', numbers: ['07', '12', '24', '27', '40', '55'] }, mega);
    expect(result.hits).toEqual(['07', '12', '24', '27']);
    expect(result.wins).toEqual([{ tier: 3, name: 'Quadra', count: 1, amountEach: 321.74, amount: 321.74 }]);
    expect(result.summary).toEqual({ hits: '4 acertos', tiers: 'Quadra', prize: 'R$\u00a0321,74' });
  });

  it('pays a 7-number Mega-Sena bet with 6 hits one Sena and six Quinas', () => {
    const result = checkTicket({ game: 'mega-sena', numbers: ['07', '09', '12', '13', '24', '27', '60'] }, mega);
    expect(result.wins.map((w) => [w.name, w.count])).toEqual([
      ['Sena', 1],
      ['Quina', 6],
    ]);
    expect(result.total).toBe(56352.24);
    expect(result.summary.tiers).toBe('Sena, 6× Quina');
  });

  it("counts the Quadras an 8-number bet with 6 hits holds, as Caixa's table for multiple bets", () => {
    const result = checkTicket({ game: 'mega-sena', numbers: ['07', '09', '12', '13', '24', '27', '59', '60'] }, mega);
    expect(result.wins.map((w) => w.count)).toEqual([1, 12, 15]);
  });

  it('checks both Dupla Sena draws, tiers 1-4 and 5-8', () => {
    const dupla = contest('dupla-sena', ['01', '08', '22', '31', '33', '35'], { secondNumbers: ['05', '07', '14', '32', '33', '43'] });
    const result = checkTicket({ game: 'dupla-sena', numbers: ['01', '08', '22', '05', '07', '14'] }, dupla);
    expect(result.hits).toEqual(['01', '08', '22']);
    expect(result.secondHits).toEqual(['05', '07', '14']);
    expect(result.wins.map((w) => [w.tier, w.name, w.draw])).toEqual([
      [4, 'Terno', 1],
      [8, 'Terno', 2],
    ]);
    expect(result.summary.hits).toBe('1º sorteio: 3 acertos · 2º sorteio: 3 acertos');
    expect(result.summary.tiers).toBe('Terno no 1º sorteio, Terno no 2º sorteio');
  });

  it("puts +Milionária's numbers and trevos together: 5 + 1 trevo is tier 4, 2 + no trevo wins nothing", () => {
    const draw = contest('mais-milionaria', ['10', '15', '23', '29', '38', '42'], { clovers: ['1', '4'] });
    const five = checkTicket({ game: 'mais-milionaria', numbers: ['10', '15', '23', '29', '38', '50'], clovers: ['1', '2'] }, draw);
    expect(five.wins.map((w) => w.tier)).toEqual([4]);
    expect(five.summary.hits).toBe('5 acertos + 1 trevo');
    const two = checkTicket({ game: 'mais-milionaria', numbers: ['10', '15', '01', '02', '03', '04'], clovers: ['2', '3'] }, draw);
    expect(two.wins).toEqual([]);
    expect(two.summary).toEqual({ hits: '2 acertos + nenhum trevo', tiers: 'Não premiado', prize: '' });
  });

  it('wins Super Sete columns in any position, a column of two digits counting both simple bets', () => {
    const draw = contest('super-sete', ['0', '6', '7', '2', '0', '7', '0']);
    const columns = [['0', '1'], ['6'], ['7'], ['9'], ['5'], ['5'], ['5']];
    const result = checkTicket({ game: 'super-sete', numbers: [], columns }, draw);
    expect(result.columnHits).toEqual([true, true, true, false, false, false, false]);
    // Two simple bets: 0-6-7-… (3 columns) and 1-6-7-… (2 columns).
    expect(result.wins.map((w) => [w.name, w.count])).toEqual([['3 acertos', 1]]);
  });

  it("pays Timemania's team and Dia de Sorte's month as the source writes them", () => {
    const time = contest('timemania', ['18', '36', '48', '60', '62', '76', '80'], { lucky: 'APARECIDENSE     /GO' });
    const ticket: Ticket = { game: 'timemania', numbers: ['18', '36', '48', '01', '02', '03', '04', '05', '06', '07'], lucky: 'Aparecidense/GO' };
    const result = checkTicket(ticket, time);
    expect(result.luckyHit).toBe(true);
    expect(result.wins.map((w) => w.name)).toEqual(['3 acertos', 'Time do Coração']);
    expect(result.summary.hits).toBe('3 acertos + Time do Coração');

    const dia = contest('dia-de-sorte', ['03', '04', '15', '18', '19', '21', '25'], { lucky: 'Julho' });
    const month = checkTicket({ game: 'dia-de-sorte', numbers: ['01', '02', '05', '06', '07', '08', '09', '10'], lucky: 'julho' }, dia);
    // An 8-number bet holds 8 simple bets, each with the month.
    expect(month.wins).toEqual([{ tier: 5, name: 'Mês de Sorte', count: 8, amountEach: 50, amount: 400 }]);
  });

  it("pays Lotomania's 0 hits", () => {
    const draw = contest('lotomania', Array.from({ length: 20 }, (_, i) => String(i).padStart(2, '0')));
    const numbers = Array.from({ length: 50 }, (_, i) => String(i + 50));
    expect(checkTicket({ game: 'lotomania', numbers }, draw).wins.map((w) => w.name)).toEqual(['0 acertos']);
  });

  it('checks a Federal ticket against the five prizes', () => {
    const federal = contest('federal', ['012244', '035475', '007766', '001186', '081708']);
    expect(checkTicket({ game: 'federal', numbers: ['07766'] }, federal).wins.map((w) => w.name)).toEqual(['3º Prêmio']);
    expect(checkTicket({ game: 'federal', numbers: ['012245'] }, federal).summary).toEqual({ hits: 'Bilhete não sorteado', tiers: 'Não premiado', prize: '' });
  });

  it("says the prize is not known yet when the contest's table lacks the tier", () => {
    const result = checkTicket({ game: 'mega-sena', numbers: ['07', '12', '24', '27', '40', '55'] }, { ...mega, prizes: [] });
    expect(result.prizeKnown).toBe(false);
    expect(result.summary.prize).toBe('Valor do prêmio ainda não divulgado');
  });
});

describe('validateTicket', () => {
  it('says what is wrong in pt-BR', () => {
    expect(validateTicket({ game: 'mega-sena', numbers: ['03', '17', '22', '35', '41'] })).toEqual(['A Mega-Sena aceita de 6 a 20 números; você digitou 5.']);
    expect(validateTicket({ game: 'mega-sena', numbers: ['03', '17', '17', '35', '41', '61'] })).toEqual(['O número 61 está fora de 01 a 60.', 'Repetido: 17.']);
    expect(validateTicket({ game: 'lotomania', numbers: ['00'] })).toEqual(['A Lotomania aceita 50 números; você digitou 1.']);
    expect(validateTicket({ game: 'mais-milionaria', numbers: ['1', '2', '3', '4', '5', '6'], clovers: ['7'] })).toEqual([
      'A +Milionária aceita de 2 a 6 trevos; você digitou 1.',
      'O trevo 7 está fora de 1 a 6.',
    ]);
    expect(validateTicket({ game: 'dia-de-sorte', numbers: ['1', '2', '3', '4', '5', '6', '7'], lucky: 'Julhoo' })).toEqual(['Mês de Sorte desconhecido: Julhoo.']);
    expect(validateTicket({ game: 'mega-sena', numbers: ['01', '02', '03', '04', '05', '06'] })).toEqual([]);
  });

  it("holds Super Sete's columns to Caixa's limits", () => {
    expect(validateTicket({ game: 'super-sete', numbers: ['1', '2', '3', '4', '5', '6'] })).toEqual(['O Super Sete tem 7 colunas; você preencheu 6.']);
    // 8 digits: 1 or 2 per column; 3 in one column is refused.
    const columns = [['1', '2', '3'], ['1'], ['1'], ['1'], ['1'], ['1'], []];
    expect(validateTicket({ game: 'super-sete', numbers: [], columns })).toEqual([
      'Com 8 números, cada coluna leva de 1 a 2; a coluna 1 tem 3.',
      'Com 8 números, cada coluna leva de 1 a 2; a coluna 7 tem 0.',
    ]);
    expect(validateTicket({ game: 'super-sete', numbers: ['4', '0', '7', '2', '9', '1', '3'] })).toEqual([]);
  });

  it('wants a Federal ticket number', () => {
    expect(validateTicket({ game: 'federal', numbers: ['12'] })).toEqual(['Digite o número do bilhete, com 5 ou 6 algarismos.']);
    expect(validateTicket({ game: 'federal', numbers: ['012244'] })).toEqual([]);
  });
});

// The brute force: every simple bet the ticket holds, one by one, and the tier each one wins.
function* subsets<T>(items: readonly T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i += 1) for (const rest of subsets(items, size - 1, i + 1)) yield [items[i]!, ...rest];
}

function* product(columns: readonly string[][], at = 0): Generator<string[]> {
  if (at === columns.length) {
    yield [];
    return;
  }
  for (const digit of columns[at]!) for (const rest of product(columns, at + 1)) yield [digit, ...rest];
}

function bruteForce(game: CaixaGame, ticket: Ticket, draw: Contest): Map<number, number> {
  const counts = new Map<number, number>();
  const win = (tier: number) => counts.set(tier, (counts.get(tier) ?? 0) + 1);
  if (game.kind === 'columns') {
    for (const bet of product(ticket.columns!)) {
      const columnsHit = bet.filter((d, i) => d === draw.numbers[i]).length;
      for (const tier of game.tiers) if ('hits' in tier && tier.hits === columnsHit) win(tier.tier);
    }
    return counts;
  }
  const cloverBets = game.clovers ? [...subsets(ticket.clovers!, game.clovers.drawn)] : [[]];
  for (const bet of subsets(ticket.numbers, game.betSizes.min)) {
    for (const clovers of cloverBets) {
      const first = bet.filter((n) => draw.numbers.includes(n)).length;
      const second = bet.filter((n) => draw.secondNumbers?.includes(n)).length;
      const cloverHits = clovers.filter((c) => draw.clovers?.includes(c)).length;
      for (const tier of game.tiers) {
        if ('hits' in tier && tier.hits === (tier.draw === 2 ? second : first) && (!tier.clovers || tier.clovers.includes(cloverHits))) win(tier.tier);
        if ('lucky' in tier && ticket.lucky === draw.lucky) win(tier.tier);
      }
    }
  }
  return counts;
}

/** Largest bets the brute force enumerates quickly (C(9, 6) = 84, C(17, 15) = 136, 3^7 = 2,187). */
const SMALL: Record<CaixaGameId, number> = {
  'mega-sena': 9,
  'lotofacil': 17,
  'quina': 9,
  'lotomania': 50,
  'timemania': 10,
  'dupla-sena': 9,
  'dia-de-sorte': 10,
  'super-sete': 21,
  'mais-milionaria': 8,
  'federal': 1,
};

const pool = (game: CaixaGame) => Array.from({ length: game.max - game.min + 1 }, (_, i) => padNumber(game, game.min + i));

/** A contest and a ticket of the game, the ticket drawn partly from the contest's numbers so that every tier comes up. */
function ticketAndDraw(game: CaixaGame): fc.Arbitrary<{ ticket: Ticket; draw: Contest }> {
  if (game.kind === 'columns') {
    return fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 7, max: 21 }),
        fc.array(fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 3, maxLength: 3 }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
      )
      .map(([drawn, total, spares, hitColumn]) => {
        const per = game.perColumn!(total);
        // Spread `total` digits over the columns within the per-column limits.
        const sizes = Array.from({ length: 7 }, () => per.min);
        for (let left = total - per.min * 7, i = 0; left > 0; i = (i + 1) % 7) {
          if (sizes[i]! < per.max) {
            sizes[i]! += 1;
            left -= 1;
          }
        }
        const columns = sizes.map((size, i) => {
          const digits = hitColumn[i] ? [drawn[i]!, ...spares[i]!.filter((d) => d !== drawn[i])] : spares[i]!;
          return [...new Set(digits)].slice(0, size).map(String);
        });
        return { ticket: { game: game.id, numbers: [], columns }, draw: contest(game.id, drawn.map(String)) };
      });
  }
  const all = pool(game);
  const cloverPool = ['1', '2', '3', '4', '5', '6'];
  return fc
    .tuple(
      fc.shuffledSubarray(all, { minLength: game.drawn, maxLength: game.drawn }),
      fc.shuffledSubarray(all, { minLength: game.drawn, maxLength: game.drawn }),
      fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }),
      fc.integer({ min: game.betSizes.min, max: Math.min(game.betSizes.max, SMALL[game.id]) }),
      fc.integer({ min: 0, max: game.drawn }),
      fc.shuffledSubarray(cloverPool, { minLength: 2, maxLength: 2 }),
      fc.shuffledSubarray(cloverPool, { minLength: game.clovers ? 2 : 0, maxLength: game.clovers ? 4 : 0 }),
      fc.boolean(),
    )
    .map(([first, second, shuffled, size, fromDraw, drawnClovers, clovers, luckyHit]) => {
      const numbers = [...new Set([...first.slice(0, Math.min(fromDraw, size)), ...shuffled])].slice(0, size);
      const [lucky, other] = game.lucky === 'month' ? ['Julho', 'Março'] : ['FLAMENGO/RJ', 'SANTOS/SP'];
      const draw = contest(game.id, first, {
        ...(game.secondDraw ? { secondNumbers: second } : {}),
        ...(game.clovers ? { clovers: drawnClovers.sort() } : {}),
        ...(game.lucky ? { lucky } : {}),
      });
      const ticket: Ticket = {
        game: game.id,
        numbers,
        ...(game.clovers ? { clovers } : {}),
        ...(game.lucky ? { lucky: luckyHit ? lucky : other } : {}),
      };
      return { ticket, draw };
    });
}

describe('checkTicket against a brute-force count of every simple bet', () => {
  for (const game of CAIXA_GAMES.filter((g) => g.kind !== 'tickets')) {
    it(`counts ${game.name}'s tiers as enumerating every combination does`, () => {
      fc.assert(
        fc.property(ticketAndDraw(game), ({ ticket, draw }) => {
          expect(validateTicket(ticket)).toEqual([]);
          const result = checkTicket(ticket, draw);
          expect(new Map(result.wins.map((w) => [w.tier, w.count]))).toEqual(bruteForce(game, ticket, draw));
          for (const w of result.wins) expect(w.amount).toBeCloseTo(w.count * w.amountEach!, 2);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('counts a 20-number Mega-Sena bet by formula: C(20, 6) simple bets, all tiers', () => {
    const numbers = Array.from({ length: 20 }, (_, i) => padNumber(getCaixaGame('mega-sena'), i + 1));
    const draw = contest('mega-sena', ['01', '02', '03', '04', '05', '06']);
    const result = checkTicket({ game: 'mega-sena', numbers }, draw);
    expect(result.wins.map((w) => w.count)).toEqual([choose(14, 0), 6 * 14, 15 * choose(14, 2)]);
    expect(choose(20, 6)).toBe(38760);
  });
});
