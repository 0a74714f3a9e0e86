// The Caixa contests kept on the device (db.contests, issue 39): each game's newest, downloaded with the other public
// tables (remote-sync.ts), and the pages of a game's contests and single contests as a person opens them. No React:
// the content worker runs it (content-service.ts), so the pages load neither Dexie nor supabase-js for it.
import { CAIXA_GAMES } from '../../features/caixa/domain/games';
import { db, setMeta, type ContestRecord } from '../db';
import { isOnline } from '../online';
import type { SupabaseClient } from '../supabase';
import { getContest, listContests, listLatestContests } from './api/list-contests';
import { syncKey } from './cached-tables';
import { checkSavedGamesAgainst } from './saved-games-check';

type Row = Record<string, unknown>;

/** Contests a game's page shows at a time, and downloads at a time ("Ver mais"). */
const CONTEST_PAGE_SIZE = 20;

const isContestRow = (row: Row): row is ContestRecord => typeof row.game === 'string' && typeof row.contest === 'number';

/**
 * Keeps these rows, writing only those that are new or changed (a correction, a prize table completed): a download
 * of the same contests writes nothing, and the pages' live reads over them have nothing to read again.
 */
export async function storeContests(rows: readonly Row[]): Promise<void> {
  const records = rows.filter(isContestRow);
  if (records.length === 0) return;
  const saved = await db.contests.bulkGet(records.map((row): [string, number] => [row.game, row.contest]));
  const changed = records.filter((row, index) => JSON.stringify(saved[index]) !== JSON.stringify(row));
  if (changed.length === 0) return;
  await db.contests.bulkPut(changed);
  // The games saved on the device are checked against each new contest (features/caixa/domain/saved-games.ts).
  await checkSavedGamesAgainst(changed);
}

/** Downloads and keeps each game's newest contest (the block on /resultados); resolves to how many. */
export async function refreshLatestContests(client: SupabaseClient): Promise<number> {
  const rows = await listLatestContests(
    client,
    CAIXA_GAMES.map((game) => game.id),
  );
  await db.transaction('rw', db.contests, db.meta, db.savedGames, async () => {
    await storeContests(rows);
    await setMeta(syncKey('lottery_contests'), new Date().toISOString());
  });
  return rows.length;
}

/**
 * Downloads a page of `game`'s contests, newest first (those numbered below `before` when given), and keeps them.
 * Resolves to how many came (fewer than asked: the game's oldest is among them), or null when nothing could be
 * downloaded (offline, the server unreachable): the saved ones stay.
 */
export async function downloadContestPage(
  client: () => Promise<SupabaseClient>,
  game: string,
  before: number | null,
  limit = CONTEST_PAGE_SIZE,
): Promise<number | null> {
  if (!isOnline()) return null;
  try {
    const rows = await listContests(await client(), game, { before, limit });
    await storeContests(rows);
    return rows.length;
  } catch {
    return null;
  }
}

/**
 * Downloads one contest and keeps it: 'found', 'missing' when the server has none of that number (not drawn yet, or
 * a wrong address), null when it could not be asked.
 */
export async function downloadContest(client: () => Promise<SupabaseClient>, game: string, contest: number): Promise<'found' | 'missing' | null> {
  if (!isOnline()) return null;
  try {
    const row = await getContest(await client(), game, contest);
    if (!row) return 'missing';
    await storeContests([row]);
    return 'found';
  } catch {
    return null;
  }
}
