import { describe, expect, it } from 'vitest';
import { checkTicket } from './check';
import type { Contest } from './contest';
import { getCaixaGame, type CaixaGameId } from './games';
import { checkSavedGames, savedGameId, tiersText, winNotice, type SavedGame } from './saved-games';
import { savedWinOf } from './saved-win';

const contest = (game: CaixaGameId, number: number, numbers: string[], extra: Partial<Contest> = {}): Contest => ({
  game,
  contest: number,
  drawDate: '2026-11-28',
  numbers,
  prizes: getCaixaGame(game).tiers.map((t) => ({ tier: t.tier, name: t.name, winners: 10, amount: 100 * t.tier })),
  accumulated: false,
  demo: false,
  ...extra,
});

// 2026-11-27 at 12:00 in Brasília.
const SAVED_AT = Date.UTC(2026, 10, 27, 15);

const saved = (numbers: string[], extra: Partial<SavedGame> = {}): SavedGame => ({
  id: 'a',
  game: 'mega-sena',
  numbers,
  extras: {},
  savedAt: SAVED_AT,
  checkedThrough: 2849,
  ...extra,
});

const DRAWN = ['04', '12', '19', '33', '41', '58'];

describe('checkSavedGames', () => {
  it('announces a win in a contest newer than the saved game knew, in the words the person reads', () => {
    const [changed] = checkSavedGames([saved(['04', '12', '19', '33', '07', '08'])], [contest('mega-sena', 2850, DRAWN)]);
    expect(changed?.checkedThrough).toBe(2850);
    expect(savedWinOf(changed!)).toEqual({
      contest: 2850,
      drawDate: '2026-11-28',
      text: 'Seu jogo salvo da Mega-Sena fez 4 acertos (Quadra) no concurso 2850',
      seen: false,
    });
  });

  it('moves a game that won nothing on, keeping the win it had', () => {
    const before = { contest: 2849, drawDate: '2026-11-27', text: 'antes', seen: true };
    const [changed] = checkSavedGames([saved(['01', '02', '03', '05', '06', '07'], { lastWin: before })], [contest('mega-sena', 2850, DRAWN)]);
    expect(changed).toEqual(saved(['01', '02', '03', '05', '06', '07'], { lastWin: before, checkedThrough: 2850 }));
  });

  it('never checks a contest it was already checked against, nor one drawn before the day it was saved', () => {
    const game = saved(DRAWN);
    expect(checkSavedGames([game], [contest('mega-sena', 2849, DRAWN)])).toEqual([]);
    // A contest numbered past checkedThrough but drawn before the save: a page of history downloaded later.
    expect(checkSavedGames([{ ...game, checkedThrough: 2000 }], [contest('mega-sena', 2100, DRAWN, { drawDate: '2026-11-26' })])).toEqual([]);
    // Drawn the day it was saved (saved in the morning, drawn at night): checked.
    expect(checkSavedGames([game], [contest('mega-sena', 2850, DRAWN, { drawDate: '2026-11-27' })])).toHaveLength(1);
  });

  it("checks only the saved game's own game", () => {
    expect(checkSavedGames([saved(DRAWN)], [contest('quina', 7000, ['04', '12', '19', '33', '41'])])).toEqual([]);
  });

  it('keeps the newest win of several new contests, and is checked through the newest', () => {
    const game = saved(['04', '12', '19', '33', '41', '07']);
    const [changed] = checkSavedGames([game], [contest('mega-sena', 2852, ['01', '02', '03', '05', '06', '08'], { drawDate: '2026-12-03' }), contest('mega-sena', 2851, DRAWN, { drawDate: '2026-12-01' })]);
    expect(changed?.checkedThrough).toBe(2852);
    expect(savedWinOf(changed!)?.text).toBe('Seu jogo salvo da Mega-Sena fez 5 acertos (Quina) no concurso 2851');
  });

  it('checks the extras: trevos, columns, the month', () => {
    const milionaria = saved(['10', '15', '23', '29', '01', '02'], { game: 'mais-milionaria', extras: { clovers: ['1', '4'] }, checkedThrough: 299 });
    const [won] = checkSavedGames([milionaria], [contest('mais-milionaria', 300, ['10', '15', '23', '29', '38', '42'], { clovers: ['1', '4'] })]);
    expect(savedWinOf(won!)?.text).toBe('Seu jogo salvo da +Milionária fez 4 acertos + 2 trevos no concurso 300');
    const sete = saved([], { game: 'super-sete', extras: { columns: [['0'], ['6'], ['7'], ['2'], ['1'], ['1'], ['1']] }, checkedThrough: 799 });
    const [columns] = checkSavedGames([sete], [contest('super-sete', 800, ['0', '6', '7', '2', '0', '7', '0'])]);
    expect(savedWinOf(columns!)?.text).toBe('Seu jogo salvo do Super Sete fez 4 acertos no concurso 800');
    const dia = saved(['03', '04', '15', '18', '19', '21', '26'], { game: 'dia-de-sorte', extras: { lucky: 'Julho' }, checkedThrough: 999 });
    const [month] = checkSavedGames([dia], [contest('dia-de-sorte', 1000, ['03', '04', '15', '18', '19', '21', '25'], { lucky: 'Julho' })]);
    expect(savedWinOf(month!)?.text).toBe('Seu jogo salvo do Dia de Sorte fez 6 acertos + Mês de Sorte (6 acertos e Mês de Sorte) no concurso 1000');
  });
});

