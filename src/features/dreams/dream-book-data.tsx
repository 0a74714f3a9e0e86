// The dream book's storage side, loaded on its own once the page has painted and the browser is idle: the
// built-in content in IndexedDB, the live list of dreams (tombstones left out) or the dictionary in memory when
// IndexedDB is unavailable, the recently opened dreams, and the sync with the backend. Dexie and its hooks live
// in this chunk, so the page's first screen never waits for them. Renders nothing; reports through its props.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Dream } from '../../domain/dreams/types';
import { loadBuiltInDictionary, useBuiltInContent } from '../../lib/content-loader';
import { db, type RecentDream } from '../../lib/db';
import { builtInRecord, isShownDream } from '../../lib/dream-records';
import { useDreamSync } from '../../lib/dream-sync';
import { useRecentDreams } from './recent-dreams';

/** A dream with the folded key and letter it is stored under, so the page never folds titles again. */
export interface DreamListing {
  key: string;
  letter: string;
  dream: Dream;
}

export interface DreamBookState {
  /** Undefined while loading. */
  entries: readonly DreamListing[] | undefined;
  /** Undefined while loading. */
  recent: readonly RecentDream[] | undefined;
  /** False when IndexedDB cannot be used: the page then says that offline messages can't be kept. */
  storageAvailable: boolean;
}

const listing = ({ key, letter, dream }: DreamListing): DreamListing => ({ key, letter, dream });

export default function DreamBookData({ onChange }: { onChange: (state: DreamBookState) => void }) {
  const status = useBuiltInContent();
  useDreamSync(status === 'ready');
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
  const recent = useRecentDreams();
  const storageAvailable = status !== 'unavailable';

  useEffect(() => onChange({ entries, recent, storageAvailable }), [onChange, entries, recent, storageAvailable]);
  return null;
}
