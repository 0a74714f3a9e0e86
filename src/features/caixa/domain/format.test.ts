import { describe, expect, it } from 'vitest';
import type { Contest } from './contest';
import { ballsText, contestNotice, moneyInWords } from './format';

describe('moneyInWords', () => {
  it("says an estimate as Caixa's announcements do", () => {
    expect(moneyInWords(45_000_000)).toBe('R$ 45 milhões');
    expect(moneyInWords(1_500_000)).toBe('R$ 1,5 milhão');
    expect(moneyInWords(1_960_000)).toBe('R$ 2 milhões');
    expect(moneyInWords(27_340_000)).toBe('R$ 27,3 milhões');
    expect(moneyInWords(850_000)).toBe('R$ 850 mil');
    expect(moneyInWords(999_960)).toBe('R$ 1 milhão');
    expect(moneyInWords(2_000_000_000)).toBe('R$ 2 bilhões');
    expect(moneyInWords(1_200_000_000)).toBe('R$ 1,2 bilhão');
    expect(moneyInWords(600)).toBe('R$ 600,00');
  });
});

describe('contestNotice', () => {
  const contest: Contest = {
    game: 'mega-sena',
    contest: 2850,
    drawDate: '2025-10-09',
    numbers: ['04', '12', '19', '33', '41', '58'],
    prizes: [],
    accumulated: true,
    nextEstimate: 45_000_000,
    demo: false,
  };

  it('writes the push of a new contest: title, balls and the estimate when it accumulated', () => {
    expect(ballsText(contest.numbers)).toBe('04 12 19 33 41 58');
    expect(contestNotice(contest)).toEqual({ title: 'Mega-Sena 2850', body: '04 12 19 33 41 58 · Acumulou! R$ 45 milhões' });
    expect(contestNotice({ ...contest, accumulated: false }).body).toBe('04 12 19 33 41 58');
  });

  it("adds Dupla Sena's second draw, the trevos and the team or month", () => {
    const dupla = { ...contest, game: 'dupla-sena' as const, accumulated: false, secondNumbers: ['05', '07', '14', '32', '33', '43'] };
    expect(contestNotice(dupla).body).toBe('04 12 19 33 41 58 / 05 07 14 32 33 43');
    const mais = { ...contest, game: 'mais-milionaria' as const, accumulated: false, clovers: ['1', '4'] };
    expect(contestNotice(mais)).toEqual({ title: '+Milionária 2850', body: '04 12 19 33 41 58 · Trevos 1 4' });
  });
});
