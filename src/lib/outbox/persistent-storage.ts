// Queued writes live in IndexedDB, which a browser may clear under storage pressure unless the site's
// storage is persistent. Asked once, when the outbox first holds something; the admin's outbox panel
// says so when the browser refuses.

export type PersistState = 'unknown' | 'granted' | 'refused' | 'unsupported';

interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

let state: PersistState = 'unknown';
let asked: Promise<PersistState> | null = null;
const listeners = new Set<() => void>();

function set(next: PersistState): PersistState {
  state = next;
  for (const listener of listeners) listener();
  return next;
}

/** Asks for persistent storage once per page; later calls get the first answer. Never throws. */
export function requestPersistentStorage(
  storage: StorageManagerLike | undefined = globalThis.navigator?.storage as StorageManagerLike | undefined,
): Promise<PersistState> {
  asked ??= (async () => {
    if (!storage?.persist) return set('unsupported');
    try {
      if (storage.persisted && (await storage.persisted())) return set('granted');
      return set((await storage.persist()) ? 'granted' : 'refused');
    } catch {
      return set('refused');
    }
  })();
  return asked;
}

export function persistentStorageState(): PersistState {
  return state;
}

export function subscribePersistentStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: as on a fresh page load. */
export function resetPersistentStorage(): void {
  asked = null;
  state = 'unknown';
}
