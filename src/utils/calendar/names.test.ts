import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, WEEKDAY_NAMES } from './names';

describe('pt-BR calendar names', () => {
  it('name the weekdays from Sunday, as Brazilians write them', () => {
    expect(WEEKDAY_NAMES).toEqual(['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado']);
  });

  it('name the months from January, in lower case', () => {
    expect(MONTH_NAMES).toEqual([
      'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
    ]);
  });
});
