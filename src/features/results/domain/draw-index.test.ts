import { describe, expect, it } from 'vitest';
import { countDraws } from './draw-index';

const row = (id: string, date: string, lottery: unknown, prizes = ['4735', '0812', '7790', '3346', '1125']) => ({ id, lottery, draw_date: date, draw_label: 'PT 14:20', prizes });

describe('countDraws', () => {
  it('counts the draws (and the demo ones) of each lottery on each day, oldest day first, named as the cards name them', () => {
    expect(
      countDraws([
        row('a', '2026-11-25', 'PT Rio'),
        { ...row('b', '2026-11-25', ' PT Rio '), demo: true },
        row('c', '2026-11-24', 'Look'),
        row('d', '2026-11-25', 'Federal'),
        row('e', '2026-11-25', ''),
      ]),
    ).toEqual([
      { date: '2026-11-24', lottery: 'Look', count: 1, demo: 0 },
      { date: '2026-11-25', lottery: 'Federal', count: 1, demo: 0 },
      { date: '2026-11-25', lottery: 'Loteria', count: 1, demo: 0 },
      { date: '2026-11-25', lottery: 'PT Rio', count: 2, demo: 1 },
    ]);
  });

  it('leaves out what no card shows: no real date, or prizes no bet can be settled on', () => {
    expect(countDraws([row('a', '2026-02-30', 'PT Rio'), row('b', '2026-11-25', 'PT Rio', ['4735']), row('c', '2026-11-25', 'PT Rio')])).toEqual([
      { date: '2026-11-25', lottery: 'PT Rio', count: 1, demo: 0 },
    ]);
  });
});
