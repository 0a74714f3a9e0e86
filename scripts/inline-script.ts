// Builds the inline scripts of the HTML documents from real modules (src/app/boot/*.ts: linted, type-checked and
// tested like the rest of the app) instead of keeping them as minified strings in the plugins. Each module
// exports one function; this bundles a call of it with Vite's own build (its imports included, minified) into
// an expression, once per build, and fills in the arguments per document. A CSP with script hashes would hash
// the strings these functions return, which is what the documents carry.
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** The inline scripts and the function each one runs. */
export const INLINE_SCRIPTS = {
  ageAnswer: { file: 'src/app/boot/age-answer-mark.ts', run: 'markAgeAnswer' },
  colorScheme: { file: 'src/app/boot/color-scheme.ts', run: 'applyColorScheme' },
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
      // Only the call has an effect: what a module imports only for its constants (the age gate's keys, from a
      // module that also imports React) is left out unless used.
      rolldownOptions: { input: ENTRY, output: { format: 'iife' }, treeshake: { moduleSideEffects: false } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = [output].flat().flatMap((result) => result.output.filter((file) => file.type === 'chunk'));
  if (chunks.length !== 1) throw new Error(`${script.file}: expected one chunk, got ${chunks.length}`);
  const packages = chunks[0]!.moduleIds.filter((id) => id.includes('/node_modules/'));
  if (packages.length > 0) throw new Error(`${script.file}: an inline script must not carry packages (${packages.join(', ')})`);
  const code = chunks[0]!.code.trim().replace(/;$/, '');
  const [before, after, ...more] = code.split(ARGUMENT);
  if (after === undefined || more.length > 0) throw new Error(`${script.file}: the call of ${script.run} was not kept once`);
  // Parenthesised: an object literal where a statement begins would read as a block.
  return (argument: A) => `${before}${argument === undefined ? '' : `(${inlineJson(argument)})`}${after}`;
}

/**
 * Fills the placeholders of index.html, `<script data-inline="ageAnswer"></script>`, with the named inline
 * script, in the dev server and in the build (whose index.html every prerendered page starts from).
 */
export function inlineHeadScriptsPlugin(): Plugin {
  let root = process.cwd();
  const compiled = new Map<string, Promise<string>>();
  const script = (name: string): Promise<string> => {
    const known = Object.hasOwn(INLINE_SCRIPTS, name) ? INLINE_SCRIPTS[name as keyof typeof INLINE_SCRIPTS] : undefined;
    if (!known) throw new Error(`index.html asks for an inline script "${name}" that scripts/inline-script.ts does not know`);
    if (!compiled.has(name)) compiled.set(name, compileInlineScript(known, root).then((run) => run(undefined)));
    return compiled.get(name)!;
  };
  return {
    name: 'sonho-inline-head-scripts',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const names = [...html.matchAll(PLACEHOLDER)].map((match) => match[1]!);
        const scripts = new Map(await Promise.all(names.map(async (name) => [name, await script(name)] as const)));
        return html.replace(PLACEHOLDER, (_tag, name: string) => `<script>${scripts.get(name)}</script>`);
      },
    },
  };
}

const PLACEHOLDER = /<script data-inline="(\w+)"><\/script>/g;
