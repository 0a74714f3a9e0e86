// What the dream book page draws before the dictionary loads: the letters of the A–Z navigation and the popular
// dreams.

/** Letters that start a built-in dream title ('#' for other starts); dream-letters.test.ts checks them against the dictionary. */
export const BUILT_IN_LETTERS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyz'];

/** The letters a loaded book uses, in navigation order. */
export function lettersOf(entries: readonly { letter: string }[]): string[] {
  return [...new Set(entries.map((entry) => entry.letter))].sort();
}

/** Popular dreams, titles of the built-in dictionary (dream-letters.test.ts checks each). */
export const POPULAR: readonly string[] = ['Cobra', 'Dente', 'Água', 'Dinheiro', 'Morte', 'Casamento', 'Bebê', 'Cachorro', 'Gato', 'Casa', 'Fogo', 'Avião'];
