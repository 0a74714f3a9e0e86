// `npm run bench`: one table of figures (sizes, search and outbox timings, the stand-in's open and timeout
// costs, generator uniformity, Web Push delivery, Caixa results ingestion, share card drawing, Lighthouse mobile scores), printed and written to bench/results/ as JSON so two runs can be compared.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleReport, kb } from '../scripts/bundle-report.mjs';
import { runLighthouse } from './lighthouse';

type Figures = Record<string, number | string>;

const sections: Record<string, Figures> = {};
const skipLighthouse = process.argv.includes('--no-lighthouse');
/** `--lighthouse-only`: the bundle sizes and Lighthouse alone (the other sections take minutes). */
const lighthouseOnly = process.argv.includes('--lighthouse-only');
/** The pages Lighthouse measures: the everyday ones, `/resultados` the heaviest (30 days of draws kept offline). */
const LIGHTHOUSE_PAGES = ['/', '/livro-dos-sonhos', '/cotacoes', '/resultados'];
/** `--pages=/resultados,/`: a subset of them. */
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='));
const lighthousePages = pagesArg ? pagesArg.slice('--pages='.length).split(',').filter(Boolean) : LIGHTHOUSE_PAGES;

if (!existsSync('dist/.vite/chunk-modules.json') || process.argv.includes('--build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const report = bundleReport('dist');
sections['bundle (gzip)'] = {
  'first route JS': kb(report.firstRouteJs),
  'first route CSS': kb(report.firstRouteCss),
  'first route files': report.firstRouteFiles.length,
  'precache': `${kb(report.precacheBytes)} in ${report.precacheEntries} files`,
  ...Object.fromEntries(report.routeChunks.map((c: { page: string; gzip: number }) => [`route ${c.page.replace('src/features/', '')}`, kb(c.gzip)])),
  ...Object.fromEntries(report.otherChunks.slice(0, 8).map((c: { name: string; gzip: number }) => [`lazy ${c.name.replace('src/', '')}`, kb(c.gzip)])),
  'content worker (all files)': `${kb(report.workerChunks.reduce((sum, c) => sum + c.gzip, 0))} in ${report.workerChunks.length} files`,
  ...Object.fromEntries(report.workerChunks.slice(0, 4).map((c) => [`worker ${c.file.replace('assets/', '')}`, kb(c.gzip)])),
  'prerendered pages': `${report.pages.length}, largest ${report.pages[0]?.file ?? '-'} ${kb(report.pages[0]?.gzip ?? 0)}`,
  'home page HTML': kb(report.pages.find((p) => p.file === 'index.html')?.gzip ?? 0),
};

async function optional(name: string, file: string): Promise<void> {
  if (lighthouseOnly || !existsSync(join('bench', file))) return;
  try {
    const module = (await import(`./${file}`)) as { run: () => Promise<Figures> };
    sections[name] = await module.run();
  } catch (error) {
    sections[name] = { error: error instanceof Error ? error.message : String(error) };
  }
}

await optional('dream search', 'dream-search.bench.ts');
await optional('random generators', 'random-uniformity.bench.ts');
await optional('Caixa ticket checker (20-number Mega-Sena bet)', 'caixa-check.bench.ts');
await optional('outbox delivery', 'outbox.bench.ts');
await optional('local stand-in database (open, transaction, statement timeout)', 'stand-in.bench.ts');
await optional('share cards (draw + PNG, CPU throttled 4×)', 'share-cards.bench.ts');
await optional('update after a one-line change (precache entries and bytes downloaded again)', 'update-size.bench.ts');
await optional('web push (stand-in: insert to fake push service, 1,000-follower fan-out, encryption)', 'push.bench.ts');
await optional('caixa results ingestion (stand-in: fake source to follower push, backfill of 10 games × 50)', 'ingest.bench.ts');

if (!skipLighthouse) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sonho-bench-'));
  try {
    sections['lighthouse (mobile)'] = await runLighthouse({ dataDir, paths: lighthousePages });
  } catch (error) {
    sections['lighthouse (mobile)'] = { error: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const width = Math.max(...Object.values(sections).flatMap((figures) => Object.keys(figures).map((k) => k.length))) + 2;
for (const [section, figures] of Object.entries(sections)) {
  console.log(`\n${section}`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(width)}${value}`);
}

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const json = JSON.stringify({ at: new Date().toISOString(), sections }, null, 2);
writeFileSync(`bench/results/${stamp}.json`, json);
writeFileSync('bench/results/latest.json', json);
console.log(`\nwritten to bench/results/${stamp}.json and bench/results/latest.json`);
process.exit(0);
