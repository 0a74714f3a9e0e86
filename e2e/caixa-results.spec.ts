// The Caixa lotteries' results (issue 39) on a phone: /resultados shows each game's newest contest (the seed's
// demonstration contests) below the day's draws; a game's page lists its contests and pages through them; a contest's
// page shows all it holds; at 320, 360 and 414 px in both colour schemes, with the colour-emoji font, nothing pans
// sideways, no text is cut and no word is broken; and a contest's page opens offline after one visit. Screenshots
// stay in test-results/ to be looked at.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutProblems, PHONE_WIDTHS, SCHEMES } from './layout';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// The seed's newest demonstration contests (supabase/seed.sql: three per game, the newest drawn yesterday).
const MEGA = 2925;
const GAMES = ['Mega-Sena', 'Lotofácil', 'Quina', 'Lotomania', 'Timemania', 'Dupla Sena', 'Dia de Sorte', 'Super Sete', '+Milionária', 'Federal'];

/** Problems a person would see in `scope` at each phone width, with a screenshot of it at each. */
async function problemsAtPhoneWidths(page: Page, testInfo: TestInfo, name: string, scope = 'main'): Promise<string[]> {
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    problems.push(...(await layoutProblems(page, { scope })).map((problem) => `${width} px: ${problem}`));
    // A table wider than the screen, which a layout that clips its overflow hides from the checks above.
    const wide = await page.locator(`${scope} table`).evaluateAll((tables) =>
      tables.filter((table) => table.getBoundingClientRect().right > window.innerWidth + 0.5).map((table) => table.querySelector('caption')?.textContent ?? 'table'),
    );
    problems.push(...wide.map((caption) => `${width} px: table "${caption}" runs past the screen`));
    await page.locator(scope).first().screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  return [...new Set(problems)];
}

/** The Caixa section of /resultados, reached as a reader does: the link under the page's lead. */
async function caixaSection(page: Page) {
  await page.goto('/resultados');
  await page.getByRole('link', { name: 'Mega-Sena, Lotofácil, Quina e as outras loterias da Caixa' }).click();
  const section = page.getByTestId('caixa-section');
  await expect(section.getByTestId('caixa-latest')).toHaveCount(GAMES.length);
  return section;
}

test('/resultados shows the newest contest of every Caixa game below the day’s draws, each linked', async ({ page }) => {
  const section = await caixaSection(page);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(GAMES);
  const mega = section.getByTestId('caixa-latest').first();
  await expect(mega.getByRole('list', { name: 'Números sorteados' }).getByRole('listitem')).toHaveCount(6);
  await expect(mega.getByText('demonstração')).toBeVisible();
  await expect(section.locator('[data-game="dupla-sena"]').getByRole('list')).toHaveCount(2);
  await expect(section.locator('[data-game="mais-milionaria"]').getByRole('list', { name: 'Trevos' }).getByRole('listitem')).toHaveCount(2);
  await mega.getByRole('link', { name: new RegExp(`^Concurso ${MEGA} · `) }).click();
  await expect(page).toHaveURL(new RegExp(`/resultados/mega-sena/${MEGA}$`));
  await expect(page.getByTestId('contest')).toBeVisible();
});

