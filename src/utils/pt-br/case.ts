// Capitals and lower case in pt-BR. Portuguese has no casing rules of its own (only Turkish, Azeri and Lithuanian
// do: the dotted and dotless i), so the plain toUpperCase/toLowerCase give what toLocaleUpperCase('pt-BR') gives,
// without asking the platform for a locale; case.test.ts holds them to it on every Portuguese letter.

/** 'águia' -> 'ÁGUIA'. */
export function upperPt(text: string): string {
  return text.toUpperCase();
}

/** 'Cobra Grande' -> 'cobra grande'. */
export function lowerPt(text: string): string {
  return text.toLowerCase();
}

/** The text with its first letter in capitals, for a label that opens a heading: 'quinta-feira' -> 'Quinta-feira'. */
export function capitalise(text: string): string {
  return upperPt(text.charAt(0)) + text.slice(1);
}
