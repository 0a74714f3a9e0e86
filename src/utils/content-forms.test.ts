import { describe, expect, it } from 'vitest';
import { isLeadStatus, monthStart, parseNumberList, sixthPrize } from './content-forms';

describe('content form rules', () => {
  it('parses number lists, keeping bad items apart and dropping repeats', () => {
    expect(parseNumberList('1234, 5678 1234;0001', 4)).toEqual({ values: ['1234', '5678', '0001'], invalid: [] });
    expect(parseNumberList('123, 12a4, 4321', 4)).toEqual({ values: ['4321'], invalid: ['123', '12a4'] });
    expect(parseNumberList(' ', 3)).toEqual({ values: [], invalid: [] });
  });

  it('reads a month as its first day', () => {
    expect(monthStart('2026-03')).toBe('2026-03-01');
    expect(monthStart('2026-12-17')).toBe('2026-12-01');
    expect(monthStart('2026-13')).toBeNull();
    expect(monthStart('março')).toBeNull();
  });

  it('computes the 6º prize as the sum of the five milhares, last four digits', () => {
    expect(sixthPrize(['1234', '5678', '9012', '3456', '7890'])).toBe('7270');
    expect(sixthPrize(['0001', '0002', '0003', '0004', '0005'])).toBe('0015');
    expect(sixthPrize(['1234', '5678'])).toBeNull();
    expect(sixthPrize(['1234', '5678', '9012', '3456', 'x'])).toBeNull();
  });

  it('knows the lead states', () => {
    expect(isLeadStatus('contacted')).toBe(true);
    expect(isLeadStatus('toString')).toBe(false);
  });
});
