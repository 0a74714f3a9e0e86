// Share cards (issue 29): the time to draw each card type and encode it as a PNG in Chromium with the CPU
// throttled 4× (CDP Emulation.setCPUThrottlingRate), and the PNG's size, in both colour schemes. The code runs
// from Vite's dev server (the canvas work is the browser's own, minification changes nothing of it).
// Run: npx tsx bench/share-cards.bench.ts [--out=folder] (writes the PNGs there to look at them);
// `run()` feeds npm run bench.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';

type Figures = Record<string, number | string>;

const THROTTLE = Number(process.argv.find((a) => a.startsWith('--rate='))?.split('=')[1] ?? 4);
const ROUNDS = 5;

export interface CardTiming {
  name: string;
  scheme: string;
  /** The first card of the page: the sprite's decode and the fonts included. */
  firstMs: number;
  /** Median of the later rounds. */
  medianMs: number;
  bytes: number;
  png: string;
}

export async function measureCards(port = 4290): Promise<CardTiming[]> {
  const server = await createServer({ server: { port, strictPort: false }, logLevel: 'error', appType: 'mpa' });
  await server.listen();
  const address = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('share-cards page:', error.message));
    await page.goto(`${address}bench/share-cards.html`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const timings = await page.evaluate(async (rounds) => {
      const bench = (window as unknown as { bench: (rounds: number) => Promise<CardTiming[]> }).bench;
      return bench(rounds);
    }, ROUNDS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return timings;
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function run(): Promise<Figures> {
  const timings = await measureCards();
  const figures: Figures = {};
  for (const t of timings) {
    figures[`${t.name} (${t.scheme})`] = `${Math.round(t.medianMs)} ms at ${THROTTLE}× CPU (first ${Math.round(t.firstMs)} ms), ${Math.round(t.bytes / 1024)} KB PNG`;
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv.find((a) => a.startsWith('--out='))?.split('=')[1];
  const timings = await measureCards();
  for (const t of timings) {
    console.log(`${t.name.padEnd(28)} ${t.scheme.padEnd(6)} first ${Math.round(t.firstMs).toString().padStart(4)} ms  median ${Math.round(t.medianMs).toString().padStart(4)} ms  ${Math.round(t.bytes / 1024)} KB`);
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, `${t.name}-${t.scheme}.png`), Buffer.from(t.png, 'base64'));
    }
  }
}
