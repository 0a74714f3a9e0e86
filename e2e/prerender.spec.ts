// Prerendered pages: each public page arrives as HTML and paints before the app's code runs; the app then
// hydrates that markup without drawing it again, and nothing done before it started is lost.
import type { Page, Route } from '@playwright/test';
import { AGE_GATE_ANSWER, expect, test } from './fixtures';

/** The public pages of SPEC §2 that have no parameters and do not depend on who is signed in. */
const PAGES = [
  '/', '/puxadas', '/horarios', '/tabela-do-bicho', '/livro-dos-sonhos', '/simpatias', '/palpites', '/gerar-palpite',
  '/aprenda-a-jogar', '/limites', '/cotacoes', '/conferir-aposta', '/politicas', '/promocoes', '/blog-da-sorte',
  '/quinta-bicho-sorte', '/indicou-ganhou', '/resultados', '/chat-online', '/sua-sorte', '/jogo-responsavel',
  '/liberte-se-do-jogo',
];
const GATE_QUESTION = 'Você tem 18 anos ou mais?';
const ENTRY = '**/assets/index-*.js';

/** Holds the app's entry script until `release` is called: the page as a visitor sees it while the code loads. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page while the app is held: its load event waits on the held script, so only the document is awaited. */
async function openHeld(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** Waits until React has hydrated the page's heading (React keeps its fiber on the DOM node). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

test.describe('prerendered pages', () => {
  test('every public page arrives as HTML with its content, its own title and the age gate where it applies', async ({ request }) => {
    for (const path of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<div id="root" data-route="${path}">`);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, path).toMatch(/<title>[^<]*Sonho &amp; Sorte<\/title>/);
      const gated = !['/jogo-responsavel', '/liberte-se-do-jogo'].includes(path);
      expect(html.includes(GATE_QUESTION), `${path} age gate`).toBe(gated);
      // No React streaming leftovers: the content is in place, not swapped in later by a script.
      expect(html, path).not.toMatch(/<template id="B:|\$RC\b/);
    }
  });

  for (const viewport of [
    { name: 'phone', width: 412, height: 823 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`on a ${viewport.name}, hydration keeps every page's markup: same nodes, no mismatch`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const saved = window as { prerenderedHeading?: Element | null; prerenderedIds?: Array<[Element, string]> };
          saved.prerenderedHeading = document.querySelector('h1');
          // The ids the prerendered labels and fields point at (Mantine's, from React's useId).
          saved.prerenderedIds = [...document.querySelectorAll('#root [id^="mantine-"]')].map((element) => [element, element.id]);
        });
      });
      for (const path of PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        const kept = await page.evaluate(() => {
          const before = (window as { prerenderedHeading?: Element | null }).prerenderedHeading;
          return before !== null && before !== undefined && before === document.querySelector('h1') && before.isConnected;
        });
        expect(kept, `${path}: the prerendered heading is the one on screen`).toBe(true);
        // Hydrated components keep the ids they were prerendered with (Mantine's own hook swapped in random ones,
        // drawing each labelled component a second time: scripts/mantine-use-id-plugin.ts).
        await page.waitForTimeout(100);
        const changed = await page.evaluate(() =>
          ((window as { prerenderedIds?: Array<[Element, string]> }).prerenderedIds ?? [])
            .filter(([element, id]) => element.isConnected && element.id !== id)
            .map(([element, id]) => `${id} → ${element.id}`),
        );
        expect(changed, `${path}: ids changed after hydration`).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, ageGateAnswered: false });

    test('the page and the age gate are there', async ({ page }) => {
      await page.goto('/cotacoes');
      await expect(page.getByRole('heading', { level: 1, name: 'Cotações' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: GATE_QUESTION })).toBeVisible();
    });
  });

  test.describe('before the app starts', () => {
    test.use({ ageGateAnswered: false });

    test('a first visitor meets the age gate, a device that answered never sees it', async ({ page, context }) => {
      const release = await holdTheApp(page);
      await openHeld(page, '/livro-dos-sonhos');
      await expect(page.getByRole('dialog', { name: GATE_QUESTION })).toBeVisible();
      release();
      await page.getByRole('button', { name: 'Sim' }).click();
      await expect(page.getByRole('dialog', { name: GATE_QUESTION })).toHaveCount(0);

      const again = await context.newPage();
      await holdTheApp(again);
      await openHeld(again, '/cotacoes');
      await expect(again.getByRole('heading', { level: 1, name: 'Cotações' })).toBeVisible();
      await expect(again.locator('[data-age-gate]')).toBeHidden();
      expect(await again.evaluate(({ key }) => localStorage.getItem(key), AGE_GATE_ANSWER)).toBe(AGE_GATE_ANSWER.value);
    });

    test('the HTML served for another address never shows the wrong page', async ({ page }) => {
      await holdTheApp(page);
      // The host serves index.html (the home page's markup) for addresses without a page of their own.
      await openHeld(page, '/log-in');
      await expect(page.locator('#root')).toBeEmpty();
      await openHeld(page, '/livro-dos-sonhos?q=cobra');
      await expect(page.locator('#root')).toBeEmpty();
    });
  });

  test('what a person types and submits before the app starts is kept and acted on', async ({ page }) => {
    const release = await holdTheApp(page);
    await openHeld(page, '/livro-dos-sonhos');
    const box = page.getByRole('searchbox', { name: /Com o que você sonhou/ });
    await box.fill('cobra');
    await box.press('Enter');
    // Enter did not reload the page (the native submit was held): the typed text is still there.
    await expect(box).toHaveValue('cobra');
    expect(new URL(page.url()).search).toBe('');
    release();
    // Once hydrated, the search runs on what was typed and Enter opens the first result.
    await expect(page.getByTestId('dream-entry')).toBeVisible();
    await expect(page.getByTestId('dream-entry').getByRole('heading', { level: 2 })).toContainText('Cobra');
    await expect(box).toHaveValue('cobra');
  });

  test('a page scrolled before the app starts stays where the person left it', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.setViewportSize({ width: 390, height: 600 });
    await openHeld(page, '/aprenda-a-jogar');
    await page.evaluate(() => window.scrollTo(0, 900));
    release();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('a button clicked before the app starts does its job once it has', async ({ page }) => {
    const release = await holdTheApp(page);
    await openHeld(page, '/');
    await page.getByRole('button', { name: 'Enviar sugestão' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Envie sua sugestão' })).toBeVisible();
  });

  test("pointing at a link fetches that page's code before the click", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const fetched = page.waitForRequest(/\/assets\/cotacoes\.page-[^/]+\.js$/);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Cotações' }).hover();
    await fetched;
    expect(page.url()).not.toMatch(/cotacoes/);
  });
});
