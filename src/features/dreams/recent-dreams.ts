// The dreams a person opened lately, kept on the device (db.recentDreams), newest first, at most 8.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type RecentDream } from '../../lib/db';

export const RECENT_LIMIT = 8;

export async function rememberDream(key: string, titulo: string, now = Date.now()): Promise<void> {
  try {
    await db.transaction('rw', db.recentDreams, async () => {
      await db.recentDreams.put({ key, titulo, viewedAt: now });
      const stale = await db.recentDreams.orderBy('viewedAt').reverse().offset(RECENT_LIMIT).primaryKeys();
      await db.recentDreams.bulkDelete(stale);
    });
  } catch {
    // Without IndexedDB there is simply no history.
  }
}

export function useRecentDreams(): RecentDream[] | undefined {
  return useLiveQuery(async () => {
    try {
      return await db.recentDreams.orderBy('viewedAt').reverse().limit(RECENT_LIMIT).toArray();
    } catch {
      return [];
    }
  }, []);
}
