// A Vite plugin that ships each Mantine component's CSS with the component, instead of all of Mantine's CSS
// (42 KB gzip, render-blocking) on the first screen. '@mantine/core/styles.css' becomes the global part only
// (mantine-base.css), and every component module that a chunk contains imports its own stylesheet, so the
// entry's CSS holds the shell's components and each page's CSS chunk the rest; Vite loads a page's CSS with its
// JavaScript. The stylesheet is imported from the component's class map (X.module.mjs), which every component
// module imports after the components it builds on: those come first in the cascade, the order Mantine asks for
// when styles are imported one by one.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const MANTINE_BASE_CSS = fileURLToPath(new URL('./mantine-base.css', import.meta.url));
/** A class map (…/components/Button/Button.module.mjs, …/utils/InlineInput/InlineInput.module.mjs): its stylesheet is styles/<name>.css. */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The class-map module with its stylesheet imported, or null when `id` is not a Mantine class map. */
export function withComponentCss(code: string, id: string): string | null {
  const name = CLASS_MAP.exec(id)?.[1];
  return name ? `import '@mantine/core/styles/${name}.css';\n${code}` : null;
}

export function mantineCssPlugin(): Plugin {
  return {
    name: 'sonho-mantine-css',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@mantine/core/styles.css' ? MANTINE_BASE_CSS : null;
    },
    transform(code, id) {
      const result = withComponentCss(code, id);
      return result === null ? null : { code: result, map: null };
    },
  };
}
