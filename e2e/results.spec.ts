// Results on a phone (360 × 740): draws by lottery and date online, the last 30 days offline after a
// first visit, and an admin's pasted result reaching a visitor through the outbox.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DIST } from '../playwright.config';
import { addDays, todayInBrasilia } from '../src/utils/calendar/dates';
import { expect, test } from './fixtures';
import { drawCard, reloadOffline, showEveryDraw, signInAdmin } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const LOTTERY = 'Loteria Fone E2E';
const TEN = ['4735', '0812', '7790', '3346', '1125', '2300', '5518', '9944', '0001', '6497'];

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'serial' });

test.describe('results on a phone', () => {
  const today = todayInBrasilia();
  const yesterday = addDays(today, -1);
  let todayId = '';
  let yesterdayId = '';

  test.beforeAll(async ({ stack }) => {
    await stack.admin.from('draw_results').delete().eq('lottery', LOTTERY);
    const { data, error } = await stack.admin
      .from('draw_results')
      .insert([
        { lottery: LOTTERY, draw_date: today, draw_label: 'Fone 10:00', prizes: TEN },
        { lottery: LOTTERY, draw_date: yesterday, draw_label: 'Fone 21:00', prizes: TEN.slice(0, 5).reverse() },
      ])
      .select('id, draw_date');
    expect(error).toBeNull();
    todayId = String(data?.find((r) => r.draw_date === today)?.id);
    yesterdayId = String(data?.find((r) => r.draw_date === yesterday)?.id);
  });

  test('by lottery and date: today first, a lottery filter, the day strip, ten prizes and demo rows labelled', async ({ page }) => {
    await page.goto('/resultados');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    // Today opens first, with the seed's demo draws clearly labelled and this lottery's draw.
    await expect(page.getByRole('button', { name: /^hoje \d\d\/\d\d,/, pressed: true })).toBeVisible();
    await expect(page.getByTestId('demo-notice')).toContainText('não são resultados reais');
    await drawCard(page, todayId);
    await expect(page.getByTestId('results-synced')).toHaveText(/^Atualizado às \d{2}:\d{2}\.$/);
    await noSidewaysScroll(page);

    await page.getByLabel('Loteria', { exact: true }).selectOption(LOTTERY);
    await expect(page).toHaveURL(/loteria=Loteria\+Fone\+E2E/);
    const cards = page.getByTestId('draw-result');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('row')).toHaveCount(11);
    await expect(card.getByRole('row', { name: /^10º/ })).toContainText('6497');
    await expect(card.getByRole('row', { name: /^10º/ })).toContainText('Vaca');
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: /^ontem \d\d\/\d\d,/ }).click();
    await expect(cards).toHaveCount(1);
    await expect(page.locator(`[data-testid="draw-result"][data-id="${yesterdayId}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('de');

    // Conferir opens the checker on this draw.
    await card.getByRole('link', { name: /^Conferir aposta:/ }).click();
    await expect(page).toHaveURL(new RegExp(`/conferir-aposta\\?resultado=${yesterdayId}$`));
    await expect(page.getByLabel('Resultado salvo', { exact: true })).toHaveValue(yesterdayId);
    await noSidewaysScroll(page);
  });

  test('while the results download, the page says so and nothing on it moves', async ({ page, context }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/rest\/v1\/draw_results/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/resultados');
    const waiting = page.getByRole('status', { name: 'Carregando resultados' });
    await expect(waiting.getByText('Carregando resultados…')).toBeVisible();
    // Once the app runs (the heading hydrated), no endless animation: a shimmer redraws the screen for as long as a
    // slow download takes.
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    const endless = await page.evaluate(() =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity).map((animation) => (animation as CSSAnimation).animationName ?? 'animation'),
    );
    expect(endless).toEqual([]);
    release();
    await drawCard(page, todayId);
    await expect(waiting).toBeHidden();
  });

  test('a first visit that loses the connection before the download starts says nothing was downloaded, not "Carregando" for ever', async ({ page, context }) => {
    // The download's code never arrives (the connection went after the page loaded), nor does any request reach the backend.
    await context.route(/\/assets\/remote-sync-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await context.route(/\/rest\/v1\//, (route) => route.abort('internetdisconnected'));
    await page.goto('/resultados');
    await expect(page.getByTestId('not-downloaded')).toHaveText(/Ainda não baixamos os resultados\. Conecte-se uma vez para ver\./);
    await expect(page.getByText('Carregando resultados…')).toBeHidden();
  });

  test('the saved draws and the follow state are read in the content worker: the page loads no Dexie', async ({ page }) => {
    const chunks = JSON.parse(readFileSync(join(E2E_DIST, '.vite/chunk-modules.json'), 'utf8')) as Record<string, { modules: string[] }>;
    const chunkOf = (module: string) => Object.keys(chunks).find((file) => chunks[file]!.modules.includes(module))!;
    const dexie = chunkOf('node_modules/dexie/dist/dexie.js');
    await page.goto('/resultados');
    await drawCard(page, todayId);
    await expect(page.getByRole('button', { name: `Seguir ${LOTTERY}` })).toBeVisible();
    // The page's own files (a worker's are not in the page's timeline): the follow state's code came, Dexie did not.
    const files = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1)));
    await expect.poll(files).toContain(chunkOf('src/features/notifications/follows-live.ts'));
    expect(await files()).not.toContain(dexie);
  });

  test('a day of every lottery: the first screen’s cards at once, the rest as the reader scrolls or asks for them', async ({ page }) => {
    // Yesterday: a whole day of the seed's draws, whatever the time of day the test runs.
    await page.goto(`/resultados?data=${yesterday}`);
    const chip = page.locator(`[data-testid="day-strip"] button[data-date="${yesterday}"]`);
    const total = Number(/(\d+) resultados$/.exec((await chip.getAttribute('aria-label')) ?? '')?.[1]);
    expect(total, 'a day of the seed has many draws').toBeGreaterThan(8);
    const cards = page.getByTestId('draw-result');
    await expect(cards.first()).toBeVisible();
    // A page left alone draws what the first screens show, not the whole day, and not the frequencies below it.
    await page.waitForTimeout(1500);
    const first = await cards.count();
    expect(first).toBeGreaterThanOrEqual(2);
    expect(first).toBeLessThan(total);
    await expect(page.getByTestId('frequency')).toHaveCount(0);

    // Scrolling a screen at a time draws the next cards as the reader nears them, without a tap.
    for (let step = 0; step < 80 && (await page.getByTestId('frequency').count()) === 0; step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await expect(cards).toHaveCount(total);
    await expect(page.getByTestId('frequency')).toBeVisible();

    // "Mostrar mais" by keyboard, for a reader who does not scroll: the page's observer is told nothing (a stub that
    // never reports), so the cards drawn are the first screen's, and stay so until Enter.
    await page.addInitScript(() => {
      class StillObserver {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      }
      Object.assign(window, { IntersectionObserver: StillObserver });
    });
    await page.reload();
    const button = page.getByRole('button', { name: `Mostrar mais ${total - 2} resultados` });
    await expect(button).toBeVisible();
    await expect(cards).toHaveCount(2);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(total);
    await expect(cards.nth(2), 'the focus is on the first card that was not there').toBeFocused();
    await expect(page.getByTestId('frequency')).toBeVisible();
    await noSidewaysScroll(page);
  });

  test('frequencies say plainly that past draws do not change the next one', async ({ page }) => {
    await page.goto(`/resultados?loteria=${encodeURIComponent('PT Rio')}`);
    await showEveryDraw(page);
    const panel = page.getByTestId('frequency');
    await expect(panel.getByTestId('independence-note')).toContainText('Cada sorteio é independente');
    await expect(panel.getByTestId('frequency-row')).toHaveCount(25);
    await noSidewaysScroll(page);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('after one online visit, the saved results open offline by lottery and date', async ({ page, context }) => {
      await page.goto('/resultados');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await drawCard(page, todayId);

      await context.setOffline(true);
      const backOnline = await reloadOffline(page, `/resultados?loteria=${encodeURIComponent(LOTTERY)}`);
      await expect(page.getByText('Sem internet', { exact: true })).toBeVisible();
      await expect(page.getByTestId('results-synced')).toHaveText(/^Atualizado às \d{2}:\d{2}\.$/);
      await expect(page.locator(`[data-testid="draw-result"][data-id="${todayId}"]`)).toBeVisible();
      await page.getByRole('button', { name: /^ontem \d\d\/\d\d,/ }).click();
      await expect(page.locator(`[data-testid="draw-result"][data-id="${yesterdayId}"]`)).toBeVisible();
      // A demo day 20 days ago is still on the device.
      await page.getByLabel('Loteria', { exact: true }).selectOption('PT Rio');
      await page.locator(`[data-testid="day-strip"] button[data-date="${addDays(today, -20)}"]`).click();
      await expect(page.getByTestId('draw-result').first()).toBeVisible();
      await noSidewaysScroll(page);
      await context.setOffline(false);
      await backOnline();
    });
  });
});

test('an admin pastes a published result; a visitor sees it after sync', async ({ page, stack, browser }) => {
  const label = `Fone ${String(Date.now()).slice(-5)}`;
  await stack.admin.from('draw_results').delete().eq('lottery', 'Nacional').eq('draw_label', label);
  await signInAdmin(page, stack, '/painel/results');
  const paste = page.getByTestId('results-paste');
  await paste.getByRole('combobox', { name: 'Loteria' }).fill('Nacional');
  await paste.getByRole('combobox', { name: 'Sorteio' }).fill(label);
  const text = ['Nacional - resultado de hoje', '1º 4735 - 09 Cobra', '2º 0812 - 03 Burro', '3º 7790 - 23 Urso', '4º 3346 - 12 Elefante', '5º 1125 - 07 Carneiro'].join('\n');
  // A wrong group first: refused, naming the line.
  await paste.getByLabel('Resultado colado').fill(text.replace('23 Urso', '22 Tigre'));
  await paste.getByRole('button', { name: 'Ler resultado' }).click();
  await expect(paste.getByTestId('paste-errors')).toContainText('Linha 4: o grupo 22 não confere com o 3º prêmio (7790)');
  await paste.getByLabel('Resultado colado').fill(text);
  await paste.getByRole('button', { name: 'Ler resultado' }).click();
  await expect(paste.getByTestId('paste-preview').getByRole('row')).toHaveCount(6);
  await paste.getByRole('button', { name: 'Salvar resultado colado' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Resultado lançado' }).first()).toBeVisible();
  await expect
    .poll(async () => (await stack.admin.from('draw_results').select('prizes').eq('draw_label', label)).data?.[0]?.prizes)
    .toEqual(['4735', '0812', '7790', '3346', '1125']);

  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await visitor.addInitScript(() => window.localStorage.setItem('sonho-e-sorte:age-ok', 'yes'));
  const guest = await visitor.newPage();
  await guest.goto('/resultados?loteria=Nacional');
  // A phone draws a day's first two cards at once, the rest as the reader nears them. From the day's third
  // demonstration draw on (15:00 in Brasília) the new draw, with no time in its label, comes third: the visitor
  // asks for the rest, as a person who does not scroll would.
  const table = guest.getByRole('table', { name: new RegExp(label) });
  const more = guest.getByRole('button', { name: /^Mostrar mais/ });
  await expect(table.or(more).first()).toBeVisible();
  if (!(await table.isVisible())) await more.click();
  await expect(table).toBeVisible();
  await visitor.close();
});
