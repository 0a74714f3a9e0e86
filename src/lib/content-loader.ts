// Loads the built-in content (dream dictionary, animals, schedules) into IndexedDB on first run and on
// each content version change, and tells pages when IndexedDB is unavailable so they use memory instead.
import { useEffect, useState } from 'react';
import { SCHEDULES, SCHEDULES_VERSION } from '../data/schedules';
import { ANIMALS } from '../domain/animals/animals';
import { dreamKey } from '../domain/dreams/fold';
import type { Dream } from '../domain/dreams/types';
import { db as defaultDatabase, type SonhoDatabase } from './db';
import { builtInRecord } from './dream-records';

export const META_DREAMS_VERSION = 'content:dreams-version';
export const META_SCHEDULES_VERSION = 'content:schedules-version';
export const META_ANIMALS_VERSION = 'content:animals-version';
/** A hash of the built-in content next to each version: an edit that forgot to bump the version still reloads. */
export const META_DREAMS_FINGERPRINT = 'content:dreams-fingerprint';
export const META_SCHEDULES_FINGERPRINT = 'content:schedules-fingerprint';
/** The animal table is fixed by tradition; bump only if its emoji or colours change. */
export const ANIMALS_VERSION = 1;

export interface BuiltInDictionary {
  DREAMS_VERSION: number;
  BUILT_IN_DREAMS: readonly Dream[];
}

/** The dictionary is its own chunk: imported only where dreams are needed, never on the first route. */
export function loadBuiltInDictionary(): Promise<BuiltInDictionary> {
  return import('../data/dreams/index');
}

/** FNV-1a (32 bit) of the JSON of a value: cheap, and enough to notice that built-in content changed. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

export type ContentStatus = 'ready' | 'unavailable';

interface LoaderOptions {
  database?: SonhoDatabase;
  loadDictionary?: () => Promise<BuiltInDictionary>;
}

const running = new WeakMap<SonhoDatabase, Promise<ContentStatus>>();

async function load(database: SonhoDatabase, loadDictionary: () => Promise<BuiltInDictionary>): Promise<ContentStatus> {
  try {
    await database.open();
  } catch {
    // Private modes and locked-down browsers: the pages fall back to the built-in data in memory.
    return 'unavailable';
  }
  try {
    const dictionary = await loadDictionary();
    const versionOf = async (key: string) => (await database.meta.get(key))?.value;
    const [dreamsVersion, dreamsPrint, schedulesVersion, schedulesPrint, animalsVersion] = await Promise.all([
      versionOf(META_DREAMS_VERSION),
      versionOf(META_DREAMS_FINGERPRINT),
      versionOf(META_SCHEDULES_VERSION),
      versionOf(META_SCHEDULES_FINGERPRINT),
      versionOf(META_ANIMALS_VERSION),
    ]);
    const dreamsFingerprint = fingerprint(dictionary.BUILT_IN_DREAMS);
    const schedulesFingerprint = fingerprint(SCHEDULES);
    const dreamsStale = dreamsVersion !== dictionary.DREAMS_VERSION || dreamsPrint !== dreamsFingerprint;
    const schedulesStale = schedulesVersion !== SCHEDULES_VERSION || schedulesPrint !== schedulesFingerprint;
    const animalsStale = animalsVersion !== ANIMALS_VERSION;
    if (!dreamsStale && !schedulesStale && !animalsStale) return 'ready';

    // One transaction over the content tables only: the outbox is never part of it.
    await database.transaction('rw', [database.dreams, database.animals, database.schedules, database.meta], async () => {
      if (dreamsStale) {
        // Rows an admin published win over the built-in entry of the same title, whatever the version;
        // so do tombstones (remote records too): a dream an admin deleted stays hidden.
        const remoteKeys = new Set(await database.dreams.where('source').equals('remote').primaryKeys());
        await database.dreams.where('source').equals('builtin').delete();
        await database.dreams.bulkPut(dictionary.BUILT_IN_DREAMS.filter((d) => !remoteKeys.has(dreamKey(d.titulo))).map(builtInRecord));
        await database.meta.put({ key: META_DREAMS_VERSION, value: dictionary.DREAMS_VERSION });
        await database.meta.put({ key: META_DREAMS_FINGERPRINT, value: dreamsFingerprint });
      }
      if (animalsStale) {
        await database.animals.clear();
        await database.animals.bulkPut(ANIMALS.map((a) => ({ ...a, numbers: [...a.numbers] })));
        await database.meta.put({ key: META_ANIMALS_VERSION, value: ANIMALS_VERSION });
      }
      if (schedulesStale) {
        await database.schedules.clear();
        await database.schedules.bulkPut(SCHEDULES.map((s) => ({ ...s, draws: s.draws.map((d) => ({ ...d })) })));
        await database.meta.put({ key: META_SCHEDULES_VERSION, value: SCHEDULES_VERSION });
        await database.meta.put({ key: META_SCHEDULES_FINGERPRINT, value: schedulesFingerprint });
      }
    });
    return 'ready';
  } catch {
    // A failed write (quota, a broken store) must not leave the pages empty.
    return 'unavailable';
  }
}

/**
 * Makes sure IndexedDB holds the current built-in content. Safe to call from every page: one load runs
 * per database at a time, and a later call after it finished checks the versions again (cheap).
 */
export function ensureBuiltInContent(options: LoaderOptions = {}): Promise<ContentStatus> {
  const database = options.database ?? defaultDatabase;
  const current = running.get(database);
  if (current) return current;
  const task = load(database, options.loadDictionary ?? loadBuiltInDictionary).finally(() => running.delete(database));
  running.set(database, task);
  return task;
}

/** For pages: 'loading' until the built-in content is in IndexedDB, then 'ready' or 'unavailable'. */
export function useBuiltInContent(): ContentStatus | 'loading' {
  const [status, setStatus] = useState<ContentStatus | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void ensureBuiltInContent().then((result) => {
      if (live) setStatus(result);
    });
    return () => {
      live = false;
    };
  }, []);
  return status;
}

/** The notice pages show when IndexedDB cannot be used (ARCHITECTURE.md: "Offline data"). */
export const STORAGE_UNAVAILABLE_NOTICE = {
  title: 'Armazenamento indisponível',
  message:
    'Seu navegador não permite guardar dados neste modo (por exemplo, em navegação privada). O conteúdo funciona normalmente, mas mensagens enviadas sem internet não poderão ser guardadas para envio posterior.',
} as const;
