import { describe, expect, it } from 'vitest';
import { prizesFromParam, readStoredDraw, storedDrawLabel, storedDraws } from './stored-draws';

const row = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  lottery: 'PT Rio',
  draw_date: '2026-03-14',
  draw_label: 'PTM 11:20',
  prizes: ['4735', '0812', '7790', '3346', '1125'],
  ...over,
});

describe('stored draws', () => {
  it('reads a row and labels it', () => {
    const draw = readStoredDraw(row());
    expect(draw).toEqual({ id: 'r1', lottery: 'PT Rio', date: '2026-03-14', drawLabel: 'PTM 11:20', prizes: ['4735', '0812', '7790', '3346', '1125'] });
    expect(storedDrawLabel(draw!)).toBe('14/03/2026 · PT Rio · PTM 11:20');
  });

  it('drops rows it could not settle on', () => {
    expect(readStoredDraw(row({ prizes: ['4735'] }))).toBeNull();
    expect(readStoredDraw(row({ prizes: ['4735', '812', '7790', '3346', '1125'] }))).toBeNull();
    expect(readStoredDraw(row({ id: undefined }))).toBeNull();
  });

  it('sorts newest first: by date, then by the draw time', () => {
    const sorted = storedDraws([
      row({ id: 'old', draw_date: '2026-03-13', draw_label: 'PTN 18:20' }),
      row({ id: 'morning', draw_label: 'PTM 11:20' }),
      row({ id: 'afternoon', draw_label: 'PT 14:20' }),
      row({ id: 'bad', prizes: null }),
    ]);
    expect(sorted.map((d) => d.id)).toEqual(['afternoon', 'morning', 'old']);
  });

  it('reads ?premios= into at most seven four-digit boxes', () => {
    expect(prizesFromParam('4735,0812, 7790;3346 1125')).toEqual(['4735', '0812', '7790', '3346', '1125']);
    expect(prizesFromParam('1,2,3,4,5,6,7,8')).toHaveLength(7);
    expect(prizesFromParam('12345,ab')).toEqual(['1234']);
    expect(prizesFromParam(null)).toEqual([]);
  });
});
