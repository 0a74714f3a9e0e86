// The dream book's data: IndexedDB (built-in + admin rows, kept in sync, tombstones left out), or the built-in dictionary in
// memory when IndexedDB is unavailable; with its search index, rebuilt only when the data changes.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { dreamKey } from '../../domain/dreams/fold';
import { buildSearchIndex, type DreamSearchIndex } from '../../domain/dreams/search';
import type { Dream } from '../../domain/dreams/types';
import { loadBuiltInDictionary, useBuiltInContent } from '../../lib/content-loader';
import { db } from '../../lib/db';
import { isShownDream } from '../../lib/dream-records';
import { useDreamSync } from '../../lib/dream-sync';

export interface DreamBook {
  /** Undefined while loading. */
  dreams: readonly Dream[] | undefined;
  index: DreamSearchIndex | undefined;
  byKey: ReadonlyMap<string, Dream>;
  /** False when IndexedDB cannot be used: the page then says that offline messages can't be kept. */
  storageAvailable: boolean;
}

export function useDreamBook(): DreamBook {
  const status = useBuiltInContent();
  useDreamSync(status === 'ready');
  const stored = useLiveQuery(async () => {
    if (status !== 'ready') return undefined;
    try {
      return (await db.dreams.toArray()).filter(isShownDream).map((record) => record.dream);
    } catch {
      return null;
    }
  }, [status]);
  const inMemory = status === 'unavailable' || stored === null;
  const [memory, setMemory] = useState<readonly Dream[]>();
  useEffect(() => {
    if (!inMemory) return;
    let live = true;
    void loadBuiltInDictionary().then((dictionary) => {
      if (live) setMemory(dictionary.BUILT_IN_DREAMS);
    });
    return () => {
      live = false;
    };
  }, [inMemory]);

  const dreams = inMemory ? memory : (stored ?? undefined);
  const index = useMemo(() => (dreams ? buildSearchIndex(dreams) : undefined), [dreams]);
  const byKey = useMemo(() => new Map((dreams ?? []).map((d) => [dreamKey(d.titulo), d])), [dreams]);
  return { dreams, index, byKey, storageAvailable: status !== 'unavailable' };
}
