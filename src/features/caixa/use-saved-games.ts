// The games saved on the device (db.savedGames) as the pages read them: through the content worker, like the
// contests (use-contests.ts), so a page that only reads loads no Dexie.
import type { SavedGameRecord } from '../../lib/db';
import { useLiveRead } from '../../lib/content-sync/use-live-read';

const NONE: SavedGameRecord[] = [];

/** A game's saved games, the newest saved first: undefined while IndexedDB answers. */
export function useSavedGames(game: string): SavedGameRecord[] | undefined {
  return useLiveRead('saved-games', { game }, NONE);
}
