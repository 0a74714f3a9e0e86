// Pure layout helpers of the share cards: word wrapping against a measuring function, the largest font size that
// fits, the rows a set of balls falls into, the meaning's first sentence and a file-name slug. No canvas here, so
// every rule is tested without a browser.
import type { ShareCard } from './share-types';

/** The width of a text at the current font (a canvas's measureText, or a stand-in in tests). */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';

/** Cuts `text` so that it plus an ellipsis fits `maxWidth`; always keeps at least one character. */
export function ellipsize(text: string, maxWidth: number, measure: Measure): string {
  if (measure(text) <= maxWidth) return text;
  let end = text.length;
  while (end > 1 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`) > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/** Splits a word wider than the line into pieces that fit, character by character. */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap: the lines of `text` no wider than `maxWidth`. With `maxLines`, what does not fit ends the last
 * line with an ellipsis. Spaces collapse; a word wider than a line is broken.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure, maxLines = Number.POSITIVE_INFINITY): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (measure(word) <= maxWidth) {
      line = word;
    } else {
      const pieces = breakWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
  // Wider than the line (else the wrap would have kept it on it), so it is cut and ends with the ellipsis.
  kept[maxLines - 1] = ellipsize(last, maxWidth, measure);
  return kept;
}

/**
 * The largest whole font size, from `max` down to `min`, at which a text fits `maxWidth`; text widths grow in
 * proportion to the size, so one measure at `max` decides. Never below `min` (the text may then overflow).
 */
export function fitFontSize(widthAtMax: number, maxWidth: number, max: number, min: number): number {
  if (widthAtMax <= maxWidth) return max;
  return Math.max(min, Math.floor((max * maxWidth) / widthAtMax));
}

/** How many items each row gets: as even as possible, never more than `perRow`; earlier rows get the extra. */
export function rowSizes(count: number, perRow: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  const extra = count % rows;
  return Array.from({ length: rows }, (_, i) => base + (i < extra ? 1 : 0));
}

/** 'Cobra (preta)' → 'cobra-preta': lower case, no accents, words joined by hyphens; for file names. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The image's file name: 'sonho-e-sorte-sonho-cobra.png'. */
export function cardFileName(name: string): string {
  const base = slug(name);
  return `sonho-e-sorte${base ? `-${base}` : ''}.png`;
}

/** The site's address as the card prints it: the host, without 'www.'. */
export function siteAddress(host: string): string {
  return host.replace(/^www\./, '');
}

/** Card sizes: 1080 × 1350 (portrait), or a square 1080 × 1080 for a game short enough to read better in one. */
const PORTRAIT = 1350;
const SQUARE = 1080;
/** A game with more numbers than this (Lotomania's 50) takes the portrait card. */
const SQUARE_GAME_NUMBERS = 15;

export function cardHeight(card: ShareCard): number {
  return card.kind === 'game' && card.numbers.length <= SQUARE_GAME_NUMBERS ? SQUARE : PORTRAIT;
}
