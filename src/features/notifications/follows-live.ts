// The follow state as it changes in IndexedDB (any tab, the outbox included): loaded by follow-state.ts once a
// follow control is on screen, so that Dexie is not part of the pages without one.
import { liveQuery } from '../../lib/db';
import { readFollowState, type FollowState } from './follows-store';

/** Calls `listener` with the state now and after every change; returns the unsubscribe. */
export function watchFollowState(listener: (state: FollowState) => void): () => void {
  const subscription = liveQuery(readFollowState).subscribe({
    next: listener,
    // No IndexedDB (some private modes): nothing is followed, and following will say why it failed.
    error: () => listener({ topics: [], enabled: true }),
  });
  return () => subscription.unsubscribe();
}
