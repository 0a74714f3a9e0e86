import { describe, expect, it } from 'vitest';
import { compareTimestamps, instant } from './timestamps';

describe('compareTimestamps', () => {
  it('compares instants across zone spellings and keeps microseconds', () => {
    expect(compareTimestamps('2026-01-01T10:00:00+00:00', '2026-01-01T07:00:00-03:00')).toBe(0);
    expect(compareTimestamps('2026-01-01 10:00:00.123456+00', '2026-01-01T10:00:00.123456Z')).toBe(0);
    expect(compareTimestamps('2026-01-01T10:00:00.000002Z', '2026-01-01T10:00:00.000001Z')).toBe(1);
    expect(compareTimestamps('2026-01-01T10:00:00Z', '2026-01-01T10:00:00.0001Z')).toBe(-1);
  });


  it('orders by the instant, then by the microseconds', () => {
    expect(compareTimestamps('2026-01-02T00:00:00Z', '2026-01-01T23:59:59.999999Z')).toBe(1);
    expect(instant('2026-01-01T10:00:00.123456Z')).toEqual([Date.parse('2026-01-01T10:00:00.123Z'), 456]);
  });
});
