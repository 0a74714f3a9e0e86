import { describe, expect, it } from 'vitest';
import { PUXADAS } from '../data/puxadas';
import { pulledBy, pullsOf } from './puxadas';

describe('puxadas', () => {
  it('has one line for each of the 25 groups, in order', () => {
    expect(PUXADAS.map((line) => line.group)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('only pulls valid, distinct groups other than itself', () => {
    for (const line of PUXADAS) {
      expect(line.pulls.length, String(line.group)).toBeGreaterThan(0);
      expect(new Set(line.pulls).size).toBe(line.pulls.length);
      expect(line.pulls).not.toContain(line.group);
      for (const g of line.pulls) expect(g >= 1 && g <= 25 && Number.isInteger(g)).toBe(true);
    }
  });

  it('keeps the consensus lines of DOMAIN.md', () => {
    expect(pullsOf(PUXADAS, 1)).toEqual([2, 25, 13, 19, 20]);
    expect(pullsOf(PUXADAS, 9)).toEqual([15, 18, 3, 14]);
    expect(pullsOf(PUXADAS, 16)).toEqual([22]);
    expect(pullsOf(PUXADAS, 25)).toEqual([1, 7, 21]);
  });

  it('reads the table backwards', () => {
    expect(pulledBy(PUXADAS, 9)).toEqual([15, 18]);
    expect(pulledBy(PUXADAS, 22)).toEqual([6, 16]);
    expect(pullsOf(PUXADAS, 99)).toEqual([]);
  });
});
