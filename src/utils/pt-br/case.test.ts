import { describe, expect, it } from 'vitest';
import { capitalise, lowerPt, upperPt } from './case';

const LETTERS = 'aáàâãbcçdeéêfghiíjklmnoóôõpqrstuúüvwxyzAÁÀÂÃBCÇDEÉÊFGHIÍJKLMNOÓÔÕPQRSTUÚÜVWXYZºª ß0123456789-';

describe('pt-BR case without a locale', () => {
  it('gives what toLocaleUpperCase and toLocaleLowerCase give for pt-BR, on every Portuguese letter', () => {
    expect(upperPt(LETTERS)).toBe(LETTERS.toLocaleUpperCase('pt-BR'));
    expect(lowerPt(LETTERS)).toBe(LETTERS.toLocaleLowerCase('pt-BR'));
  });

  it('puts the first letter in capitals and leaves the rest', () => {
    expect(capitalise('quinta-feira, 12 de março de 2026')).toBe('Quinta-feira, 12 de março de 2026');
    expect(capitalise('água')).toBe('Água');
    expect(capitalise('')).toBe('');
  });
});
