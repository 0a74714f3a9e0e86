// Updates as a real deploy brings them: two builds of the app that differ by one string (scripts/two-versions.ts),
// built once per run; the first is served and installed, then the host's folder is replaced by the second (the
// old files gone) and the service worker notices. Own static host and port (E2E_UPDATE_PORT, default
// E2E_APP_PORT + 10); no backend: nothing here reaches Supabase.
import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_APP_PORT } from '../playwright.config';
import { ONE_LINE_CHANGE, buildVersion } from '../scripts/two-versions';
import { AGE_GATE_ANSWER } from './fixtures';
import { startUpdateHost, type UpdateHost } from './update-host';

const PORT = Number(process.env.E2E_UPDATE_PORT ?? E2E_APP_PORT + 10);
const work = mkdtempSync(join(tmpdir(), 'sonho-updates-'));
const V1 = join(work, 'v1');
const V2 = join(work, 'v2');
let host: UpdateHost;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two production builds (prerender and service worker included): the spec's one slow step, once per run.
  test.setTimeout(360_000);
  await buildVersion(V1);
  await buildVersion(V2, { changed: true });
  host = await startUpdateHost(join(work, 'live'), PORT);
});

test.afterAll(async () => {
  await host?.close();
  rmSync(work, { recursive: true, force: true });
});

const OLD_HEADING = ONE_LINE_CHANGE.from;
const NEW_HEADING = ONE_LINE_CHANGE.to;

async function newContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: host.url, serviceWorkers: 'allow', locale: 'pt-BR', viewport });
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), AGE_GATE_ANSWER);
  return context;
}

