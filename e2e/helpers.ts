// Shared e2e steps: accessibility scan, users made through the service role, admin sign-in, the phone menu.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect, type test } from './fixtures';
import { freshCode } from '../supabase/tests/totp';

export type Stack = Parameters<Parameters<typeof test>[2]>[0]['stack'];

/**
 * axe's experimental rules, on too (issue 30): label-content-name-mismatch (WCAG 2.5.3, a voice-control user says
 * what they see), table and heading semantics, orientation lock. axe leaves them off by default.
 */
const EXPERIMENTAL_RULES = Object.fromEntries(axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));

/** Runs axe on the page (or one part of it), experimental rules included, and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label = page.url(), within?: string) {
  // Colours are only meaningful once opening transitions (modals, toasts) have finished. Something that starts to
  // fade in while axe reads the page (the chat's welcome bubble, 10 s after a page opens) is read again once settled.
  const settled = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const moving = () => page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity));
  const analyze = () => {
    const builder = new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES });
    if (within) builder.include(within);
    return builder.analyze();
  };
  await settled();
  let results = await analyze();
  for (let again = 0; again < 2 && (await moving()); again += 1) {
    await settled();
    results = await analyze();
  }
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(', ')}`)).toEqual([]);
  // WCAG 2.5.3 is evaluated on every page, not left off by a rule set: the rule ran...
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].some((list) => list.some((r) => r.id === NAME_MISMATCH));
  expect(ran, `${label}: ${NAME_MISMATCH} was not run`).toBe(true);
  // ...and what axe leaves to a person (a visible text too short to judge, like a letter "a"), is judged here.
  const undecided = results.incomplete.filter((r) => r.id === NAME_MISMATCH).flatMap((r) => r.nodes.map((n) => String(n.target[0])));
  expect(await nameMismatches(page, undecided), label).toEqual([]);
}

const NAME_MISMATCH = 'label-content-name-mismatch';

/**
 * The elements (CSS selectors) whose accessible name (aria-label, aria-labelledby) does not contain their visible
 * text, case, accents and punctuation aside; text hidden from assistive technology (icons) is not visible text.
 */
