// A Vite plugin that keeps Mantine's ScrollArea out of Modal and Drawer. Both import it only to ask whether the
// `scrollAreaComponent` they were given is ScrollArea.Autosize (then they mark their root to offset scrollbars);
// they scroll with a plain element by default. That comparison brought all of ScrollArea (5 KB gzip) into the
// phone's menu drawer, fetched right after the first paint of every first visit. Here they compare with a stand-in
// object, so the answer is "no" unless ScrollArea.Autosize is passed, which this app never does (admin screens
// that use ScrollArea itself import the real one).
import type { Plugin } from 'vite';

const MODAL_ROOTS = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal[\\/]ModalRoot|Drawer[\\/]DrawerRoot)\.mjs$/;
export const SCROLL_AREA_STAND_IN_ID = '\0sonho-modal-scroll-area';

export function modalScrollAreaPlugin(): Plugin {
  return {
    name: 'sonho-modal-scroll-area',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && MODAL_ROOTS.test(importer) && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(source)) return SCROLL_AREA_STAND_IN_ID;
      return null;
    },
    load(id) {
      return id === SCROLL_AREA_STAND_IN_ID ? 'export const ScrollArea = { Autosize: {} };\n' : null;
    },
  };
}
