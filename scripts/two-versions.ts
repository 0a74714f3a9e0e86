// Two builds of the app that differ by one line, as two deploys in a row would: the update bench (how much
// a visitor re-downloads for a one-line change) and the update e2e spec (a real swap on the server) share it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The one-line change of the second version: the home page's heading (visible, and in a prerendered page). */
export const ONE_LINE_CHANGE = {
  file: 'src/features/home/home.page.tsx',
  from: 'Sonhou? Descubra o palpite.',
  to: 'Sonhou? Descubra o seu palpite.',
} as const;

/** A build-time edit of one module's source, leaving the worktree alone. */
function oneLineChange(): Plugin {
  return {
    name: 'sonho-one-line-change',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(ONE_LINE_CHANGE.file)) return undefined;
      if (!code.includes(ONE_LINE_CHANGE.from)) this.error(`${ONE_LINE_CHANGE.file} no longer has "${ONE_LINE_CHANGE.from}"`);
      return code.replace(ONE_LINE_CHANGE.from, ONE_LINE_CHANGE.to);
    },
  };
}

/** Builds the app (prerender, service worker and all) into `outDir`; `changed` applies ONE_LINE_CHANGE. */
export async function buildVersion(outDir: string, { changed = false } = {}): Promise<void> {
  const { createBuilder } = await import('vite');
  const builder = await createBuilder({
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: changed ? [oneLineChange()] : [],
  });
  await builder.buildApp();
}

/** The service worker's precache: url → revision (null for files whose name carries a hash). */
export function precacheManifest(dist: string): Map<string, string | null> {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const entries = new Map<string, string | null>();
  for (const match of sw.matchAll(/\{url:"([^"]+)",revision:(?:"([^"]*)"|null)\}/g)) entries.set(match[1]!, match[2] ?? null);
  // The manifest may list the revision first.
  for (const match of sw.matchAll(/\{revision:(?:"([^"]*)"|null),url:"([^"]+)"\}/g)) entries.set(match[2]!, match[1] ?? null);
  return entries;
}

export interface PrecacheDiff {
  entries: number;
  bytes: number;
  changedEntries: number;
  changedBytes: number;
  /** The entries a visitor downloads again: new names, or the same name with a new revision. */
  changed: string[];
}

/** What the service worker of `next` downloads again for a visitor who has `previous` installed. */
export function precacheDiff(previous: string, next: string): PrecacheDiff {
  const before = precacheManifest(previous);
  const after = precacheManifest(next);
  const size = (url: string) => {
    const file = join(next, url);
    return existsSync(file) ? statSync(file).size : 0;
  };
  const changed = [...after].filter(([url, revision]) => !before.has(url) || before.get(url) !== revision).map(([url]) => url);
  return {
    entries: after.size,
    bytes: [...after.keys()].reduce((sum, url) => sum + size(url), 0),
    changedEntries: changed.length,
    changedBytes: changed.reduce((sum, url) => sum + size(url), 0),
    changed: changed.sort(),
  };
}
