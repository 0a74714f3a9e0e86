import { describe, expect, it } from 'vitest';
import { federalBichoPrizes, federalPlace } from './federal';

// Federal 5988 (02/08/2025): supabase/tests/fixtures/caixa/federal.json.
const TICKETS = ['012244', '035475', '007766', '001186', '081708'];

describe('federalBichoPrizes', () => {
  it("takes each ticket's last four digits, then the 6º by sum and the 7º by product", () => {
    // 2244 + 5475 + 7766 + 1186 + 1708 = 18379 -> 8379; 2244 × 5475 = 12,285,900 -> 285.
    expect(federalBichoPrizes(TICKETS)).toEqual(['2244', '5475', '7766', '1186', '1708', '8379', '285']);
  });

  it('refuses anything but five tickets', () => {
    expect(() => federalBichoPrizes(TICKETS.slice(0, 4))).toThrow(RangeError);
    expect(() => federalBichoPrizes([...TICKETS.slice(0, 4), 'abc'])).toThrow(RangeError);
  });
});

describe('federalPlace', () => {
  it('finds the exact ticket among the five prizes, with or without its leading zero', () => {
    expect(federalPlace('012244', TICKETS)).toBe(1);
    expect(federalPlace('81708', TICKETS)).toBe(5);
    expect(federalPlace('012245', TICKETS)).toBeUndefined();
    expect(federalPlace('12.244', TICKETS)).toBeUndefined();
  });
});
