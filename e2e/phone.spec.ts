// The app as a person sees it on a cheap phone (issue 18): every public route at 320, 360 and 414 px, online and
// offline after a first visit, measured the way the eye would: nothing wider than the screen, header items
// side by side without overlapping, no text cut in the header, the menu or a table. The header of each width
// is kept as a screenshot in the test's artefacts.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, openMenu, reloadOffline, signInCustomer } from './helpers';

const PUBLIC_ROUTES = [
  '/', '/puxadas', '/horarios', '/tabela-do-bicho', '/livro-dos-sonhos', '/simpatias', '/palpites', '/gerar-palpite',
  '/aprenda-a-jogar', '/limites', '/cotacoes', '/conferir-aposta', '/politicas', '/promocoes', '/blog-da-sorte',
  '/quinta-bicho-sorte', '/indicou-ganhou', '/resultados', '/chat-online', '/sua-sorte', '/jogo-responsavel',
  '/liberte-se-do-jogo', '/log-in',
];

const WIDTHS = [320, 360, 414] as const;

interface Problems {
  path: string;
  problems: string[];
}

/**
 * Everything a person would notice, measured in the page in one go: the page wider than the screen, header
 * items overlapping or leaving the screen, text cut in the header, the menu or a table (an element whose
 * content is wider than its box), and a table running past the screen's edge.
 */
