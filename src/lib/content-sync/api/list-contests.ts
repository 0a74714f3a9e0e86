// lottery_contests (the Caixa lotteries' results, issue 39): each game's newest contest, a page of a game's contests
// newest first, one contest. Public rows, read with the anonymous key; each read abandoned if it hangs.
import { dataOf } from '../../server-error';
import { withTimeout } from '../../read-timeout';
import type { SupabaseClient } from '../../supabase';

type Row = Record<string, unknown>;

/** A game's contests newest first: `limit` of them, those numbered below `before` when given. */
export async function listContests(client: SupabaseClient, game: string, { before = null, limit }: { before?: number | null; limit: number }): Promise<Row[]> {
  const query = client.from('lottery_contests').select('*').eq('game', game);
  const rows = dataOf<Row[] | null>(
    await (before === null ? query : query.lt('contest', before))
      .order('contest', { ascending: false })
      .limit(limit)
      .abortSignal(withTimeout(undefined)),
  );
  return rows ?? [];
}

/**
 * The newest contest of each of `games`: one small read per game, all at once (PostgREST has no "first row of each
 * group"; a read by recent dates would bring weeks of the games that draw six days a week to catch the one that
 * skipped a holiday).
 */
export async function listLatestContests(client: SupabaseClient, games: readonly string[]): Promise<Row[]> {
  const latest = await Promise.all(games.map((game) => listContests(client, game, { limit: 1 })));
  return latest.flat();
}

/** One contest, or null when the server has none of that number. */
export async function getContest(client: SupabaseClient, game: string, contest: number): Promise<Row | null> {
  return dataOf<Row | null>(
    await client.from('lottery_contests').select('*').eq('game', game).eq('contest', contest).abortSignal(withTimeout(undefined)).maybeSingle(),
  );
}
