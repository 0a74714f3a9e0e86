import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawRowLabel, groupDrawRows, readDrawRow, readDrawRows, UNNAMED_LOTTERY } from './draw-rows';

const row = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  lottery: 'PT Rio',
  draw_date: '2026-03-14',
  draw_label: 'PTM 11:20',
  prizes: ['4735', '0812', '7790', '3346', '1125'],
  ...over,
});

describe('readDrawRow', () => {
  it('reads a row, trimming names and keeping the date part of a timestamp', () => {
    expect(readDrawRow(row({ id: 7, lottery: ' PT Rio ', draw_label: ' PTM 11:20 ', draw_date: '2026-03-14T00:00:00+00:00' }))).toEqual({
      id: '7',
      lottery: 'PT Rio',
      date: '2026-03-14',
      drawLabel: 'PTM 11:20',
      prizes: ['4735', '0812', '7790', '3346', '1125'],
      demo: false,
    });
    expect(readDrawRow(row({ demo: true }))?.demo).toBe(true);
  });

  it('names a row without a lottery, and keeps an empty label empty', () => {
    expect(readDrawRow(row({ lottery: '  ', draw_label: null }))).toMatchObject({ lottery: UNNAMED_LOTTERY, drawLabel: '' });
  });

  it('drops rows no bet can be settled on', () => {
    expect(readDrawRow(row({ prizes: ['4735', '0812'] }))).toBeNull();
    expect(readDrawRow(row({ prizes: Array.from({ length: 11 }, () => '0001') }))).toBeNull();
    expect(readDrawRow(row({ prizes: ['4735', '0812', '7790', '3346', '1125', '001'] }))).toBeNull();
    expect(readDrawRow(row({ prizes: ['4735', '812', '7790', '3346', '1125'] }))).toBeNull();
    expect(readDrawRow(row({ prizes: null }))).toBeNull();
    expect(readDrawRow(row({ draw_date: null }))).toBeNull();
    expect(readDrawRow(row({ draw_date: '2026-02-30' }))).toBeNull();
    expect(readDrawRow(row({ id: undefined }))).toBeNull();
  });

  it('accepts any 5 to 10 four-digit prizes (the 7º may have three) and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\d{3,5}$/), { maxLength: 12 }), (prizes) => {
        const ok = prizes.length >= 5 && prizes.length <= 10 && prizes.every((p, i) => p.length === 4 || (i === 6 && p.length === 3));
        expect(readDrawRow(row({ prizes })) !== null).toBe(ok);
      }),
      { numRuns: 200 },
    );
  });
});

describe('readDrawRows and drawRowLabel', () => {
  it('sorts newest first: by date, then by the draw time, skipping unreadable rows', () => {
    const sorted = readDrawRows([
      row({ id: 'old', draw_date: '2026-03-13', draw_label: 'PTN 18:20' }),
      row({ id: 'morning', draw_label: 'PTM 11:20' }),
      row({ id: 'afternoon', draw_label: 'PT 14:20' }),
      row({ id: 'bad', prizes: null }),
    ]);
    expect(sorted.map((d) => d.id)).toEqual(['afternoon', 'morning', 'old']);
  });

  it('labels a draw by date, lottery and draw', () => {
    expect(drawRowLabel(readDrawRow(row())!)).toBe('14/03/2026 · PT Rio · PTM 11:20');
    expect(drawRowLabel(readDrawRow(row({ draw_label: '' }))!)).toBe('14/03/2026 · PT Rio');
  });
});

describe('groupDrawRows', () => {
  it('groups per date (newest first) and lottery (by name), the latest draw of the day first', () => {
    const groups = groupDrawRows([
      row({ id: 'a', draw_label: 'PTM 11:20' }),
      row({ id: 'b', draw_label: 'PTV 16:20' }),
      row({ id: 'c', lottery: 'Federal', draw_label: 'Federal 19h' }),
      row({ id: 'd', draw_date: '2026-03-13', draw_label: 'PT 14:20' }),
      row({ id: 'e', draw_date: '2026-03-15', lottery: 'Look', draw_label: 'Look 09:20' }),
      row({ id: 'bad', prizes: [] }),
    ]);
    expect(groups.map((g) => g.date)).toEqual(['2026-03-15', '2026-03-14', '2026-03-13']);
    expect(groups[1]?.lotteries.map((l) => [l.lottery, l.draws.map((d) => d.id)])).toEqual([
      ['Federal', ['c']],
      ['PT Rio', ['b', 'a']],
    ]);
  });

  it('is empty without rows', () => {
    expect(groupDrawRows([])).toEqual([]);
  });
});
