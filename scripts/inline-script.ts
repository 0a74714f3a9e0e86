// Builds the inline scripts of the HTML documents from real modules (src/app/boot/*.ts: linted, type-checked and
// tested like the rest of the app) instead of keeping them as minified strings in the plugins. Each module
// exports one function; this bundles a call of it with Vite's own build (its imports included, minified) into
// an expression, once per build, and fills in the arguments per document. A CSP with script hashes would hash
// the strings these functions return, which is what the documents carry.
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

/** The inline scripts and the function each one runs. */
export const INLINE_SCRIPTS = {
  starter: { file: 'src/app/boot/paint-first.ts', run: 'startAfterPaint' },
  routeCheck: { file: 'src/app/boot/route-check.ts', run: 'checkPrerenderedRoute' },
  earlyEvents: { file: 'src/app/boot/early-events.ts', run: 'holdEarlyEvents' },
  routePreload: { file: 'src/app/boot/route-preload.ts', run: 'preloadRouteFiles' },
} as const;

/** Given the function's argument (JSON data), the script's text, to go between <script> and </script>. */
export type InlineScript<A> = (argument: A) => string;

// A global the minifier leaves alone, replaced by the argument; the call site sees one identifier.
const ARGUMENT = '__INLINE_SCRIPT_ARGUMENT__';
const ENTRY = '\0sonho-inline-script';

/** JSON that cannot end the <script> element it sits in. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Bundles `run` of `file` (relative to `root`) into a script that calls it with the argument given later. */
export async function compileInlineScript<A = void>(script: { file: string; run: string }, root = process.cwd()): Promise<InlineScript<A>> {
  const module = resolve(root, script.file);
  const output = (await build({
    configFile: false,
    envFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: 'sonho-inline-script-entry',
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load: (id) => (id === ENTRY ? `import { ${script.run} as run } from ${JSON.stringify(module)};\nrun(${ARGUMENT});\n` : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = [output].flat().flatMap((result) => result.output.filter((file) => file.type === 'chunk'));
  if (chunks.length !== 1) throw new Error(`${script.file}: expected one chunk, got ${chunks.length}`);
  const code = chunks[0]!.code.trim().replace(/;$/, '');
  const [before, after, ...more] = code.split(ARGUMENT);
  if (after === undefined || more.length > 0) throw new Error(`${script.file}: the call of ${script.run} was not kept once`);
  // Parenthesised: an object literal where a statement begins would read as a block.
  return (argument: A) => `${before}${argument === undefined ? '' : `(${inlineJson(argument)})`}${after}`;
}
