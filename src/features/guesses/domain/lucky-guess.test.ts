import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animalByGroup, animalOfNumber } from '../../animals/domain/animals';
import { addDays } from '../../../utils/calendar/dates';
import { adminGuessesFor, blogPosts, builtinGuess, guessesFor, readLuckyGuessRow } from './lucky-guess';

const row = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'a1',
  guess_date: '2026-03-12',
  lottery: 'PT Rio',
  draw_label: 'PTM 11:20',
  grupos: ['09', '16'],
  milhares: ['4533', '2761'],
  centenas: ['533', '761'],
  note: 'Cobra e Leão em destaque.',
  published: true,
  ...over,
});

const dayArb = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));

describe('readLuckyGuessRow', () => {
  it('reads a published row', () => {
    expect(readLuckyGuessRow(row())).toEqual({
      id: 'a1',
      date: '2026-03-12',
      lottery: 'PT Rio',
      drawLabel: 'PTM 11:20',
      grupos: ['09', '16'],
      milhares: ['4533', '2761'],
      centenas: ['533', '761'],
      note: 'Cobra e Leão em destaque.',
      source: 'admin',
    });
  });

  it('drops unpublished, undated and empty rows, and invalid numbers', () => {
    expect(readLuckyGuessRow(row({ published: false }))).toBeNull();
    expect(readLuckyGuessRow(row({ guess_date: 'amanhã' }))).toBeNull();
    expect(readLuckyGuessRow(row({ grupos: [], milhares: [], centenas: [], note: '  ' }))).toBeNull();
    expect(readLuckyGuessRow(row({ grupos: ['9', '26', '25'], milhares: ['123', '0000'], draw_label: null }))).toMatchObject({
      grupos: ['25'],
      milhares: ['0000'],
      drawLabel: null,
    });
  });
});

describe('builtinGuess', () => {
  it('is the same for every call on the same day (every visitor sees the same)', () => {
    expect(builtinGuess('2026-03-12')).toEqual(builtinGuess('2026-03-12'));
    expect(builtinGuess('2026-03-12', 'thursday')).toEqual(builtinGuess('2026-03-12', 'thursday'));
  });

  it('changes from day to day', () => {
    const week = Array.from({ length: 7 }, (_, i) => builtinGuess(addDays('2026-03-01', i)).milhares.join());
    expect(new Set(week).size).toBe(7);
  });

  it('pins one day, so a change to the derivation is noticed', () => {
    const guess = builtinGuess('2026-03-12');
    expect(guess.id).toBe('builtin:daily:2026-03-12');
    expect(guess.lottery).toBe('Palpite do dia');
    expect(guess.grupos).toEqual(['18', '05', '20']);
    expect(guess.milhares).toEqual(['5272', '0317', '0679']);
    expect(guess.centenas).toEqual(['172', '418', '279']);
    expect(guess.note).toContain(animalByGroup(guess.grupos[0] ?? '01').name);
    expect(guess.note).toContain('nenhum palpite garante resultado');
  });

  it('always has three distinct groups and numbers that end in a dezena of one of them', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom('daily' as const, 'thursday' as const), (day, kind) => {
        const guess = builtinGuess(day, kind);
        expect(guess.source).toBe('builtin');
        expect(guess.date).toBe(day);
        expect(guess.grupos).toHaveLength(3);
        expect(new Set(guess.grupos).size).toBe(3);
        for (const g of guess.grupos) expect(g).toMatch(/^(0[1-9]|1\d|2[0-5])$/);
        expect(guess.milhares).toHaveLength(kind === 'thursday' ? 5 : 3);
        expect(guess.centenas).toHaveLength(3);
        expect(new Set(guess.milhares).size).toBe(guess.milhares.length);
        expect(new Set(guess.centenas).size).toBe(3);
        for (const m of guess.milhares) {
          expect(m).toMatch(/^\d{4}$/);
          expect(guess.grupos).toContain(animalOfNumber(m).group);
        }
        for (const c of guess.centenas) {
          expect(c).toMatch(/^\d{3}$/);
          expect(guess.grupos).toContain(animalOfNumber(c).group);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives Thursday its own guess', () => {
    expect(builtinGuess('2026-03-12', 'thursday').milhares.slice(0, 3)).not.toEqual(builtinGuess('2026-03-12').milhares);
    expect(builtinGuess('2026-03-12', 'thursday').lottery).toBe('Quinta do Bicho da Sorte');
  });

  it('refuses a date that is not one', () => {
    expect(() => builtinGuess('2026-13-01')).toThrow(RangeError);
  });
});

describe('guessesFor and blogPosts', () => {
  const rows = [
    row({ id: 'b', lottery: 'PT Rio', draw_label: 'PT 14:20' }),
    row({ id: 'a', lottery: 'PT Rio', draw_label: 'PTM 11:20' }),
    row({ id: 'c', lottery: 'Federal', draw_label: null }),
    row({ id: 'hidden', published: false }),
    row({ id: 'y', guess_date: '2026-03-11' }),
    row({ id: 'future', guess_date: '2026-03-13' }),
  ];

  it("lists the admins' rows of the day in a stable order", () => {
    // By lottery, then by the time in the label: PTM 11:20 before PT 14:20.
    expect(adminGuessesFor(rows, '2026-03-12').map((g) => g.id)).toEqual(['c', 'a', 'b']);
  });

  it('falls back to the built-in guess only on days without admin rows', () => {
    expect(guessesFor(rows, '2026-03-12').every((g) => g.source === 'admin')).toBe(true);
    expect(guessesFor(rows, '2026-03-10')).toEqual([builtinGuess('2026-03-10')]);
    expect(guessesFor([], '2026-03-12', 'thursday')).toEqual([builtinGuess('2026-03-12', 'thursday')]);
  });

  it('makes a post for today and each of the 6 days before, newest first, never a future day', () => {
    const posts = blogPosts(rows, '2026-03-12');
    expect(posts.map((p) => p.date)).toEqual([
      '2026-03-12', '2026-03-11', '2026-03-10', '2026-03-09', '2026-03-08', '2026-03-07', '2026-03-06',
    ]);
    expect(posts[1]?.guesses.map((g) => g.id)).toEqual(['y']);
    expect(posts[2]?.guesses[0]?.source).toBe('builtin');
    expect(posts.flatMap((p) => p.guesses).some((g) => g.id === 'future' || g.id === 'hidden')).toBe(false);
  });
});
