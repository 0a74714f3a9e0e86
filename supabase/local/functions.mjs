// /functions/v1/<name>: the project's Edge Functions (supabase/functions/<name>/index.ts) served by
// the stand-in. Each file is a plain Request -> Response handler; TypeScript is stripped with the
// compiler the project already has, and the module's createSignInHandler-style factory (or its
// default export) gets the stand-in's URL and secret key instead of Deno's environment.
// A function may import other files of supabase/functions (Supabase's _shared/ convention) by
// relative path with their .ts extension, as Deno wants: each is transpiled too, into the same
// layout, with the extension of the specifier made .mjs.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FUNCTIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'functions');

/** Relative specifiers of .ts files in transpiled output: `from './x.ts'`, `import('./x.ts')`, `import './x.ts'`. */
const RELATIVE_TS_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"\n]+)\.ts\2/g;

/**
 * Transpiles a function's entry and every file it imports by relative path into `outDir`,
 * keeping their places relative to supabase/functions; returns the entry's output path.
 * @param {typeof import('typescript')} ts
 * @param {string} entry
 * @param {string} outDir
 */
function transpileTree(ts, entry, outDir) {
  const pending = [entry];
  const done = new Set();
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (done.has(file)) continue;
    done.add(file);
    const place = relative(FUNCTIONS_DIR, file);
    if (place.startsWith('..') || !file.endsWith('.ts')) throw new Error(`${file}: a function may import only .ts files of supabase/functions`);
    const source = readFileSync(file, 'utf8');
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (fileName.startsWith('./') || fileName.startsWith('../')) pending.push(resolve(dirname(file), fileName));
    }
    const output = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
      fileName: file,
    }).outputText.replace(RELATIVE_TS_SPECIFIER, (_, before, quote, path) => `${before}${quote}${path}.mjs${quote}`);
    const target = join(outDir, place.split(sep).join('/').replace(/\.ts$/, '.mjs'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
  }
  return join(outDir, relative(FUNCTIONS_DIR, entry).replace(/\.ts$/, '.mjs'));
}

/**
 * @param {{ supabaseUrl: string, serviceRoleKey: string } & Record<string, unknown>} env  what each
 *   function's factory gets: the project URL and secret key, plus the secrets some need (push-send's)
 */
export function createFunctionsHandler(env) {
  /** @type {Map<string, Promise<(req: Request) => Promise<Response>>>} */
  const loaded = new Map();
  /** @type {string | null} */
  let buildDir = null;

  /** @param {string} name */
  async function load(name) {
    const file = join(FUNCTIONS_DIR, name, 'index.ts');
    if (!existsSync(file)) return null;
    const { default: ts } = await import('typescript');
    buildDir ??= mkdtempSync(join(tmpdir(), 'sonho-functions-'));
    const target = transpileTree(ts, file, buildDir);
    const mod = await import(pathToFileURL(target).href);
    const factory = Object.entries(mod).find(([key, value]) => /^create\w*Handler$/.test(key) && typeof value === 'function')?.[1];
    return factory ? factory(env) : mod.default;
  }

  return {
    /**
     * @param {string} name
     * @param {Request} request
     * @returns {Promise<Response | null>} null when there is no such function
     */
    async handle(name, request) {
      if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(name)) return null;
      let handler = loaded.get(name);
      if (!handler) {
        handler = load(name);
        loaded.set(name, handler);
      }
      const fn = await handler;
      if (!fn) return null;
      return fn(request);
    },
    close() {
      if (buildDir) rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
