// /functions/v1/<name>: the project's Edge Functions (supabase/functions/<name>/index.ts) served by
// the stand-in. Each file is a plain Request -> Response handler; TypeScript is stripped with the
// compiler the project already has, and the module's createSignInHandler-style factory (or its
// default export) gets the stand-in's URL and secret key instead of Deno's environment.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FUNCTIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'functions');

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
    const output = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
      fileName: file,
    }).outputText;
    buildDir ??= mkdtempSync(join(tmpdir(), 'sonho-functions-'));
    const target = join(buildDir, `${name}.mjs`);
    writeFileSync(target, output);
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
