import { describe, expect, it } from 'vitest';
import { formatAccountDate } from './format';

describe('formatAccountDate', () => {
  it('writes the date and time in pt-BR', () => {
    expect(formatAccountDate('2026-06-15T12:00:00Z', 'America/Sao_Paulo')).toBe('15 de junho de 2026 às 09:00');
  });

  it('gives null for nothing or garbage', () => {
    expect(formatAccountDate(null)).toBeNull();
    expect(formatAccountDate('')).toBeNull();
    expect(formatAccountDate('ontem')).toBeNull();
  });
});
