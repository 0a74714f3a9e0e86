// The Caixa games saved on the device (db.savedGames) checked against the contests just stored: called by
// contest-sync.ts wherever contests are written (each game's newest, a page of history, one contest), inside the
// same transaction when there is one. The rules are features/caixa/domain/saved-games.ts.
import { contestFromRow, type Contest } from '../../features/caixa/domain/contest';
import { checkSavedGames } from '../../features/caixa/domain/saved-games';
import { db, type ContestRecord } from '../db';

/** Checks the saved games of these contests' games against them and keeps what changed (a win, how far checked). */
export async function checkSavedGamesAgainst(rows: readonly ContestRecord[]): Promise<void> {
  const contests = rows.flatMap((row): Contest[] => {
    try {
      return [contestFromRow(row)];
    } catch {
      return [];
    }
  });
  if (contests.length === 0) return;
  const saved = await db.savedGames
    .where('game')
    .anyOf([...new Set(contests.map((c) => c.game))])
    .toArray();
  if (saved.length === 0) return;
  const changed = checkSavedGames(saved, contests);
  if (changed.length > 0) await db.savedGames.bulkPut(changed);
}