async function nameMismatches(page: Page, selectors: string[]): Promise<string[]> {
  if (selectors.length === 0) return [];
  return page.evaluate((targets) => {
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const visibleText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof HTMLElement) || node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
      return [...node.childNodes].map(visibleText).join(' ');
    };
    const problems: string[] = [];
    for (const selector of targets) {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) continue;
      const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const name = fold(labelledBy.trim() ? labelledBy : (element.getAttribute('aria-label') ?? ''));
      const visible = fold(visibleText(element));
      if (visible && !name.includes(visible)) problems.push(`${selector}: name "${name}" lacks "${visible}"`);
    }
    return problems;
  }, selectors);
}

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com`;

/** A user of its own (customer or admin) past the first-access password change. */
async function newUser(stack: Stack, role: 'customer' | 'admin', password: string): Promise<string> {
  const email = uniqueEmail(role);
  const { data, error } = await stack.admin.auth.admin.createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
  const { error: profileError } = await stack.admin
    .from('profiles')
    .update({ role, must_change_password: false, password_changed_at: new Date().toISOString() })
    .eq('id', data.user!.id);
  expect(profileError).toBeNull();
  return email;
}

/** Signs a customer of its own in on /log-in and waits to leave it; returns the e-mail. */
export async function signInCustomer(page: Page, stack: Stack): Promise<string> {
  const password = 'Cliente#Teste2026';
  const email = await newUser(stack, 'customer', password);
  await page.goto('/log-in');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^Entrar/ }).click();
  await expect(page).not.toHaveURL(/\/log-in$/);
  return email;
}

/**
 * On the enrolment step: reads the secret shown on screen (as a person would type it into an app), enters the
 * code an authenticator computes from it, and returns the secret.
 */
export async function enrolOnScreen(page: Page): Promise<string> {
  const secretBox = page.getByTestId('mfa-secret');
  await expect(secretBox).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = (await secretBox.innerText()).replace(/\s/g, '');
  await page.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Ativar autenticador' }).click();
  return secret;
}

/** On the code step: the code of the authenticator with this secret. */
export async function enterCode(page: Page, secret: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Verificar código' }).click();
}

/**
 * Opens a /painel URL, signs in on the 'Painel do Administrador' screen as a new admin, sets up its authenticator
 * (the first sign-in of an admin) and waits for the panel. Returns the e-mail.
 */
export async function signInAdmin(page: Page, stack: Stack, path = '/painel/dashboard'): Promise<string> {
  const password = 'Admin#Teste2026';
  const email = await newUser(stack, 'admin', password);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: /^Entrar/ }).click();
  await enrolOnScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toHaveCount(0);
  return email;
}

/** Opens the menu drawer; a tap before the prerendered page has hydrated is lost, as it would be for a person. */
export async function openMenu(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return dialog.getByTestId('sidebar');
}

/**
 * A row in each admin list (a lucky guess, a monthly promotion, a welcome bonus, a draw result, an unread
 * feedback), so that the lists' row actions are on screen; `tag` tells the rows apart. Returns their titles.
 */
export async function seedAdminRows(stack: Stack, tag: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const rows = {
    guess: `Loteria ${tag}`,
    promotion: `Promoção ${tag}`,
    bonus: `Bônus ${tag}`,
    result: `Sorteio ${tag}`,
    feedback: `Feedback ${tag}`,
  };
  const inserts = [
    stack.admin.from('lucky_guesses').insert({ guess_date: today, lottery: rows.guess, draw_label: 'PT 14:20', grupos: ['09'], milhares: ['4533'], centenas: ['533'] }),
    stack.admin.from('monthly_promotions').insert({ title: rows.promotion, description: 'Promoção do mês para o teste.', month: `${today.slice(0, 7)}-01` }),
    stack.admin.from('welcome_bonuses').insert({ title: rows.bonus, description: 'Bônus para o teste.', percentage: 100 }),
    stack.admin.from('draw_results').insert({ lottery: 'PT Rio', draw_date: today, draw_label: rows.result, prizes: ['4735', '0812', '7790', '3346', '1125'] }),
    stack.admin.from('feedbacks').insert({ rating: 4, message: rows.feedback, page: '/palpites' }),
  ];
  for (const { error } of await Promise.all(inserts)) expect(error).toBeNull();
  return rows;
}

/**
 * A draw's card on /resultados, as a person reaches it: the page draws its first screen's cards, and the rest as
 * the reader scrolls to them or asks ("Mostrar mais N resultados"), which this presses when the card is not there.
 */
export async function drawCard(page: Page, id: string): Promise<Locator> {
  const card = page.locator(`[data-testid="draw-result"][data-id="${id}"]`);
  await expect(card.or(page.getByTestId('results-more')).first()).toBeVisible();
  await expect(async () => {
    if (!(await card.isVisible())) await pressMore(page);
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return card;
}

/** Every card of the day on /resultados, as a person asks for them: "Mostrar mais N resultados", when it is there. */
export async function showEveryDraw(page: Page): Promise<void> {
  await expect(page.getByTestId('draw-result').or(page.getByTestId('results-none')).first()).toBeVisible();
  await expect(async () => {
    await pressMore(page);
    await expect(page.getByTestId('results-more')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Presses "Mostrar mais" if it is there. Scrolling it into view brings the page's sentinel near too, so the
 * page may draw two more cards (the button moves) or the rest (the button goes) while the click waits: a
 * click that cannot land in two seconds is given up, and the caller looks at the page again.
 */
async function pressMore(page: Page): Promise<void> {
  const more = page.getByTestId('results-more').getByRole('button');
  if (!(await more.isVisible())) return;
  await more.click({ timeout: 2_000 }).catch(() => undefined);
}

/**
 * Reloads a page of a context that is offline (context.setOffline(true)), or opens `url` there, as a phone without
 * signal reopens it.
 * With Debian's Chromium 150, a document the service worker serves after the reload starts with navigator.onLine
 * true and no 'offline' event: Playwright's emulation is not carried to it. The page's own network conditions are
 * set again through the DevTools protocol, which is what a phone without signal has from the start. Returns what
 * puts the page back online: call it with context.setOffline(false).
 */
export async function reloadOffline(page: Page, url?: string): Promise<() => Promise<void>> {
  if (url) await page.goto(url);
  else await page.reload();
  const session = await page.context().newCDPSession(page);
  const conditions = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await session.send('Network.emulateNetworkConditions', { offline: true, ...conditions });
  return async () => {
    await session.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  };
}
