// The follow state for React, shared by every follow control on the page: one live query, loaded with its
// code (follows-live.ts, Dexie) when the first control mounts. Undefined while prerendered, hydrating and
// loading: the controls then show "Seguir", as the markup did.
import { useSyncExternalStore } from 'react';
import type { FollowState } from './follows-store';
import * as parts from './part-loaders';

let state: FollowState | undefined;
const listeners = new Set<() => void>();
let stop: (() => void) | undefined;
let starting = false;

function start(): void {
  if (starting) return;
  starting = true;
  void parts
    .FollowsLive()
    .then((module) => {
      stop = module.watchFollowState((next) => {
        state = next;
        for (const listener of listeners) listener();
      });
    })
    .catch(() => {
      // The chunk failed to load (offline before the worker cached it): the controls keep "Seguir".
      starting = false;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

const serverState = (): FollowState | undefined => undefined;

export function useFollowState(): FollowState | undefined {
  return useSyncExternalStore(subscribe, () => state, serverState);
}

/** Whether `topic` is followed (and notifications are on); undefined while the state is unknown. */
export function useFollowed(topic: string): boolean | undefined {
  const current = useFollowState();
  return current === undefined ? undefined : current.enabled && current.topics.includes(topic);
}

/** For tests: forget the shared state. */
export function resetFollowState(): void {
  stop?.();
  stop = undefined;
  state = undefined;
  starting = false;
}
