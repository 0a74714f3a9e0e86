// A Vite plugin that gives Mantine's ScrollArea the ref merger of @mantine/hooks instead of @floating-ui/react.
// ScrollArea imports one small hook (useMergeRefs) from @floating-ui/react, and because Modal and Drawer refer
// to ScrollArea, the age gate and the mobile menu pulled all of Floating UI (~15 KB gzip) into the first route.
// Components that really position things (Popover, Tooltip, Combobox) keep the real package in their own chunks.
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
export const MERGE_REFS_ID = '\0sonho-scroll-area-merge-refs';

/** Same contract as Floating UI's useMergeRefs(refs): one callback ref that sets every ref (React 19 cleanups kept). */
const MERGE_REFS_SOURCE = `import { useMergedRef } from '@mantine/hooks';
export function useMergeRefs(refs) {
  return useMergedRef(...refs);
}
`;

export function scrollAreaRefsPlugin(): Plugin {
  return {
    name: 'sonho-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS_ID;
      return null;
    },
    load(id) {
      return id === MERGE_REFS_ID ? MERGE_REFS_SOURCE : null;
    },
  };
}
