import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { MANTINE_BASE_CSS, mantineCssPlugin, withComponentCss } from './mantine-css-plugin';

const CORE = resolve('node_modules/@mantine/core');

function classMaps(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? classMaps(join(dir, entry.name)) : entry.name.endsWith('.module.mjs') ? [join(dir, entry.name)] : [],
  );
}

// A module that exists only in this build, placed in the project so that bare imports resolve from it.
const ENTRY = resolve('scripts/mantine-css-test-entry.js');
const entry = (source: string): Plugin => ({ name: 'test-entry', resolveId: (id) => (id === ENTRY ? ENTRY : null), load: (id) => (id === ENTRY ? source : null) });

async function builtCss(source: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [mantineCssPlugin(), entry(source)],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY, external: ['react', 'react-dom', 'react/jsx-runtime'] } },
  })) as Rollup.RollupOutput;
  return output.output
    .filter((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'))
    .map((asset) => String(asset.source))
    .join('\n');
}

describe('mantineCssPlugin', () => {
  it("gives every Mantine class map the import of its own stylesheet, which exists, and leaves other modules alone", () => {
    const maps = classMaps(join(CORE, 'esm'));
    expect(maps.length).toBeGreaterThan(50);
    for (const map of maps) {
      const code = withComponentCss('export default {};', map);
      const name = /([A-Za-z]+)\.module\.mjs$/.exec(map)![1]!;
      expect(code, map).toBe(`import '@mantine/core/styles/${name}.css';\nexport default {};`);
      expect(existsSync(join(CORE, 'styles', `${name}.css`)), name).toBe(true);
    }
    expect(withComponentCss('x', join(CORE, 'esm/components/Button/Button.mjs'))).toBeNull();
    expect(withComponentCss('x', resolve('src/app/shell/shell.module.css'))).toBeNull();
  });

  it("keeps Mantine's global styles: baseline, CSS variables and global", () => {
    const base = readFileSync(MANTINE_BASE_CSS, 'utf8');
    for (const part of ['baseline', 'default-css-variables', 'global']) {
      expect(base).toContain(`@import '@mantine/core/styles/${part}.css';`);
      expect(existsSync(join(CORE, 'styles', `${part}.css`))).toBe(true);
    }
  });

  it('ships the global styles and the CSS of the components used, not the whole library', async () => {
    const css = await builtCss(`import '@mantine/core/styles.css'; import { Button } from '@mantine/core'; globalThis.kept = Button;`);
    const classOf = (name: string) => /\.(m_[0-9a-f]+)/.exec(readFileSync(join(CORE, 'styles', `${name}.css`), 'utf8'))![1]!;
    expect(css).toContain('--mantine-color-scheme'); // baseline
    expect(css).toContain(classOf('Button'));
    expect(css).toContain(classOf('UnstyledButton'));
    expect(css).not.toContain(classOf('Accordion'));
    // Components it builds on come first in the cascade.
    expect(css.indexOf(classOf('UnstyledButton'))).toBeLessThan(css.indexOf(classOf('Button')));
  });
});
