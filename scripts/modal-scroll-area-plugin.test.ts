import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SCROLL_AREA_STAND_IN_ID, modalScrollAreaPlugin } from './modal-scroll-area-plugin';
import { scrollAreaRefsPlugin } from './scroll-area-refs-plugin';

// A module that exists only in this build, placed in the project so that bare imports resolve from it.
const ENTRY = resolve('scripts/modal-scroll-area-test-entry.js');

/** Bundles `source` (as the only entry) with the app's two ScrollArea plugins; returns every module id in the output. */
async function bundledModules(source: string): Promise<string[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      scrollAreaRefsPlugin(),
      modalScrollAreaPlugin(),
      { name: 'test-entry', resolveId: (id) => (id === ENTRY ? ENTRY : null), load: (id) => (id === ENTRY ? source : null) },
    ],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY, external: ['react', 'react-dom', 'react/jsx-runtime'] } },
  })) as Rollup.RollupOutput;
  return output.output.flatMap((item) => (item.type === 'chunk' ? Object.keys(item.modules) : []));
}

const scrollArea = (modules: string[]) => modules.filter((id) => /[\\/]ScrollArea[\\/]/.test(id));

describe('modalScrollAreaPlugin', () => {
  it('keeps ScrollArea out of a bundle with Drawer and Modal', async () => {
    const modules = await bundledModules(`import { Drawer, Modal } from '@mantine/core'; globalThis.kept = [Drawer, Modal];`);
    expect(modules.some((id) => id.includes('DrawerRoot.mjs'))).toBe(true);
    expect(modules).toContain(SCROLL_AREA_STAND_IN_ID);
    expect(scrollArea(modules)).toEqual([]);
  });

  it('leaves ScrollArea whole where the code uses it', async () => {
    const modules = await bundledModules(`import { Drawer, ScrollArea } from '@mantine/core'; globalThis.kept = [Drawer, ScrollArea];`);
    expect(modules.some((id) => id.endsWith('ScrollArea.mjs'))).toBe(true);
  });
});
