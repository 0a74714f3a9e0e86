import { describe, expect, it } from 'vitest';
import { contestShareContent } from './contest-share';
import type { Contest } from './domain/contest';

const mega: Contest = {
  game: 'mega-sena',
  contest: 2850,
  drawDate: '2026-11-21',
  numbers: ['04', '12', '19', '33', '41', '58'],
  prizes: [{ tier: 1, name: '6 acertos', winners: 0, amount: 0 }],
  accumulated: true,
  nextContest: 2851,
  nextDate: '2026-11-24',
  nextEstimate: 45_000_000,
  demo: false,
};

describe('contestShareContent', () => {
  it('writes the line people pass on WhatsApp, with the link to the contest', () => {
    const content = contestShareContent(mega, 'https://sonho.example');
    expect(content.text).toBe('Mega-Sena 2850 (21/11/2026): 04 12 19 33 41 58 · Acumulou! R$ 45 milhões · https://sonho.example/resultados/mega-sena/2850');
    expect(content.url).toBe('https://sonho.example/resultados/mega-sena/2850');
    expect(content.title).toBe('Resultado Mega-Sena 2850');
    expect(content.fileName).toBe('resultado Mega-Sena 2850');
  });

  it('puts the game, the contest, its day, the balls and the estimate on the card', () => {
    expect(contestShareContent(mega, 'https://x').card).toEqual({
      kind: 'contest',
      name: 'Mega-Sena',
      contest: 2850,
      date: 'Sábado, 21/11/2026',
      draws: [{ label: 'Números sorteados', numbers: ['04', '12', '19', '33', '41', '58'] }],
      accumulated: 'R$ 45 milhões',
      demo: false,
    });
  });

  it("draws both of Dupla Sena's draws, +Milionária's trevos, the month, and the next contest when nobody accumulated", () => {
    const dupla = contestShareContent({ ...mega, game: 'dupla-sena', contest: 2900, secondNumbers: ['05', '07', '14', '32', '33', '43'], accumulated: false }, 'https://x');
    expect(dupla.card).toMatchObject({ draws: [{ label: '1º sorteio' }, { label: '2º sorteio', numbers: ['05', '07', '14', '32', '33', '43'] }], next: 'Próximo concurso 2851: 24/11/2026' });
    expect(dupla.text).toBe('Dupla Sena 2900 (21/11/2026): 04 12 19 33 41 58 / 05 07 14 32 33 43 · https://x/resultados/dupla-sena/2900');
    const milionaria = contestShareContent({ ...mega, game: 'mais-milionaria', clovers: ['1', '4'] }, 'https://x');
    expect(milionaria.card).toMatchObject({ draws: [{ label: 'Números sorteados' }, { label: 'Trevos', numbers: ['1', '4'], clovers: true }] });
    const dia = contestShareContent({ ...mega, game: 'dia-de-sorte', lucky: 'Julho' }, 'https://x');
    expect(dia.card).toMatchObject({ lucky: { label: 'Mês de Sorte', value: 'Julho' } });
  });

  it('says a demonstration contest is one, on the card and in the text', () => {
    const demo = contestShareContent({ ...mega, demo: true }, 'https://x');
    expect(demo.card).toMatchObject({ demo: true });
    expect(demo.text).toContain('· Dados de demonstração, não é um resultado real · https://x/resultados/mega-sena/2850');
  });
});
