import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS_ID, scrollAreaRefsPlugin } from './scroll-area-refs-plugin';

// A module that exists only in this build, placed in the project so that bare imports resolve from it.
const ENTRY = resolve('scripts/scroll-area-test-entry.js');

/** Bundles `source` (as the only entry; an app build drops its exports) with the plugin; returns every module id in the output. */
async function bundledModules(source: string): Promise<string[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      scrollAreaRefsPlugin(),
      { name: 'test-entry', resolveId: (id) => (id === ENTRY ? ENTRY : null), load: (id) => (id === ENTRY ? source : null) },
    ],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY, external: ['react', 'react-dom', 'react/jsx-runtime'] } },
  })) as Rollup.RollupOutput;
  return output.output.flatMap((item) => (item.type === 'chunk' ? Object.keys(item.modules) : []));
}

describe('scrollAreaRefsPlugin', () => {
  it('keeps Floating UI out of a bundle that only needs ScrollArea (as Modal and Drawer do)', async () => {
    const modules = await bundledModules(`import { Modal, ScrollArea } from '@mantine/core'; globalThis.kept = [Modal, ScrollArea];`);
    expect(modules.some((id) => id.includes('ScrollArea.mjs'))).toBe(true);
    expect(modules).toContain(MERGE_REFS_ID);
    expect(modules.filter((id) => id.includes('@floating-ui'))).toEqual([]);
  });

  it('leaves the components that position things on the real Floating UI', async () => {
    const modules = await bundledModules(`import { Popover } from '@mantine/core'; globalThis.kept = [Popover];`);
    expect(modules.some((id) => id.includes('@floating-ui/react'))).toBe(true);
  });
});
