// A Vite plugin that keeps every module the entry loads at startup in the entry chunk itself. Left alone,
// Rolldown splits the modules that lazy pages share with the shell (React, Mantine's Box, the toasts…) into
// a dozen small chunks, all fetched before the first paint: on HTTP/1.1 and a slow phone link each costs a
// round trip. Lazy pages still get their own chunks and import the shared code from the entry.
import type { Plugin } from 'vite';

/** Rolldown's code-splitting group for the startup modules (its built-in '$initial' tag). */
export const INITIAL_GROUP = { name: 'index', tags: ['$initial' as const] };

export function initialChunkPlugin(): Plugin {
  return {
    name: 'sonho-initial-chunk',
    apply: 'build',
    config() {
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [INITIAL_GROUP] } } } } };
    },
  };
}
