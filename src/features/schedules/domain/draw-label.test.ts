import { describe, expect, it } from 'vitest';
import { labelMinutes } from './draw-label';

describe('labelMinutes', () => {
  it('reads HH:MM, HHh and HhMM anywhere in the label', () => {
    expect(labelMinutes('PTM 11:20')).toBe(680);
    expect(labelMinutes('Federal 19h')).toBe(1140);
    expect(labelMinutes('Look 9h20')).toBe(560);
  });

  it('is -1 without a time', () => {
    expect(labelMinutes('Corujinha')).toBe(-1);
    expect(labelMinutes('')).toBe(-1);
    expect(labelMinutes(null)).toBe(-1);
  });
});
