// Accounts against the local backend: customer and admin login, guards, lockout (also without the UI),
// the first-access password change, sign-out and the idle logout.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enrolOnScreen } from './helpers';

const PUBLIC_KEY = 'sb_publishable_sonho-e-sorte-local';
const PASSWORD = 'Cliente#Teste2026';
const ADMIN_EMAIL = 'admin@sonhoesorte.com.br';
const ADMIN_PASSWORD = 'Admin#Sorte2026';

type Stack = Parameters<Parameters<typeof test>[2]>[0]['stack'];

/** A customer of its own per test: lockout state outlives a test in the worker's backend. */
async function newCustomer(stack: Stack, tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com`;
  const { error } = await stack.admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Cliente de Teste' },
  });
  expect(error).toBeNull();
  return email;
}

async function submitLogin(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^Entrar/ }).click();
}

async function expectToast(page: Page, title: string, message?: string | RegExp) {
  const toast = page.locator('[data-toast]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (message) await expect(toast).toContainText(message);
}

test.describe('accounts', () => {
  test('a signed-out visit to /meu-perfil goes to /log-in and, after signing in, back to /meu-perfil', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'perfil');
    await page.goto('/meu-perfil');
    await expect(page).toHaveURL(/\/log-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
    await expect(page.locator('input[name="email"]')).toHaveAttribute('type', 'email');

    await submitLogin(page, email, PASSWORD);
    await expectToast(page, 'Login bem-sucedido!');
    await expect(page).toHaveURL(/\/meu-perfil$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Cliente de Teste');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page.getByTestId('profile-last-sign-in')).toContainText(/\d{4} às \d{2}:\d{2}/);
  });

  test('the /change-password guard goes to /login and returns to the origin', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'origem');
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();
  });

  test('a wrong password says "Falha no Login"', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'errada');
    await page.goto('/log-in');
    await submitLogin(page, email, 'senha-errada');
    await expectToast(page, 'Falha no Login', 'Credenciais inválidas ou erro no servidor.');
    await expect(page).toHaveURL(/\/log-in$/);
  });

  test('signing in without a connection says so, in Portuguese, and no attempt is counted (customer and admin)', async ({ page, context, stack }) => {
    const OFFLINE = 'Você está sem internet: a tentativa de login não foi feita nem contada. Tente de novo quando a conexão voltar.';
    const attempts = async (email: string) =>
      (await stack.admin.from('admin_access_logs').select('id').eq('username_attempt', email)).data?.length ?? 0;
    const email = await newCustomer(stack, 'sem-rede');
    // Without the service worker (blocked in these specs), the toast area's code must have arrived before the
    // connection goes: it loads once the page has settled.
    const openSettled = async (path: string) => {
      const toastArea = page.waitForResponse((response) => response.url().includes('toast-viewport'));
      await page.goto(path);
      await toastArea;
    };

    // The phone knows it is offline.
    await openSettled('/log-in');
    await context.setOffline(true);
    await submitLogin(page, email, PASSWORD);
    await expectToast(page, 'Sem conexão', OFFLINE);
    await expect(page.locator('[data-toast]').filter({ hasText: 'Falha no Login' })).toHaveCount(0);
    await context.setOffline(false);

    // The connection drops on the way: the browser still says online, the request never gets an answer.
    await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await page.goto('/log-in');
    await submitLogin(page, email, PASSWORD);
    await expect(page.locator('[data-toast]').filter({ hasText: 'Sem conexão' })).toHaveCount(1);
    await expect(page.locator('[data-toast]').filter({ hasText: 'Falha no Login' })).toHaveCount(0);
    await page.unroute('**/auth/v1/token**');
    expect(await attempts(email)).toBe(0);

    // The admin's sign-in, the same.
    const before = await attempts(ADMIN_EMAIL);
    await openSettled('/painel');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
    await context.setOffline(true);
    await submitLogin(page, ADMIN_EMAIL, 'Qualquer#Senha1');
    await expectToast(page, 'Sem conexão', OFFLINE);
    await context.setOffline(false);
    expect(await attempts(ADMIN_EMAIL)).toBe(before);

    // Back online, the same form signs in.
    await page.goto('/log-in');
    await submitLogin(page, email, PASSWORD);
    await expectToast(page, 'Login bem-sucedido!');
  });

  test('three failures lock the account: banner, disabled inputs, and the right password is refused', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'bloqueio');
    await page.goto('/log-in');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitLogin(page, email, `errada-${attempt}`);
      // Each failure says so, and a repeat replaces the toast on screen: never two identical toasts.
      await expect
        .poll(async () => (await stack.admin.from('admin_access_logs').select('id').eq('username_attempt', email)).data?.length)
        .toBe(attempt);
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).not.toHaveAttribute('data-loading');
      await expect(page.locator('[data-toast]').filter({ hasText: 'Falha no Login' })).toHaveCount(1);
    }
    const banner = page.getByTestId('lock-banner');
    await expect(banner).toContainText('Acesso Bloqueado');
    await expect(banner).toContainText(/Muitas tentativas de login\. Tente novamente em (14|15) min\./);
    await expect(page.locator('input[name="email"]')).toBeDisabled();
    await expect(page.locator('input[name="password"]')).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Entrar$/ })).toBeDisabled();

    // A fresh page learns of the lock from the server as soon as the e-mail is typed.
    await page.goto('/log-in');
    await page.locator('input[name="email"]').fill(email);
    await expect(page.getByTestId('lock-banner')).toBeVisible();
    await expect(page.locator('input[name="password"]')).toBeDisabled();

    // A client that skips the check (here: its answer forged to "not locked") still meets the server's lock.
    await page.route('**/rest/v1/rpc/login_lock_status', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ locked: false, remaining_minutes: 0 }) }),
    );
    await page.goto('/log-in');
    await submitLogin(page, email, PASSWORD);
    await expectToast(
      page,
      'Conta Bloqueada Temporariamente',
      /Você excedeu o número de tentativas de login\. Tente novamente em (14|15) minutos\./,
    );
    await expect(page).toHaveURL(/\/log-in$/);
    await page.unroute('**/rest/v1/rpc/login_lock_status');

    const { data: logs } = await stack.admin
      .from('admin_access_logs')
      .select('status, failure_reason')
      .eq('username_attempt', email)
      .order('created_at', { ascending: true });
    expect(logs?.map((row) => row.failure_reason)).toEqual([
      'Invalid login credentials',
      'Invalid login credentials',
      'Invalid login credentials',
      'Account locked',
    ]);
  });

  test('a direct call to the token endpoint during a lock is refused too', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'direto');
    const token = (password: string) =>
      page.request.post('/auth/v1/token?grant_type=password', {
        headers: { apikey: PUBLIC_KEY, 'content-type': 'application/json' },
        data: { email, password },
        failOnStatusCode: false,
      });
    await page.goto('/');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await token(`errada-${attempt}`)).status()).toBe(400);
    }
    const refused = await token(PASSWORD);
    expect(refused.status()).toBe(400);
    const body = (await refused.json()) as Record<string, unknown>;
    // GoTrue's error shape depends on the API version asked for: `code` or `error_code`.
    expect([body.error_code, body.code]).toContain('too_many_attempts');
    expect(JSON.stringify(body)).not.toContain('access_token');
  });

  test("the seeded admin's first login on /painel goes through /change-password and the authenticator to the panel", async ({ page, stack }) => {
    const { data: admin } = await stack.admin.from('profiles').select('id').eq('email', ADMIN_EMAIL).single();
    expect(admin?.id).toBeTruthy();
    try {
      await page.goto('/painel');
      await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
      await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await expect(page).toHaveURL(/\/change-password$/);
      await expect(page.getByText('Ação Necessária')).toBeVisible();
      await expect(page.getByText('Este é seu primeiro acesso. Por segurança, você precisa criar uma nova senha.')).toBeVisible();

      await page.locator('input[name="newPassword"]').fill('curta');
      await page.locator('input[name="confirmPassword"]').fill('outra');
      await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
      await expect(page.getByText('A senha deve ter no mínimo 8 caracteres.')).toBeVisible();
      await expect(page.getByText('As senhas não coincidem.')).toBeVisible();

      await page.locator('input[name="newPassword"]').fill('Nova#Admin2026');
      await page.locator('input[name="confirmPassword"]').fill('Nova#Admin2026');
      await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
      await expectToast(page, 'Senha alterada com sucesso!');
      await expect(page).toHaveURL(/\/painel\/dashboard$/);
      // Then the authenticator, before the panel.
      await expect(page.getByText('Proteja sua conta com um autenticador')).toBeVisible();
      await enrolOnScreen(page);
      await expect(page.getByRole('heading', { name: 'Painel do Administrador' })).toHaveCount(0);

      const { data: after } = await stack.admin
        .from('profiles')
        .select('must_change_password, password_changed_at')
        .eq('id', admin!.id)
        .single();
      expect(after?.must_change_password).toBe(false);
      expect(Date.now() - Date.parse(String(after?.password_changed_at))).toBeLessThan(5 * 60_000);
    } finally {
      // Leave the seeded admin as seeded for the specs that run after this one.
      const { data: factors } = await stack.admin.auth.admin.mfa.listFactors({ userId: admin!.id });
      for (const factor of factors?.factors ?? []) await stack.admin.auth.admin.mfa.deleteFactor({ userId: admin!.id, id: factor.id });
      await stack.admin.auth.admin.updateUserById(admin!.id, { password: ADMIN_PASSWORD });
      await stack.admin.from('profiles').update({ must_change_password: true }).eq('id', admin!.id);
    }
  });

  test('a customer cannot open /painel/*', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'painel');
    await page.goto('/log-in');
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/meu-perfil$/);

    // A full load: the session is restored from storage before the guard decides.
    await page.goto('/painel/feedbacks');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
    await expect(page.getByTestId('admin-refusal')).toContainText('Esta conta não tem acesso ao painel');
    await page.getByRole('link', { name: 'Ir para Meu Perfil' }).click();
    await expect(page).toHaveURL(/\/meu-perfil$/);
  });

  test('signing out ends the session', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'sair');
    await page.goto('/log-in');
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/meu-perfil$/);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/log-in$/);
    expect(await page.evaluate(() => window.localStorage.getItem('sonho-e-sorte-auth'))).toBeNull();
    await page.goto('/meu-perfil');
    await expect(page).toHaveURL(/\/log-in$/);
  });

  test('30 idle minutes sign the user out with "Sessão Expirada" and land on /login, counted from the sign-in even when the clock\'s code arrives late', async ({ page, stack }) => {
    const email = await newCustomer(stack, 'inativo');
    // The idle clock's code is held back until 29 minutes have passed, as on a slow network (on a busy CI
    // machine it once arrived after the jump, and the minutes before it were not counted).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/idle-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/log-in');
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/meu-perfil$/);

    await page.clock.fastForward('29:00');
    const arrived = page.waitForResponse('**/assets/idle-*.js');
    release();
    await arrived;
    await expect(page).toHaveURL(/\/meu-perfil$/);
    await page.clock.fastForward('02:00');
    await page.clock.runFor(2_000);
    await expectToast(page, 'Sessão Expirada', 'Você foi desconectado por inatividade.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sonho-e-sorte-auth'))).toBeNull();
  });
});
