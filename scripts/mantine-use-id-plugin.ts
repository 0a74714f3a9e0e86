// A Vite plugin that gives Mantine's components an id hook that does not draw them twice. Mantine's `useId`
// (@mantine/hooks) starts from React's useId, then swaps in a random id in a layout effect after mount: a
// synchronous second render of every input, alert and other component that labels its parts, in the task of the
// commit that mounted it. On /resultados the results' form and notice were drawn again that way each time the
// saved results arrived (issue 30, Lighthouse's total blocking time), and on every page the prerendered ids
// changed under the hydrated markup. React's useId is unique within a root and equal on the server and the client
// (this app has one root), so the stand-in returns Mantine's first id and keeps it: no second render, and the id
// the prerendered HTML carries is the one the page keeps. A given id (`staticId`) is returned as before.
import type { Plugin } from 'vite';

const MANTINE_HOOKS = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/;
const USE_ID = /(^|[\\/])use-id[\\/]use-id\.mjs$/;
export const USE_ID_STAND_IN = '\0sonho-mantine-use-id';

/** Same contract as Mantine's useId(staticId?): the id given, or `mantine-` and React's id (colons dropped, as Mantine does). */
const USE_ID_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function mantineUseIdPlugin(): Plugin {
  return {
    name: 'sonho-mantine-use-id',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && MANTINE_HOOKS.test(importer) && USE_ID.test(source)) return USE_ID_STAND_IN;
      return null;
    },
    load(id) {
      return id === USE_ID_STAND_IN ? USE_ID_SOURCE : null;
    },
  };
}
