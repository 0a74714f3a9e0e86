// The paths the docs name exist: every repository path that README.md and docs/**/*.md write in backticks or link
// to is a file or folder of this checkout, so a newcomer following the docs never walks into a file that was
// renamed or never written. A path counts when it ends in a file extension or starts with a folder of the
// repository (src/, lib/, supabase/, ...); it may be written from the root, from its doc's folder, or as the tail
// of a longer path (`lib/outbox`, `utils/paths.ts`), as the docs write them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.git', '.local', 'coverage', 'test-results', 'playwright-report', 'dev-dist']);

/** Every file and folder of the checkout, relative to the root, builds and installs left out. */
function walk(dir = '', into: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('dist')) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    into.push(rel);
    if (entry.isDirectory()) walk(rel, into);
  }
  return into;
}

const ENTRIES = walk();
const TOP = new Set(ENTRIES.filter((p) => !p.includes('/') && statSync(path.join(root, p)).isDirectory()));
/** The folders the docs name paths by without their parents: src/'s and supabase/'s. */
const INNER = ['app', 'features', 'components', 'lib', 'utils', 'testing', 'migrations', 'functions', 'local', 'tests', 'domain', 'data', 'api', 'admin'];
const EXTENSION = /\.(ts|tsx|mts|mjs|js|json|sql|md|css|html|yml|yaml|toml|webp|png|svg|txt|d\.ts)$/;

/** Files the docs name that are not the checkout's by design, each with where it lives. */
const ELSEWHERE = new Map([
  ['cotacoes.html', "a prerendered page of the build's dist/"],
  ['sonhar-com/cobra.html', "a prerendered page of the build's dist/"],
  ['sw.js', "the build's service worker"],
  ['page-loaders.js', "the build's stable chunk"],
  ['config.toml', "the Supabase CLI's file in a real project"],
  ['push.json', "the stand-in's keys, made in its data folder on first start"],
]);

/** The backticked spans and link targets of a Markdown text that look like repository paths. */
export function pathsIn(markdown: string): string[] {
  const candidates = [...markdown.matchAll(/`([^`\n]+)`/g), ...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return candidates
    .map((text) => text.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, ''))
    .filter((text) => text !== '' && !/[\s*<>{}|…=,?$]|:\/\/|^[/~@-]|^mailto:|^\.[a-z.]+$/.test(text) && !text.includes('::'))
    .filter((text) => {
      const first = text.replace(/^(\.\.?\/)+/, '').split('/')[0]!;
      return EXTENSION.test(text) || (text.includes('/') && (TOP.has(first) || INNER.includes(first)));
    });
}

function exists(doc: string, named: string): boolean {
  const fromDoc = path.relative(root, path.resolve(path.dirname(path.join(root, doc)), named));
  if (fromDoc.startsWith('..')) return false; // outside the repository: a reader of the checkout cannot open it
  const plain = named.replace(/^(\.\/)+/, '').replace(/\/$/, '');
  // A module may be named without its extension (`lib/use-server-query`).
  const forms = [plain, ...['.ts', '.tsx', '.mjs'].map((extension) => plain + extension)];
  return (
    ELSEWHERE.has(plain) ||
    ENTRIES.includes(fromDoc) ||
    ENTRIES.some((entry) => forms.some((form) => entry === form || entry.endsWith(`/${form}`))) ||
    ignored(plain)
  );
}

/** Generated or local files git ignores (bench/results/latest.json): named by the docs, made by running things. */
function ignored(file: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

const DOCS = ['README.md', ...ENTRIES.filter((p) => p.startsWith('docs/') && p.endsWith('.md'))];

describe('the paths the docs name', () => {
  it('finds the paths a doc writes, and leaves commands, URLs and packages alone', () => {
    const text = 'See `src/lib/db.ts`, [records](decisions/README.md), `lib/outbox`, `npm run db:reset`, `/auth/v1/token`, `@supabase/supabase-js`, `https://x.y/a.ts` and `server.mjs`.';
    expect(pathsIn(text)).toEqual(['src/lib/db.ts', 'lib/outbox', 'server.mjs', 'decisions/README.md']);
  });

  it.each(DOCS)('%s names only paths that exist in the repository', (doc) => {
    const missing = pathsIn(readFileSync(path.join(root, doc), 'utf8')).filter((named) => !exists(doc, named));
    expect(missing).toEqual([]);
  });
});
