import { describe, expect, it } from 'vitest';
import { describePick, joinPt, parseGroup, picksMessage, readPicks } from './picks';

describe('parseGroup', () => {
  it.each([
    ['5', 5],
    ['05', 5],
    [' 25 ', 25],
    ['05 - Cachorro', 5],
    ['02 - Águia', 2],
    ['aguia', 2],
    ['LEÃO', 16],
    ['jacare', 15],
  ])('reads %j as group %d', (text, id) => {
    expect(parseGroup(text)).toBe(id);
  });

  it.each(['0', '00', '26', '99', '123', '', 'gato preto', '05 - Gato', 'x5'])('refuses %j', (text) => {
    expect(parseGroup(text)).toBeNull();
  });
});

describe('readPicks', () => {
  it('normalises groups to two digits', () => {
    expect(readPicks('group', 2, ['5', 'coelho'])).toEqual({ ok: true, values: ['05', '10'] });
  });

  it('keeps the order the player gave (it matters for passe vai)', () => {
    expect(readPicks('group', 2, ['10', '05'])).toEqual({ ok: true, values: ['10', '05'] });
  });

  it('ignores blank boxes', () => {
    expect(readPicks('milhar', 1, ['', ' 0937 ', ''])).toEqual({ ok: true, values: ['0937'] });
  });

  it('refuses repeated groups or dezenas', () => {
    expect(readPicks('group', 2, ['5', '05'])).toEqual({ ok: false, message: 'Escolha 2 grupos diferentes entre 01 e 25.' });
    expect(readPicks('dezena', 2, ['18', '18'])).toEqual({ ok: false, message: 'Informe 2 dezenas diferentes, com 2 dígitos cada.' });
  });

  it('refuses the wrong number of picks or digits', () => {
    expect(readPicks('group', 1, [])).toEqual({ ok: false, message: 'Escolha um grupo entre 01 e 25.' });
    expect(readPicks('group', 3, ['1', '2'])).toEqual({ ok: false, message: 'Escolha 3 grupos diferentes entre 01 e 25.' });
    expect(readPicks('milhar', 1, ['123'])).toEqual({ ok: false, message: 'Informe uma milhar com 4 dígitos.' });
    expect(readPicks('milhar', 1, ['12a4'])).toEqual({ ok: false, message: 'Informe uma milhar com 4 dígitos.' });
    expect(readPicks('centena', 1, ['1234'])).toEqual({ ok: false, message: 'Informe uma centena com 3 dígitos.' });
    expect(readPicks('dezena', 1, ['7'])).toEqual({ ok: false, message: 'Informe uma dezena com 2 dígitos.' });
    expect(readPicks('dezena', 3, ['07', '08'])).toEqual({ ok: false, message: 'Informe 3 dezenas diferentes, com 2 dígitos cada.' });
    expect(readPicks('group', 1, ['26'])).toEqual({ ok: false, message: 'Escolha um grupo entre 01 e 25.' });
  });

  it('has a message for every kind', () => {
    expect(picksMessage('centena', 2)).toBe('Informe 2 centenas diferentes, com 3 dígitos cada.');
  });
});

describe('describePick and joinPt', () => {
  it('write picks in Portuguese', () => {
    expect(describePick('group', '05')).toBe('grupo 05 - Cachorro');
    expect(describePick('dezena', '18')).toBe('dezena 18');
    expect(joinPt([])).toBe('');
    expect(joinPt(['a'])).toBe('a');
    expect(joinPt(['a', 'b'])).toBe('a e b');
    expect(joinPt(['a', 'b', 'c'])).toBe('a, b e c');
  });
});
