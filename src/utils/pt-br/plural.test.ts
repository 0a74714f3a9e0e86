import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

const ALTERACOES = { one: 'alteração guardada', other: 'alterações guardadas' };

describe('plural', () => {
  it('agrees the words with the count', () => {
    expect(plural(1, ALTERACOES)).toBe('1 alteração guardada');
    expect(plural(2, ALTERACOES)).toBe('2 alterações guardadas');
    expect(plural(1, { one: 'pendente', other: 'pendentes' })).toBe('1 pendente');
    expect(plural(7, { one: 'pendente', other: 'pendentes' })).toBe('7 pendentes');
  });

  it('groups thousands as pt-BR writes them', () => {
    expect(plural(1234, { one: 'registro', other: 'registros' })).toBe('1.234 registros');
  });

  it("uses zero's own text when one is given, and CLDR's Portuguese rule otherwise", () => {
    expect(plural(0, { one: 'registro', other: 'registros', zero: 'Nenhum registro' })).toBe('Nenhum registro');
    // CLDR puts 0 in the 'one' category for Portuguese.
    expect(pluralWord(0, { one: 'pendente', other: 'pendentes' })).toBe('pendente');
  });
});