/** Opens `path` and waits until the service worker controls the page (installed, activated, claimed). */
async function visit(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

/** A mark that only survives as long as the document does: gone after any reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
/** What Chromium does when the person comes back to the tab or the installed app. */
const backToForeground = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

const bar = (page: Page) => page.getByTestId('update-prompt');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Atendimento Sonho & Sorte' });
const chatNotice = (page: Page) => dialog(page).getByRole('region', { name: 'Nova versão disponível' });
const chatInput = (page: Page) => dialog(page).getByTestId('chat-input');

/** Opens the chat, gives a name and half-types the WhatsApp number. */
async function halfTypedChat(page: Page): Promise<void> {
  await page.getByTestId('floating-chat').click();
  await expect(chatInput(page)).toBeEditable();
  await chatInput(page).fill('Maria Souza');
  await chatInput(page).press('Enter');
  await expect(dialog(page).getByTestId('chat-bot-text').last()).toContainText('Prazer em falar com você, Maria!');
  await expect(chatInput(page)).toBeEditable();
  await chatInput(page).fill('(21) 9876');
}

test('accepting the update reloads only the tab where it was accepted, in a first-visit tab too; other tabs keep their chat and never crash on a removed chunk', async ({ browser }) => {
  test.setTimeout(120_000);
  host.deploy(V1);
  const context = await newContext(browser);
  // One tab on its very first visit (the worker was installed under it), one reloaded since.
  const firstVisit = await context.newPage();
  await visit(firstVisit);
  await expect(firstVisit.getByRole('heading', { level: 1 })).toHaveText(OLD_HEADING);
  // The other starts on another page: the home page's chunk, the one the deploy changed, is not loaded in it.
  const reloaded = await context.newPage();
  await visit(reloaded, '/horarios');
  await reloaded.reload();
  for (const page of [firstVisit, reloaded]) {
    await markDocument(page);
    await halfTypedChat(page);
  }

  host.deploy(V2);
  await backToForeground(firstVisit);
  // Both tabs offer it, inside the chat: the chat keeps the keyboard in, so the notice is where it can reach.
  for (const page of [firstVisit, reloaded]) {
    await expect(chatNotice(page).getByRole('status')).toContainText('Atualize quando terminar o que está fazendo.');
  }
  await chatInput(reloaded).focus();
  await expect
    .poll(async () => {
      await reloaded.keyboard.press('Tab');
      return reloaded.evaluate(() => document.activeElement?.textContent);
    })
    .toBe('Atualizar');
  await chatNotice(reloaded).getByRole('button', { name: 'Depois' }).click();
  await expect(chatNotice(reloaded)).toHaveCount(0);

  // The tab on its first visit accepts: it says first that the half-typed chat would be lost.
  await chatNotice(firstVisit).getByRole('button', { name: 'Atualizar' }).click();
  await expect(chatNotice(firstVisit).getByRole('status')).toContainText('Há um texto não enviado nesta aba. Se atualizar agora, ele será perdido.');
  expect(await sameDocument(firstVisit)).toBe(true);
  await Promise.all([
    firstVisit.waitForEvent('load'),
    chatNotice(firstVisit).getByRole('button', { name: 'Atualizar mesmo assim' }).click(),
  ]);
  await expect(firstVisit.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
  expect(await sameDocument(firstVisit)).toBe(false);

  // The other tab, whose person chose "Depois": the new worker controls it now, and it offers the update again
  // (its version's files are gone), but it did not reload and the chat is as it was.
  await expect(chatNotice(reloaded)).toBeVisible();
  expect(await sameDocument(reloaded)).toBe(true);
  await expect(chatInput(reloaded)).toHaveValue('(21) 9876');
  await expect(dialog(reloaded).getByTestId('chat-bot-text').last()).toContainText('Prazer em falar com você, Maria!');

  // Its person closes the chat and opens the home page, whose chunk the deploy replaced: the offer of the new
  // version, never the crash screen; "Atualizar" opens that page in the new version. (A page the deploy did
  // not change keeps its file, name and all: it opens as before.)
  await dialog(reloaded).getByRole('button', { name: 'Fechar chat' }).click();
  await reloaded.locator('aside').getByRole('link', { name: /Cotações/ }).click();
  await expect(reloaded.getByRole('heading', { level: 1 })).toHaveText(/Cotações/);
  await reloaded.getByRole('link', { name: 'Sonho & Sorte, página inicial' }).click();
  await expect(reloaded.getByRole('heading', { name: 'Há uma nova versão do app' })).toBeVisible();
  await expect(reloaded.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(bar(reloaded).getByRole('status')).toContainText('Esta página mudou na nova versão.');
  await Promise.all([reloaded.waitForEvent('load'), bar(reloaded).getByRole('button', { name: 'Atualizar' }).click()]);
  await expect(reloaded).toHaveURL(/\/$/);
  await expect(reloaded.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
  await expect(reloaded.getByTestId('stale-page')).toHaveCount(0);
  await expect(reloaded.getByText('Unexpected Application Error!')).toHaveCount(0);
  await context.close();
});

test.describe('checks for a new version', () => {
  test.setTimeout(90_000);

  /** A fresh visitor of the first version; the server then gets the second, which the page has not noticed. */
  async function installedThenDeployed(browser: Browser, { clock = false } = {}) {
    host.deploy(V1);
    const context = await newContext(browser);
    const page = await context.newPage();
    if (clock) await page.clock.install();
    await visit(page);
    host.deploy(V2);
    const checks = host.workerRequests();
    // Nothing asks by itself right after a load: the checks below are what find the new version.
    await page.waitForTimeout(1_000);
    await expect(bar(page)).toHaveCount(0);
    expect(host.workerRequests()).toBe(checks);
    return { context, page, checks };
  }

  test('when the app returns to the foreground', async ({ browser }) => {
    const { context, page, checks } = await installedThenDeployed(browser);
    await backToForeground(page);
    await expect(bar(page)).toBeVisible();
    expect(host.workerRequests()).toBeGreaterThan(checks);
    await context.close();
  });

  test('when the connection comes back, and not while offline', async ({ browser }) => {
    const { context, page, checks } = await installedThenDeployed(browser);
    await context.setOffline(true);
    await backToForeground(page);
    await page.waitForTimeout(500);
    expect(host.workerRequests()).toBe(checks);
    await context.setOffline(false);
    await expect(bar(page)).toBeVisible();
    expect(host.workerRequests()).toBeGreaterThan(checks);
    await context.close();
  });

  test('on in-app navigation, at most every few minutes', async ({ browser }) => {
    const { context, page, checks } = await installedThenDeployed(browser, { clock: true });
    await page.locator('main').getByRole('link', { name: /Horários/ }).click();
    await expect(page).toHaveURL(/\/horarios$/);
    await page.waitForTimeout(1_000);
    expect(host.workerRequests()).toBe(checks);
    await expect(bar(page)).toHaveCount(0);
    await page.clock.fastForward('05:01');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page)).toBeVisible();
    expect(host.workerRequests()).toBeGreaterThan(checks);
    await context.close();
  });
});

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test(`on a ${name} the prompt hides no button, the keyboard reaches it and it is announced`, async ({ browser }) => {
    test.setTimeout(90_000);
    host.deploy(V1);
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await visit(page);
    host.deploy(V2);
    await backToForeground(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('status')).toContainText('Nova versão disponível');

    // The floating buttons move up above it.
    const chatButton = await page.getByTestId('floating-chat').boundingBox();
    const prompt = await bar(page).boundingBox();
    expect(chatButton!.y + chatButton!.height).toBeLessThanOrEqual(prompt!.y);
    // Every button, link and field of the page can be brought into view uncovered: scrolled to the bottom of
    // the window (as the keyboard's focus does), it shows above the prompt, down to the page's last link.
    const hidden = await page.evaluate(() => {
      const prompt = document.querySelector('[data-testid="update-prompt"]')!;
      const fixed = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true;
        return false;
      };
      return [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, [role="button"]')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Out of sight by design (the skip link until focused), or on top of everything (the floating buttons).
          if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= window.innerWidth) return false;
          if (prompt.contains(element) || fixed(element)) return false;
          element.scrollIntoView({ block: 'end', behavior: 'instant' });
          const after = element.getBoundingClientRect();
          const top = document.elementFromPoint(after.left + after.width / 2, Math.min(after.top + after.height / 2, window.innerHeight - 1));
          return top === null || prompt.contains(top);
        })
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
    });
    expect(hidden).toEqual([]);

    // The keyboard reaches it (it comes last in the tab order, after the page), and Enter accepts. Chromium 150 keeps
    // the blurred element as where Shift+Tab starts, so the walk back may cross the whole page before it wraps to the
    // prompt: one press every 50 ms, for as long as that takes.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Shift+Tab');
          return page.evaluate(() => document.activeElement?.textContent);
        },
        { intervals: [50], timeout: 30_000 },
      )
      .toBe('Atualizar');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
    await context.close();
  });
}
