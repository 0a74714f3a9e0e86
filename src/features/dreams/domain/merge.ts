// The one dream model: how the built-in dictionary, the backend's `dreams` rows (tombstones included) and the
// admin's queued, not yet delivered edits make one book, keyed by title. The visitor sync (lib/content-sync/dream-sync.ts),
// the admin list (features/dreams/admin/dream-book-data.ts) and the queued edits (lib/outbox/admin-edits.ts) all
// build and change the book only through these functions.
//
// Precedence, lowest first, one entry per title key (`dreamKey`):
//   1. the built-in entry of the title;
//   2. the backend row that holds the title: the newest by `updated_at` decides; a live row shows its dream, a
//      tombstone (`deleted`) hides the title, built-in entry included; a row that moves to another title (a
//      rename) gives its old title back to the built-in entry;
//   3. a queued local edit of that title, in queue order. It stays on top whatever the backend sends meanwhile,
//      even a row newer than the version the edit was based on: the server decides on delivery (it applies the
//      edit, or holds it as a conflict for the admin), and until then the admin's own change is what this device
//      shows. The layer below is kept under it (`covers`), so a delivered or discarded edit gives way without a
//      gap: the server's row when it is delivered, the entry underneath when it is discarded.
import { compareTimestamps } from '../../../utils/time/timestamps';
import { dreamKey, dreamLetter } from './fold';
import type { Dream, DreamBlock, Palpites } from './types';

/** One title of the book, as IndexedDB holds it and the admin list reads it. */
export interface DreamBookEntry {
  /** The title key (`dreamKey`): the primary key, so every layer of a title lands on one entry. */
  key: string;
  titulo: string;
  /** The dream book letter, 'a'..'z' or '#'. */
  letter: string;
  /** The dream; an empty shell for tombstones, which no reader shows. */
  dream: Dream;
  source: 'builtin' | 'remote' | 'local';
  /** The backend row (remote entries, and the row a local edit writes). */
  remoteId?: string;
  /** The backend row's version (remote entries). */
  updatedAt?: string;
  /** A tombstone, or a queued deletion: the title is hidden. */
  deleted?: boolean;
  /** Local entries: the outbox entry that carries the edit. */
  editId?: string;
  /** Local entries: what the title shows once the edit is gone (absent: nothing). */
  covers?: DreamBookEntry;
}

/** A row of the `dreams` table as PostgREST returns it; the JSON columns are checked, not trusted. */
export interface DreamRow {
  id: string;
  titulo: string;
  geral: unknown;
  variantes?: unknown;
  deleted: boolean;
  updated_at: string;
}

/** A queued edit of the `dreams` table, as the outbox holds it. */
export interface QueuedDreamEdit {
  /** The outbox entry's id. */
  editId: string;
  /** The row the edit writes. */
  rowId: string;
  op: 'upsert' | 'delete';
  values: { titulo?: unknown; geral?: unknown; variantes?: unknown; deleted?: unknown };
}

/** The book: title key → entry. */
export type DreamBook = Map<string, DreamBookEntry>;

const EMPTY_BLOCK: DreamBlock = { significado: '', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function toBlock(value: unknown): DreamBlock | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as { significado?: unknown; palpites?: Partial<Record<keyof Palpites, unknown>> };
  if (typeof raw.significado !== 'string') return undefined;
  const palpites = raw.palpites ?? {};
  return {
    significado: raw.significado,
    palpites: { grupos: strings(palpites.grupos), milhares: strings(palpites.milhares), ternoDeGrupo: strings(palpites.ternoDeGrupo) },
  };
}

const cleanTitle = (titulo: unknown): string => (typeof titulo === 'string' ? titulo.trim() : '');

/** The dream of a row's columns, or undefined when they are malformed (the row is then skipped, not stored). */
function dreamFromColumns(titulo: unknown, geral: unknown, variantes: unknown): Dream | undefined {
  const title = cleanTitle(titulo);
  const block = toBlock(geral);
  if (!title || !dreamKey(title) || !block) return undefined;
  const blocks: Record<string, DreamBlock> = {};
  if (variantes && typeof variantes === 'object' && !Array.isArray(variantes)) {
    for (const [name, value] of Object.entries(variantes as Record<string, unknown>)) {
      const variant = toBlock(value);
      if (variant) blocks[name] = variant;
    }
  }
  return Object.keys(blocks).length > 0 ? { titulo: title, geral: block, variantes: blocks } : { titulo: title, geral: block };
}

