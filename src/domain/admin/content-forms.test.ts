import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  formatWhatsapp,
  isLeadStatus,
  isoDateIn,
  monthLabel,
  monthStart,
  parseNumberList,
  promotionPeriod,
  sixthPrize,
} from './content-forms';

describe('content form rules', () => {
  it('parses number lists, keeping bad items apart and dropping repeats', () => {
    expect(parseNumberList('1234, 5678 1234;0001', 4)).toEqual({ values: ['1234', '5678', '0001'], invalid: [] });
    expect(parseNumberList('123, 12a4, 4321', 4)).toEqual({ values: ['4321'], invalid: ['123', '12a4'] });
    expect(parseNumberList(' ', 3)).toEqual({ values: [], invalid: [] });
  });

  it('gives the calendar date in Brasília', () => {
    expect(isoDateIn(new Date('2026-03-02T02:30:00Z'))).toBe('2026-03-01');
    expect(isoDateIn(new Date('2026-03-02T03:30:00Z'))).toBe('2026-03-02');
  });

  it('reads a month as its first day and names it', () => {
    expect(monthStart('2026-03')).toBe('2026-03-01');
    expect(monthStart('2026-12-17')).toBe('2026-12-01');
    expect(monthStart('2026-13')).toBeNull();
    expect(monthStart('março')).toBeNull();
    expect(monthLabel('2026-03-01')).toBe('março de 2026');
    expect(formatIsoDate('2026-03-07')).toBe('07/03/2026');
  });

  it('computes the 6º prize as the sum of the five milhares, last four digits', () => {
    expect(sixthPrize(['1234', '5678', '9012', '3456', '7890'])).toBe('7270');
    expect(sixthPrize(['0001', '0002', '0003', '0004', '0005'])).toBe('0015');
    expect(sixthPrize(['1234', '5678'])).toBeNull();
    expect(sixthPrize(['1234', '5678', '9012', '3456', 'x'])).toBeNull();
  });

  it('knows the lead states and formats WhatsApp numbers', () => {
    expect(isLeadStatus('contacted')).toBe(true);
    expect(isLeadStatus('toString')).toBe(false);
    expect(formatWhatsapp('21987654321')).toBe('(21) 98765-4321');
    expect(formatWhatsapp('2133334444')).toBe('(21) 3333-4444');
  });
});

describe('promotionPeriod', () => {
  it('says when a promotion runs', () => {
    expect(promotionPeriod({ starts_on: '2026-03-01', ends_on: '2026-03-15', month: '2026-03-01' })).toBe('De 01/03/2026 a 15/03/2026');
    expect(promotionPeriod({ starts_on: '2026-03-05', ends_on: null, month: null })).toBe('A partir de 05/03/2026');
    expect(promotionPeriod({ starts_on: null, ends_on: '2026-03-31', month: null })).toBe('Até 31/03/2026');
    expect(promotionPeriod({ starts_on: null, ends_on: null, month: '2026-03-01' })).toBe('Durante março de 2026');
    expect(promotionPeriod({ starts_on: null, ends_on: null, month: null })).toBeNull();
  });
});
