// The player's daily tools end to end: quotations, the bet checker, the generator, results and the day's guesses.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatMultiplier } from '../src/utils/pt-br/numbers';
import { MODALITIES } from '../src/features/bets/domain/modalities';
import { expect, test } from './fixtures';
import { drawCard } from './helpers';

/** Today's date on the Brasília clock, as the app computes it. */
function todayInBrasilia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const PRIZES = ['4735', '0812', '7790', '3346', '1125'];

test.describe('daily tools', () => {
  test('/cotacoes shows all 22 modalities with pt-BR values', async ({ page }) => {
    await page.goto('/cotacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Cotações' })).toBeVisible();
    const rows = page.getByTestId('modality-row');
    await expect(rows).toHaveCount(22);
    const multiplier = (key: string) => page.locator(`[data-testid="modality-row"][data-key="${key}"]`).getByTestId('multiplier');
    await expect(multiplier('MILHAR_SECO_1')).toHaveText('5.000,00');
    await expect(multiplier('GRUPO_COMBINADO_1_5')).toHaveText('3,60');
    await expect(multiplier('TERNO_GRUPO_SECO_1_3')).toHaveText('1.300,00');
    for (const modality of MODALITIES) {
      const row = page.locator(`[data-testid="modality-row"][data-key="${modality.key}"]`);
      await expect(row).toContainText(modality.name);
      await expect(row.getByTestId('multiplier')).toHaveText(formatMultiplier(modality.multiplier));
    }
    await expect(page.getByText('R$ 2,00 no Grupo 1º paga R$ 36,00', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Simular ou conferir uma aposta' }).click();
    await expect(page).toHaveURL(/\/conferir-aposta$/);
  });

  test('the simulator settles Grupo 1º, group 09, R$ 2,00 on a draw with 4735 in the 1º prize: R$ 36,00', async ({ page }) => {
    await page.goto('/conferir-aposta');
    await page.getByLabel('Modalidade').selectOption('GRUPO_SECO_1');
    await page.getByLabel('Grupo', { exact: true }).selectOption('09');
    await page.getByLabel('Valor da aposta').fill('2,00');
    await page.getByLabel('Digitar os prêmios').check();
    for (const [i, milhar] of PRIZES.entries()) await page.getByLabel(`${i + 1}º prêmio`).fill(milhar);
    await page.getByRole('button', { name: 'Conferir aposta' }).click();
    await expect(page.getByTestId('bet-summary')).toContainText('Aposta premiada: R$ 36,00');
    await expect(page.getByTestId('bet-lines')).toContainText('R$ 2,00 × 18,00 = R$ 36,00');

    // Without a draw it quotes the potential payout instead.
    await page.getByLabel('Sem resultado: só ver quanto paga').check();
    await expect(page.getByTestId('bet-summary')).toContainText('Se acertar, paga R$ 36,00');
  });

  test('/gerar-palpite makes a Mega-Sena game of 6 distinct sorted numbers in 1-60', async ({ page }) => {
    await page.goto('/gerar-palpite');
    await page.getByLabel('Jogo', { exact: true }).selectOption('mega-sena');
    await page.getByRole('button', { name: 'Gerar' }).click();
    const balls = page.getByTestId('generated-item').first().getByTestId('ball');
    await expect(balls).toHaveCount(6);
    const numbers = (await balls.allTextContents()).map(Number);
    expect(new Set(numbers).size).toBe(6);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    for (const n of numbers) expect(n >= 1 && n <= 60).toBe(true);
    await expect(page.getByTestId('random-notice')).toContainText('não aumentam a sua chance de ganhar');
  });

  test('a result entered by an admin appears on /resultados and the checker settles a bet on it', async ({ page, stack }) => {
    const { data, error } = await stack.admin
      .from('draw_results')
      .insert({ lottery: 'Loteria E2E', draw_date: todayInBrasilia(), draw_label: 'E2E 10:00', prizes: PRIZES })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = String(data?.id);

    await page.goto('/resultados');
    const card = await drawCard(page, id);
    const first = card.getByRole('row', { name: /^1º/ });
    await expect(first).toContainText('4735');
    await expect(first).toContainText('09');
    await expect(first).toContainText('Cobra');

    await card.getByRole('link', { name: /Conferir aposta: Loteria E2E, E2E 10:00/ }).click();
    await expect(page).toHaveURL(new RegExp(`/conferir-aposta\\?resultado=${id}$`));
    await expect(page.getByLabel('Resultado salvo', { exact: true })).toHaveValue(id);
    await page.getByLabel('Grupo', { exact: true }).selectOption('09');
    await page.getByRole('button', { name: 'Conferir aposta' }).click();
    await expect(page.getByTestId('bet-summary')).toContainText('Aposta premiada: R$ 36,00');

    // The same result, a losing bet.
    await page.getByLabel('Grupo', { exact: true }).selectOption('10');
    await expect(page.getByTestId('bet-summary')).toContainText('Aposta não premiada');
  });

  test("a lucky guess scheduled for today shows on /palpites", async ({ page, stack }) => {
    const { error } = await stack.admin.from('lucky_guesses').insert({
      guess_date: todayInBrasilia(),
      lottery: 'Loteria E2E',
      draw_label: 'E2E 11:20',
      grupos: ['22'],
      milhares: ['0788'],
      centenas: ['788'],
      note: 'Palpite de teste de ponta a ponta.',
      published: true,
    });
    expect(error).toBeNull();

    await page.goto('/palpites');
    const card = page.getByTestId('guess-card').filter({ has: page.getByRole('heading', { name: 'Loteria E2E · E2E 11:20' }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('22 - Tigre');
    await expect(card).toContainText('0788');
    await expect(card).toContainText('Palpite de teste de ponta a ponta.');
  });

  const PAGES = [
    { path: '/cotacoes', h1: 'Cotações' },
    { path: '/conferir-aposta', h1: 'Conferir aposta' },
    { path: '/limites', h1: 'Limites de prêmio' },
    { path: '/gerar-palpite', h1: 'Gerar Palpite' },
    { path: '/palpites', h1: 'Palpites do Dia' },
    { path: '/blog-da-sorte', h1: 'Blog da Sorte' },
    { path: '/quinta-bicho-sorte', h1: 'Quinta do Bicho da Sorte' },
    { path: '/sua-sorte', h1: 'Sua Sorte' },
    { path: '/resultados', h1: 'Resultados' },
  ];

  async function expectNoSeriousAxe(page: Page, label: string) {
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${label}`).toEqual([]);
  }

  test('on a phone, every tools page has one h1, no sideways scroll and no serious axe violation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, h1 } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoSeriousAxe(page, path);
    }
  });

  test('the answers (a win, a loss, an input error, generated balls, a personal reading) pass axe too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/conferir-aposta?premios=${PRIZES.join(',')}`);
    await page.getByLabel('Grupo', { exact: true }).selectOption('09');
    await page.getByRole('button', { name: 'Conferir aposta' }).click();
    await expect(page.getByTestId('bet-summary')).toContainText('Aposta premiada');
    await expectNoSeriousAxe(page, 'a winning bet');
    await page.getByLabel('Grupo', { exact: true }).selectOption('10');
    await expect(page.getByTestId('bet-summary')).toContainText('Aposta não premiada');
    await expectNoSeriousAxe(page, 'a losing bet');
    await page.getByLabel('1º prêmio').fill('47');
    await expect(page.getByTestId('bet-result')).toContainText('O 1º prêmio deve ter 4 dígitos.');
    await expectNoSeriousAxe(page, 'a draw error');
    await page.getByLabel('1º prêmio').fill('4735');
    await page.getByLabel('Valor da aposta').fill('abc');
    await expect(page.getByTestId('bet-result')).toContainText('Digite o valor em reais');
    await expectNoSeriousAxe(page, 'a stake error');
    await page.getByLabel('Valor da aposta').fill('2,00');
    await page.getByLabel('Sem resultado: só ver quanto paga').check();
    await expect(page.getByTestId('bet-summary')).toContainText('Se acertar');
    await expectNoSeriousAxe(page, 'a quote');

    await page.goto('/gerar-palpite');
    await page.getByLabel('Jogo', { exact: true }).selectOption('mais-milionaria');
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByTestId('ball').first()).toBeVisible();
    await expectNoSeriousAxe(page, 'generated games');

    await page.goto('/sua-sorte');
    await page.getByRole('button', { name: 'Ver minha sorte' }).click();
    await expect(page.getByText('Digite o seu nome (pelo menos 2 letras).')).toBeVisible();
    await expectNoSeriousAxe(page, 'a missing name');
    await page.getByLabel('Seu nome').fill('Maria');
    await page.getByLabel('Data de nascimento').fill('1990-05-20');
    await page.getByRole('button', { name: 'Ver minha sorte' }).click();
    await expect(page.getByTestId('personal-luck')).toBeVisible();
    await expectNoSeriousAxe(page, 'a personal reading');
  });
});
