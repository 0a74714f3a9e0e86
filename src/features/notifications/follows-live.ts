// The follow state as it changes in IndexedDB (any tab, the outbox included), watched by the content worker
// (lib/content-sync/live-reads.ts): loaded by follow-state.ts once a follow control is on screen, and no page
// loads Dexie on its main thread to show one.
import { watchLive } from '../../lib/content-sync/content-client';
import type { FollowState } from './follows-store';

/** Calls `listener` with the state now and after every change; returns the unsubscribe. */
export function watchFollowState(listener: (state: FollowState) => void): () => void {
  // No IndexedDB (some private modes): nothing is followed, and following will say why it failed.
  return watchLive('follows', {}, listener, () => listener({ topics: [], enabled: true }));
}
