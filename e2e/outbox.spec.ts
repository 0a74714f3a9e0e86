// Fault tests of the outbox against the local backend: an answer lost after the row was stored, a lead the
// server refuses for good, and visitor feedback queued through the same outbox.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Stack = Parameters<Parameters<typeof test>[2]>[0]['stack'];

const uniqueName = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function countLeads(stack: Stack, name: string): Promise<number> {
  const { count, error } = await stack.admin
    .from('suporte_clientes')
    .select('id', { count: 'exact', head: true })
    .eq('customer_name', name);
  expect(error).toBeNull();
  return count ?? -1;
}

/** Runs a whole conversation on /chat-online, skipping the bot's delays on the page's clock. */
async function chatOnPage(page: Page, name: string) {
  await page.goto('/chat-online');
  const input = page.getByTestId('chat-input');
  for (const answer of [name, '21987650000', 'Quero falar com o suporte']) {
    await page.clock.runFor(1_500);
    await expect(input).toBeEditable();
    await input.fill(answer);
    await input.press('Enter');
  }
  await page.clock.runFor(1_500);
  await expect(page.getByRole('button', { name: 'Abrir WhatsApp' })).toBeVisible();
}

test.describe('outbox faults', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('sonho-e-sorte:age-ok', 'yes'));
    await page.clock.install();
  });

  test('an answer lost after the row was stored still ends with exactly one row', async ({ page, stack }) => {
    const name = uniqueName('Resposta Perdida');
    let attempts = 0;
    let answerLost = false;
    await page.route('**/rest/v1/suporte_clientes**', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        // The request reaches the server and the row is stored; the answer never comes back.
        await route.fetch();
        await route.abort('failed');
        answerLost = true;
        return;
      }
      await route.continue();
    });
    await chatOnPage(page, name);

    await expect.poll(() => answerLost).toBe(true);
    expect(await countLeads(stack, name)).toBe(1);
    await expect(page.getByTestId('pending-badge')).toHaveText('1 pendente');

    // The retry comes after about 2 s: the replay meets the row it already stored, and counts as delivered.
    await expect
      .poll(async () => {
        await page.clock.runFor(3_000);
        return attempts;
      })
      .toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('pending-badge')).toBeHidden();
    await expect(page.getByTestId('chat-conversation')).toHaveAttribute('data-lead-status', 'sent');
    expect(await countLeads(stack, name)).toBe(1);
  });

  test('a lead the server refuses for good shows the error and stays visible as failed', async ({ page, stack }) => {
    const name = uniqueName('Recusado');
    let refuse = true;
    await page.route('**/rest/v1/suporte_clientes**', async (route) => {
      if (!refuse) return route.continue();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '23514',
          details: null,
          hint: null,
          message: 'new row for relation "suporte_clientes" violates check constraint',
        }),
      });
    });
    await chatOnPage(page, name);

    const toast = page.locator('[data-toast]').filter({ hasText: 'Ops! Algo deu errado.' });
    await expect(toast).toContainText('Não conseguimos salvar sua mensagem, mas você ainda pode nos contatar no WhatsApp.');
    const failed = page.getByTestId('lead-failed');
    await expect(failed).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir WhatsApp' })).toBeEnabled();
    // A dead letter is not retried on its own.
    await page.clock.runFor(10 * 60_000);
    expect(await countLeads(stack, name)).toBe(0);

    refuse = false;
    await failed.getByRole('button', { name: 'Tentar enviar de novo' }).click();
    await expect.poll(() => countLeads(stack, name)).toBe(1);
    await expect(failed).toBeHidden();
  });

  test('visitor feedback from the footer is queued and stored once', async ({ page, stack }) => {
    const message = `Gostei muito do livro dos sonhos ${uniqueName('fb')}`;
    await page.goto('/tabela-do-bicho');
    await page.getByRole('button', { name: 'Enviar sugestão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envie sua sugestão' });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Escolha uma nota de 1 a 5 estrelas.')).toBeVisible();
    await expect(dialog.getByText('Escreva sua mensagem.')).toBeVisible();

    // Mantine's Rating takes the click on the star drawn for the (visually hidden) radio.
    const fourStars = await dialog.getByRole('radio', { name: '4 de 5 estrelas' }).getAttribute('id');
    await dialog.locator(`label[for="${fourStars}"]`).click();
    await expect(dialog.getByText('Bom', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: /Sua mensagem/ }).fill(message);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-toast]').filter({ hasText: 'Obrigado pela sua opinião!' })).toBeVisible();

    await expect
      .poll(async () => {
        const { data, error } = await stack.admin.from('feedbacks').select('rating, message, page, read').eq('message', message);
        expect(error).toBeNull();
        return data;
      })
      .toEqual([{ rating: 4, message, page: '/tabela-do-bicho', read: false }]);
  });
});
