// Loads the built-in content (dream dictionary, animals, schedules) into IndexedDB on first run and on
// each content version change, and tells pages when IndexedDB is unavailable so they use memory instead.
import { useEffect, useState } from 'react';
import { SCHEDULES, SCHEDULES_VERSION } from '../data/schedules';
import { ANIMALS } from '../domain/animals/animals';
import { dreamKey, dreamLetter } from '../domain/dreams/fold';
import type { Dream } from '../domain/dreams/types';
import { db as defaultDatabase, type DreamRecord, type SonhoDatabase } from './db';

export const META_DREAMS_VERSION = 'content:dreams-version';
export const META_SCHEDULES_VERSION = 'content:schedules-version';
export const META_ANIMALS_VERSION = 'content:animals-version';
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

export function builtInRecord(dream: Dream): DreamRecord {
  return { key: dreamKey(dream.titulo), titulo: dream.titulo, letter: dreamLetter(dream.titulo), dream, source: 'builtin' };
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
    const [dreamsVersion, schedulesVersion, animalsVersion] = await Promise.all([
      versionOf(META_DREAMS_VERSION),
      versionOf(META_SCHEDULES_VERSION),
      versionOf(META_ANIMALS_VERSION),
    ]);
    const dreamsStale = dreamsVersion !== dictionary.DREAMS_VERSION;
    const schedulesStale = schedulesVersion !== SCHEDULES_VERSION;
    const animalsStale = animalsVersion !== ANIMALS_VERSION;
    if (!dreamsStale && !schedulesStale && !animalsStale) return 'ready';

    // One transaction over the content tables only: the outbox is never part of it.
    await database.transaction('rw', [database.dreams, database.animals, database.schedules, database.meta], async () => {
      if (dreamsStale) {
        // Rows an admin published win over the built-in entry of the same title, whatever the version.
        const remoteKeys = new Set(await database.dreams.where('source').equals('remote').primaryKeys());
        await database.dreams.where('source').equals('builtin').delete();
        await database.dreams.bulkPut(dictionary.BUILT_IN_DREAMS.filter((d) => !remoteKeys.has(dreamKey(d.titulo))).map(builtInRecord));
        await database.meta.put({ key: META_DREAMS_VERSION, value: dictionary.DREAMS_VERSION });
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
