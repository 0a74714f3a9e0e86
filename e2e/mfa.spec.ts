// The admin's second factor in the browser, at tablet width: the first access (new password, then setting up the
// authenticator from the QR code's secret shown on screen), a later sign-in that asks for the code after the
// password and returns to the page asked for, and a password recovery through the local inbox that still asks
// the recovered admin for the code.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { PUBLISHABLE_KEY } from '../supabase/local/server.mjs';
import { expect, test } from './fixtures';
import { enrolOnScreen, enterCode, expectNoSeriousViolations } from './helpers';
import { freshCode, wrongCode } from '../supabase/tests/totp';

test.use({ viewport: { width: 820, height: 1180 } });

const FIRST_PASSWORD = 'Inicial#Admin2026';
const NEW_PASSWORD = 'Segura#Admin2026';

test('first access (new password, authenticator) then a later sign-in with the code, at tablet width', async ({ page, stack }) => {
  const email = `primeiro-acesso-${Date.now()}@exemplo.com`;
  const { data, error } = await stack.admin.auth.admin.createUser({ email, password: FIRST_PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  await stack.admin.from('profiles').update({ role: 'admin', must_change_password: true }).eq('id', data.user!.id);

  // First access: the password, then 'Alterar Senha'.
  await page.goto('/painel/feedbacks');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: /^Entrar/ }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();

  // Then the authenticator, before any panel page: QR code, the secret grouped, a one-time-code field.
  await expect(page.getByText('Proteja sua conta com um autenticador')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code para adicionar esta conta ao aplicativo autenticador' })).toBeVisible();
  const qr = await page.getByTestId('mfa-qr').getAttribute('src');
  expect(qr).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
  const field = page.getByRole('textbox', { name: 'Código de 6 dígitos' });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
  await expectNoSeriousViolations(page, 'enrolment');
  // A wrong code says so, in Portuguese, and nothing opens.
  await field.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Ativar autenticador' }).click();
  await expect(page.getByText('Código incorreto. Confira o código no aplicativo autenticador e tente de novo.')).toBeVisible();
  expect(await enrolOnScreen(page)).toBe(secret);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Visão Geral' })).toBeVisible();
  // The panel really reads admin data: the database saw an aal2 token.
  await page.goto('/painel/access-monitor');
  await expect(page.getByTestId('access-log-row').filter({ hasText: email }).filter({ hasText: 'Código' }).first()).toBeVisible();

  // Signed out, then back on a page of the panel: password, then code, then that page.
  // At tablet width the panel's menu is a drawer.
  await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/log-in$/);
  await page.goto('/painel/feedbacks');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /^Entrar/ }).click();
  await expect(page.getByText('Código do autenticador')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
  await expectNoSeriousViolations(page, 'code step');
  await enterCode(page, secret);
  await expect(page).toHaveURL(/\/painel\/feedbacks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Feedbacks/ })).toBeVisible();
});

test('"Esqueci minha senha": the link from the local inbox, the code of the recovered admin, then "Alterar Senha"', async ({ page, stack }) => {
  // An admin with an authenticator, set up through the API.
  const email = `recupera-${Date.now()}@exemplo.com`;
  const { data } = await stack.admin.auth.admin.createUser({ email, password: FIRST_PASSWORD, email_confirm: true });
  await stack.admin.from('profiles').update({ role: 'admin', must_change_password: false }).eq('id', data.user!.id);
  const own = createClient(stack.backendUrl, PUBLISHABLE_KEY, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  });
  await own.auth.signInWithPassword({ email, password: FIRST_PASSWORD });
  const enrolled = await own.auth.mfa.enroll({ factorType: 'totp' });
  const secret = enrolled.data!.totp.secret;
  expect((await own.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await freshCode(secret) })).error).toBeNull();

  await page.goto('/painel');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByTestId('recovery-sent')).toContainText('Se houver uma conta com este e-mail');

  // The local inbox (the stand-in's mail catcher), as the README says.
  await page.goto(`${stack.backendUrl}/inbox`);
  const message = page.locator('article', { hasText: email }).first();
  await message.getByRole('link').click();

  // The recovery link is aal1: the admin gives the code first, then sets the new password.
  await expect(page.getByText('Confirme que é você')).toBeVisible();
  await enterCode(page, secret);
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText('Você entrou por um link de recuperação de senha.')).toBeVisible();
  await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await expect(page).toHaveURL(/\/painel\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Visão Geral' })).toBeVisible();

  // The same link again is refused.
  await page.goto(`${stack.backendUrl}/inbox`);
  await page.locator('article', { hasText: email }).first().getByRole('link').click();
  await expect(page.getByTestId('recovery-invalid')).toContainText('já foi usado ou expirou');
});
