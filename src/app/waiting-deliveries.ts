// At app start, delivers outbox entries left from an earlier visit whose handler lives in code that only
// some screens load, so they do not wait for that screen to be opened again; which handlers those are is the
// app's to say (src/app/outbox-senders.ts). Loaded with import() after first paint once app/outbox-peek.ts,
// which looks at IndexedDB without Dexie, found something waiting: on a first visit neither loads at all.
import type { SonhoDatabase } from '../lib/db';
import { hasStoredSession } from '../features/accounts/session-storage';
import { outboxMayHaveEntries } from './outbox-peek';

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
