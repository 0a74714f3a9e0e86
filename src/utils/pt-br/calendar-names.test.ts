import { describe, expect, it } from 'vitest';
import { monthNames, weekdayNames } from './calendar-names';

describe('pt-BR calendar names', () => {
  it('name the weekdays from Sunday, as Brazilians write them', () => {
    expect(weekdayNames()).toEqual(['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado']);
  });

  it('name the months from January, in lower case', () => {
    expect(monthNames()).toEqual([
      'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
    ]);
  });
});

describe('pt-BR calendar names, typed out', () => {
  it("are the names the platform's locale data gives (Intl, the reference)", () => {
    const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    expect(weekdayNames()).toEqual(Array.from({ length: 7 }, (_, day) => weekday.format(Date.UTC(2023, 0, 1 + day))));
    expect(monthNames()).toEqual(Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2023, index, 1))));
  });
});
