// The content service: what the content worker does for the page, as messages. The built-in content's load
// into IndexedDB, the pull of published dreams, the dream book (dream-book-service.ts) and the background
// download of the small public tables (remote-sync.ts). The same handler
// runs in the worker (content-worker.ts) and, where no worker can run, in the page (content-client.ts).
import type { SearchHit } from '../../features/dreams/domain/search';
import type { Dream } from '../../features/dreams/domain/types';
import type { ContentStatus } from './content-loader';
import type { DreamBookService, DreamBookSummary } from './dream-book-service';
import type { SyncResult } from './dream-sync';
import type { CachedTable } from './cached-tables';
import type { LiveRead, LiveReads } from './live-reads';

/** Each call and what it answers. */
export interface ContentCalls {
  'ensure-content': { args: Record<string, never>; result: ContentStatus };
  'sync-dreams': { args: Record<string, never>; result: SyncResult };
  'book-search': { args: { query: string; limit: number }; result: SearchHit[] };
  'book-suggest': { args: { query: string; limit: number }; result: string[] };
  'book-entry': { args: { key: string }; result: Dream | undefined };
  'book-remember': { args: { key: string; titulo: string }; result: void };
  /**
   * One table's download (remote-sync.ts refreshTable, or refreshTableAfter when `after`): the rows stored, or null
   * when the copy was kept. For tables every visitor reads alike (remote-cache.ts).
   */
  'refresh-table': { args: { table: CachedTable; after: boolean }; result: number | null };
  /** The background download of the small public tables (remote-sync.ts): the tables it stored. */
  'prefetch-public': { args: Record<string, never>; result: CachedTable[] };
  /**
   * A page of a Caixa game's contests, newest first, below `before` when given (contest-sync.ts): how many came,
   * null when none could be downloaded.
   */
  'contest-page': { args: { game: string; before: number | null }; result: number | null };
  /** One Caixa contest (contest-sync.ts): 'found', 'missing' on the server, null when it could not be asked. */
  'contest-download': { args: { game: string; contest: number }; result: 'found' | 'missing' | null };
}

export type ContentCall = keyof ContentCalls;

export type ContentRequest =
  | { [C in ContentCall]: { id: number; call: C; args: ContentCalls[C]['args'] } }[ContentCall]
  /** Start sending the dream book's summary, now and on every change, under this id. */
  | { id: number; watch: 'book' }
  /** Start sending a read's answer (live-reads.ts), now and whenever it changes, under this id. */
  | { [R in LiveRead]: { id: number; watch: 'live'; read: R; args: LiveReads[R]['args'] } }[LiveRead]
  | { id: number; unwatch: true };

export type ContentResponse =
  | { id: number; result: ContentCalls[ContentCall]['result'] }
  | { id: number; summary: DreamBookSummary }
  /** A live read's answer, sent only when it differs from the one sent before. */
  | { id: number; live: LiveReads[LiveRead]['result'] }
  /** A live read failed (no IndexedDB, say): it stops, and the page goes on without it. */
  | { id: number; failed: true };

/** What the worker posts: the answers, and unasked whether Brasília's clock may still be read by its UTC−3 rule. */
export type WorkerMessage = ContentResponse | { brasiliaRuleHolds: boolean };

export type Where = 'worker' | 'page';

