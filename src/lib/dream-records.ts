// The shapes a dream takes in IndexedDB (built-in entry, published row, tombstone) and which of them visitors see.
import { dreamKey, dreamLetter } from '../domain/dreams/fold';
import type { Dream } from '../domain/dreams/types';
import type { DreamRecord } from './db';

export function builtInRecord(dream: Dream): DreamRecord {
  return { key: dreamKey(dream.titulo), titulo: dream.titulo, letter: dreamLetter(dream.titulo), dream, source: 'builtin' };
}

/** A dream an admin published, held under its folded title so it replaces the built-in entry of that title. */
export function publishedRecord(dream: Dream, remoteId: string, updatedAt: string): DreamRecord {
  return { key: dreamKey(dream.titulo), titulo: dream.titulo, letter: dreamLetter(dream.titulo), dream, source: 'remote', remoteId, updatedAt };
}

/**
 * A deleted dream: kept (not removed) under its folded title, so that neither a dictionary reload nor a later
 * sync brings the built-in entry of that title back. Its `dream` is an empty shell that no reader shows.
 */
export function tombstoneRecord(titulo: string, remoteId: string, updatedAt: string): DreamRecord {
  const empty = { significado: '', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } };
  return { ...publishedRecord({ titulo, geral: empty }, remoteId, updatedAt), deleted: true };
}

/** Whether visitors see this record: every reader of db.dreams filters tombstones out. */
export function isShownDream(record: DreamRecord): boolean {
  return record.deleted !== true;
}
