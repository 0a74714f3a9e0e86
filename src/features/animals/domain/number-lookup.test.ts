import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupNumber } from './number-lookup';

describe('lookupNumber', () => {
  it.each([
    ['34', 'dezena', '34', 'Cobra'],
    ['00', 'dezena', '00', 'Vaca'],
    ['7', 'dezena', '07', 'Águia'],
    ['134', 'centena', '34', 'Cobra'],
    ['1234', 'milhar', '34', 'Cobra'],
    ['0097', 'milhar', '97', 'Vaca'],
    [' 12.34 ', 'milhar', '34', 'Cobra'],
    ['5-6-7-8', 'milhar', '78', 'Peru'],
  ])('%j is a %s ending in %s (%s)', (input, kind, dezena, name) => {
    const result = lookupNumber(input);
    expect(result).toMatchObject({ ok: true, kind, dezena });
    if (result.ok) expect(result.animal.name).toBe(name);
  });

  it.each([
    ['', 'Digite uma dezena, centena ou milhar.'],
    ['   ', 'Digite uma dezena, centena ou milhar.'],
    ['12a', 'Use apenas algarismos de 0 a 9, sem letras ou símbolos.'],
    ['-5,', 'Use apenas algarismos de 0 a 9, sem letras ou símbolos.'],
    ['12345', 'Use no máximo 4 algarismos: dezena (2), centena (3) ou milhar (4).'],
  ])('explains why %j cannot be looked up', (input, message) => {
    expect(lookupNumber(input)).toEqual({ ok: false, message });
  });

  it('agrees with the dezena rule for any number of 2 to 4 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2,4}$/), (digits) => {
        const result = lookupNumber(digits);
        if (!result.ok) throw new Error(result.message);
        const d = Number(digits.slice(-2));
        expect(result.animal.id).toBe(d === 0 ? 25 : Math.ceil(d / 4));
        expect(result.digits).toBe(digits);
      }),
    );
  });
});
