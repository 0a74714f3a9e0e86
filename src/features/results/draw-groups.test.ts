import { describe, expect, it } from 'vitest';
import { groupResults, readDrawResult } from './draw-groups';

const row = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  lottery: 'PT Rio',
  draw_date: '2026-03-14',
  draw_label: 'PTM 11:20',
  prizes: ['4735', '0812', '7790', '3346', '1125'],
  ...over,
});

describe('readDrawResult', () => {
  it('reads each prize with its group and animal', () => {
    const result = readDrawResult(row({ prizes: ['4735', '0812', '7790', '3346', '1100', '6808', '0001'] }))!;
    expect(result.prizes.map((p) => [p.position, p.milhar, p.animal.group, p.animal.name])).toEqual([
      [1, '4735', '09', 'Cobra'],
      [2, '0812', '03', 'Burro'],
      [3, '7790', '23', 'Urso'],
      [4, '3346', '12', 'Elefante'],
      [5, '1100', '25', 'Vaca'],
      [6, '6808', '02', 'Águia'],
      [7, '0001', '01', 'Avestruz'],
    ]);
  });

  it('drops rows that cannot be shown', () => {
    expect(readDrawResult(row({ prizes: ['4735', '0812'] }))).toBeNull();
    expect(readDrawResult(row({ prizes: ['4735', '0812', '7790', '3346', 'x'] }))).toBeNull();
    expect(readDrawResult(row({ draw_date: null }))).toBeNull();
    expect(readDrawResult(row({ id: null }))).toBeNull();
  });
});

describe('groupResults', () => {
  it('groups per date (newest first) and lottery, the latest draw of the day first', () => {
    const groups = groupResults([
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
    expect(groupResults([])).toEqual([]);
  });
});
