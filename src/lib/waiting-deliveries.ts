// At app start, delivers outbox entries left from an earlier visit whose handler lives in code that only
// some screens load (admin edits: the panel), so they do not wait for that screen to be opened again.
// Loaded with import() after first paint: neither Dexie nor the outbox joins the first route for this.
import { db as defaultDatabase, type SonhoDatabase } from './db';
import { hasStoredSession } from './session-store';

/** A kind of outbox entry whose handler is registered by code that is not loaded on every page. */
export interface DeferredHandler {
  kind: string;
  /** Entries the server accepts only from a signed-in person (RLS): without a session they would only fail. */
  needsSession: boolean;
  /** Loads the code, registers the handler and starts the flusher. */
  load: () => Promise<void>;
}

export const DEFERRED_HANDLERS: readonly DeferredHandler[] = [
  {
    // The same string as ADMIN_EDIT_KIND: importing it from admin-edits.ts would load that module every time.
    kind: 'admin-edit',
    needsSession: true,
    load: async () => (await import('./admin-edits')).startAdminEditDelivery(),
  },
];

export interface WaitingOptions {
  database?: SonhoDatabase;
  handlers?: readonly DeferredHandler[];
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
export async function handlersToLoad(options: WaitingOptions = {}): Promise<DeferredHandler[]> {
  const database = options.database ?? defaultDatabase;
  const signedIn = (options.hasSession ?? hasStoredSession)();
  const wanted: DeferredHandler[] = [];
  for (const handler of options.handlers ?? DEFERRED_HANDLERS) {
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
export async function deliverWaitingEntries(options: WaitingOptions = {}): Promise<string[]> {
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