describe('tiersText and winNotice', () => {
  const mega = getCaixaGame('mega-sena');

  it('counts every tier a bet of more numbers wins: "1 Sena e 6 Quinas"', () => {
    const result = checkTicket({ game: 'mega-sena', numbers: [...DRAWN, '60'] }, contest('mega-sena', 2850, DRAWN));
    expect(tiersText(mega, result.wins)).toBe('1 Sena e 6 Quinas');
    expect(winNotice(mega, 2850, result)).toBe('Seu jogo salvo da Mega-Sena fez 6 acertos (1 Sena e 6 Quinas) no concurso 2850');
    const eight = checkTicket({ game: 'mega-sena', numbers: [...DRAWN, '59', '60'] }, contest('mega-sena', 2850, DRAWN));
    expect(tiersText(mega, eight.wins)).toBe('1 Sena, 12 Quinas e 15 Quadras');
  });

  it("names Dupla Sena's tiers by draw, and counts tiers named by hits as prizes", () => {
    const dupla = getCaixaGame('dupla-sena');
    const draw = contest('dupla-sena', 2900, ['01', '08', '22', '31', '33', '35'], { secondNumbers: ['05', '07', '14', '32', '33', '43'] });
    const result = checkTicket({ game: 'dupla-sena', numbers: ['01', '08', '22', '31', '07', '14', '43'] }, draw);
    expect(tiersText(dupla, result.wins)).toBe('3 Quadras no 1º sorteio, 4 Ternos no 1º sorteio e 4 Ternos no 2º sorteio');
    expect(winNotice(dupla, 2900, result)).toBe(
      'Seu jogo salvo da Dupla Sena fez 4 acertos (3 Quadras no 1º sorteio, 4 Ternos no 1º sorteio e 4 Ternos no 2º sorteio) no concurso 2900',
    );
    const one = checkTicket({ game: 'dupla-sena', numbers: ['01', '08', '22', '31', '02', '03'] }, draw);
    expect(tiersText(dupla, one.wins)).toBe('Quadra no 1º sorteio');
    const lotofacil = getCaixaGame('lotofacil');
    const numbers = Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(2, '0'));
    const bet = checkTicket({ game: 'lotofacil', numbers: [...numbers.slice(0, 14), '20', '21'] }, contest('lotofacil', 3500, numbers));
    expect(tiersText(lotofacil, bet.wins)).toBe('2 prêmios de 14 acertos e 14 prêmios de 13 acertos');
  });

  it('is empty when nothing was won', () => {
    expect(tiersText(mega, [])).toBe('');
  });
});

describe('savedGameId', () => {
  it('is the same for the same ticket and differs with its extras', () => {
    expect(savedGameId({ game: 'mega-sena', numbers: DRAWN })).toBe(savedGameId({ game: 'mega-sena', numbers: [...DRAWN] }));
    expect(savedGameId({ game: 'mais-milionaria', numbers: DRAWN, clovers: ['1', '2'] })).not.toBe(savedGameId({ game: 'mais-milionaria', numbers: DRAWN, clovers: ['1', '3'] }));
  });
});
