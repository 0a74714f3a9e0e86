// Accessibility gate: axe finds no serious or critical violation on any route of SPEC §2, admin screens included.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, openMenu, seedAdminRows, signInAdmin, signInCustomer } from './helpers';

const PUBLIC_ROUTES = [
  '/', '/puxadas', '/horarios', '/tabela-do-bicho', '/livro-dos-sonhos', '/livro-dos-sonhos?q=cobra&sonho=Cobra',
  '/simpatias', '/palpites', '/gerar-palpite', '/aprenda-a-jogar', '/limites', '/cotacoes', '/conferir-aposta',
  '/politicas', '/promocoes', '/blog-da-sorte', '/quinta-bicho-sorte', '/indicou-ganhou', '/resultados', '/chat-online',
  '/notificacoes', '/sua-sorte', '/jogo-responsavel', '/liberte-se-do-jogo', '/log-in', '/login', '/comprovante_bonus/NAOEXISTE00',
  '/bonus-receipt/00000000-0000-4000-8000-000000000000', '/painel',
];

/** The password recovery screens (issue 28): asking for the link, and a link that no longer works. */
const RECOVERY_ROUTES = ['/recuperar-senha', '/redefinir-senha'];

const ADMIN_ROUTES = [
  '/painel/dashboard', '/painel/dream-book', '/painel/lucky-guesses', '/painel/monthly-promotions',
  '/painel/welcome-bonus', '/painel/results', '/painel/access-monitor', '/painel/feedbacks', '/painel/account-security',
];

// Both schemes (the app follows the system's, issue 18): the same screens, each run in a context of that scheme.
for (const scheme of ['light', 'dark'] as const) {
  const label = (what: string) => (scheme === 'dark' ? `${what} (dark)` : what);

  test.describe(`axe in the ${scheme} scheme: no serious or critical violations`, () => {
    test.use({ colorScheme: scheme });

    test('every public and standalone route', async ({ page }) => {
      // 28 routes, axe's experimental rules included, on a shared two-core machine.
      test.setTimeout(300_000);
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('data-mantine-color-scheme', scheme);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, label(path));
      }
    });

    test('the password recovery screens', async ({ page }) => {
      for (const path of RECOVERY_ROUTES) {
        await page.goto(path);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('data-mantine-color-scheme', scheme);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, label(path));
      }
    });

    test('the chat modal and the menu drawer on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      await openMenu(page);
      await expectNoSeriousViolations(page, label('menu drawer'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByTestId('floating-chat').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, label('chat modal'));
    });

    test("the bet checker's error and its answers", async ({ page }) => {
      await page.goto('/conferir-aposta?modalidade=MILHAR_SECO_1&premios=4735,0812,7790,3346,1125');
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const milhar = page.getByLabel('Milhar', { exact: true });
      await milhar.fill('47');
      await page.getByRole('button', { name: 'Conferir aposta' }).click();
      await expect(page.getByTestId('bet-result')).toContainText('Informe uma milhar com 4 dígitos.');
      await expectNoSeriousViolations(page, label('bet checker error'));
      await milhar.fill('4735');
      await expect(page.getByTestId('bet-summary')).toContainText('Aposta premiada');
      await expectNoSeriousViolations(page, label('bet checker win'));
      await milhar.fill('1111');
      await expect(page.getByTestId('bet-summary')).toContainText('Aposta não premiada');
      await expectNoSeriousViolations(page, label('bet checker loss'));
    });

    test('the age gate', async ({ browser }) => {
      // A context without the fixture's pre-answered age gate (axe needs pages of a context it can reuse).
      const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL, colorScheme: scheme });
      const firstVisit = await fresh.newPage();
      await firstVisit.goto('/');
      await expect(firstVisit.getByRole('dialog')).toBeVisible();
      await expect(firstVisit.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNoSeriousViolations(firstVisit, label('age gate'));
      await fresh.close();
    });

    test("a customer's screens", async ({ page, stack }) => {
      await signInCustomer(page, stack);
      for (const [path, heading] of [['/meu-perfil', 'Meu Perfil'], ['/change-password', 'Alterar Senha']] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, label(path));
      }
    });

    test('every admin screen', async ({ page, stack }) => {
      test.setTimeout(180_000);
      // A row in each list, so that the rows' action buttons are checked too.
      await seedAdminRows(stack, `A11y ${scheme} ${String(Date.now()).slice(-6)}`);
      await signInAdmin(page, stack);
      for (const path of ADMIN_ROUTES) {
        await page.goto(path);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, label(path));
      }
    });
  });
}