function measure(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const root = document.documentElement;
  if (root.scrollWidth > width) problems.push(`page is ${root.scrollWidth} px wide on a ${width} px screen`);

  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // Visually hidden helpers (1 px, clipped) are for screen readers, not the eye.
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clip !== 'rect(0px, 0px, 0px, 0px)';
  };

  const header = document.querySelector('[data-testid="site-header"]');
  if (header) {
    const items = [
      ...header.querySelectorAll(
        'button, [data-testid="header-brand"], [data-testid="odds-ticker"], [data-testid="offline-badge"], [data-testid="pending-badge"], [data-testid="header-signup"], [data-testid="header-account"]',
      ),
    ].filter(shown);
    const boxes = items.map((el) => ({ el, box: el.getBoundingClientRect() }));
    for (const { el, box } of boxes) {
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`header item ${describe(el)} leaves the screen (${Math.round(box.left)}..${Math.round(box.right)})`);
    }
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 0.5 && overlapY > 0.5) problems.push(`header items overlap: ${describe(boxes[i]!.el)} and ${describe(boxes[j]!.el)}`);
      }
    }
  }

  const scopes = [...document.querySelectorAll('[data-testid="site-header"], #site-sidebar, table')];
  for (const scope of scopes) {
    for (const el of [scope, ...scope.querySelectorAll('*')]) {
      if (!(el instanceof HTMLElement) || !shown(el) || (el.textContent ?? '').trim() === '') continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        problems.push(`text cut in ${describe(el)}: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
      }
    }
  }
  for (const table of document.querySelectorAll('table')) {
    if (!shown(table)) continue;
    const box = table.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5) problems.push(`table ${describe(table)} runs past the screen (${Math.round(box.left)}..${Math.round(box.right)})`);
  }
  return problems;
}

/** Moves to `path` inside the running app (the router follows popstate), as a tap on a link would. */
async function openInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
  await expect(page.locator('h1').first(), path).toBeVisible();
  await expect(page.getByTestId('full-screen-spinner')).toHaveCount(0);
}

async function measureRoutes(page: Page): Promise<Problems[]> {
  const found: Problems[] = [];
  for (const path of PUBLIC_ROUTES) {
    await openInPage(page, path);
    const problems = await page.evaluate(measure);
    if (problems.length > 0) found.push({ path, problems });
  }
  return found;
}

/**
 * Two writes waiting in the outbox, as after two messages sent offline, so the header shows both badges. Their
 * kind has no handler and their next attempt is far off: nothing tries to deliver them.
 */
async function queueWaitingWrites(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sonho-e-sorte');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          const now = Date.now();
          for (const id of ['phone-e2e-1', 'phone-e2e-2']) {
            tx.objectStore('outbox').put({ id, kind: 'phone-e2e', payload: {}, createdAt: now, attempts: 0, nextAttemptAt: now + 86_400_000, status: 'pending' });
          }
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

async function attachHeader(page: Page, testInfo: TestInfo, name: string) {
  // Written to the test's output folder (test-results/), kept after a passing run too, and attached to the report.
  const path = testInfo.outputPath(name);
  await page.getByTestId('site-header').screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('on a phone, as a person sees it', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const width of WIDTHS) {
    test(`every public route fits ${width} px, online and offline after a first visit`, async ({ page, context }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      const online = await measureRoutes(page);
      await openInPage(page, '/');
      await attachHeader(page, testInfo, `header-${width}px-online.png`);

      // The menu drawer, open: its entries and the WhatsApp button whole.
      const drawerNav = await openMenu(page);
      await expect(drawerNav.getByRole('button', { name: 'Fale conosco no WhatsApp' })).toBeVisible();
      const menu = await page.evaluate(measure);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

      // Offline after that first visit: a reload comes from the service worker, then the same walk.
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await context.setOffline(true);
      await queueWaitingWrites(page);
      await reloadOffline(page);
      await expect(page.getByTestId('offline-badge')).toHaveText('Sem conexão');
      await expect(page.getByTestId('pending-badge')).toHaveText('2 pendentes');
      const offline = await measureRoutes(page);
      await openInPage(page, '/');
      await attachHeader(page, testInfo, `header-${width}px-offline.png`);
      await context.setOffline(false);

      expect({ online, menu, offline }).toEqual({ online: [], menu: [], offline: [] });
    });
  }

  test('every item of the odds ticker fits beside the header at 320, 360, 390 and 414 px', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const ticker = page.getByTestId('odds-ticker');
    for (const width of [320, 360, 390, 414]) {
      await page.setViewportSize({ width, height: 740 });
      const seen = new Set<string>();
      // The page's clock also runs on its own, so an item may pass unseen: go round until all twelve were measured.
      for (let step = 0; seen.size < 12 && step < 40; step += 1) {
        const text = (await ticker.innerText()).replace(/\s+/g, ' ').trim();
        expect(text, `${width} px`).toMatch(/\d,\d{2}x/);
        if (!seen.has(text)) expect(await page.evaluate(measure), `${width} px, ${text}`).toEqual([]);
        seen.add(text);
        await page.clock.runFor(4000);
        await expect(ticker).not.toHaveText(text);
      }
      expect(seen.size, `${width} px: all twelve items seen`).toBe(12);
    }
  });
});

test.describe('nothing promotes betting where it must not', () => {
  test.use({ ageGateAnswered: false, viewport: { width: 360, height: 740 } });

  test('the help pages show no ticker, no Cadastrar and no promotion', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('sonho-e-sorte:age-ok', 'yes'));
    for (const path of ['/jogo-responsavel', '/liberte-se-do-jogo']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const header = page.getByTestId('site-header');
      await expect(header).toBeVisible();
      await expect(page.getByTestId('odds-ticker')).toHaveCount(0);
      await expect(header.getByText('Cadastrar')).toHaveCount(0);
      await expect(page.locator('a[href="/promocoes"], a[href="/indicou-ganhou"]')).toHaveCount(0);
    }
  });

  test('a visitor who said "Não" meets no promotion anywhere and still reaches help and CVV 188', async ({ page }) => {
    await page.goto('/cotacoes');
    await page.getByRole('button', { name: 'Não' }).click();
    await expect(page).toHaveURL(/\/jogo-responsavel$/);
    await expect(page.getByRole('link', { name: '188' }).first()).toHaveAttribute('href', 'tel:188');
    await expect(page.getByTestId('odds-ticker')).toHaveCount(0);

    // Any other page, drawn from its prerendered markup: the gate asks again, and the header behind it
    // promotes nothing, not even before the app has started.
    for (const path of ['/', '/promocoes', '/palpites']) {
      await page.goto(path);
      await expect(page.getByTestId('age-gate')).toBeVisible();
      await expect(page.getByTestId('odds-ticker')).toBeHidden();
      await expect(page.getByTestId('header-signup')).toBeHidden();
    }
    // The menu (on a desktop, beside the page) lists no promotion either, and still leads to help.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Jogo Responsável' })).toBeAttached();
    await expect(sidebar.getByRole('link', { name: 'Promoções' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Indicou, Ganhou' })).toHaveCount(0);
    await expect(page.getByTestId('header-signup')).toHaveCount(0);

    // The help pages stay open without the gate.
    await page.goto('/liberte-se-do-jogo');
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

test.describe('menu and accounts on a phone', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('the menu lists Resultados, Conferir Aposta and Entrar, with the WhatsApp label whole', async ({ page }) => {
    await page.goto('/');
    const nav = await openMenu(page);
    await expect(nav.getByRole('link', { name: 'Resultados' })).toHaveAttribute('href', '/resultados');
    await expect(nav.getByRole('link', { name: 'Conferir Aposta' })).toHaveAttribute('href', '/conferir-aposta');
    const whatsapp = nav.getByRole('button', { name: 'Fale conosco no WhatsApp' });
    await expect(whatsapp).toBeVisible();
    expect(await whatsapp.evaluate((button) => [...button.querySelectorAll('*')].filter((el) => el.scrollWidth > el.clientWidth + 1).length)).toBe(0);
    await nav.getByRole('link', { name: /Entrar/ }).click();
    await expect(page).toHaveURL(/\/log-in$/);
  });

  test('a signed-in customer sees "Minha conta" in place of Cadastrar, and their account in the menu', async ({ page, stack }) => {
    await signInCustomer(page, stack);
    await page.goto('/tabela-do-bicho');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    await expect(header.getByText('Cadastrar')).toHaveCount(0);
    expect(await page.evaluate(measure)).toEqual([]);
    const account = (await openMenu(page)).getByTestId('menu-account');
    await expect(account).toContainText('Minha conta');
    await expect(account).toHaveAttribute('href', '/meu-perfil');
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Entrar/ })).toHaveCount(0);
  });
});

test.describe('/chat-online on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('shows no floating chat button or hint bubble, and nothing covers the send button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('floating-chat')).toBeVisible();
    // The hint bubble shows after 10 s on other pages...
    await page.clock.runFor(11_000);
    await expect(page.getByTestId('welcome-hint')).toBeVisible();

    await page.evaluate(() => {
      window.history.pushState(null, '', '/chat-online');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Chat Online' })).toBeVisible();
    // ...never on the page that is itself the chat, however long the visitor stays.
    await page.clock.runFor(200_000);
    await expect(page.getByTestId('floating-chat')).toHaveCount(0);
    await expect(page.getByTestId('welcome-hint')).toHaveCount(0);

    const send = page.getByRole('button', { name: 'Enviar mensagem' });
    await send.scrollIntoViewIfNeeded();
    // Scrolled far down too (where the back-to-top button would appear on other pages).
    await page.mouse.wheel(0, 2000);
    await send.scrollIntoViewIfNeeded();
    const onTop = await send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      // The centre and four points around it, inside the round button.
      const [cx, cy, r] = [box.left + box.width / 2, box.top + box.height / 2, box.width / 4];
      const points = [
        [cx, cy],
        [cx - r, cy],
        [cx + r, cy],
        [cx, cy - r],
        [cx, cy + r],
      ];
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (hit === button || button.contains(hit));
      });
    });
    expect(onTop).toBe(true);
  });
});

test.describe('accessibility on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the pages whose layout changes on a phone, and the open menu, have no serious axe violations', async ({ page }) => {
    for (const path of ['/', '/limites', '/puxadas', '/aprenda-a-jogar', '/jogo-responsavel', '/politicas', '/palpites']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} at 360 px`);
    }
    await openMenu(page);
    await expectNoSeriousViolations(page, 'menu at 360 px');
  });
});
