// The app shell: every route of SPEC §2 in its layout, the ticker, redirects, and offline reloads.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { reloadOffline } from './helpers';

interface Expectation {
  path: string;
  header: boolean;
  sticky?: boolean;
  sidebar: boolean;
  footer: boolean;
  back: boolean;
}

const PUBLIC = [
  '/puxadas', '/horarios', '/tabela-do-bicho', '/livro-dos-sonhos', '/simpatias', '/palpites', '/gerar-palpite',
  '/aprenda-a-jogar', '/limites', '/cotacoes', '/conferir-aposta', '/politicas', '/promocoes', '/blog-da-sorte',
  '/quinta-bicho-sorte', '/indicou-ganhou', '/resultados',
];

const ROUTES: Expectation[] = [
  { path: '/', header: true, sticky: true, sidebar: true, footer: true, back: false },
  ...PUBLIC.map((path) => ({ path, header: true, sticky: true, sidebar: true, footer: true, back: true })),
  { path: '/chat-online', header: true, sticky: false, sidebar: true, footer: true, back: true },
  { path: '/sua-sorte', header: true, sticky: true, sidebar: false, footer: true, back: true },
  { path: '/jogo-responsavel', header: true, sticky: true, sidebar: false, footer: true, back: true },
  { path: '/liberte-se-do-jogo', header: true, sticky: true, sidebar: false, footer: false, back: true },
  { path: '/log-in', header: false, sidebar: false, footer: false, back: false },
  { path: '/login', header: false, sidebar: false, footer: false, back: false },
  { path: '/comprovante_bonus/NAOEXISTE00', header: false, sidebar: false, footer: false, back: false },
  { path: '/bonus-receipt/00000000-0000-4000-8000-000000000000', header: false, sidebar: false, footer: false, back: false },
];

async function expectLayout(page: Page, route: Expectation) {
  await expect(page.locator('h1').first()).toBeVisible();
  const header = page.getByTestId('site-header');
  if (route.header) {
    await expect(header).toBeVisible();
    const position = await header.evaluate((el) => getComputedStyle(el).position);
    expect(position, `${route.path} header position`).toBe(route.sticky ? 'sticky' : 'relative');
  } else {
    await expect(header).toHaveCount(0);
  }
  await expect(page.getByTestId('sidebar'), `${route.path} sidebar`).toHaveCount(route.sidebar ? 1 : 0);
  await expect(page.getByTestId('site-footer'), `${route.path} footer`).toHaveCount(route.footer ? 1 : 0);
  await expect(page.getByTestId('back-button'), `${route.path} Voltar`).toHaveCount(route.back ? 1 : 0);
}

test.describe('app shell', () => {
  for (const route of ROUTES) {
    test(`layout of ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expectLayout(page, route);
    });
  }

  test('the sidebar lists the 20 menu entries, Entrar, Notificações and the WhatsApp button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByTestId('sidebar');
    await expect(nav.getByRole('link')).toHaveCount(22);
    await expect(nav.getByRole('link', { name: /^Notificações/ })).toHaveAttribute('href', '/notificacoes');
    await expect(nav.getByRole('button', { name: 'Fale conosco no WhatsApp' })).toBeVisible();
  });

  test('the footer has the three cards, WhatsApp, policies, licence and 18+ notices', async ({ page }) => {
    await page.goto('/cotacoes');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: /Guia do Jogo Responsável/ })).toHaveAttribute('href', '/jogo-responsavel');
    await expect(footer.getByRole('link', { name: /Liberte-se do Jogo/ })).toHaveAttribute('href', '/liberte-se-do-jogo');
    await expect(footer.getByText('Jogue com responsabilidade')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Falar no WhatsApp' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Políticas/ })).toHaveAttribute('href', '/politicas');
    await expect(footer.getByText(/licença offshore/)).toBeVisible();
    await expect(footer.getByTestId('age-notice')).toContainText('18 anos');
  });

  test('the ticker rotates every 4 s, wraps, and opens /cotacoes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const ticker = page.getByTestId('odds-ticker');
    await expect(ticker).toContainText('Milhar 1º');
    await expect(ticker).toContainText('5.000,00');
    await page.clock.runFor(4000);
    await expect(ticker).toContainText('Centena 1º');
    await expect(ticker).toContainText('600,00');
    await page.clock.runFor(4000 * 11);
    await expect(ticker).toContainText('Milhar 1º');
    await ticker.click();
    await expect(page).toHaveURL(/\/cotacoes$/);
  });

  test("'Cadastrar' opens the sign-up page in a new tab with ref1 and ref2", async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Cadastrar' });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.searchParams.get('ref1')).toBeTruthy();
    expect(href.searchParams.get('ref2')).toBeTruthy();
  });

  test("'Voltar' goes back in history, or home on a first page; route changes scroll to the top", async ({ page }) => {
    await page.goto('/cotacoes');
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Tabela do Bicho' }).click();
    await expect(page).toHaveURL(/\/tabela-do-bicho$/);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByTestId('sidebar').getByRole('link', { name: 'Puxadas' }).click();
    await expect(page).toHaveURL(/\/puxadas$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/tabela-do-bicho$/);
  });

  test('the scroll-to-top button appears after 400 px', async ({ page }) => {
    await page.goto('/');
    await page.setViewportSize({ width: 390, height: 500 });
    const button = page.getByRole('button', { name: 'Voltar ao topo' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('guards send signed-out visitors to the login screens, remembering where they were going', async ({ page }) => {
    await page.goto('/meu-perfil');
    await expect(page).toHaveURL(/\/log-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
    await page.goto('/painel/monthly-promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
  });

  test('unknown routes redirect: top level to /, /teste/* to /painel/*', async ({ page }) => {
    await page.goto('/nao-existe/mesmo');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/teste/dashboard');
    await expect(page).toHaveURL(/\/painel\/dashboard$/);
  });

  test('on a phone the menu opens as a drawer from the header toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Horários' }).click();
    await expect(page).toHaveURL(/\/horarios$/);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('Chromium accepts the manifest and service worker as installable', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ lang: 'pt-BR', display: 'standalone', start_url: '/' });
      expect(manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose ?? 'any'}`)).toEqual(
        expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
      );
      expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Livro dos Sonhos', 'Palpites', 'Tabela do Bicho']);
      const cdp = await page.context().newCDPSession(page);
      await expect
        .poll(async () => {
          const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
          // 'in-incognito' is about Playwright's throwaway browser profile, not the app.
          return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
        })
        .toEqual([]);
    });

    test('after one online visit every public route renders offline after a reload', async ({ page, context }) => {
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await context.setOffline(true);
      // Each document the service worker serves is told it is offline (reloadOffline); the test ends offline.
      for (const path of ['/', ...PUBLIC, '/chat-online', '/sua-sorte', '/jogo-responsavel', '/liberte-se-do-jogo']) {
        await reloadOffline(page, path);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.getByTestId('offline-badge')).toBeVisible();
      }
      await context.setOffline(false);
    });
  });
});
