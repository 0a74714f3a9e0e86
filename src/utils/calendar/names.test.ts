import { describe, expect, it } from 'vitest';
import { monthNames, weekdayNames } from './names';

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
