// Loads the built-in dream dictionary into IndexedDB on first run and on each change of its version or content, and tells pages when IndexedDB is unavailable so they use memory instead.
// It runs in the content worker (content-worker.ts, content-service.ts); cut into short steps all the same, for
// browsers where it has to run in the page.
import type { Dream } from '../../features/dreams/domain/types';
import type { SonhoDatabase } from '../db';
import { builtInEntry, builtInMayReplace, type DreamBookEntry } from '../../features/dreams/domain/merge';

export const META_DREAMS_VERSION = 'content:dreams-version';
/** A hash of the built-in dictionary next to its version: an edit that forgot to bump the version still reloads. */
export const META_DREAMS_FINGERPRINT = 'content:dreams-fingerprint';

export interface BuiltInDictionary {
  DREAMS_VERSION: number;
  BUILT_IN_DREAMS: readonly Dream[];
}

/** The dictionary is its own chunk: imported only where dreams are needed, never on the first route. */
export function loadBuiltInDictionary(): Promise<BuiltInDictionary> {
  return import('../../features/dreams/data/dictionary/index');
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

/** How many dreams are prepared or written per step: a few milliseconds of main-thread work, well under 50 on a cheap phone. */
export const DREAMS_PER_STEP = 20;

/**
 * Lets the browser paint and handle input before the next step of a long job: scheduler.yield() where the
 * browser has it (the job keeps its place in the queue), a new macrotask elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export type ContentStatus = 'ready' | 'unavailable';

interface LoaderOptions {
  database?: SonhoDatabase;
  loadDictionary?: () => Promise<BuiltInDictionary>;
}

const running = new WeakMap<SonhoDatabase, Promise<ContentStatus>>();

/** The app's database, imported on first use: pages that only read this module's constants never load Dexie. */
async function appDatabase(): Promise<SonhoDatabase> {
  return (await import('../db')).db;
}

/** The IndexedDB records of the dictionary, folded a step at a time (folding 440 titles at once is a long task). */
async function builtInRecords(dreams: readonly Dream[]): Promise<DreamBookEntry[]> {
  const records: DreamBookEntry[] = [];
  for (let start = 0; start < dreams.length; start += DREAMS_PER_STEP) {
    if (start > 0) await yieldToMain();
    records.push(...dreams.slice(start, start + DREAMS_PER_STEP).map(builtInEntry));
  }
  return records;
}

/**
 * Writes the dictionary's records a step at a time, one short transaction each, so no single task clones the
 * whole dictionary. Rows an admin published win over the built-in entry of the same title, whatever the
 * version; so do tombstones and the admin's queued edits (`builtInMayReplace`): a deleted dream stays hidden. Each step checks
 * that inside its own transaction, so a sync landing between steps is never overwritten. The version is
 * written only after the last step: an interrupted load is simply done again next time.
 */
async function writeBuiltInDreams(database: SonhoDatabase, records: readonly DreamBookEntry[]): Promise<void> {
  const keys = new Set(records.map((record) => record.key));
  // Built-in titles that left the dictionary go; the others are overwritten below.
  await database.transaction('rw', database.dreams, async () => {
    const builtIn = await database.dreams.where('source').equals('builtin').primaryKeys();
    await database.dreams.bulkDelete(builtIn.filter((key) => !keys.has(key)));
  });
  for (let start = 0; start < records.length; start += DREAMS_PER_STEP) {
    await yieldToMain();
    const step = records.slice(start, start + DREAMS_PER_STEP);
    await database.transaction('rw', database.dreams, async () => {
      const current = await database.dreams.bulkGet(step.map((record) => record.key));
      await database.dreams.bulkPut(step.filter((_, i) => builtInMayReplace(current[i])));
    });
  }
}

async function load(database: SonhoDatabase, loadDictionary: () => Promise<BuiltInDictionary>): Promise<ContentStatus> {
  try {
    await database.open();
  } catch {
    // Private modes and locked-down browsers: the pages fall back to the built-in data in memory.
    return 'unavailable';
  }
  try {
    const dictionary = await loadDictionary();
    // Evaluating the dictionary's chunk was one task already: let the page paint before the next one.
    await yieldToMain();
    const versionOf = async (key: string) => (await database.meta.get(key))?.value;
    const [dreamsVersion, dreamsPrint] = await Promise.all([versionOf(META_DREAMS_VERSION), versionOf(META_DREAMS_FINGERPRINT)]);
    const dreamsFingerprint = fingerprint(dictionary.BUILT_IN_DREAMS);
    if (dreamsVersion === dictionary.DREAMS_VERSION && dreamsPrint === dreamsFingerprint) return 'ready';

    // Every record is built before the first write: a malformed entry fails the load with nothing written.
    await yieldToMain();
    await writeBuiltInDreams(database, await builtInRecords(dictionary.BUILT_IN_DREAMS));
    // The version and its fingerprint in one transaction over meta only: the outbox is never part of it.
    await database.transaction('rw', database.meta, async () => {
      await database.meta.put({ key: META_DREAMS_VERSION, value: dictionary.DREAMS_VERSION });
      await database.meta.put({ key: META_DREAMS_FINGERPRINT, value: dreamsFingerprint });
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
export async function ensureBuiltInContent(options: LoaderOptions = {}): Promise<ContentStatus> {
  let database: SonhoDatabase;
  try {
    database = options.database ?? (await appDatabase());
  } catch {
    // The database module failed to load (offline before the service worker cached it): memory instead.
    return 'unavailable';
  }
  const current = running.get(database);
  if (current) return current;
  const task = load(database, options.loadDictionary ?? loadBuiltInDictionary).finally(() => running.delete(database));
  running.set(database, task);
  return task;
}

/** The notice pages show when IndexedDB cannot be used (ARCHITECTURE.md: "Offline data"). */
export const STORAGE_UNAVAILABLE_NOTICE = {
  title: 'Armazenamento indisponível',
  message:
    'Seu navegador não permite guardar dados neste modo (por exemplo, em navegação privada). O conteúdo funciona normalmente, mas mensagens enviadas sem internet não poderão ser guardadas para envio posterior.',
} as const;
