// Where each animal sits in animal-sprite.webp (made by scripts/make-animal-sprite.mjs from Noto Color Emoji):
// group 1 at the top left, row by row, `columns` cells of `cell` pixels.

export const ANIMAL_SPRITE = {
  cell: 112,
  columns: 5,
  /** The emoji of groups 1 to 25 (the same as the animal table's). */
  emoji: ['🦤', '🦅', '🫏', '🦋', '🐕', '🐐', '🐏', '🐪', '🐍', '🐇', '🐎', '🐘', '🐓', '🐈', '🐊', '🦁', '🐒', '🐖', '🦚', '🦃', '🐂', '🐅', '🐻', '🦌', '🐄'],
} as const;

/** The sprite rectangle of a group (1..25): x, y, size. */
export function spriteCell(group: number): { x: number; y: number; size: number } {
  if (!Number.isInteger(group) || group < 1 || group > ANIMAL_SPRITE.emoji.length) throw new RangeError(`grupo fora de 01-25: ${group}`);
  const index = group - 1;
  const { cell, columns } = ANIMAL_SPRITE;
  return { x: (index % columns) * cell, y: Math.floor(index / columns) * cell, size: cell };
}
