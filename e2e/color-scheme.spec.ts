// Dark mode (issue 18, item 7): the scheme follows the system, paints right in the prerendered page before any
// of the app's JavaScript runs, and the menu's switch overrides it, remembered after a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openMenu } from './helpers';

/** The page's own colours as painted: the <html> scheme attribute and the body's background. */
const painted = (page: Page) =>
  page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));

// Mantine's body backgrounds: --mantine-color-white in light, --mantine-color-dark-7 in dark.
const LIGHT = { scheme: 'light', background: 'rgb(255, 255, 255)' };
const DARK = { scheme: 'dark', background: 'rgb(36, 36, 36)' };

test.describe('a system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('gets the prerendered pages painted dark before any of the app’s JavaScript runs', async ({ page }) => {
    // No module script may run: what shows is the HTML, its CSS and its inline head scripts alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    for (const path of ['/', '/livro-dos-sonhos', '/cotacoes']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await painted(page), path).toEqual(DARK);
    }
  });

  test('can switch to light in the menu, remembered after a reload, and back', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    expect(await painted(page)).toEqual(DARK);
    await openMenu(page);
    const toggle = page.getByRole('switch', { name: 'Modo escuro' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => painted(page)).toEqual(LIGHT);

    // Remembered: the reloaded page paints light at once, though the system is still dark.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await painted(page)).toEqual(LIGHT);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await openMenu(page);
    await expect(page.getByRole('switch', { name: 'Modo escuro' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Modo escuro' }).click();
    await expect.poll(() => painted(page)).toEqual(DARK);
  });
});

test.describe('a system in light mode', () => {
  test.use({ colorScheme: 'light' });

  test('gets light pages, and dark ones once dark is chosen in the menu', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/palpites');
    expect(await painted(page)).toEqual(LIGHT);
    await page.unroute(/\/assets\/.*\.js$/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/palpites');
    // On a wide screen the menu is the sidebar, always there.
    const toggle = page.getByTestId('sidebar').getByRole('switch', { name: 'Modo escuro' });
    await expect(toggle).not.toBeChecked();
    // The sidebar is prerendered: its switch answers once React has hydrated it (it keeps its fiber on the node).
    await expect
      .poll(() => toggle.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await toggle.click();
    await expect.poll(() => painted(page)).toEqual(DARK);
    await page.goto('/horarios');
    expect(await painted(page)).toEqual(DARK);
  });
});
