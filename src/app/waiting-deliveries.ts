// At app start, delivers outbox entries left from an earlier visit whose handler lives in code that only
// some screens load, so they do not wait for that screen to be opened again; which handlers those are is the
// app's to say (src/app/deferred-deliveries.ts). Loaded with import() after first paint, and it first peeks at
// IndexedDB without Dexie: when nothing waits (every first visit), neither Dexie nor the outbox loads at all.
import type { SonhoDatabase } from '../lib/db';
import { APP_DATABASE_NAME } from '../lib/db-names';
import { hasStoredSession } from '../features/accounts/session-storage';

/**
 * Whether the app's outbox may hold entries, asked with the bare IndexedDB API (no Dexie, nothing created):
 * false only when sure, i.e. there is no database yet or its outbox store is empty.
 */
export async function outboxMayHaveEntries(name = APP_DATABASE_NAME): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined') return false;
    // Without databases() (older browsers) the only way to know would be opening, which creates the database.
    if (typeof indexedDB.databases !== 'function') return true;
    if (!(await indexedDB.databases()).some((info) => info.name === name)) return false;
    return await new Promise<boolean>((resolve) => {
      const request = indexedDB.open(name);
      // Deleted meanwhile: abort, so that this peek does not create an empty database.
      request.onupgradeneeded = () => {
        request.transaction?.abort();
        resolve(false);
      };
      request.onerror = () => resolve(true);
      request.onblocked = () => resolve(true);
      request.onsuccess = () => {
        const database = request.result;
        // A newer version of the app wants to upgrade: step aside at once.
        database.onversionchange = () => database.close();
        try {
          if (!database.objectStoreNames.contains('outbox')) {
            database.close();
            resolve(false);
            return;
          }
          const count = database.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result > 0);
          };
          count.onerror = () => {
            database.close();
            resolve(true);
          };
        } catch {
          database.close();
          resolve(true);
        }
      };
    });
  } catch {
    // Storage blocked or failing: let the full check (with Dexie) decide.
    return true;
  }
}

/** A kind of outbox entry whose handler is registered by code that is not loaded on every page. */
export interface DeferredHandler {
  kind: string;
  /** Entries the server accepts only from a signed-in person (RLS): without a session they would only fail. */
  needsSession: boolean;
  /** Loads the code, registers the handler and starts the flusher. */
  load: () => Promise<void>;
}

export interface WaitingOptions {
  /** The handlers that may be waited on. */
  handlers: readonly DeferredHandler[];
  /** The app's database when absent (imported, with Dexie, only after the peek found entries). */
  database?: SonhoDatabase;
  hasSession?: () => boolean;
}

/** How many entries of `kind` the flusher would send now; dead letters and conflicts wait for a person. */
function deliverable(database: SonhoDatabase, kind: string): Promise<number> {
  return database.outbox
    .where('kind')
    .equals(kind)
    .and((entry) => entry.status === 'pending' || entry.status === 'sending')
    .count();
}

/** The handlers worth loading: those with entries waiting, and a session when they need one. */
export async function handlersToLoad(options: WaitingOptions): Promise<DeferredHandler[]> {
  const database = options.database ?? (await import('../lib/db')).db;
  const signedIn = (options.hasSession ?? hasStoredSession)();
  const wanted: DeferredHandler[] = [];
  for (const handler of options.handlers) {
    if (handler.needsSession && !signedIn) continue;
    try {
      if ((await deliverable(database, handler.kind)) > 0) wanted.push(handler);
    } catch {
      // No IndexedDB (private modes): nothing can be waiting.
      return wanted;
    }
  }
  return wanted;
}

/** Loads the handlers of the entries waiting in the outbox; resolves with their kinds. Never throws. */
export async function deliverWaitingEntries(options: WaitingOptions): Promise<string[]> {
  if (!options.database && !(await outboxMayHaveEntries())) return [];
  const loaded: string[] = [];
  for (const handler of await handlersToLoad(options)) {
    try {
      await handler.load();
      loaded.push(handler.kind);
    } catch {
      // A chunk that failed to load (offline before the service worker cached it): the screen that owns
      // the handler still registers it when opened.
    }
  }
  return loaded;
}
