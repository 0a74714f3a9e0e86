import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheDiff, precacheManifest } from './two-versions';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder: sw.js with Workbox's manifest as the build writes it (minified), and the files it lists. */
function build(files: Record<string, { revision: string | null; bytes: number }>): string {
  const dist = mkdtempSync(join(tmpdir(), 'sonho-two-versions-'));
  folders.push(dist);
  const manifest = Object.entries(files)
    .map(([url, { revision }]) => `{url:"${url}",revision:${revision === null ? 'null' : `"${revision}"`}}`)
    .join(',');
  writeFileSync(join(dist, 'sw.js'), `define(["./workbox-1"],function(e){e.precacheAndRoute([${manifest}],{})});`);
  for (const [url, { bytes }] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, url)), { recursive: true });
    writeFileSync(join(dist, url), 'x'.repeat(bytes));
  }
  return dist;
}

describe('precacheManifest', () => {
  it('reads every precached url with its revision', () => {
    const dist = build({ 'index.html': { revision: 'abc', bytes: 10 }, 'assets/home.page-A1.js': { revision: null, bytes: 5 } });
    expect([...precacheManifest(dist)]).toEqual([
      ['index.html', 'abc'],
      ['assets/home.page-A1.js', null],
    ]);
  });
});

describe('precacheDiff', () => {
  it('counts new names and new revisions of the same name as downloaded again, with their bytes', () => {
    const before = build({
      'index.html': { revision: 'r1', bytes: 100 },
      'page-loaders.js': { revision: 'p1', bytes: 40 },
      'assets/home.page-A1.js': { revision: null, bytes: 30 },
      'assets/index-E1.js': { revision: null, bytes: 500 },
      'robots.txt': { revision: 't1', bytes: 7 },
    });
    const after = build({
      'index.html': { revision: 'r2', bytes: 101 },
      'page-loaders.js': { revision: 'p2', bytes: 40 },
      'assets/home.page-A2.js': { revision: null, bytes: 31 },
      'assets/index-E1.js': { revision: null, bytes: 500 },
      'robots.txt': { revision: 't1', bytes: 7 },
    });
    expect(precacheDiff(before, after)).toEqual({
      entries: 5,
      bytes: 101 + 40 + 31 + 500 + 7,
      changedEntries: 3,
      changedBytes: 101 + 40 + 31,
      changed: ['assets/home.page-A2.js', 'index.html', 'page-loaders.js'],
    });
  });

  it('is empty for two identical builds', () => {
    const files = { 'index.html': { revision: 'r1', bytes: 100 }, 'assets/a-1.js': { revision: null, bytes: 3 } };
    expect(precacheDiff(build(files), build(files))).toMatchObject({ changedEntries: 0, changedBytes: 0, changed: [] });
  });
});
