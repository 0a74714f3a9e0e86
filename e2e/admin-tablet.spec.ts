// The admin lists on a tablet (issue 30, item 15): every row action is a touch target of at least 44 × 44 px,
// the destructive one (Excluir, Remover, Redefinir) stands at least 8 px from its neighbours and asks before it runs.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enrolOnScreen, seedAdminRows, signInAdmin } from './helpers';

test.use({ viewport: { width: 820, height: 1180 } });

const DESTRUCTIVE = /^(Excluir|Remover|Redefinir)/;

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every visible button of a row, by accessible name (aria-label or text) and bounding box. */
async function rowButtons(row: Locator): Promise<Box[]> {
  const buttons = row.getByRole('button');
  const boxes: Box[] = [];
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    const box = (await button.boundingBox())!;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
    boxes.push({ name, ...box });
  }
  return boxes;
}

/** The empty space between two boxes: horizontal when side by side, vertical when one is above the other. */
function gapBetween(a: Box, b: Box): number {
  const horizontal = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const vertical = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.max(horizontal, vertical);
}

/** Measures a row's actions, then opens its destructive action and cancels it: a dialog asks, and the row stays. */
async function checkRow(screen: string, row: Locator, expected: readonly (string | RegExp)[]) {
  await expect(row).toBeVisible();
  const boxes = await rowButtons(row);
  expect(boxes.map((b) => b.name), screen).toEqual(expected.map((e) => (typeof e === 'string' ? e : expect.stringMatching(e))));
  for (const box of boxes) {
    expect(box.height, `${screen}: "${box.name}" height`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${screen}: "${box.name}" width`).toBeGreaterThanOrEqual(44);
  }
  const destructive = boxes.filter((b) => DESTRUCTIVE.test(b.name));
  for (const danger of destructive) {
    for (const other of boxes.filter((b) => b !== danger)) {
      expect(gapBetween(danger, other), `${screen}: "${danger.name}" from "${other.name}"`).toBeGreaterThanOrEqual(8);
    }
  }
  return destructive;
}

async function confirmsBeforeDeleting(page: Page, screen: string, row: Locator, name: string, dialogName: string | RegExp) {
  await row.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog, `${screen}: ${name} asks first`).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row, `${screen}: nothing deleted on Cancelar`).toBeVisible();
}

/** The screen as the tablet shows it, scrolled to `row` when given (long lists), else the whole page. */
async function shoot(page: Page, name: string, row?: Locator) {
  await page.waitForLoadState('networkidle');
  if (row) await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`admin-${name}-820.png`), fullPage: !row });
}

test('row actions at 820 px: 44 px targets, the destructive one apart and confirmed', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const tag = `Tablet ${String(Date.now()).slice(-6)}`;
  const rows = await seedAdminRows(stack, tag);
  await signInAdmin(page, stack, '/painel/lucky-guesses');

  const contentScreens = [
    { path: '/painel/lucky-guesses', testId: 'guess-card', text: rows.guess, toggle: 'Despublicar' },
    { path: '/painel/monthly-promotions', testId: 'promotion-row', text: rows.promotion, toggle: 'Desativar' },
    { path: '/painel/welcome-bonus', testId: 'bonus-row', text: rows.bonus, toggle: 'Desativar' },
  ];
  for (const screen of contentScreens) {
    await page.goto(screen.path);
    const row = page.getByTestId(screen.testId).filter({ hasText: screen.text });
    await checkRow(screen.path, row, ['Editar', screen.toggle, 'Excluir']);
    await confirmsBeforeDeleting(page, screen.path, row, 'Excluir', 'Confirmar Exclusão');
    await shoot(page, screen.path.split('/').pop()!);
  }

  await page.goto('/painel/results');
  const result = page.getByTestId('result-row').filter({ hasText: rows.result });
  await checkRow('results', result, ['Corrigir', 'Excluir']);
  await confirmsBeforeDeleting(page, 'results', result, 'Excluir', 'Confirmar Exclusão');
  await shoot(page, 'results', result);

  await page.goto('/painel/dream-book');
  await page.getByRole('button', { name: /^Letra C \(/ }).click();
  const cobra = page.getByRole('article', { name: 'Cobra', exact: true });
  await checkRow('dream-book', cobra, ['Editar Cobra', 'Excluir Cobra']);
  await confirmsBeforeDeleting(page, 'dream-book', cobra, 'Excluir Cobra', 'Confirmar Exclusão');
  await shoot(page, 'dream-book', cobra);

  await page.goto('/painel/feedbacks');
  await checkRow('feedbacks', page.getByTestId('feedback-card').filter({ hasText: rows.feedback }), ['Marcar como lido']);
  await shoot(page, 'feedbacks');

  // A backup authenticator makes "Remover" appear beside each of the admin's own.
  await page.goto('/painel/account-security');
  const own = page.getByTestId('own-authenticator');
  await expect(own).toHaveCount(1);
  await page.getByRole('button', { name: 'Adicionar autenticador reserva' }).click();
  await enrolOnScreen(page);
  await expect(own).toHaveCount(2);
  // The admins' table counts the new one at once, without a reload.
  const me = page.getByTestId('admin-account').filter({ hasText: 'Você' });
  await expect(me.getByText('2 ativos', { exact: true })).toBeVisible();
  const first = own.first();
  const [remove] = await checkRow('account-security', first, [/^Remover /]);
  await confirmsBeforeDeleting(page, 'account-security', first, remove!.name, 'Confirmar Exclusão');
  await expect(own).toHaveCount(2);
  await shoot(page, 'account-security');
});

/**
 * Every control a finger aims at, visible on the page: buttons, links, fields, and the labels of switches,
 * checkboxes and segmented filters (their inputs are hidden; the label is what is tapped). Links inside running
 * text are excluded (WCAG 2.5.5's inline exception).
 */
function smallControls(page: Page) {
  return page.evaluate((min) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, textarea, select, [role="button"], label');
    for (const element of controls) {
      if (element instanceof HTMLLabelElement) {
        const control = element.control;
        if (!(control instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(control.type)) continue;
      }
      if (element.closest('p')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // A multi-select's typing field sits inside the field box, which takes the tap: the box is the target.
      const box = (element.parentElement?.closest('.mantine-Input-input') ?? element).getBoundingClientRect();
      if (box.width === 0 || box.right <= 0 || box.left >= innerWidth) continue;
      if (box.height < min || box.width < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} “${name}” ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    return found;
  }, 44);
}

test('every control of every panel screen at 820 px is at least 44 × 44 px: header, menu, fields, filters, dialogs', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await seedAdminRows(stack, `Toque ${String(Date.now()).slice(-6)}`);
  await signInAdmin(page, stack, '/painel/dashboard');
  const screens = ['dashboard', 'dream-book', 'lucky-guesses', 'monthly-promotions', 'welcome-bonus', 'results', 'access-monitor', 'feedbacks', 'account-security'];
  for (const screen of screens) {
    await page.goto(`/painel/${screen}`);
    await expect(page.getByTestId('page-header')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await smallControls(page), `/painel/${screen}`).toEqual([]);
  }
  // The menu drawer, the send queue and a dialog: their links, buttons and close buttons too.
  await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: /Visão Geral/ })).toBeInViewport();
  expect(await smallControls(page), 'menu').toEqual([]);
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('button', { name: /Fila de envio/ }).click();
  await expect(page.getByRole('dialog', { name: 'Fila de envio' })).toBeVisible();
  expect(await smallControls(page), 'send queue').toEqual([]);
  await page.getByRole('button', { name: 'Fechar fila de envio' }).click();
  await page.goto('/painel/dream-book');
  await page.getByRole('button', { name: /Adicionar/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await smallControls(page), 'new dream dialog').toEqual([]);
});