/** The dream a backend row holds, or undefined when the row is malformed. */
export function dreamFromRow(row: DreamRow): Dream | undefined {
  return dreamFromColumns(row.titulo, row.geral, row.variantes);
}

function entryOf(dream: Dream, source: DreamBookEntry['source']): DreamBookEntry {
  return { key: dreamKey(dream.titulo), titulo: dream.titulo, letter: dreamLetter(dream.titulo), dream, source };
}

function hiddenEntry(titulo: string, source: DreamBookEntry['source']): DreamBookEntry {
  return { ...entryOf({ titulo, geral: EMPTY_BLOCK }, source), deleted: true };
}

export function builtInEntry(dream: Dream): DreamBookEntry {
  return entryOf(dream, 'builtin');
}

/** The entry a backend row becomes: its dream, or a tombstone of its title; undefined when the row is unusable. */
export function rowEntry(row: DreamRow): DreamBookEntry | undefined {
  const meta = { remoteId: row.id, updatedAt: row.updated_at };
  if (row.deleted) {
    const titulo = cleanTitle(row.titulo);
    return dreamKey(titulo) ? { ...hiddenEntry(titulo, 'remote'), ...meta } : undefined;
  }
  const dream = dreamFromRow(row);
  return dream ? { ...entryOf(dream, 'remote'), ...meta } : undefined;
}

/** The entry a queued edit puts on top of its title (without `covers`); undefined when it carries no title. */
function editEntry(edit: QueuedDreamEdit): DreamBookEntry | undefined {
  const meta = { remoteId: edit.rowId, editId: edit.editId };
  const titulo = cleanTitle(edit.values.titulo);
  if (!dreamKey(titulo)) return undefined;
  if (edit.op === 'delete' || edit.values.deleted === true) return { ...hiddenEntry(titulo, 'local'), ...meta };
  const dream = dreamFromColumns(titulo, edit.values.geral, edit.values.variantes);
  return dream ? { ...entryOf(dream, 'local'), ...meta } : undefined;
}

/** Whether visitors (and the admin list) show this entry: tombstones and queued deletions are hidden. */
export function isShownDream(entry: DreamBookEntry): boolean {
  return entry.deleted !== true;
}

/** Whether a built-in entry may (re)take this title: only over nothing or another built-in entry. */
export function builtInMayReplace(entry: DreamBookEntry | undefined): boolean {
  return entry === undefined || entry.source === 'builtin';
}

/** Changes the backend layer of an entry (under any local edits); `change` gets and returns that layer. */
function underEdits(
  entry: DreamBookEntry | undefined,
  change: (base: DreamBookEntry | undefined) => DreamBookEntry | undefined,
): DreamBookEntry | undefined {
  if (entry?.source !== 'local') return change(entry);
  const covers = underEdits(entry.covers, change);
  const { covers: _old, ...top } = entry;
  return covers ? { ...top, covers } : top;
}

function put(book: DreamBook, key: string, entry: DreamBookEntry | undefined): void {
  if (entry) book.set(key, entry);
  else book.delete(key);
}

/** The built-in entries by title key. */
export function builtInsByKey(builtIn: readonly Dream[]): Map<string, Dream> {
  return new Map(builtIn.map((dream) => [dreamKey(dream.titulo), dream]));
}

/**
 * The key a row holds in the book, other than `except`: by its backend layer, or with `local` by any layer
 * (a row this device created and edits again before it reached the server has only local layers).
 */
function keyOfRow(book: DreamBook, rowId: string, except: string, local = false): string | undefined {
  const holds = (entry: DreamBookEntry | undefined): boolean =>
    entry !== undefined && (entry.source === 'local' ? (local && entry.remoteId === rowId) || holds(entry.covers) : entry.remoteId === rowId);
  for (const [key, entry] of book) if (key !== except && holds(entry)) return key;
  return undefined;
}

/**
 * Applies backend rows, in `updated_at` order, to the book; returns the keys it changed. Under a queued
 * local edit the row replaces the layer below the edit. A malformed live row changes nothing.
 */
