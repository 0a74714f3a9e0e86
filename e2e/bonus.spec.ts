// Bonus receipts: a short code opens its receipt (history replaced), unknown codes show not-found, nothing is listable.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';

const SEEDED_CODE = 'DEMO7K2QX9';
const SEEDED_ID = '5e0d0000-0000-4000-8000-000000000041';
const PUBLIC_KEY = 'sb_publishable_sonho-e-sorte-local';

test('the seeded receipt opens through its short code, replacing the redirect in history', async ({ page }) => {
  await page.goto('/politicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Políticas' })).toBeVisible();
  await page.goto(`/comprovante_bonus/${SEEDED_CODE}`);
  await expect(page).toHaveURL(new RegExp(`/bonus-receipt/${SEEDED_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante de Bônus' })).toBeVisible();
  await expect(page.getByTestId('receipt-customer')).toHaveText('Maria Cliente');
  await expect(page.getByTestId('receipt-bonus')).toHaveText('Bônus de Boas-Vindas');
  await expect(page.getByTestId('receipt-amount')).toHaveText('R$ 50,00');
  await expect(page.getByTestId('receipt-code')).toHaveText(SEEDED_CODE);
  await expect(page.getByTestId('receipt-issued')).toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
  await expect(page).toHaveTitle('Comprovante de Bônus | Sonho & Sorte');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await expectNoSeriousViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/politicas$/);
});

test('a code typed in lower case still opens the receipt', async ({ page }) => {
  await page.goto(`/comprovante_bonus/${SEEDED_CODE.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/bonus-receipt/${SEEDED_ID}$`));
  await expect(page.getByTestId('receipt-amount')).toHaveText('R$ 50,00');
});

test('the spinner shows while the receipt loads', async ({ page }) => {
  await page.route('**/rest/v1/rpc/get_bonus_receipt', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(`/bonus-receipt/${SEEDED_ID}`);
  await expect(page.getByTestId('full-screen-spinner')).toBeVisible();
  await expect(page.getByTestId('bonus-receipt')).toBeVisible();
});

test('an unknown code shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/comprovante_bonus/NAOEXISTE99');
  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante não encontrado' })).toBeVisible();
  await expect(page).toHaveURL(/\/comprovante_bonus\/NAOEXISTE99$/);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown receipt id shows the not-found page', async ({ page }) => {
  await page.goto('/bonus-receipt/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante não encontrado' })).toBeVisible();
});

test('visitors cannot list receipts', async ({ stack }) => {
  const anon = createClient(stack.backendUrl, PUBLIC_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
    realtime: { transport: ws as never },
  });
  const { data, error } = await anon.from('bonus_receipts').select('*');
  expect(error !== null || (Array.isArray(data) && data.length === 0)).toBe(true);
  const { data: resolved } = await anon.rpc('resolve_bonus_code', { p_code: SEEDED_CODE });
  expect(resolved).toBe(SEEDED_ID);
});
