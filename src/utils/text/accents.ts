// The one accent rule: text compared without its accents ('Água' = 'agua'). Every fold in the app builds on it,
// the dream title key (features/dreams/domain/fold.ts) included.

/** Combining marks: what NFD splits an accented letter into besides its base letter ('á' → 'a' + U+0301). */
const MARKS = /\p{M}+/gu;

/** The text without accents or any other combining mark, case kept: 'Águia-Real' → 'Aguia-Real'. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(MARKS, '');
}

/**
 * Lower case without accents: 'ÁGUA Viva' → 'agua viva'. Lower-casing can itself produce combining marks
 * (e.g. 'İ' → 'i' + U+0307), so the marks are stripped after it, twice over: this is what makes it idempotent
 * for any input.
 */
export function lowerNoAccents(text: string): string {
  return stripAccents(stripAccents(text.toLowerCase()).toLowerCase());
}
