import { describe, expect, it } from 'vitest';
import { prizesFromParam } from './prizes-param';

describe('prizesFromParam', () => {
  it('reads ?premios= into at most ten four-digit boxes', () => {
    expect(prizesFromParam('4735,0812, 7790;3346 1125')).toEqual(['4735', '0812', '7790', '3346', '1125']);
    expect(prizesFromParam('1,2,3,4,5,6,7,8,9,10,11')).toHaveLength(10);
    expect(prizesFromParam('12345,ab')).toEqual(['1234']);
    expect(prizesFromParam(null)).toEqual([]);
  });
});
