import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT, bundleReport, gzipSize } from './bundle-report.mjs';

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

interface Chunk {
  facade?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamic?: boolean;
}

/** A build folder with these chunks (each file a distinct, incompressible-enough text) and their chunk map. */
function fakeBuild(chunks: Record<string, Chunk>): string {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  dists.push(dist);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const map: Record<string, unknown> = {};
  for (const [file, chunk] of Object.entries(chunks)) {
    writeFileSync(join(dist, file), `// ${file}\n${Array.from({ length: 50 }, (_, i) => `export const v${i} = ${JSON.stringify(file + i)};`).join('\n')}`);
    map[file] = {
      name: file,
      isEntry: chunk.isEntry ?? false,
      isDynamicEntry: chunk.dynamic ?? !chunk.isEntry,
      facade: chunk.facade ?? null,
      imports: chunk.imports ?? [],
      css: [],
      modules: chunk.facade ? [chunk.facade] : [],
      sizes: {},
    };
  }
  writeFileSync(join(dist, '.vite/chunk-modules.json'), JSON.stringify(map));
  return dist;
}

/** The app's shape: an entry, the home page, the parts loaded after the first paint, one shared chunk, and a page. */
function appBuild(): string {
  const parts = Object.fromEntries(AFTER_FIRST_PAINT.map((module, i) => [`assets/part-${i}.js`, { facade: module, imports: i === 0 ? ['assets/shared.js'] : [] }]));
  return fakeBuild({
    'assets/index.js': { isEntry: true },
    'assets/home.js': { facade: 'src/features/home/home.page.tsx', imports: ['assets/index.js'] },
    'assets/shared.js': { dynamic: false, imports: ['assets/index.js'] },
    'assets/other.page.js': { facade: 'src/features/other/other.page.tsx', imports: ['assets/index.js'] },
    ...parts,
  });
}

describe('bundleReport', () => {
  it('counts the first route, then what loads right after the first paint with what those chunks import', () => {
    const dist = appBuild();
    const report = bundleReport(dist);
    expect(report.firstRouteFiles.sort()).toEqual(['assets/home.js', 'assets/index.js']);
    const deferred = [...AFTER_FIRST_PAINT.map((_, i) => `assets/part-${i}.js`), 'assets/shared.js'];
    expect(report.firstVisitFiles.sort()).toEqual([...report.firstRouteFiles, ...deferred].sort());
    const size = (file: string) => gzipSize(join(dist, file));
    expect(report.firstRouteJs).toBe(size('assets/index.js') + size('assets/home.js'));
    expect(report.firstVisitJs).toBe(report.firstVisitFiles.reduce((sum, file) => sum + size(file), 0));
    // A page the visit never opened is not counted.
    expect(report.firstVisitFiles).not.toContain('assets/other.page.js');
  });

  it('fails when a part said to load after the first paint has no chunk of its own', () => {
    const dist = fakeBuild({
      'assets/index.js': { isEntry: true },
      'assets/home.js': { facade: 'src/features/home/home.page.tsx', imports: ['assets/index.js'] },
    });
    expect(() => bundleReport(dist)).toThrow(`${AFTER_FIRST_PAINT[0]} (loaded after the first paint) has no chunk of its own`);
  });
});

describe('check-budgets.mjs', () => {
  const firstVisitLine = (dist: string, budgetKb: number) =>
    spawnSync('node', ['scripts/check-budgets.mjs', `--dist=${dist}`, `--first-visit-kb=${budgetKb}`], { encoding: 'utf8' })
      .stdout.split('\n')
      .find((line) => line.includes('first visit JavaScript'));

  it('holds the first visit, the parts after the first paint included, to its budget', () => {
    const dist = appBuild();
    const { firstRouteJs, firstVisitJs } = bundleReport(dist);
    // A budget the first route alone meets but the whole first visit does not.
    const between = (firstRouteJs + firstVisitJs) / 2 / 1024;
    expect(firstVisitLine(dist, between)).toMatch(/^✗ first visit JavaScript/);
    expect(firstVisitLine(dist, firstVisitJs / 1024)).toMatch(/^✓ first visit JavaScript/);
  });
});
