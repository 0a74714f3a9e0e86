// Lighthouse (mobile defaults: emulated phone, simulated slow 4G) against the production build served locally
// with the embedded backend, driving Debian's Chromium. Each page is measured several times and the median run
// (by performance score) is reported, as Lighthouse's own docs advise: single runs vary by several points,
// all the more on a shared machine. Each run is a first visit, in a browser of its own: Lighthouse's storage reset
// leaves IndexedDB and localStorage in place, so runs in one browser were repeat visits after the first (the saved
// draws read from the device, the install offer of a second visit), not what a new visitor or PageSpeed meets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../scripts/stack.mjs';

/** Ports of the stack Lighthouse measures; BENCH_APP_PORT / BENCH_DB_PORT when another run holds these. */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4190);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 54340);
/** Runs per page: five, the number Lighthouse's docs suggest for a stable median; LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

type Figures = Record<string, number | string>;

export async function runLighthouse({ dataDir, paths }: { dataDir: string; paths: string[] }): Promise<Figures> {
  const stack = await startStack({ appPort: APP_PORT, dbPort: DB_PORT, dataDir });
  const figures: Figures = {};
  try {
    for (const path of paths) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A new profile each run (chrome-launcher makes one per launch): nothing saved by an earlier run.
        const chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        });
        const result = await lighthouse(`${stack.appUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        }).finally(() => chrome.kill());
        if (!result) throw new Error(`no Lighthouse result for ${path}`);
        const { categories, audits } = result.lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const ms = (key: string) => Math.round(audits[key]?.numericValue ?? NaN);
        const one: Figures = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          'FCP ms': ms('first-contentful-paint'),
          'LCP ms': ms('largest-contentful-paint'),
          'TBT ms': ms('total-blocking-time'),
          CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          'SI ms': ms('speed-index'),
          // Everything the page downloaded (compressed, as sent), its own requests to the backend included.
          'KB transferred': Math.round(ms('total-byte-weight') / 1024),
        };
        const failing = Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id);
        if (failing.length) one['failing audits'] = failing.slice(0, 6).join(', ');
        runs.push(one);
      }
      const byScore = [...runs].sort((a, b) => Number(a.performance) - Number(b.performance));
      const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
      for (const [name, value] of Object.entries(median)) figures[`${path} ${name}`] = value;
      if (RUNS > 1) {
        figures[`${path} performance per run`] = runs.map((r) => r.performance).join(', ');
        // The blocking time of every run too: the median run by score need not have the median blocking time.
        figures[`${path} TBT ms per run`] = runs.map((r) => r['TBT ms']).join(', ');
      }
    }
  } finally {
    await stack.stop();
  }
  return figures;
}
