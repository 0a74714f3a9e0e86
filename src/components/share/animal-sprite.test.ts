import { describe, expect, it } from 'vitest';
import { ANIMAL_SPRITE, spriteCell } from './animal-sprite';
import { ANIMALS } from '../../features/animals/domain/animals';

describe('the animal sprite', () => {
  it('holds the animal table emoji of every group, in group order', () => {
    expect(ANIMAL_SPRITE.emoji).toEqual(ANIMALS.map((animal) => animal.emoji));
  });

  it('places group 1 at the top left and group 25 at the bottom right, five a row', () => {
    expect(spriteCell(1)).toEqual({ x: 0, y: 0, size: 112 });
    expect(spriteCell(6)).toEqual({ x: 0, y: 112, size: 112 });
    expect(spriteCell(25)).toEqual({ x: 448, y: 448, size: 112 });
    expect(() => spriteCell(0)).toThrow(RangeError);
    expect(() => spriteCell(26)).toThrow(RangeError);
  });
});
