// Benchmark of what an update costs a visitor: the app built twice, the second time with a one-line change
// (a string of the home page, scripts/two-versions.ts), and the two service-worker precache manifests
// compared. The changed entries are what every installed copy downloads again at the next update.
// Run: npx tsx bench/update-size.bench.ts (prints the figures and the changed files; `run()` feeds npm run bench).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb } from '../scripts/bundle-report.mjs';
import { ONE_LINE_CHANGE, buildVersion, precacheDiff, type PrecacheDiff } from '../scripts/two-versions';

async function measure(): Promise<PrecacheDiff> {
  const work = mkdtempSync(join(tmpdir(), 'sonho-update-bench-'));
  try {
    await buildVersion(join(work, 'before'));
    await buildVersion(join(work, 'after'), { changed: true });
    return precacheDiff(join(work, 'before'), join(work, 'after'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const diff = await measure();
  return {
    'change': `${ONE_LINE_CHANGE.file}: one string`,
    'precache': `${diff.entries} entries, ${kb(diff.bytes)}`,
    'downloaded again': `${diff.changedEntries} entries, ${kb(diff.changedBytes)}`,
    'changed files': diff.changed.join(' '),
  };
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const result = await run();
  for (const [name, value] of Object.entries(result)) console.log(`${name.padEnd(20)}${value}`);
}
