// Typing errors: a bounded edit distance (insert, delete, substitute, swap two neighbours) and how many errors
// a word of a given length may carry before it stops being that word.

/** Errors forgiven in a word: none below 5 letters (too many words are a letter apart), one up to 7, then two. */
export function allowedTypos(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance between two words, or `max + 1` as soon as it must exceed `max`
 * (the common case, which is why it is cheap enough to run over the whole vocabulary).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0); // row i-2
  let previous = Array.from({ length: n + 1 }, (_, j) => j); // row i-1
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, max + 1);
}
