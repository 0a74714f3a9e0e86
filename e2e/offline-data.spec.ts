// Offline truth (issue 18, item 3): after a first visit to any one page, the small public data sets are
// downloaded in the background, so the pages that show them work offline with real rows and say when they
// were updated; a device that never downloaded them says so instead of claiming nothing was published.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const TABLES = ['lucky_guesses', 'monthly_promotions', 'welcome_bonuses', 'draw_results'];

/** When each table was last downloaded (the `sync:<table>` meta of IndexedDB), read without the app's code. */
function syncedTables(page: Page): Promise<string[]> {
  return page.evaluate(
    (tables) =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('sonho-e-sorte');
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('meta')) return resolve([]);
          const store = database.transaction('meta', 'readonly').objectStore('meta');
          const found: string[] = [];
          let left = tables.length;
          for (const table of tables) {
            const get = store.get(`sync:${table}`);
            get.onsuccess = () => {
              if (get.result) found.push(table);
              if (--left === 0) resolve(found.sort());
            };
          }
        };
      }),
    TABLES,
  );
}

/** One online visit that leaves the service worker in control, so pages open offline. */
async function visitOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('after one visit to an unrelated page, guesses, promotions, bonuses and results show offline with their update time', async ({ page, context }) => {
  test.setTimeout(90_000);
  // /horarios reads none of these tables: only the background prefetch can have downloaded them.
  await visitOnce(page, '/horarios');
  await expect.poll(() => syncedTables(page), { timeout: 30_000 }).toEqual([...TABLES].sort());

  await context.setOffline(true);
  await page.goto('/palpites');
  // The team's guess (late in the day the guesses are grouped by draw, under headings of their own).
  const card = page.getByTestId('guess-card').filter({ has: page.getByRole('heading', { name: 'PT Rio · PTM 11:20' }) }).first();
  await expect(card).toHaveAttribute('data-source', 'admin');
  await expect(card.getByRole('heading', { name: 'PT Rio · PTM 11:20' })).toBeVisible();
  await expect(page.getByTestId('saved-copy-time')).toHaveText(/^Atualizado às \d\d:\d\d/);
  await expect(page.getByText(/A equipe ainda não publicou/)).toHaveCount(0);

  await page.goto('/promocoes');
  await expect(page.getByRole('heading', { level: 2, name: 'Mês da Sorte em Dobro' })).toBeVisible();
  await expect(page.getByTestId('saved-copy-time')).toHaveText(/^Atualizado às \d\d:\d\d/);

  await page.goto('/indicou-ganhou');
  // The seeded bonus (earlier specs of the run may have added others to the same backend).
  await expect(page.getByTestId('welcome-bonus').filter({ hasText: 'Bônus de Boas-Vindas' }).first()).toBeVisible();
  await expect(page.getByTestId('saved-copy-time')).toHaveText(/^Atualizado às \d\d:\d\d/);

  await page.goto('/resultados');
  // The seed's demo draws of the last 30 days: today's (or the latest day's) are listed from the saved copy.
  await expect(page.getByTestId('draw-result').first()).toBeVisible();
  await expect(page.getByTestId('results-empty')).toHaveCount(0);
  await expect(page.getByTestId('not-downloaded')).toHaveCount(0);
  await context.setOffline(false);
});

/** A device whose every read of the backend fails: its pages load, its data sets never download. */
async function withoutBackend(context: BrowserContext): Promise<void> {
  await context.route(/\/rest\/v1\//, (route) => route.abort('internetdisconnected'));
}

test('a device that never downloaded them says so offline, not that nothing was published', async ({ page, context }) => {
  test.setTimeout(90_000);
  await withoutBackend(context);
  await visitOnce(page, '/horarios');
  await context.setOffline(true);
  expect(await syncedTables(page)).toEqual([]);

  await page.goto('/palpites');
  await expect(page.getByTestId('not-downloaded')).toContainText('Ainda não baixamos os palpites de hoje. Conecte-se uma vez para ver.');
  await expect(page.getByText(/A equipe ainda não publicou/)).toHaveCount(0);
  // The automatic guess of the day needs no download and still shows.
  // Late in the day the next day's automatic guess comes first, today's after it: all of them built in.
  await expect(page.getByTestId('guess-card').first()).toHaveAttribute('data-source', 'builtin');
  for (const card of await page.getByTestId('guess-card').all()) await expect(card).toHaveAttribute('data-source', 'builtin');

  await page.goto('/promocoes');
  await expect(page.getByTestId('not-downloaded')).toContainText('Ainda não baixamos as promoções do mês. Conecte-se uma vez para ver.');
  await expect(page.getByTestId('promotions-empty')).toHaveCount(0);

  await page.goto('/indicou-ganhou');
  await expect(page.getByTestId('not-downloaded')).toContainText('Ainda não baixamos os bônus de boas-vindas. Conecte-se uma vez para ver.');
  await expect(page.getByTestId('welcome-bonuses-empty')).toHaveCount(0);
  await context.setOffline(false);
});
