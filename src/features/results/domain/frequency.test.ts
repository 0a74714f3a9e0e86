import { describe, expect, it } from 'vitest';
import type { DrawRow } from './draw-rows';
import { animalFrequency } from './frequency';

const draw = (id: string, prizes: string[]): DrawRow => ({ id, lottery: 'PT Rio', date: '2026-11-24', drawLabel: 'PT 14:20', prizes, demo: false });

describe('animalFrequency', () => {
  const draws = [
    draw('a', ['0001', '0005', '0100', '1234', '9999', '1111', '222']),
    draw('b', ['0002', '0006', '0097', '1235', '9998']),
    draw('c', ['0003', '0003', '0003', '0003', '0003']),
  ];

  it('counts the groups of the 1º to 5º over the newest N draws, every group listed in table order', () => {
    const f = animalFrequency(draws, 2);
    expect(f.draws).toBe(2);
    expect(f.counts.map((c) => c.group)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const count = (g: number) => f.counts.find((c) => c.group === g)?.count;
    expect(count(1)).toBe(2); // 0001, 0002
    expect(count(2)).toBe(2); // 0005, 0006
    expect(count(25)).toBe(4); // 0100, 0097, 9999, 9998
    expect(count(9)).toBe(2); // 1234, 1235
    expect(f.counts.reduce((t, c) => t + c.count, 0)).toBe(10);
    expect(f.expected).toBeCloseTo(10 / 25, 12);
  });

  it('takes what there is when fewer draws are stored, and nothing for N = 0', () => {
    expect(animalFrequency(draws, 100).draws).toBe(3);
    expect(animalFrequency(draws, 100).counts.find((c) => c.group === 1)?.count).toBe(7);
    expect(animalFrequency(draws, 0)).toMatchObject({ draws: 0, expected: 0 });
  });
});
