// The letters of the A–Z navigation: known before the dictionary loads, so the page draws the navigation at once.

/** Letters that start a built-in dream title ('#' for other starts); dream-letters.test.ts checks them against the dictionary. */
export const BUILT_IN_LETTERS: readonly string[] = [...'abcdefghijlmnopqrstuvxz'];

/** The letters a loaded book uses, in navigation order. */
export function lettersOf(entries: readonly { letter: string }[]): string[] {
  return [...new Set(entries.map((entry) => entry.letter))].sort();
}
