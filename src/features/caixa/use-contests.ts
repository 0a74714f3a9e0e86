// The Caixa contests kept on the device, as the pages read and fetch them: the reads run in the content worker
// (lib/content-sync/live-reads.ts) and so do the downloads (contest-sync.ts), so these pages load neither Dexie nor
// supabase-js. A page reads what is saved first and downloads what it lacks.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { callContent } from '../../lib/content-sync/content-client';
import type { SavedContest, SavedGameContests } from '../../lib/content-sync/live-reads';
import { useLiveRead } from '../../lib/content-sync/use-live-read';
import type { CaixaGameId } from './domain/games';

/**
 * Contests a game's page shows at first, and adds with each "Ver mais": a page as the content worker downloads it
 * (contest-sync.ts).
 */
const CONTESTS_PER_PAGE = 20;

const NO_CONTESTS: SavedGameContests = { rows: [], saved: 0 };
const NO_CONTEST: SavedContest = { row: null, newest: null };

/** A game's saved contests, newest first, at most `limit`: undefined while IndexedDB answers. */
export function useSavedContests(game: CaixaGameId, limit: number): SavedGameContests | undefined {
  return useLiveRead('game-contests', { game, limit }, NO_CONTESTS);
}

/** One saved contest and the game's newest saved number: undefined while IndexedDB answers. */
export function useSavedContest(game: CaixaGameId, contest: number): SavedContest | undefined {
  return useLiveRead('contest', { game, contest }, NO_CONTEST);
}

export interface ContestPages {
  /** How many contests to show: a page more after each "Ver mais". */
  limit: number;
  /**
   * This visit's latest download: undefined while it runs, the contests that came, or null when none could be
   * downloaded (offline): the saved ones are shown.
   */
  downloaded: number | null | undefined;
  /** The server has no contest older than those downloaded (a page came back short). */
  exhausted: boolean;
  /** Downloads the page below `oldest` (the last contest shown), then shows it. */
  more: (oldest: number | null) => void;
}

/** A game's pages of contests: the newest downloaded on opening, the next below the last shown on "Ver mais". */
export function useContestPages(game: CaixaGameId): ContestPages {
  const [limit, setLimit] = useState(CONTESTS_PER_PAGE);
  const [downloaded, setDownloaded] = useState<number | null | undefined>(undefined);
  const [exhausted, setExhausted] = useState(false);
  const download = useCallback(
    (before: number | null) => {
      startTransition(() => setDownloaded(undefined));
      return callContent('contest-page', { game, before }).then((count) => {
        startTransition(() => {
          setDownloaded(count);
          if (count !== null && count < CONTESTS_PER_PAGE) setExhausted(true);
        });
        return count;
      });
    },
    [game],
  );
  // The newest page on opening (the page is drawn anew for another game: caixa.page.tsx keys it by game).
  useEffect(() => {
    void download(null);
  }, [download]);
  const more = useCallback(
    (oldest: number | null) => {
      // Shown once downloaded, so the list grows by whole pages; offline, by what is saved.
      void download(oldest).then(() => startTransition(() => setLimit((n) => n + CONTESTS_PER_PAGE)));
    },
    [download],
  );
  return { limit, downloaded, exhausted, more };
}

/**
 * Downloads one contest on opening its page (a contest not saved yet, or corrected since): undefined while it runs,
 * 'found', 'missing' when the server has none of that number, null when it could not be asked (offline).
 */
export function useContestDownload(game: CaixaGameId, contest: number): 'found' | 'missing' | null | undefined {
  const [state, setState] = useState<{ key: string; result: 'found' | 'missing' | null | undefined }>({ key: '', result: undefined });
  const key = `${game}/${contest}`;
  useEffect(() => {
    let alive = true;
    void callContent('contest-download', { game, contest }).then((result) => {
      if (alive) startTransition(() => setState({ key, result }));
    });
    return () => {
      alive = false;
    };
  }, [game, contest, key]);
  return state.key === key ? state.result : undefined;
}
