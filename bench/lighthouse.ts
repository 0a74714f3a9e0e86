// Lighthouse (mobile defaults: emulated phone, simulated slow 4G) against the production build served locally
// with the embedded backend, driving Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../scripts/stack.mjs';

const APP_PORT = 4190;
const DB_PORT = 54340;

export async function runLighthouse({ dataDir, paths }: { dataDir: string; paths: string[] }): Promise<Record<string, number | string>> {
  const stack = await startStack({ appPort: APP_PORT, dbPort: DB_PORT, dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const figures: Record<string, number | string> = {};
  try {
    for (const path of paths) {
      const result = await lighthouse(`${stack.appUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      figures[`${path} performance`] = score('performance');
      figures[`${path} accessibility`] = score('accessibility');
      figures[`${path} best practices`] = score('best-practices');
      figures[`${path} LCP ms`] = Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN);
      figures[`${path} TBT ms`] = Math.round(audits['total-blocking-time']?.numericValue ?? NaN);
      figures[`${path} CLS`] = Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3));
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      if (failing.length) figures[`${path} failing audits`] = failing.slice(0, 6).join(', ');
    }
  } finally {
    chrome.kill();
    await stack.stop();
  }
  return figures;
}