export function applyRows(book: DreamBook, rows: readonly DreamRow[], builtIns: ReadonlyMap<string, Dream>): Set<string> {
  const changed = new Set<string>();
  for (const row of rows) {
    const entry = rowEntry(row);
    if (!entry) continue;
    const previousKey = keyOfRow(book, row.id, entry.key);
    if (previousKey !== undefined) {
      // The row moved to another title: the old one goes back to its built-in entry, if any.
      const builtIn = builtIns.get(previousKey);
      put(book, previousKey, underEdits(book.get(previousKey), (base) => (base?.remoteId === row.id ? (builtIn ? builtInEntry(builtIn) : undefined) : base)));
      changed.add(previousKey);
    }
    put(
      book,
      entry.key,
      underEdits(book.get(entry.key), (base) => {
        // Another row of the same title that is newer keeps it (the newest row of a title decides).
        const newer = base?.source === 'remote' && base.remoteId !== row.id && base.updatedAt && compareTimestamps(base.updatedAt, row.updated_at) > 0;
        return newer ? base : entry;
      }),
    );
    changed.add(entry.key);
  }
  return changed;
}

/** Forgets a row the backend no longer has: its title goes back to the built-in entry, if any. */
export function forgetRow(book: DreamBook, rowId: string, builtIns: ReadonlyMap<string, Dream>): Set<string> {
  const key = keyOfRow(book, rowId, '');
  if (key === undefined) return new Set();
  const builtIn = builtIns.get(key);
  put(book, key, underEdits(book.get(key), () => (builtIn ? builtInEntry(builtIn) : undefined)));
  return new Set([key]);
}

/** Puts queued edits, in queue order, on top of their titles; returns the keys it changed. */
export function applyEdits(book: DreamBook, edits: readonly QueuedDreamEdit[]): Set<string> {
  const changed = new Set<string>();
  for (const edit of edits) {
    const entry = editEntry(edit);
    if (!entry) continue;
    // An edit that renames its row hides the row's old title too, until the server moves it.
    const previousKey = keyOfRow(book, edit.rowId, entry.key, true);
    if (previousKey !== undefined) {
      const old = book.get(previousKey)!;
      book.set(previousKey, { ...hiddenEntry(old.titulo, 'local'), remoteId: edit.rowId, editId: edit.editId, covers: old });
      changed.add(previousKey);
    }
    const below = book.get(entry.key);
    book.set(entry.key, below ? { ...entry, covers: below } : entry);
    changed.add(entry.key);
  }
  return changed;
}

/** The entry without the layers of the given edits (a delivered or discarded edit), or undefined when nothing is left. */
function withoutEdits(entry: DreamBookEntry | undefined, gone: (editId: string) => boolean): DreamBookEntry | undefined {
  if (entry?.source !== 'local') return entry;
  const covers = withoutEdits(entry.covers, gone);
  if (entry.editId !== undefined && gone(entry.editId)) return covers;
  const { covers: _old, ...top } = entry;
  return covers ? { ...top, covers } : top;
}

/**
 * Removes the layers of the edits `gone` says are no longer queued; returns the keys it changed. A title
 * left with nothing under it goes back to its built-in entry (an edit stored before the dictionary was).
 */
export function dropEdits(book: DreamBook, gone: (editId: string) => boolean, builtIns: ReadonlyMap<string, Dream>): Set<string> {
  const changed = new Set<string>();
  for (const [key, entry] of [...book]) {
    if (entry.source !== 'local') continue;
    const next = withoutEdits(entry, gone);
    if (next === entry) continue;
    const builtIn = builtIns.get(key);
    put(book, key, next ?? (builtIn ? builtInEntry(builtIn) : undefined));
    changed.add(key);
  }
  return changed;
}

/** The book of built-in entries alone. */
export function builtInBook(builtIn: readonly Dream[]): DreamBook {
  return new Map(builtIn.map((dream) => [dreamKey(dream.titulo), builtInEntry(dream)]));
}

/**
 * The whole merge: built-in entries, then the backend rows (sorted by `updated_at`, so the newest of a title
 * decides whatever order they came in), then the queued edits in queue order. Tombstones stay in the book
 * (they hide their titles); `isShownDream` tells what is listed.
 */
export function mergeDreamBook(builtIn: readonly Dream[], rows: readonly DreamRow[], edits: readonly QueuedDreamEdit[] = []): DreamBook {
  const book = builtInBook(builtIn);
  const ordered = [...rows].sort((a, b) => compareTimestamps(a.updated_at, b.updated_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  applyRows(book, ordered, builtInsByKey(builtIn));
  applyEdits(book, edits);
  return book;
}
