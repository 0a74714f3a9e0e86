// The admins' side of the Caixa results (issue 39): Fontes on a tablet (820 px) and a phone (390 px), its
// "Buscar agora" run against the stand-in's ingest function with the source out of reach (the suite runs without
// network: each game's source is then 'unreachable'), and the dashboard's draws still without a result.
import type { Locator, Page } from '@playwright/test';
import { statusWords } from '../src/features/caixa/admin/source-words';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, signInAdmin } from './helpers';

test.use({ viewport: { width: 820, height: 1180 } });

/** Every visible button and link of a region is a touch target of at least 44 × 44 px, as on the other admin screens. */
async function expectTouchTargets(region: Locator, label: string) {
  const controls = region.locator('button, a[href]');
  let measured = 0;
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
    expect(box.height, `${label}: "${name}" height`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${label}: "${name}" width`).toBeGreaterThanOrEqual(44);
    measured += 1;
  }
  expect(measured, `${label}: controls measured`).toBeGreaterThan(0);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('Fontes: "Buscar agora" with the source unreachable shows the state it left, at 820 and 390 px; the dashboard lists a late draw', async ({ page, stack }) => {
  test.setTimeout(240_000);
  // A draw of its own in the schedule, at noon every day: yesterday's is late whatever the time of the run.
  const lottery = `E2E Pendente ${String(Date.now()).slice(-5)}`;
  await stack.sql("insert into public.draw_schedule (lottery, draw_label, draw_time, weekdays, as_of) values ($1, 'Sorteio 12:00', '12:00', '{0,1,2,3,4,5,6}', current_date)", [lottery]);
  try {
    await signInAdmin(page, stack, '/painel/fontes');
    await expect(page.getByRole('heading', { level: 1, name: 'Fontes' })).toBeVisible();
    const cards = page.getByTestId('source-card');
    await expect(cards).toHaveCount(10);
    const before = new Map((await stack.sql('select game, last_attempt_at from public.caixa_source_state')).map((r) => [r.game, String(r.last_attempt_at)]));

    await page.getByRole('button', { name: 'Buscar agora' }).click();
    await expect(page.locator('[data-toast]').filter({ hasText: 'Busca concluída' }).first()).toBeVisible({ timeout: 90_000 });

    // Every game was tried after the press, and each card says in words what the database holds.
    const after = await stack.sql('select game, last_status, last_error, last_attempt_at from public.caixa_source_state');
    expect(after).toHaveLength(10);
    for (const row of after) {
      expect(String(row.last_attempt_at), `${row.game} tried again`).not.toBe(before.get(row.game));
      const card = page.locator(`[data-testid="source-card"][data-game="${row.game}"]`);
      await expect(card.getByTestId('source-status')).toHaveText(statusWords(row.last_status as string, row.last_error as string | null).text);
    }
    expect(after.map((row) => row.last_status)).toEqual(Array(10).fill('unreachable'));
    await expect(cards.first().getByTestId('source-status')).toHaveText('Fonte inacessível');
    await expect(cards.first()).toContainText('Último sucesso: nunca');
    await expect(cards.first()).toContainText('Nova tentativa depois de');

    const main = page.locator('main');
    await expectTouchTargets(main, 'Fontes 820 px');
    await expectNoSidewaysScroll(page, 820);
    await expectNoSeriousViolations(page, 'Fontes 820 px');
    await page.screenshot({ path: test.info().outputPath('fontes-820.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards.first().getByTestId('source-status')).toBeVisible();
    await expectTouchTargets(main, 'Fontes 390 px');
    await expectNoSidewaysScroll(page, 390);
    await page.screenshot({ path: test.info().outputPath('fontes-390.png'), fullPage: true });

    // The dashboard: yesterday's noon draw of that lottery has no result.
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/painel/dashboard');
    const missing = page.getByTestId('missing-draws');
    await expect(missing.getByTestId('missing-draw-yesterday').filter({ hasText: lottery })).toHaveText(`${lottery}: Sorteio 12:00`);
    await expect(missing.getByRole('button', { name: 'Seguir Pendências' })).toBeVisible();
    await expectTouchTargets(missing, 'Sorteios sem resultado 820 px');
    await expectNoSeriousViolations(page, 'Dashboard 820 px', '[data-testid="missing-draws"]');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectTouchTargets(missing, 'Sorteios sem resultado 390 px');
    await expectNoSidewaysScroll(page, 390);
    await missing.screenshot({ path: test.info().outputPath('pendencias-390.png') });
  } finally {
    await stack.sql('delete from public.draw_schedule where lottery = $1', [lottery]);
  }
});
