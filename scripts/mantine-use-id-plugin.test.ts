// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { act, createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { mantineUseIdPlugin, USE_ID_STAND_IN } from './mantine-use-id-plugin';

// A module that exists only in this build, placed in the project so that bare imports resolve from it.
const ENTRY = resolve('scripts/mantine-use-id-test-entry.js');
const OUT = mkdtempSync(join(resolve('node_modules'), '.use-id-test-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

type UseId = (staticId?: string) => string;

/** Mantine's useId as an app build bundles it (with or without the plugin), loaded as a module: React stays external. */
async function bundledUseId(withPlugin: boolean): Promise<{ useId: UseId; modules: string[] }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      ...(withPlugin ? [mantineUseIdPlugin()] : []),
      { name: 'test-entry', resolveId: (id) => (id === ENTRY ? ENTRY : null), load: (id) => (id === ENTRY ? `export { useId } from '@mantine/hooks';` : null) },
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: ENTRY, preserveEntrySignatures: 'strict', external: ['react', 'react-dom', 'react/jsx-runtime'], output: { format: 'es' } },
    },
  })) as Rollup.RollupOutput;
  const chunk = output.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry)!;
  const file = join(OUT, `use-id-${withPlugin ? 'stand-in' : 'mantine'}.mjs`);
  writeFileSync(file, chunk.code);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { useId: UseId };
  return { useId: loaded.useId, modules: Object.keys(chunk.modules) };
}

/** Prerenders a labelled field, hydrates it, and reports the renders and the ids the page carried. */
async function hydrateField(useId: UseId) {
  let renders = 0;
  function Field() {
    const id = useId();
    const given = useId('fixed-id');
    const [value] = useState('');
    renders += 1;
    return createElement('div', null, createElement('label', { htmlFor: id }, 'Loteria'), createElement('input', { id, value, readOnly: true, 'aria-describedby': given }));
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Field));
  const prerendered = container.querySelector('input')!.id;
  renders = 0;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, createElement(Field)));
  const input = container.querySelector('input')!;
  const result = { renders, prerendered, hydrated: input.id, label: container.querySelector('label')!.htmlFor, given: input.getAttribute('aria-describedby') };
  act(() => root.unmount());
  return result;
}

describe('mantineUseIdPlugin', () => {
  it("gives Mantine the stand-in: a hydrated field is drawn once and keeps the prerendered id", async () => {
    const { useId, modules } = await bundledUseId(true);
    expect(modules).toContain(USE_ID_STAND_IN);
    expect(modules.some((id) => /use-id[\\/]use-id\.mjs$/.test(id))).toBe(false);
    const field = await hydrateField(useId);
    expect(field.renders).toBe(1);
    expect(field.prerendered).toMatch(/^mantine-\S+$/);
    expect(field.hydrated).toBe(field.prerendered);
    expect(field.label).toBe(field.hydrated);
    expect(field.given).toBe('fixed-id');
  });

  it("Mantine's own hook, for contrast, draws the field again and changes the id under the prerendered markup", async () => {
    const { useId } = await bundledUseId(false);
    const field = await hydrateField(useId);
    expect(field.renders).toBe(2);
    expect(field.hydrated).not.toBe(field.prerendered);
    expect(field.label).toBe(field.hydrated);
  });
});
