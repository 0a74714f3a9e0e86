// The dream book's data: IndexedDB (built-in + admin rows, kept in sync, tombstones left out), or the built-in dictionary in
// memory when IndexedDB is unavailable; with its search index. Nothing here blocks the first screen: the index is built in
// slices once a query needs it or the browser is idle, and the sync with the backend waits for that idle moment too.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { buildSearchIndexInSlices, type DreamSearchIndex } from '../../domain/dreams/search';
import type { Dream } from '../../domain/dreams/types';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { loadBuiltInDictionary, useBuiltInContent, yieldToMain } from '../../lib/content-loader';
import { db } from '../../lib/db';
import { builtInRecord, isShownDream } from '../../lib/dream-records';
import { useDreamSync } from '../../lib/dream-sync';

/** A dream with the folded key and letter it is stored under, so the page never folds titles again. */
export interface DreamListing {
  key: string;
  letter: string;
  dream: Dream;
}

export interface DreamBook {
  /** Undefined while loading. */
  entries: readonly DreamListing[] | undefined;
  /** Undefined until built; once built, kept until a newer one replaces it, so results never blank out. */
  index: DreamSearchIndex | undefined;
  byKey: ReadonlyMap<string, Dream>;
  /** False when IndexedDB cannot be used: the page then says that offline messages can't be kept. */
  storageAvailable: boolean;
}

const listing = ({ key, letter, dream }: DreamListing): DreamListing => ({ key, letter, dream });

/** `needIndex`: a query is waiting for results, so the index is built now rather than when the browser is idle. */
export function useDreamBook({ needIndex }: { needIndex: boolean }): DreamBook {
  // The dictionary loads once the page has painted and the browser is idle: never part of the first screen.
  const status = useBuiltInContent({ whenIdle: true });
  const stored = useLiveQuery(async () => {
    if (status !== 'ready') return undefined;
    try {
      return (await db.dreams.toArray()).filter(isShownDream).map(listing);
    } catch {
      return null;
    }
  }, [status]);
  const inMemory = status === 'unavailable' || stored === null;
  const [memory, setMemory] = useState<readonly DreamListing[]>();
  useEffect(() => {
    if (!inMemory) return;
    let live = true;
    void loadBuiltInDictionary().then((dictionary) => {
      if (live) setMemory(dictionary.BUILT_IN_DREAMS.map((dream) => listing(builtInRecord(dream))));
    });
    return () => {
      live = false;
    };
  }, [inMemory]);
  const entries = inMemory ? memory : (stored ?? undefined);

  // The book is on screen and the browser has a quiet moment: background work may start.
  const [settled, setSettled] = useState(false);
  const loaded = entries !== undefined;
  useEffect(() => (loaded ? afterFirstPaint(() => setSettled(true)) : undefined), [loaded]);
  useDreamSync(status === 'ready' && settled);

  // Once wanted, the index stays wanted: clearing the box must not throw away a build half done.
  const [indexWanted, setIndexWanted] = useState(needIndex);
  useEffect(() => {
    if (needIndex || settled) setIndexWanted(true);
  }, [needIndex, settled]);
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
  return { entries, index, byKey, storageAvailable: status !== 'unavailable' };
}
