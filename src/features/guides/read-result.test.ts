import { describe, expect, it } from 'vitest';
import { EXAMPLE_DRAW, readPrize, sixthPrize } from './read-result';

describe('readPrize', () => {
  it('splits a milhar into centena, dezena and the animal of the dezena', () => {
    const prize = readPrize('4831');
    expect(prize).toMatchObject({ milhar: '4831', centena: '831', dezena: '31' });
    expect(prize.animal.group).toBe('08');
    expect(prize.animal.name).toBe('Camelo');
  });

  it('puts dezena 00 in group 25 (Vaca)', () => {
    const prize = readPrize('1900');
    expect(prize.dezena).toBe('00');
    expect(prize.animal.group).toBe('25');
    expect(prize.animal.name).toBe('Vaca');
  });

  it('keeps leading zeros', () => {
    expect(readPrize('0245')).toMatchObject({ centena: '245', dezena: '45' });
    expect(readPrize('0245').animal.name).toBe('Elefante');
  });

  it('refuses anything that is not four digits', () => {
    expect(() => readPrize('123')).toThrow(RangeError);
    expect(() => readPrize('12a4')).toThrow(RangeError);
  });
});

describe('sixthPrize', () => {
  it('sums the five milhares and keeps the last four digits', () => {
    expect(sixthPrize(EXAMPLE_DRAW)).toEqual({ sum: 17856, milhar: '7856' });
    expect(sixthPrize(['0001', '0002', '0003', '0004', '0000'])).toEqual({ sum: 10, milhar: '0010' });
  });

  it('needs five prizes', () => {
    expect(() => sixthPrize(['1234'])).toThrow(RangeError);
  });
});

describe('EXAMPLE_DRAW', () => {
  it('has five distinct animals apart from showing a 00', () => {
    const groups = EXAMPLE_DRAW.map((m) => readPrize(m).animal.group);
    expect(groups).toEqual(['08', '12', '16', '25', '05']);
  });
});
