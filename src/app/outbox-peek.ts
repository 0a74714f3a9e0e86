// A look at the app's outbox with the bare IndexedDB API, before Dexie or the outbox are loaded: the offline
// indicator and the app root ask it, and load the delivery code only when something may be waiting (never on a
// first visit).
import { APP_DATABASE_NAME } from '../lib/db-names';

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
