// The games a person saves on the device (db.savedGames), written from the page: Dexie is loaded only when they
// save or delete one (the pages read them through the content worker; a win's notice is components/saved-game-wins). The worker checks
// them against each new contest (lib/content-sync/saved-games-check.ts).
import type { Ticket } from './domain/check';
import { savedExtrasOf, savedGameId } from './domain/saved-games';

const loadDb = () => import('../../lib/db');

/**
 * Saves a ticket, checked from now on against the contests newer than the newest one of its game on the device (and
 * `shown`, the contest it was checked against on screen). 'saved', or 'known' when the same game was saved before.
 */
export async function saveGame(ticket: Ticket, shown: number, now = Date.now()): Promise<'saved' | 'known'> {
  const { db, MAX_KEY } = await loadDb();
  const id = savedGameId(ticket);
  return db.transaction('rw', db.savedGames, db.contests, async () => {
    if (await db.savedGames.get(id)) return 'known';
    const newest = await db.contests.where('[game+contest]').between([ticket.game, 0], [ticket.game, MAX_KEY]).last();
    await db.savedGames.put({
      id,
      game: ticket.game,
      numbers: [...ticket.numbers],
      extras: savedExtrasOf(ticket),
      savedAt: now,
      checkedThrough: Math.max(shown, newest?.contest ?? 0),
    });
    return 'saved';
  });
}

export async function deleteSavedGame(id: string): Promise<void> {
  const { db } = await loadDb();
  await db.savedGames.delete(id);
}

