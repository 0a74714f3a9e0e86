// Turns the admin dream manager's changes into backend edits of the `dreams` table.
import { dreamKey } from './fold';
import type { Dream } from './types';
import { flatten, type AdminDream, type LetterSection } from './letter-sections';
import { sameJson } from '../../../utils/same-json';

/** The columns an edit writes to `dreams`. */
interface DreamRowValues {
  titulo: string;
  geral: Dream['geral'];
  variantes: NonNullable<Dream['variantes']>;
  /** Deletions are tombstones, so offline copies and built-in entries of that title learn of them. */
  deleted: boolean;
}

export interface DreamEdit {
  /** The row to write: the existing backend row, or a new client-made id. */
  id: string;
  /** The `updated_at` this edit was based on; null for a row that does not exist yet. */
  baseUpdatedAt: string | null;
  values: DreamRowValues;
  /** The title shown to the admin (the old title for a deletion). */
  titulo: string;
  kind: 'added' | 'changed' | 'deleted';
}

function normalised(dream: Dream): Dream {
  return { titulo: dream.titulo, geral: dream.geral, variantes: dream.variantes ?? {} };
}

function rowValues(dream: Dream, deleted: boolean): DreamRowValues {
  return { titulo: dream.titulo, geral: dream.geral, variantes: dream.variantes ?? {}, deleted };
}

/**
 * The edits that take the backend from `baseline` (the list as loaded) to `current` (the list as the
 * admin left it), matched by folded title. An entry added and removed again in the same session
 * yields nothing; an unchanged entry yields nothing; a replaced entry keeps its backend row.
 */
export function diffDreams(
  baseline: readonly AdminDream[],
  current: readonly LetterSection[],
  newId: () => string,
): DreamEdit[] {
  const before = new Map(baseline.map((entry) => [dreamKey(entry.dream.titulo), entry]));
  const after = new Map(flatten(current).map((entry) => [dreamKey(entry.dream.titulo), entry]));
  const edits: DreamEdit[] = [];
  for (const [key, old] of before) {
    if (after.has(key)) continue;
    edits.push({
      id: old.remoteId ?? newId(),
      baseUpdatedAt: old.remoteId ? (old.updatedAt ?? null) : null,
      values: rowValues(old.dream, true),
      titulo: old.dream.titulo,
      kind: 'deleted',
    });
  }
  for (const [key, entry] of after) {
    const old = before.get(key);
    if (old && sameJson(normalised(old.dream), normalised(entry.dream))) continue;
    // A replaced entry carries the row of the entry it replaced (see upsertDream).
    const remoteId = entry.remoteId ?? old?.remoteId;
    const updatedAt = entry.remoteId ? entry.updatedAt : old?.updatedAt;
    edits.push({
      id: remoteId ?? newId(),
      baseUpdatedAt: remoteId ? (updatedAt ?? null) : null,
      values: rowValues(entry.dream, false),
      titulo: entry.dream.titulo,
      kind: old ? 'changed' : 'added',
    });
  }
  return edits;
}
