import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animalOfNumber } from '../../animals/domain/animals';
import { addDays } from '../../../utils/calendar/dates';
import { normaliseName, personalLuck } from './personal-luck';
import type { PersonalLuck } from './personal-luck';

const TODAY = '2026-03-12';

function reading(name: string, birthDate = '1990-05-20', today = TODAY): PersonalLuck {
  const result = personalLuck({ name, birthDate, today });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('normaliseName', () => {
  it('ignores accents, case, extra spaces and stray symbols', () => {
    expect(normaliseName('  José   da SILVA ')).toBe('jose da silva');
    expect(normaliseName("Ana-Lú D'Ávila 2")).toBe("ana-lu d'avila");
  });
});

describe('personalLuck', () => {
  it('is the same all day for the same person, however the name is typed', () => {
    expect(reading('José da Silva')).toEqual(reading('  jose  DA silva'));
  });

  it('pins one reading, so a change to the derivation is noticed', () => {
    expect(reading('Maria')).toMatchObject({ dezena: '76', centena: '776', milhar: '5776', luckyNumber: 25, color: 'branco' });
    expect(reading('Maria').animal.name).toBe('Pavão');
  });

  it('changes with the day, the name and the birth date', () => {
    const base = reading('Maria');
    const variants = [
      ...Array.from({ length: 6 }, (_, i) => reading('Maria', '1990-05-20', addDays(TODAY, i + 1))),
      reading('Mariana'),
      reading('Maria', '1990-05-21'),
    ];
    expect(variants.some((v) => v.milhar !== base.milhar)).toBe(true);
    const milhares = new Set([base, ...variants].map((v) => v.milhar));
    expect(milhares.size).toBeGreaterThan(4);
  });

  it('keeps the numbers inside the animal: dezena, centena and milhar all end in its group', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 30 }).filter((s) => normaliseName(s).replace(/[\s'-]/g, '').length >= 2), fc.integer({ min: 0, max: 20_000 }), (name, offset) => {
        const luck = reading(name, addDays('1930-01-01', offset % 18_000), TODAY);
        expect(luck.dezena).toMatch(/^\d{2}$/);
        expect(luck.centena).toMatch(/^\d{3}$/);
        expect(luck.milhar).toMatch(/^\d{4}$/);
        expect(luck.centena.endsWith(luck.dezena)).toBe(true);
        expect(luck.milhar.endsWith(luck.centena)).toBe(true);
        expect(animalOfNumber(luck.milhar)).toBe(luck.animal);
        expect(luck.luckyNumber).toBeGreaterThanOrEqual(1);
        expect(luck.luckyNumber).toBeLessThanOrEqual(60);
        expect(luck.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 200 },
    );
  });

  it('asks for a name', () => {
    expect(personalLuck({ name: ' ', birthDate: '1990-01-01', today: TODAY })).toEqual({
      ok: false,
      field: 'name',
      message: 'Digite o seu nome (pelo menos 2 letras).',
    });
    expect(personalLuck({ name: 'J.', birthDate: '1990-01-01', today: TODAY })).toMatchObject({ ok: false, field: 'name' });
  });

  it('asks for a real birth date in the past', () => {
    expect(personalLuck({ name: 'Ana', birthDate: '', today: TODAY })).toMatchObject({ field: 'birthDate', message: 'Informe uma data de nascimento válida.' });
    expect(personalLuck({ name: 'Ana', birthDate: '1990-02-30', today: TODAY })).toMatchObject({ field: 'birthDate' });
    expect(personalLuck({ name: 'Ana', birthDate: '1850-01-01', today: TODAY })).toMatchObject({ field: 'birthDate' });
    expect(personalLuck({ name: 'Ana', birthDate: '2026-03-13', today: TODAY })).toMatchObject({
      field: 'birthDate',
      message: 'A data de nascimento não pode ser no futuro.',
    });
  });

  it('is for adults only: 18 on the birthday, not the day before', () => {
    expect(personalLuck({ name: 'Ana', birthDate: '2008-03-13', today: TODAY })).toEqual({
      ok: false,
      field: 'birthDate',
      message: 'Este conteúdo é só para maiores de 18 anos.',
    });
    expect(personalLuck({ name: 'Ana', birthDate: '2008-03-12', today: TODAY }).ok).toBe(true);
  });
});
