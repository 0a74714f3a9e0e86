// The chat assistant against the local backend: the whole conversation with its exact texts and the
// WhatsApp hand-over, the invalid-number reply, leads queued offline, and the backend going away mid-delivery.
import type { BrowserContext, Page } from '@playwright/test';
import { RAISED_LIMITS, expect, test } from './fixtures';

type Stack = Parameters<Parameters<typeof test>[2]>[0]['stack'];

const GREETING = 'Olá! 👋 Eu sou a assistente virtual do Sonho & Sorte. Para começarmos, qual é o seu nome?';
const ASK_WHATSAPP = (first: string) =>
  `Prazer em falar com você, ${first}! Seu WhatsApp serve só para a nossa equipe responder ao seu pedido: não o usamos para propaganda nem o passamos a ninguém. Qual é o seu número de WhatsApp com DDD?`;
const INVALID = 'Por favor, insira um número de WhatsApp válido com DDD (10 ou 11 dígitos).';
const ASK_REQUEST = 'Obrigada! Agora me conte: como podemos ajudar você hoje?';
const READY = (first: string) =>
  `Perfeito, ${first}! Já anotei o seu pedido. Toque em "Abrir WhatsApp" para continuar a conversa com a nossa equipe.`;

/** A name no other test uses, so counting rows by name is exact. */
const uniqueName = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function leadsNamed(stack: Stack, names: string[]) {
  const { data, error } = await stack.admin.from('suporte_clientes').select('*').in('customer_name', names);
  expect(error).toBeNull();
  return data ?? [];
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Atendimento Sonho & Sorte' });
const lastBot = (page: Page) => dialog(page).getByTestId('chat-bot-text').last();
const chatInput = (page: Page) => dialog(page).getByTestId('chat-input');

const botTexts = (page: Page) => dialog(page).getByTestId('chat-bot-text');

/**
 * Answers the bot and lets its 1.5 s typing delay pass on the page's clock. The clock also flows by
 * itself, so on a slow machine the reply may come sooner; the exact delay is checked in the first test.
 */
async function answer(page: Page, text: string, options: { slowly?: boolean } = {}) {
  const before = await botTexts(page).count();
  await expect(chatInput(page)).toBeEditable();
  if (options.slowly) await chatInput(page).pressSequentially(text);
  else await chatInput(page).fill(text);
  await expect(chatInput(page)).not.toHaveValue('');
  await chatInput(page).press('Enter');
  await page.clock.runFor(1_500);
  await expect(botTexts(page)).toHaveCount(before + 1);
}

async function openChat(page: Page) {
  await page.getByTestId('floating-chat').click();
  await expect(dialog(page)).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(lastBot(page)).toHaveText(GREETING);
}

/** Runs a whole conversation in the open modal. */
async function converse(page: Page, name: string, phone: string, request: string) {
  const first = name.split(' ')[0]!;
  await answer(page, name);
  await expect(lastBot(page)).toHaveText(ASK_WHATSAPP(first));
  await expect(dialog(page).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politicas#chat');
  await answer(page, phone, { slowly: true });
  await expect(lastBot(page)).toHaveText(ASK_REQUEST);
  await answer(page, request);
  await expect(lastBot(page)).toHaveText(READY(first));
  await expect(dialog(page).getByRole('button', { name: 'Abrir WhatsApp' })).toBeVisible();
}

async function stubWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

test.describe('chat assistant', () => {
  test.beforeEach(async ({ page }) => {
    // The 18+ gate is answered already: it has its own spec.
    await page.addInitScript(() => window.localStorage.setItem('sonho-e-sorte:age-ok', 'yes'));
    await page.clock.install();
  });

  test('the whole conversation saves the lead once and hands over to WhatsApp', async ({ page, context, stack }) => {
    await stubWhatsapp(context);
    const name = uniqueName('Maria');
    await page.goto('/');
    await page.getByTestId('floating-chat').click();
    await expect(dialog(page)).toBeVisible();
    // Typing first, input blocked; the greeting only after 1.5 s (time stands still while we look).
    await expect(dialog(page).getByTestId('chat-typing')).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await expect(chatInput(page)).not.toBeEditable();
    await expect(dialog(page).getByRole('log')).toHaveAttribute('aria-live', 'polite');
    await expect(dialog(page).getByTestId('chat-bot-text')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(dialog(page).getByTestId('chat-typing')).toBeVisible();
    await expect(dialog(page).getByTestId('chat-bot-text')).toHaveCount(0);
    await page.clock.runFor(500);
    await expect(lastBot(page)).toHaveText(GREETING);
    await page.clock.resume();
    await expect(chatInput(page)).toBeEditable();
    await expect(chatInput(page)).toBeFocused();

    // A blank answer is ignored.
    await chatInput(page).fill('   ');
    await chatInput(page).press('Enter');
    await expect(dialog(page).getByTestId('chat-user-text')).toHaveCount(0);

    await chatInput(page).fill(name);
    await chatInput(page).press('Enter');
    // Blocked while the bot types.
    await expect(chatInput(page)).not.toBeEditable();
    await page.clock.runFor(1_500);
    await expect(botTexts(page)).toHaveCount(2);
    await expect(lastBot(page)).toHaveText(ASK_WHATSAPP('Maria'));

    // The number is masked while typing, at most 15 characters and 11 digits.
    const phone = dialog(page).getByRole('textbox', { name: 'Seu WhatsApp com DDD' });
    await expect(phone).toBeEditable();
    await phone.pressSequentially('2198765');
    await expect(phone).toHaveValue('(21) 9876-5');
    await phone.press('Enter');
    await page.clock.runFor(1_500);
    await expect(botTexts(page)).toHaveCount(3);
    await expect(lastBot(page)).toHaveText(INVALID);
    await expect(dialog(page).getByTestId('chat-user-text').last()).toHaveText('(21) 9876-5');

    await expect(phone).toBeEditable();
    await phone.pressSequentially('2198765432199');
    await expect(phone).toHaveValue('(21) 98765-4321');
    await phone.press('Enter');
    await page.clock.runFor(1_500);
    await expect(botTexts(page)).toHaveCount(4);
    await expect(lastBot(page)).toHaveText(ASK_REQUEST);

    // The last step is a textarea: Shift+Enter is a new line, Enter sends.
    const request = dialog(page).getByRole('textbox', { name: 'Como podemos ajudar?' });
    await expect(request).toBeEditable();
    await request.pressSequentially('Quero os horários');
    await request.press('Shift+Enter');
    await request.pressSequentially('da PT Rio');
    await expect(request).toHaveValue('Quero os horários\nda PT Rio');
    await request.press('Enter');
    await page.clock.runFor(1_500);
    await expect(botTexts(page)).toHaveCount(5);
    await expect(lastBot(page)).toHaveText(READY('Maria'));
    await expect(chatInput(page)).toHaveCount(0);

    await expect.poll(async () => (await leadsNamed(stack, [name])).length).toBe(1);
    const [lead] = await leadsNamed(stack, [name]);
    expect(lead).toMatchObject({
      customer_name: name,
      customer_whatsapp: '21987654321',
      initial_message: 'Quero os horários\nda PT Rio',
      source: 'chat_modal',
      status: 'new',
    });
    expect(lead.conversation_history).toEqual([
      { sender: 'bot', text: GREETING },
      { sender: 'user', text: name },
      { sender: 'bot', text: ASK_WHATSAPP('Maria') },
      { sender: 'user', text: '(21) 9876-5' },
      { sender: 'bot', text: INVALID },
      { sender: 'user', text: '(21) 98765-4321' },
      { sender: 'bot', text: ASK_REQUEST },
      { sender: 'user', text: 'Quero os horários\nda PT Rio' },
      { sender: 'bot', text: READY('Maria') },
    ]);

    const popupOpened = context.waitForEvent('page');
    await dialog(page).getByRole('button', { name: 'Abrir WhatsApp' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5521999990000');
    expect(url.searchParams.get('text')).toBe(
      `Olá! Meu nome é ${name} e vim pelo chat do Sonho & Sorte. Preciso de ajuda com: Quero os horários\nda PT Rio`,
    );
    // noopener: the WhatsApp tab cannot reach back into the app.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('[data-toast]').filter({ hasText: 'Tudo pronto!' })).toBeVisible();
    expect(await leadsNamed(stack, [name])).toHaveLength(1);
  });

  test('a name of invisible characters gets the reason in Portuguese before anything is sent (issue 19)', async ({ page, context, stack }) => {
    await stubWhatsapp(context);
    const name = uniqueName('Rita');
    await page.goto('/');
    await openChat(page);
    // Zero-width spaces and a Hangul filler: looks typed, shows nothing; the database would refuse it.
    await answer(page, '\u200B\u3164\u200B');
    await expect(lastBot(page)).toHaveText('O nome não pode ter só espaços ou caracteres invisíveis. Digite seu nome com letras.');
    await converse(page, name, '21987654321', 'Quero saber dos palpites');
    await expect.poll(async () => (await leadsNamed(stack, [name])).length).toBe(1);
  });

  test('the chat page runs the same conversation', async ({ page, stack }) => {
    const name = uniqueName('Joana');
    await page.goto('/chat-online');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat Online' })).toBeVisible();
    await page.clock.runFor(1_500);
    const log = page.getByRole('log', { name: 'Conversa com a assistente' });
    await expect(log.getByTestId('chat-bot-text').last()).toHaveText(GREETING);
    const input = page.getByTestId('chat-input');
    const bots = log.getByTestId('chat-bot-text');
    await expect(input).toBeEditable();
    await input.fill(name);
    await input.press('Enter');
    await page.clock.runFor(1_500);
    await expect(bots).toHaveCount(2);
    await expect(input).toBeEditable();
    await input.pressSequentially('1133334444');
    await expect(input).toHaveValue('(11) 3333-4444');
    await input.press('Enter');
    await page.clock.runFor(1_500);
    await expect(bots).toHaveCount(3);
    await expect(input).toBeEditable();
    await input.fill('Dúvida sobre cotações');
    await input.press('Enter');
    await page.clock.runFor(1_500);
    await expect(bots).toHaveCount(4);
    await expect(log.getByTestId('chat-bot-text').last()).toHaveText(READY('Joana'));
    await expect(page.getByRole('button', { name: 'Abrir WhatsApp' })).toBeVisible();
    await expect.poll(async () => (await leadsNamed(stack, [name])).map((l) => l.customer_whatsapp)).toEqual(['1133334444']);
  });

  test('three chats completed offline arrive as exactly three rows once back online', async ({ page, context, stack }) => {
    await page.goto('/');
    // Load the chat's code while online; offline the service worker or the memory cache serves it.
    await openChat(page);
    await dialog(page).getByRole('button', { name: 'Fechar chat' }).click();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    const names = [uniqueName('Offline Um'), uniqueName('Offline Dois'), uniqueName('Offline Tres')];
    for (const [i, name] of names.entries()) {
      await openChat(page);
      await converse(page, name, `2199999000${i}`, `Pedido ${i + 1}`);
      await expect(dialog(page).getByTestId('lead-offline')).toContainText(
        'será enviada assim que a conexão voltar',
      );
      await dialog(page).getByRole('button', { name: 'Fechar chat' }).click();
      await expect(dialog(page)).toBeHidden();
    }
    await expect(page.getByTestId('pending-badge')).toHaveText('3 pendentes');
    expect(await leadsNamed(stack, names)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(async () => (await leadsNamed(stack, names)).length).toBe(3);
    await expect(page.getByTestId('pending-badge')).toBeHidden();
    const rows = await leadsNamed(stack, names);
    expect(rows.map((r) => r.customer_name).sort()).toEqual([...names].sort());
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
  });

  test('a lead over the limit per address is kept, the chat says it goes shortly, and it is delivered later exactly once (issue 27)', async ({ page, context, stack }) => {
    await stubWhatsapp(context);
    // The shipped limit is 15 leads per address in ten minutes; one here, so the second lead meets it.
    await stack.sql('delete from private.anonymous_quota_hits');
    await stack.sql("update private.anonymous_quota_limits set per_10_minutes = 1 where bucket = 'leads'");
    try {
      const first = uniqueName('Cota Um');
      const second = uniqueName('Cota Dois');
      let refused = 0;
      page.on('response', (response) => {
        if (response.url().includes('/rest/v1/suporte_clientes') && response.status() === 429) refused += 1;
      });
      await page.goto('/');
      await openChat(page);
      await converse(page, first, '21987650001', 'Primeiro pedido');
      await expect.poll(async () => (await leadsNamed(stack, [first])).length).toBe(1);
      await dialog(page).getByRole('button', { name: 'Fechar chat' }).click();

      await openChat(page);
      await converse(page, second, '21987650002', 'Segundo pedido');
      await expect(dialog(page).getByTestId('lead-waiting')).toContainText('será enviada sozinha em instantes, só uma vez');
      await expect(dialog(page).getByTestId('lead-failed')).toHaveCount(0);
      expect(refused).toBe(1);
      expect(await leadsNamed(stack, [second])).toHaveLength(0);
      await expect(page.getByTestId('pending-badge')).toHaveText('1 pendente');

      // Ten minutes later the address's window is over (the database forgets its count) and the page's clock
      // passes the Retry-After the server gave: the outbox sends the lead again, once.
      await stack.sql('delete from private.anonymous_quota_hits');
      await page.clock.runFor(11 * 60_000);
      // On a loaded machine the retry may meet a busy moment: the clock keeps moving while we look, in steps of
      // 2 s. Steps of 10 s made the outbox's 20 s deadline (AbortSignal.timeout, on the page's clock) abandon a
      // request still on its way after two looks: the row was stored, the answer counted as lost, and the replay
      // that acknowledges it waited out a back-off longer than the badge's poll below (CI, under load).
      await expect
        .poll(
          async () => {
            await page.clock.runFor(2_000);
            return (await leadsNamed(stack, [second])).length;
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      await expect(dialog(page).getByTestId('lead-waiting')).toBeHidden();
      // The badge's live count settles on the page's (installed) clock: keep it moving while we look, long enough
      // for a replay after a lost answer (the primary key acknowledges it) to clear the entry.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(2_000);
            return page.getByTestId('pending-badge').count();
          },
          { timeout: 30_000 },
        )
        .toBe(0);
      await page.clock.runFor(11 * 60_000);
      const rows = await leadsNamed(stack, [first, second]);
      expect(rows.map((r) => r.initial_message).sort()).toEqual(['Primeiro pedido', 'Segundo pedido']);
      expect(refused).toBe(1);
    } finally {
      await stack.sql(RAISED_LIMITS);
    }
  });

  test('with the backend stopped mid-delivery and restarted, no lead is lost or doubled', async ({ page, context, stack }) => {
    await page.goto('/');
    await openChat(page);
    await dialog(page).getByRole('button', { name: 'Fechar chat' }).click();

    await context.setOffline(true);
    const names = [uniqueName('Queda Um'), uniqueName('Queda Dois'), uniqueName('Queda Tres')];
    for (const [i, name] of names.entries()) {
      await openChat(page);
      await converse(page, name, `2198888000${i}`, `Pedido ${i + 1}`);
      await dialog(page).getByRole('button', { name: 'Fechar chat' }).click();
    }

    // The first lead reaches the server; the backend goes down while the next ones are on their way.
    let posts = 0;
    await page.route('**/rest/v1/suporte_clientes**', async (route) => {
      posts += 1;
      if (posts === 2) await stack.stopBackend();
      await route.continue();
    });
    await context.setOffline(false);
    await expect.poll(() => posts).toBeGreaterThanOrEqual(2);
    // The first one was acknowledged and left the queue; the others wait for the backend.
    await expect(page.getByTestId('pending-badge')).toHaveText('2 pendentes');

    await stack.startBackend();
    // The retries wait 2 s, 4 s, ...: jump the page's clock past the next one.
    await expect
      .poll(async () => {
        await page.clock.runFor(5_000);
        return (await leadsNamed(stack, names)).length;
      })
      .toBe(3);
    await expect(page.getByTestId('pending-badge')).toBeHidden();
    const rows = await leadsNamed(stack, names);
    expect(rows.map((r) => r.customer_name).sort()).toEqual([...names].sort());
  });
});
