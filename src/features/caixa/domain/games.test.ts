import { describe, expect, it } from 'vitest';
import { CAIXA_GAMES, caixaGameBySlug, getCaixaGame, isCaixaGameId, padNumber, type CaixaGameId } from './games';

// The real API answers, one per game (supabase/tests/fixtures/caixa): their prize tables are the tiers' truth.
const fixtures = import.meta.glob<{ listaRateioPremio: { faixa: number; descricaoFaixa: string }[]; listaDezenas: string[] }>(
  '../../../../supabase/tests/fixtures/caixa/*.json',
  { eager: true, import: 'default' },
);
const fixture = (id: CaixaGameId) => fixtures[`../../../../supabase/tests/fixtures/caixa/${id}.json`]!;

describe('CAIXA_GAMES', () => {
  it('holds the ten games with their API slugs and names as shown', () => {
    expect(CAIXA_GAMES.map((g) => [g.id, g.apiSlug, g.name])).toEqual([
      ['mega-sena', 'megasena', 'Mega-Sena'],
      ['lotofacil', 'lotofacil', 'Lotofácil'],
      ['quina', 'quina', 'Quina'],
      ['lotomania', 'lotomania', 'Lotomania'],
      ['timemania', 'timemania', 'Timemania'],
      ['dupla-sena', 'duplasena', 'Dupla Sena'],
      ['dia-de-sorte', 'diadesorte', 'Dia de Sorte'],
      ['super-sete', 'supersete', 'Super Sete'],
      ['mais-milionaria', 'maismilionaria', '+Milionária'],
      ['federal', 'federal', 'Federal'],
    ]);
  });

  it("numbers each game's tiers as the API's prize table does, hit for hit", () => {
    for (const game of CAIXA_GAMES) {
      const table = fixture(game.id).listaRateioPremio;
      expect(game.tiers.map((t) => t.tier), game.id).toEqual(table.map((row) => row.faixa));
      for (const tier of game.tiers) {
        const description = table.find((row) => row.faixa === tier.tier)!.descricaoFaixa;
        if ('hits' in tier) expect(description, `${game.id} ${tier.tier}`).toMatch(new RegExp(`^${tier.hits} acertos`));
        if ('lucky' in tier) expect(description).toMatch(tier.lucky === 'team' ? /Time do Coração/ : /Mês d[ae] Sorte/);
        if ('place' in tier) expect(description).toBe(`${tier.place}º Prêmio`);
      }
    }
  });

  it("draws as many numbers as the API's answer holds, padded as it writes them", () => {
    for (const game of CAIXA_GAMES) {
      const numbers = fixture(game.id).listaDezenas;
      expect(numbers, game.id).toHaveLength(game.drawn);
      for (const n of numbers) {
        expect(n).toBe(padNumber(game, Number(n)));
        expect(Number(n)).toBeGreaterThanOrEqual(game.min);
        expect(Number(n)).toBeLessThanOrEqual(game.max);
      }
    }
  });

  it('keeps a calendar in Brasília time with its date and sources', () => {
    for (const game of CAIXA_GAMES) {
      expect(game.schedule.time).toMatch(/^\d{2}:\d{2}$/);
      expect(game.schedule.weekdays.length).toBeGreaterThan(0);
      expect(game.schedule.sources.length).toBeGreaterThan(0);
      expect(game.sources.length).toBeGreaterThan(0);
    }
    expect(getCaixaGame('mega-sena').schedule).toMatchObject({ weekdays: [2, 4, 6], time: '21:00' });
    expect(getCaixaGame('federal').schedule).toMatchObject({ weekdays: [3, 6], time: '20:00' });
  });

  it("limits Super Sete's digits per column by the bet's size", () => {
    const perColumn = getCaixaGame('super-sete').perColumn!;
    expect(perColumn(7)).toEqual({ min: 1, max: 1 });
    expect(perColumn(14)).toEqual({ min: 1, max: 2 });
    expect(perColumn(15)).toEqual({ min: 2, max: 3 });
  });

  it('looks games up by id and by API slug', () => {
    expect(isCaixaGameId('dupla-sena')).toBe(true);
    expect(isCaixaGameId('loteca')).toBe(false);
    expect(caixaGameBySlug('maismilionaria')?.id).toBe('mais-milionaria');
    expect(() => getCaixaGame('loteca' as CaixaGameId)).toThrow(RangeError);
  });
});
