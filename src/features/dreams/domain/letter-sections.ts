// The admin dream manager's list (SPEC §4): letter sections, insert-or-replace by title, delete, filter.
import { dreamKey, dreamLetter } from './fold';
import type { Dream } from './types';
import { collatePt } from '../../../utils/pt-br/order';

/** A dream as the admin manager holds it: the entry and, when the backend has a row for it, that row's version. */
export interface AdminDream {
  dream: Dream;
  /** Id of the backend row (`dreams.id`) that carries this entry, if any. */
  remoteId?: string;
  /** The row's `updated_at`: the base of the next edit, so a concurrent change is detected. */
  updatedAt?: string;
}

export interface LetterSection {
  /** Upper-case letter without accent ('A' for 'Águia'), or '#' for titles that start otherwise. */
  letter: string;
  dreams: AdminDream[];
}

/** The section a title belongs to: the dream book's letter in capitals ('A' for 'Águia'), or '#'. */
export function letterOf(title: string): string {
  return dreamLetter(title).toUpperCase();
}

const byTitle = (a: AdminDream, b: AdminDream): number => collatePt(a.dream.titulo, b.dream.titulo);
const byLetter = (a: LetterSection, b: LetterSection): number => collatePt(a.letter, b.letter);

/** Groups a flat list into letter sections, each sorted by title (pt-BR), sections in letter order. */
export function groupByLetter(dreams: readonly AdminDream[]): LetterSection[] {
  const sections = new Map<string, AdminDream[]>();
  for (const entry of dreams) {
    const letter = letterOf(entry.dream.titulo);
    const list = sections.get(letter);
    if (list) list.push(entry);
    else sections.set(letter, [entry]);
  }
  return [...sections].map(([letter, list]) => ({ letter, dreams: list.sort(byTitle) })).sort(byLetter);
}

/** Every dream of the sections, in display order. */
export function flatten(sections: readonly LetterSection[]): AdminDream[] {
  return sections.flatMap((section) => section.dreams);
}

export function countDreams(sections: readonly LetterSection[]): number {
  return sections.reduce((total, section) => total + section.dreams.length, 0);
}

/** The entry whose title equals `title` (case and accents ignored), if any. */
export function findDream(sections: readonly LetterSection[], title: string): AdminDream | undefined {
  const key = dreamKey(title);
  const section = sections.find((s) => s.letter === letterOf(title));
  return section?.dreams.find((entry) => dreamKey(entry.dream.titulo) === key);
}

/**
 * The other dream that saving `dream` would replace (add-or-replace by title, SPEC §4): one with the same title
 * key (dreamKey, the SQL's dream_title_key) that is not the dream being edited (`originalTitle`). Undefined
 * when the title is new, or is the edited dream's own.
 */
export function dreamReplacedBy(sections: readonly LetterSection[], dream: Pick<Dream, 'titulo'>, originalTitle?: string): Dream | undefined {
  if (originalTitle !== undefined && dreamKey(originalTitle) === dreamKey(dream.titulo)) return undefined;
  return findDream(sections, dream.titulo)?.dream;
}

/**
 * Inserts the dream into its letter section, replacing an entry with the same title, then re-sorts
 * the section by title with pt-BR comparison. A replaced entry hands its backend row over to the new
 * content, so saving updates that row instead of creating a second one with the same title.
 */
export function upsertDream(sections: readonly LetterSection[], dream: Dream): LetterSection[] {
  const letter = letterOf(dream.titulo);
  const key = dreamKey(dream.titulo);
  const section = sections.find((s) => s.letter === letter);
  if (!section) return [...sections, { letter, dreams: [{ dream }] }].sort(byLetter);
  const existing = section.dreams.find((entry) => dreamKey(entry.dream.titulo) === key);
  const entry: AdminDream = existing ? { ...existing, dream } : { dream };
  const dreams = [...section.dreams.filter((e) => e !== existing), entry].sort(byTitle);
  return sections.map((s) => (s === section ? { letter, dreams } : s));
}

/** Removes the dream with this title; a section left empty is dropped. */
export function removeDream(sections: readonly LetterSection[], title: string): LetterSection[] {
  const key = dreamKey(title);
  const letter = letterOf(title);
  return sections
    .map((s) => (s.letter === letter ? { letter, dreams: s.dreams.filter((e) => dreamKey(e.dream.titulo) !== key) } : s))
    .filter((s) => s.dreams.length > 0);
}

/**
 * Saves the dialog's result: a rename (the title changed) removes the entry under the old title
 * first, so editing never leaves a stale copy behind; then insert-or-replace by the new title.
 */
export function saveDream(sections: readonly LetterSection[], dream: Dream, originalTitle?: string): LetterSection[] {
  const renamed = originalTitle !== undefined && dreamKey(originalTitle) !== dreamKey(dream.titulo);
  // The old title's backend row is not carried over: saving turns it into a deletion (a tombstone, so
  // a built-in entry of that title stays hidden) and the new title into its own row.
  const base = renamed ? removeDream(sections, originalTitle) : sections;
  return upsertDream(base, dream);
}

/**
 * Sections whose dreams contain `query` in the title, ignoring case (and accents, so 'agua' finds
 * 'Água'); an empty query keeps everything. Sections without a match are left out.
 */
export function filterSections(sections: readonly LetterSection[], query: string): LetterSection[] {
  const needle = dreamKey(query);
  if (needle === '') return [...sections];
  return sections
    .map((s) => ({ letter: s.letter, dreams: s.dreams.filter((e) => dreamKey(e.dream.titulo).includes(needle)) }))
    .filter((s) => s.dreams.length > 0);
}
