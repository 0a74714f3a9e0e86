import { describe, expect, it } from 'vitest';
import { formatUpdatedAt } from './updated-at';

describe('formatUpdatedAt', () => {
  const now = new Date('2026-11-24T20:30:00Z'); // 17:30 in São Paulo
  const zone = 'America/Sao_Paulo';

  it('gives only the time for a download earlier the same day, in the given time zone', () => {
    expect(formatUpdatedAt(new Date('2026-11-24T12:05:00Z'), now, zone)).toBe('Atualizado às 09:05');
    expect(formatUpdatedAt(new Date('2026-11-24T03:00:00Z'), now, zone)).toBe('Atualizado às 00:00');
  });

  it('adds the day and month for another day, counting days in that time zone (UTC is already the next day)', () => {
    expect(formatUpdatedAt(new Date('2026-11-24T02:59:00Z'), now, zone)).toBe('Atualizado em 23/11 às 23:59');
    expect(formatUpdatedAt(new Date('2026-11-02T13:00:00Z'), now, zone)).toBe('Atualizado em 02/11 às 10:00');
  });

  it('adds the year for a download from an earlier year', () => {
    expect(formatUpdatedAt(new Date('2025-12-31T15:00:00Z'), now, zone)).toBe('Atualizado em 31/12/2025 às 12:00');
  });
});
