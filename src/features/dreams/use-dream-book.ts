// The dream book's data for the page, with its search index. Nothing here holds back the first screen: the
// storage side (dream-book-data.tsx, with Dexie) is fetched once the browser is idle after the first paint, and
// the index is built in slices as soon as a query needs it or the browser is idle again.
import { createElement, lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { buildSearchIndexInSlices, type DreamSearchIndex } from '../../domain/dreams/search';
import type { Dream } from '../../domain/dreams/types';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { yieldToMain } from '../../lib/content-loader';
import type { DreamBookState } from './dream-book-data';

export type { DreamListing } from './dream-book-data';

const DreamBookData = lazy(() => import('./dream-book-data'));

export interface DreamBook extends DreamBookState {
  /** Undefined until built; once built, kept until a newer one replaces it, so results never blank out. */
  index: DreamSearchIndex | undefined;
  byKey: ReadonlyMap<string, Dream>;
  /** Render it anywhere in the page: it loads and watches the data, and shows nothing. */
  source: ReactElement | null;
}

/**
 * `needIndex`: a query is waiting for results, so the index is built now rather than when the browser is idle.
 * `urgent`: the page needs the data to show what the address asks for (a query, an entry): load it now.
 */
export function useDreamBook({ needIndex, urgent = needIndex }: { needIndex: boolean; urgent?: boolean }): DreamBook {
  // Once started, the storage side stays mounted (it keeps the list live).
  const [started, setStarted] = useState(urgent);
  useEffect(() => (urgent ? setStarted(true) : afterFirstPaint(() => setStarted(true))), [urgent]);
  const [state, setState] = useState<DreamBookState>({ entries: undefined, recent: undefined, storageAvailable: true });
  // The storage side reports on mount with nothing new: keeping the same state spares the page a render.
  const onChange = useCallback(
    (next: DreamBookState) =>
      setState((previous) =>
        previous.entries === next.entries && previous.recent === next.recent && previous.storageAvailable === next.storageAvailable ? previous : next,
      ),
    [],
  );
  const { entries } = state;

  // Wanted as soon as a query waits, or once the book is on screen and the browser has had another quiet
  // moment; once wanted, it stays wanted: clearing the box must not throw away a build half done.
  const [indexWanted, setIndexWanted] = useState(needIndex);
  const loaded = entries !== undefined;
  useEffect(() => {
    if (needIndex) setIndexWanted(true);
    else if (loaded) return afterFirstPaint(() => setIndexWanted(true));
    return undefined;
  }, [needIndex, loaded]);
  const [index, setIndex] = useState<DreamSearchIndex>();
  useEffect(() => {
    if (!entries || !indexWanted) return;
    let live = true;
    void buildSearchIndexInSlices(
      entries.map((entry) => entry.dream),
      yieldToMain,
    ).then((built) => {
      if (live) setIndex(built);
    });
    return () => {
      live = false;
    };
  }, [entries, indexWanted]);

  const byKey = useMemo(() => new Map((entries ?? []).map((entry) => [entry.key, entry.dream])), [entries]);
  const source = started || urgent ? createElement(Suspense, { fallback: null }, createElement(DreamBookData, { onChange })) : null;
  return { ...state, index, byKey, source };
}