/** Returns the function that handles one request; answers go to `post`. */
export function serveContent(where: Where, post: (response: ContentResponse) => void): (request: ContentRequest) => void {
  const sync = async (): Promise<SyncResult> => {
    const { syncDreams } = await import('./dream-sync');
    // In the page, the app's own client (signed in or not).
    if (where === 'page') return syncDreams();
    const { getAnonymousSupabase } = await import('../supabase');
    return syncDreams({ client: getAnonymousSupabase });
  };
  let book: Promise<DreamBookService> | undefined;
  const dreamBook = () => (book ??= import('./dream-book-service').then(({ createDreamBookService }) => createDreamBookService({ sync })));
  const watches = new Map<number, () => void>();
  /** Watches stopped before they started (their code was still loading). */
  const unwatched = new Set<number>();

  const watchLive = async (request: Extract<ContentRequest, { watch: 'live' }>): Promise<void> => {
    const [{ liveQuery }, { liveReads }] = await Promise.all([import('../db'), import('./live-reads')]);
    if (unwatched.delete(request.id)) return;
    const read = liveReads[request.read] as (args: unknown) => Promise<unknown>;
    let last: string | undefined;
    const subscription = liveQuery(() => read(request.args)).subscribe({
      next: (value) => {
        // Every write to a table the read touched runs it again: the page hears only of an answer that changed.
        const text = JSON.stringify(value);
        if (text === last) return;
        last = text;
        post({ id: request.id, live: value as LiveReads[LiveRead]['result'] });
      },
      error: () => post({ id: request.id, failed: true }),
    });
    watches.set(request.id, () => subscription.unsubscribe());
  };

  /**
   * Downloads a table; null when the saved copy was kept, as remote-sync answers for a failed download, which this
   * also is when the download's own code cannot be loaded (the connection lost before it came, on a first visit):
   * the page then says that nothing was downloaded instead of waiting for ever.
   */
  const refresh = async (table: CachedTable, after: boolean): Promise<number | null> => {
    const { refreshTable, refreshTableAfter } = await import('./remote-sync');
    const download = after ? refreshTableAfter : refreshTable;
    if (where === 'page') return download(table);
    const { getAnonymousSupabase } = await import('../supabase');
    return download(table, getAnonymousSupabase);
  };

  /** The client public rows are read with: in the page, the app's own; in the worker, which has no session, an anonymous one. */
  const publicClient = async () => {
    const { getAnonymousSupabase, getSupabase } = await import('../supabase');
    return where === 'page' ? getSupabase : getAnonymousSupabase;
  };

  const answer = async (request: Extract<ContentRequest, { call: ContentCall }>): Promise<ContentCalls[ContentCall]['result']> => {
    switch (request.call) {
      case 'ensure-content':
        return (await import('./content-loader')).ensureBuiltInContent();
      case 'sync-dreams':
        return sync();
      case 'book-search':
        return (await dreamBook()).search(request.args.query, request.args.limit);
      case 'book-suggest':
        return (await dreamBook()).suggest(request.args.query, request.args.limit);
      case 'book-entry':
        return (await dreamBook()).entry(request.args.key);
      case 'book-remember':
        return (await dreamBook()).remember(request.args.key, request.args.titulo);
      case 'refresh-table':
        return refresh(request.args.table, request.args.after).catch(() => null);
      // Null as for a failed download when the code cannot be loaded (the connection lost before it came).
      case 'contest-page':
        return Promise.all([import('./contest-sync'), publicClient()])
          .then(([{ downloadContestPage }, client]) => downloadContestPage(client, request.args.game, request.args.before))
          .catch(() => null);
      case 'contest-download':
        return Promise.all([import('./contest-sync'), publicClient()])
          .then(([{ downloadContest }, client]) => downloadContest(client, request.args.game, request.args.contest))
          .catch(() => null);
      case 'prefetch-public': {
        const { prefetchPublicTables } = await import('./remote-sync');
        // The worker has no session to read with; what it downloads every visitor may read.
        if (where === 'page') return prefetchPublicTables();
        const { getAnonymousSupabase } = await import('../supabase');
        return prefetchPublicTables({ client: getAnonymousSupabase });
      }
    }
  };

  return (request) => {
    if ('call' in request) {
      void answer(request).then((result) => post({ id: request.id, result }));
    } else if ('watch' in request) {
      // Its code unreachable (the connection lost before it loaded, on a first visit): the page is told.
      if (request.watch === 'live') void watchLive(request).catch(() => post({ id: request.id, failed: true }));
      else
        void dreamBook().then((service) => {
          if (!unwatched.delete(request.id)) watches.set(request.id, service.watch((summary) => post({ id: request.id, summary })));
        });
    } else {
      const stop = watches.get(request.id);
      if (stop) stop();
      else unwatched.add(request.id);
      watches.delete(request.id);
    }
  };
}

/**
 * Checks, `delayMs` after the worker started, whether Brasília's UTC−3 rule (utils/pt-br/clock.ts)
 * agrees with the platform's time-zone data for the 400 days from `from`, and posts the answer. In the worker:
 * that check loads the locale data the rule spares the page, and it waits until the page has long settled.
 * Returns the function that cancels it.
 */
export function checkBrasiliaRuleLater(post: (message: WorkerMessage) => void, delayMs: number, from = () => Date.now()): () => void {
  const timer = setTimeout(() => {
    void import('../../features/schedules/domain/brasilia-rule')
      .then(({ brasiliaRuleAgrees }) => post({ brasiliaRuleHolds: brasiliaRuleAgrees(from()) }))
      .catch(() => undefined);
  }, delayMs);
  return () => clearTimeout(timer);
}
