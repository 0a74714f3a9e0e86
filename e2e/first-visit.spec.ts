// The first visit's JavaScript, as a browser fetches it: the budget (scripts/check-budgets.mjs) counts the first
// route and the parts listed in scripts/bundle-report.mjs (AFTER_FIRST_PAINT); here nothing else may load on a
// first visit left alone until it has settled, on a phone and on a wide screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { bundleReport } from '../scripts/bundle-report.mjs';
import { E2E_DIST } from '../playwright.config';
import { expect, test } from './fixtures';

const report = bundleReport(E2E_DIST);
const chunks = JSON.parse(readFileSync(join(E2E_DIST, '.vite/chunk-modules.json'), 'utf8')) as Record<string, { modules: string[] }>;
const chunkOf = (module: string) => Object.keys(chunks).find((file) => chunks[file]!.modules.includes(module))!;
// The content worker's files (supabase-js and Dexie among them) run off the page: budgeted chunk by chunk.
const workerFiles = new Set(report.workerChunks.map((chunk) => chunk.file));
const counted = new Set(report.firstVisitFiles);

/** Opens / as a first visit does (no answer at the 18+ gate yet) and collects the page's JavaScript files. */
async function firstVisit(page: Page): Promise<Set<string>> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) fetched.add(pathname.slice(1));
  });
  await page.goto('/');
  // The last part to come is the public tables' prefetch (load, 3 s of quiet, then an idle moment).
  await expect.poll(() => fetched.has(chunkOf('src/lib/content-sync/public-prefetch.ts')), { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(1_500);
  return new Set([...fetched].filter((file) => !workerFiles.has(file) || counted.has(file)));
}

test.describe('on a phone', () => {
  test.use({ ageGateAnswered: false, viewport: { width: 360, height: 740 } });

  test('loads exactly what the budget counts', async ({ page, stack }) => {
    void stack;
    const fetched = await firstVisit(page);
    expect([...fetched].filter((file) => !counted.has(file))).toEqual([]);
    expect([...counted].filter((file) => !fetched.has(file))).toEqual([]);
  });
});

test.describe('on a wide screen', () => {
  test.use({ ageGateAnswered: false });

  test('loads nothing the budget does not count (the menu drawer is the phone’s)', async ({ page, stack }) => {
    void stack;
    const fetched = await firstVisit(page);
    expect([...fetched].filter((file) => !counted.has(file))).toEqual([]);
    expect(fetched.has(chunkOf('src/app/shell/menu-drawer.tsx'))).toBe(false);
    expect(fetched.has(chunkOf('src/components/toasts/toast-viewport.tsx'))).toBe(true);
  });
});
