// The small things a person trips on (issue 30, items 6, 10, 13 and 14), measured as the eye sees them at 320,
// 360 and 414 px: an introduction that names what is on the screen, the footer's last words clear of the floating
// buttons, a rules link that leads somewhere, a search hint read whole, and the login page's toast, logo and the
// word after an admin's "Sair".
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdmin } from './helpers';
import { PHONE_WIDTHS, SCHEMES } from './layout';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const show = ({ left, top, right, bottom }: Box) => `${Math.round(left)},${Math.round(top)}..${Math.round(right)},${Math.round(bottom)}`;

/** Until every transition and animation of the page (a toast sliding in, a button rising) has finished. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

test.describe('/puxadas introduction', () => {
  test('names only what the screen shows, at 320, 360, 414 and 1280 px', async ({ page }) => {
    await page.goto('/puxadas');
    const intro = page.getByTestId('puxadas-intro');
    await expect(intro).toBeVisible();
    const text = await intro.innerText();
    // Columns, left and middle exist only on a wide screen: a phone shows each animal as a card.
    expect(text).not.toMatch(/coluna|esquerda|direita|meio/i);
    // The labels the introduction quotes (“Puxa”, “É puxado por”) are on screen at every width.
    const quoted = [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
    expect(quoted).toEqual(expect.arrayContaining(['Puxa', 'É puxado por']));
    for (const width of [...PHONE_WIDTHS, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      const shown = await page.getByTestId('puxadas-table').evaluate((table) => {
        const visible = (el: Element) => {
          const box = el.getBoundingClientRect();
          return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
        };
        // A column header on a wide screen, or each card's label (the cell's ::before) on a phone.
        const headers = [...table.querySelectorAll('thead th')].filter(visible).map((th) => th.textContent?.trim() ?? '');
        const firstRow = table.querySelector('tbody tr')!;
        const labels = [...firstRow.querySelectorAll('td')]
          .filter(visible)
          .map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, ''))
          .filter((label) => label !== 'none' && label !== 'normal' && label !== '');
        return [...headers, ...labels];
      });
      for (const label of quoted) expect(shown, `${width} px`).toContain(label);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await intro.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('puxadas-360.png') });
  });
});

for (const colorScheme of SCHEMES) {
  test.describe(`the footer's last words, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('at the bottom of long pages, no footer text lies under the floating buttons: 320, 360 and 414 px', async ({ page }) => {
      const problems: string[] = [];
      for (const path of ['/', '/tabela-do-bicho', '/politicas']) {
        await page.goto(path);
        await expect(page.getByTestId('age-notice')).toBeAttached();
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
          const toTop = page.getByRole('button', { name: 'Voltar ao topo' });
          await expect(toTop).toBeVisible();
          await expect(page.getByTestId('floating-chat')).toBeVisible();
          await settled(page);
          const found = await page.evaluate(() => {
            const box = (el: Element) => el.getBoundingClientRect();
            const buttons = [document.querySelector('[aria-label="Voltar ao topo"]'), document.querySelector('[data-testid="floating-chat"]')]
              .filter((el): el is Element => el !== null)
              .map((el) => ({ name: el.getAttribute('aria-label') ?? '', box: box(el).toJSON() as DOMRect }));
            // Each line of the footer's text, as drawn (a centred line is narrower than its paragraph).
            const footer = document.querySelector('[data-testid="site-footer"]')!;
            const lines: Array<{ text: string; box: DOMRect }> = [];
            const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) lines.push({ text: node.textContent.trim().slice(0, 40), box: rect.toJSON() as DOMRect });
            }
            const notice = document.querySelector('[data-testid="age-notice"]')!;
            return { buttons, lines, noticeBottom: box(notice).bottom, screen: window.innerHeight };
          });
          // The page's last words are on screen, above its bottom edge.
          if (found.noticeBottom > found.screen) problems.push(`${path} ${width} px: "Proibido para menores" ends below the screen`);
          for (const button of found.buttons) {
            for (const line of found.lines) {
              if (overlaps(line.box, button.box)) problems.push(`${path} ${width} px: "${line.text}" (${show(line.box)}) under "${button.name}" (${show(button.box)})`);
            }
          }
          if (path === '/') await page.screenshot({ path: test.info().outputPath(`footer-${colorScheme}-${width}.png`) });
        }
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('/promocoes rules', () => {
  test('"Consulte as regras" leads to the rules on the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/promocoes');
    const card = page.getByTestId('promotion').first();
    await expect(card).toBeVisible();
    const link = card.getByRole('link', { name: 'Consulte as regras' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^#[\w-]+$/);
    const rules = page.locator(href!);
    await expect(rules).toHaveCount(1);
    await expect(rules).toHaveText('Regras das promoções');
    await link.click();
    await expect(rules).toBeInViewport();
    // Below the sticky header, not under it.
    const header = await page.getByTestId('site-header').boundingBox();
    const heading = await rules.boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.screenshot({ path: test.info().outputPath('promocoes-regras-360.png') });
  });
});

test.describe('home search hint', () => {
  for (const colorScheme of SCHEMES) {
    test(`is read whole in the search box at 320, 360 and 414 px (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const input = page.getByRole('searchbox').or(page.getByRole('textbox', { name: 'Com o que você sonhou?' }));
      await expect(input).toBeVisible();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const fit = await input.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { placeholder: el.placeholder, text: Math.ceil(context.measureText(el.placeholder).width), inner };
        });
        expect(fit.placeholder, `${width} px`).toMatch(/^Ex\.: \S/);
        expect(fit.text, `${width} px: "${fit.placeholder}" is ${fit.text} px in ${fit.inner} px`).toBeLessThanOrEqual(fit.inner);
        if (width === 360) await input.screenshot({ path: test.info().outputPath(`home-search-${colorScheme}-360.png`) });
      }
    });
  }
});

test.describe('/log-in', () => {
  test('shows the app logo, and the "Falha no Login" toast leaves the title readable: 320, 360, 414 and 1280 px', async ({ page }) => {
    for (const width of [...PHONE_WIDTHS, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/log-in');
      const title = page.getByRole('heading', { level: 1, name: 'Acessar Conta' });
      await expect(title).toBeVisible();
      const brand = page.getByRole('link', { name: 'Sonho & Sorte, página inicial' });
      await expect(brand).toBeVisible();
      await expect(brand).toHaveAttribute('href', '/');
      await expect(brand.locator('svg')).toBeVisible();
      // An address no account has: the answer is "Falha no Login".
      await page.locator('input[name="email"]').fill(`ninguem-${width}-${Date.now()}@exemplo.com`);
      await page.locator('input[name="password"]').fill('senha-errada');
      await page.getByRole('button', { name: /^Entrar/ }).click();
      const toast = page.locator('[data-toast]').filter({ hasText: 'Falha no Login' });
      await expect(toast).toBeVisible();
      await settled(page);
      const toastBox = (await toast.boundingBox())!;
      const titleBox = (await title.boundingBox())!;
      const asBox = (b: { x: number; y: number; width: number; height: number }): Box => ({ left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height });
      expect(overlaps(asBox(toastBox), asBox(titleBox)), `${width} px: toast ${show(asBox(toastBox))}, title ${show(asBox(titleBox))}`).toBe(false);
      if (width === 360) await page.screenshot({ path: test.info().outputPath('log-in-toast-360.png') });
    }
  });

  test("an admin's Sair says the admin session ended there, with a way back to the panel's login", async ({ page, stack }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAdmin(page, stack);
    await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
    await page.getByRole('button', { name: /Sair/ }).click();
    await expect(page).toHaveURL(/\/log-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
    const notice = page.getByTestId('admin-signed-out');
    await expect(notice).toContainText('Sessão de administrador encerrada');
    await page.screenshot({ path: test.info().outputPath('log-in-after-admin-360.png') });
    const back = notice.getByRole('link', { name: 'Entrar no painel' });
    await expect(back).toHaveAttribute('href', '/painel');
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Entrar/ })).toBeVisible();

    // A person who opens /log-in on their own sees no such notice.
    await page.goto('/log-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
    await expect(page.getByTestId('admin-signed-out')).toHaveCount(0);
  });
});