test('a game’s page lists its contests newest first and pages through them', async ({ page, stack }) => {
  // Thirty more contests of the Mega-Sena, copies of a demonstration one under older numbers.
  await stack.sql(`
    insert into public.lottery_contests (game, contest, draw_date, numbers, draw_order, prizes, accumulated, next_contest,
      next_date, next_estimate, place, demo, source)
    select game, n, draw_date - (${MEGA - 2} - n), numbers, draw_order, prizes, accumulated, n + 1, draw_date, next_estimate,
      place, true, 'demo'
    from public.lottery_contests, generate_series(${MEGA - 32}, ${MEGA - 3}) as n
    where game = 'mega-sena' and contest = ${MEGA - 2}
    on conflict (game, contest) do nothing`);
  await page.goto('/resultados/mega-sena');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados da Mega-Sena' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seguir Mega-Sena' })).toBeVisible();
  const items = page.getByTestId('contest-item');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toHaveAttribute('data-contest', String(MEGA));
  await expect(items.nth(19)).toHaveAttribute('data-contest', String(MEGA - 19));
  await page.getByRole('button', { name: 'Ver mais' }).click();
  await expect(items).toHaveCount(33);
  await expect(items.last()).toHaveAttribute('data-contest', String(MEGA - 32));
  await expect(page.getByRole('button', { name: 'Ver mais' })).toBeHidden();
  await items.nth(20).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/resultados/mega-sena/${MEGA - 20}$`));
  await expect(page.getByTestId('contest')).toHaveAttribute('data-contest', String(MEGA - 20));
});

test('a contest’s page shows the numbers sorted and as drawn, every tier, the next contest, the place, the links around it', async ({ page }) => {
  await page.goto(`/resultados/mega-sena/${MEGA}`);
  const contest = page.getByTestId('contest');
  await expect(page.getByRole('heading', { level: 1, name: `Mega-Sena · Concurso ${MEGA}` })).toBeVisible();
  await expect(page.getByTestId('contest-demo')).toHaveText('Demonstração');
  const sorted = await contest.getByRole('list', { name: 'Números sorteados, em ordem crescente' }).getByRole('listitem').allTextContents();
  expect(sorted).toEqual([...sorted].sort());
  const drawn = await contest.getByRole('list', { name: 'Números na ordem do sorteio' }).getByRole('listitem').allTextContents();
  expect([...drawn].sort()).toEqual(sorted);
  const prizes = page.getByTestId('contest-prizes').getByRole('row');
  await expect(prizes).toHaveCount(4);
  await expect(prizes.nth(1)).toContainText('Sena');
  await expect(prizes.nth(2)).toContainText(/Quina\s*R\$\s*[\d.,]+\s*[\d.]+ ganhador/);
  await expect(page.getByTestId('contest-next')).toContainText(`Próximo concurso ${MEGA + 1}`);
  await expect(page.getByTestId('contest-place')).toHaveText('Sorteio realizado em ESPAÇO DA SORTE, SÃO PAULO, SP.');
  await expect(page.getByRole('button', { name: 'Seguir Mega-Sena' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Compartilhar/ })).toBeVisible();
  await expect(page.getByRole('link', { name: `Próximo concurso, ${MEGA + 1}` })).toHaveCount(0);
  await page.getByRole('link', { name: `Concurso anterior, ${MEGA - 1}` }).click();
  await expect(page.getByTestId('contest')).toHaveAttribute('data-contest', String(MEGA - 1));
  await expect(page.getByRole('link', { name: `Próximo concurso, ${MEGA}` })).toBeVisible();

  // Dupla Sena's two draws; the Federal's tickets and the bicho prizes they give.
  await page.goto('/resultados/dupla-sena/2871');
  await expect(page.getByTestId('contest-draw')).toHaveCount(2);
  await page.goto('/resultados/federal/5988');
  await expect(page.getByTestId('federal-bicho').getByRole('row')).toHaveCount(8);
  await expect(page.getByTestId('contest-prizes').getByRole('row').nth(1)).toContainText(/1º Prêmio\s*\d{6}/);

  // An address that names nothing.
  await page.goto('/resultados/mega-sena/99999');
  await expect(page.getByTestId('contest-not-found')).toContainText('Não há concurso 99999 da Mega-Sena');
  await page.goto('/resultados/loto-da-lua');
  await expect(page.getByTestId('contest-not-found')).toContainText('Não encontramos essa loteria');
});

for (const colorScheme of SCHEMES) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('fits phones of 320 to 414 px: /resultados’ Caixa block, a game’s page, contests of every kind', async ({ page }, testInfo) => {
      const problems: string[] = [];
      await caixaSection(page);
      problems.push(...(await problemsAtPhoneWidths(page, testInfo, `resultados-caixa-${colorScheme}`, '[data-testid="caixa-section"]')));
      await page.goto('/resultados/lotomania');
      await expect(page.getByTestId('contest-item').first()).toBeVisible();
      problems.push(...(await problemsAtPhoneWidths(page, testInfo, `lotomania-${colorScheme}`)));
      for (const path of [`/resultados/mega-sena/${MEGA}`, '/resultados/mais-milionaria/292', '/resultados/super-sete/757', '/resultados/federal/5988', '/resultados/timemania/2305']) {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(path);
        await expect(page.getByTestId('contest')).toBeVisible();
        problems.push(...(await problemsAtPhoneWidths(page, testInfo, `${path.split('/')[2]}-${colorScheme}`)).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a contest’s page and its game’s page open offline after one visit', async ({ page, context }) => {
    await page.goto(`/resultados/quina/6849`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByTestId('contest')).toBeVisible();
    await page.goto('/resultados/quina');
    await expect(page.getByTestId('contest-item')).toHaveCount(3);

    await context.setOffline(true);
    await page.goto(`/resultados/quina/6849`);
    await expect(page.getByTestId('contest')).toHaveAttribute('data-contest', '6849');
    await expect(page.getByTestId('contest-prizes')).toBeVisible();
    await page.goto('/resultados/quina');
    await expect(page.getByTestId('contest-item')).toHaveCount(3);
    // Never downloaded here: said, not a blank page.
    await page.goto('/resultados/quina/6000');
    await expect(page.getByTestId('contest-not-found')).toContainText('Conecte-se uma vez para ver');
    await context.setOffline(false);
  });
});
