// The dream book's data, kept where its weight costs the page nothing: in the content worker (or in the page
// itself where no worker runs, see content-client.ts). It prepares the offline copy (content-loader.ts), keeps
// the list of dreams and its search index live as IndexedDB changes (a sync, an admin edit in another tab),
// pulls the dreams admins published when online, and answers the page with small things: the titles to
// browse, the recently opened dreams, search hits, one entry. The dictionary (hundreds of kilobytes) and the
// folding of every title stay here.
import { DREAM_LEXICON } from '../../features/dreams/data/dream-lexicon';
import { createLexicon } from '../../features/dreams/domain/lexicon';
import { buildSearchIndexInSlices, search, suggestTitles, type DreamSearchIndex, type SearchHit } from '../../features/dreams/domain/search';
import { builtInEntry, isShownDream, type DreamBookEntry } from '../../features/dreams/domain/merge';
import type { Dream } from '../../features/dreams/domain/types';
import { ensureBuiltInContent, loadBuiltInDictionary, yieldToMain } from './content-loader';
import { db as defaultDatabase, liveQuery, type RecentDream, type SonhoDatabase } from '../db';
import { syncDreams, type SyncResult } from './dream-sync';

/** What the page needs of a dream to list it. */
export interface DreamTitle {
  /** The folded title, as in IndexedDB. */
  key: string;
  letter: string;
  titulo: string;
}

/** The first screen's data: undefined while loading. Recent dreams deleted since are left out. */
export interface DreamBookSummary {
  titles: DreamTitle[] | undefined;
  recent: RecentDream[] | undefined;
  /** False when IndexedDB cannot be used: the book then comes from memory, and nothing is kept. */
  storageAvailable: boolean;
}

export const RECENT_LIMIT = 8;

export interface DreamBookService {
  /** Calls `listener` with the summary now and on every change; returns the unsubscribe function. */
  watch(listener: (summary: DreamBookSummary) => void): () => void;
  search(query: string, limit: number): Promise<SearchHit[]>;
  /** The titles closest to a query that found nothing ("Você quis dizer…"). */
  suggest(query: string, limit: number): Promise<string[]>;
  /** The dream stored under a folded title, or undefined when the book has none. */
  entry(key: string): Promise<Dream | undefined>;
  /** Notes that a dream was opened, for "Vistos recentemente" (newest first, at most RECENT_LIMIT). */
  remember(key: string, titulo: string, now?: number): Promise<void>;
}

interface ServiceOptions {
  database?: SonhoDatabase;
  /** Pulls the published dreams; a worker passes one with its own supabase-js client. */
  sync?: () => Promise<SyncResult>;
}

export function createDreamBookService({ database = defaultDatabase, sync = () => syncDreams() }: ServiceOptions = {}): DreamBookService {
  const listeners = new Set<(summary: DreamBookSummary) => void>();
  let shown: readonly DreamBookEntry[] | undefined;
  let byKey = new Map<string, Dream>();
  let index: Promise<DreamSearchIndex> | undefined;
  const lexicon = createLexicon(DREAM_LEXICON);
  let recent: RecentDream[] | undefined;
  let storageAvailable = true;
  let markLoaded: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  let started: Promise<void> | undefined;

  const summary = (): DreamBookSummary => ({
    titles: shown?.map(({ key, letter, titulo }) => ({ key, letter, titulo })),
    // A dream deleted since it was opened is no longer in the book: its link would lead nowhere.
    recent: shown && recent ? recent.filter((r) => byKey.has(r.key)) : undefined,
    storageAvailable,
  });

  const publish = () => {
    const current = summary();
    for (const listener of listeners) listener(current);
  };

  const setBook = (records: readonly DreamBookEntry[]) => {
    shown = records.filter(isShownDream);
    byKey = new Map(shown.map((record) => [record.key, record.dream]));
    // Built in short slices: where no worker runs, this is the page's main thread.
    index = buildSearchIndexInSlices(
      shown.map((record) => record.dream),
      yieldToMain,
      { lexicon },
    );
    markLoaded();
    publish();
  };

  const fromMemory = async () => {
    storageAvailable = false;
    recent = [];
    const dictionary = await loadBuiltInDictionary();
    setBook(dictionary.BUILT_IN_DREAMS.map(builtInEntry));
  };

  const start = (): Promise<void> => {
    started ??= (async () => {
      if ((await ensureBuiltInContent({ database })) === 'unavailable') return fromMemory();
      liveQuery(() => database.dreams.toArray()).subscribe({
        next: setBook,
        error: () => void fromMemory(),
      });
      liveQuery(() => database.recentDreams.orderBy('viewedAt').reverse().limit(RECENT_LIMIT).toArray()).subscribe({
        next: (rows) => {
          recent = rows;
          publish();
        },
        error: () => {
          recent = [];
          publish();
        },
      });
      // The published dreams, now and whenever the connection comes back.
      void sync();
      globalThis.addEventListener?.('online', () => void sync());
    })();
    return started;
  };

  return {
    watch(listener) {
      listeners.add(listener);
      void start();
      listener(summary());
      return () => listeners.delete(listener);
    },
    async search(query, limit) {
      void start();
      await loaded;
      return search(await index!, query, limit);
    },
    async suggest(query, limit) {
      void start();
      await loaded;
      return suggestTitles(await index!, query, limit);
    },
    async entry(key) {
      void start();
      await loaded;
      return byKey.get(key);
    },
    async remember(key, titulo, now = Date.now()) {
      try {
        await database.transaction('rw', database.recentDreams, async () => {
          await database.recentDreams.put({ key, titulo, viewedAt: now });
          const stale = await database.recentDreams.orderBy('viewedAt').reverse().offset(RECENT_LIMIT).primaryKeys();
          await database.recentDreams.bulkDelete(stale);
        });
      } catch {
        // Without IndexedDB there is simply no history.
      }
    },
  };
}
