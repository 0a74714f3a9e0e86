import { describe, expect, it } from 'vitest';
import { contestFromRow } from './contest';

const row = {
  game: 'mega-sena',
  contest: 2925,
  draw_date: '2025-10-09',
  numbers: ['07', '09', '12', '13', '24', '27'],
  draw_order: ['09', '07', '27', '24', '12', '13'],
  second_numbers: null,
  clovers: null,
  lucky: null,
  prizes: [
    { tier: 2, name: '5 acertos', winners: 171, amount: 9392.04 },
    { tier: 1, name: '6 acertos', winners: 0, amount: 0 },
    { tier: 3, name: '4 acertos', winners: 8228, amount: 321.74 },
  ],
  accumulated: true,
  next_contest: 2926,
  next_date: '2025-10-11',
  // PostgREST sends numeric(16,2) as text.
  next_estimate: '27000000.00',
  next_accumulated: '20483790.09',
  place: 'ESPAÇO DA SORTE',
  demo: false,
  source: 'caixa',
  revision: 1,
  fetched_at: '2025-10-09T23:40:00+00:00',
  updated_at: '2025-10-09T23:40:00+00:00',
};

describe('contestFromRow', () => {
  it('reads a lottery_contests row, numeric text as numbers and the prizes by tier', () => {
    expect(contestFromRow(row)).toEqual({
      game: 'mega-sena',
      contest: 2925,
      drawDate: '2025-10-09',
      numbers: ['07', '09', '12', '13', '24', '27'],
      drawOrder: ['09', '07', '27', '24', '12', '13'],
      prizes: [
        { tier: 1, name: '6 acertos', winners: 0, amount: 0 },
        { tier: 2, name: '5 acertos', winners: 171, amount: 9392.04 },
        { tier: 3, name: '4 acertos', winners: 8228, amount: 321.74 },
      ],
      accumulated: true,
      nextContest: 2926,
      nextDate: '2025-10-11',
      nextEstimate: 27000000,
      nextAccumulated: 20483790.09,
      place: 'ESPAÇO DA SORTE',
      demo: false,
      revision: 1,
    });
  });

  it('reads the same row kept in camelCase on the device', () => {
    const camel = { game: 'dupla-sena', contest: 2871, drawDate: '2025-10-10', numbers: ['01'], secondNumbers: ['05'], prizes: [], accumulated: false, demo: true };
    expect(contestFromRow(camel)).toMatchObject({ game: 'dupla-sena', drawDate: '2025-10-10', secondNumbers: ['05'], demo: true });
  });

  it('keeps the extras of +Milionária, Timemania and Dia de Sorte', () => {
    expect(contestFromRow({ ...row, game: 'mais-milionaria', clovers: ['1', '4'] }).clovers).toEqual(['1', '4']);
    expect(contestFromRow({ ...row, game: 'timemania', lucky: 'APARECIDENSE     /GO' }).lucky).toBe('APARECIDENSE     /GO');
  });

  it('refuses a row it cannot place', () => {
    expect(() => contestFromRow({ ...row, game: 'loteca' })).toThrow(TypeError);
    expect(() => contestFromRow({ ...row, contest: 0 })).toThrow(TypeError);
    expect(() => contestFromRow({ ...row, draw_date: null })).toThrow(TypeError);
  });
});
