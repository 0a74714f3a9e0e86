// The dream book for the page. The book itself (the dictionary, its IndexedDB copy, the search index) lives in
// the content service (lib/content-sync/dream-book-service.ts), which runs in a worker: the page gets only small answers, the
// titles to browse, the recent dreams, the hits of a query and the open entry. Nothing here holds back the
// first screen: the service starts at once when the address asks for a search, an entry or a letter; else at
// the first sign the person is about to use the page (focus on the search box, a touch), or once the page has
// loaded and stayed quiet. Until then the page shows what needs no book: the letters and the popular dreams.
import { useEffect, useState } from 'react';
import type { SearchHit } from './domain/search';
import type { Dream } from './domain/types';
import { onIntentOrSettled } from '../../lib/after-first-paint';
import { callContent, contentServiceRunning, watchDreamBook } from '../../lib/content-sync/content-client';
import type { DreamBookSummary } from '../../lib/content-sync/dream-book-service';

export type { DreamTitle } from '../../lib/content-sync/dream-book-service';

export interface DreamBook extends DreamBookSummary {
  /** The hits of the latest query answered, with that query; kept until newer ones arrive, so results never blank out.
   * When nothing matched, the closest titles ("Você quis dizer…"). */
  answered: { query: string; hits: SearchHit[]; suggestions: string[] } | undefined;
  /** The open entry: undefined while it loads, null when the book has no such dream. */
  entry: Dream | null | undefined;
}

interface DreamBookOptions {
  /** The search box's text, trimmed. */
  query: string;
  /** The folded title of the entry the address asks for. */
  openKey: string | undefined;
  /** The page shows something only the book knows (a letter's list): start it at once. */
  needed: boolean;
  limit: number;
}


/** How many closest titles a query that found nothing offers. */
const SUGGESTIONS = 6;

/** Opening a dream notes it for "Vistos recentemente". */
export function rememberDream(key: string, titulo: string): void {
  void callContent('book-remember', { key, titulo });
}

export function useDreamBook({ query, openKey, needed, limit }: DreamBookOptions): DreamBook {
  const urgent = query !== '' || openKey !== undefined || needed;
  // A service already running (a later visit to the page) has no start-up left to defer.
  const [started, setStarted] = useState(() => urgent || contentServiceRunning());
  useEffect(() => {
    if (started) return undefined;
    if (urgent) {
      setStarted(true);
      return undefined;
    }
    return onIntentOrSettled(() => setStarted(true));
  }, [urgent, started]);

  const [summary, setSummary] = useState<DreamBookSummary>({ titles: undefined, recent: undefined, storageAvailable: true });
  useEffect(() => (started ? watchDreamBook(setSummary) : undefined), [started]);
  // A new book (a sync brought dreams) answers queries and entries anew.
  const { titles } = summary;

  const [answered, setAnswered] = useState<DreamBook['answered']>();
  useEffect(() => {
    if (!started || query === '') return undefined;
    let live = true;
    void callContent('book-search', { query, limit }).then(async (hits) => {
      const suggestions = hits.length === 0 ? await callContent('book-suggest', { query, limit: SUGGESTIONS }) : [];
      if (live) setAnswered({ query, hits, suggestions });
    });
    return () => {
      live = false;
    };
  }, [started, query, limit, titles]);

  const [entry, setEntry] = useState<{ key: string; dream: Dream | null }>();
  useEffect(() => {
    if (!started || openKey === undefined) return undefined;
    let live = true;
    void callContent('book-entry', { key: openKey }).then((dream) => {
      if (live) setEntry({ key: openKey, dream: dream ?? null });
    });
    return () => {
      live = false;
    };
  }, [started, openKey, titles]);

  return { ...summary, answered, entry: entry && entry.key === openKey ? entry.dream : undefined };
}
