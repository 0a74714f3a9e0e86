import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  ageOn,
  daysBetween,
  formatLongDate,
  formatShortDate,
  formatWeekdayDate,
  isIsoDate,
  monthLabel,
  thursdayOnOrAfter,
  todayInBrasilia,
  weekdayOf,
} from './dates';

describe('todayInBrasilia', () => {
  it('is still the previous day in Brasília shortly after midnight UTC', () => {
    expect(todayInBrasilia(new Date('2026-03-13T02:30:00Z'))).toBe('2026-03-12');
    expect(todayInBrasilia(new Date('2026-03-13T03:00:00Z'))).toBe('2026-03-13');
  });

  it("reads the clock by default: Brasília's date, one second either side of its midnight", () => {
    // A fixed clock: comparing with a second call could straddle midnight and fail.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-13T02:59:59Z'));
      expect(todayInBrasilia()).toBe('2026-03-12');
      vi.setSystemTime(new Date('2026-03-13T03:00:01Z'));
      expect(todayInBrasilia()).toBe('2026-03-13');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not depend on the machine zone', () => {
    expect(todayInBrasilia(new Date('2026-12-31T23:59:00-03:00'))).toBe('2026-12-31');
    expect(todayInBrasilia(new Date('2027-01-01T00:00:00-03:00'))).toBe('2027-01-01');
  });
});

describe('day arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-02-22')).toBe(-7);
  });

  it('addDays and daysBetween agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -800, max: 800 }), (offset, n) => {
        const start = addDays('1950-01-01', offset);
        expect(daysBetween(start, addDays(start, n))).toBe(n);
      }),
    );
  });

  it('knows the weekday and the next Thursday', () => {
    expect(weekdayOf('2026-03-12')).toBe(4);
    expect(thursdayOnOrAfter('2026-03-12')).toBe('2026-03-12');
    expect(thursdayOnOrAfter('2026-03-13')).toBe('2026-03-19');
    expect(thursdayOnOrAfter('2026-03-09')).toBe('2026-03-12');
  });

  it('the next Thursday is a Thursday within six days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const day = addDays('1950-01-01', offset);
        const thursday = thursdayOnOrAfter(day);
        expect(weekdayOf(thursday)).toBe(4);
        expect(daysBetween(day, thursday)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(day, thursday)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('validation and labels', () => {
  it('accepts only real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('writes dates in pt-BR', () => {
    expect(formatLongDate('2026-03-12')).toBe('quinta-feira, 12 de março de 2026');
    expect(formatLongDate('2026-01-04')).toBe('domingo, 4 de janeiro de 2026');
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
    expect(formatWeekdayDate('2026-03-12')).toBe('Quinta-feira, 12/03/2026');
    expect(formatWeekdayDate('2026-11-28')).toBe('Sábado, 28/11/2026');
    expect(formatShortDate('2026-03-31T23:00:00Z')).toBe('31/03/2026');
    expect(formatShortDate('amanhã')).toBe('amanhã');
    expect(monthLabel('2026-03-01')).toBe('março de 2026');
    expect(monthLabel('2026-12')).toBe('dezembro de 2026');
    expect(monthLabel('2026-13-01')).toBe('2026-13-01');
  });

  it('counts an age up to the birthday', () => {
    expect(ageOn('2008-03-12', '2026-03-11')).toBe(17);
    expect(ageOn('2008-03-12', '2026-03-12')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
