// The background prefetch: after a first visit to any page, the small public tables (today's guesses,
// promotions, welcome bonuses, the latest results) are downloaded into IndexedDB by the content worker, so
// that /palpites, /promocoes, /indicou-ganhou and /resultados show real content offline even if never opened
// online. Loaded with import() once the page has settled (app-root.tsx): off the first paint and out of the
// first route's JavaScript; the download, supabase-js and Dexie run in the worker, off the main thread.
import { callContent } from './content-client';
import { isOnline } from '../online';
import type { CachedTable } from './cached-tables';

let started: Promise<CachedTable[]> | undefined;

/** Whether the person asked the browser to save data (Chrome's data saver): then nothing is fetched unasked. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Downloads the public tables whose copy is missing or old (remote-sync.ts), now if online, else as soon as the
 * connection comes back; once per page load. Resolves to the tables stored.
 */
export function prefetchPublicData(): Promise<CachedTable[]> {
  started ??= new Promise<void>((resolve) => {
    if (isOnline()) resolve();
    else window.addEventListener('online', () => resolve(), { once: true });
  }).then(() => (savesData() ? [] : callContent('prefetch-public', {})));
  return started;
}
