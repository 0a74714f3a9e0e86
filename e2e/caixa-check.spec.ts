// "Conferir meu jogo" on a seeded demonstration contest (issue 39): a person pastes numbers as they come, sees the
// hits and the tier, saves the game and finds it after a reload; the picker works with taps; at 320, 360 and 414 px
// in both colour schemes, with the colour-emoji font, nothing pans sideways and no text is cut; and the contest's
// share card, read back by OCR (Debian's tesseract, Portuguese), shows the contest and its numbers. Screenshots and
// the cards stay in test-results/ to be looked at.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';
import { layoutProblems, PHONE_WIDTHS, SCHEMES } from './layout';

// The seed's newest demonstration contest of the Mega-Sena (supabase/seed.sql: three per game).
const CONTEST = 2925;
const PAGE = `/resultados/mega-sena/${CONTEST}`;

/** The contest's numbers as the page shows them, sorted. */
async function drawnNumbers(page: Page): Promise<string[]> {
  const balls = page.getByTestId('contest').getByRole('list', { name: 'Números sorteados, em ordem crescente' }).getByRole('listitem');
  await expect(balls).toHaveCount(6);
  return balls.allTextContents();
}

/** Four of the drawn numbers and two that were not, as people paste them: '03-17-22-35-07-08'. */
function fourHits(drawn: readonly string[]): string {
  const misses = Array.from({ length: 60 }, (_, i) => String(i + 1).padStart(2, '0')).filter((n) => !drawn.includes(n));
  return [...drawn.slice(0, 4), ...misses.slice(0, 2)].join('-');
}

async function openContest(page: Page): Promise<string[]> {
  await page.goto(PAGE);
  await expect(page.getByTestId('contest')).toBeVisible();
  await expect(page.getByTestId('conferir-jogo')).toBeVisible();
  return drawnNumbers(page);
}

for (const colorScheme of SCHEMES) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('paste numbers, see "4 acertos" and the Quadra, save the game, find it after a reload; fits 320-414 px', async ({ page }, testInfo) => {
      const drawn = await openContest(page);
      const typed = fourHits(drawn);
      const field = page.getByRole('textbox', { name: 'Seus números' });
      await field.fill(typed);
      const answer = page.getByTestId('check-answer');
      await expect(answer.getByTestId('check-hits')).toHaveText('4 acertos');
      await expect(answer.getByTestId('check-tiers')).toContainText('Quadra');
      await expect(answer.getByTestId('check-drawn').locator('[data-hit]')).toHaveCount(4);

      await page.getByRole('button', { name: 'Salvar este jogo' }).click();
      await expect(page.getByTestId('save-status')).toHaveText('Jogo salvo neste aparelho. Vamos conferir com os próximos concursos.');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Seus números' })).toHaveValue(typed);
      const saved = page.getByTestId('saved-game');
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText(`Concurso ${CONTEST}: 4 acertos · Quadra`);

      // Bad input: said beside the field in Portuguese, and what was typed stays.
      await page.getByRole('textbox', { name: 'Seus números' }).fill('03 17 61');
      await page.getByRole('button', { name: 'Conferir', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Seus números' })).toHaveAccessibleDescription(/O número 61 está fora de 01 a 60\./);
      await expect(page.getByRole('textbox', { name: 'Seus números' })).toHaveValue('03 17 61');
      await page.getByRole('textbox', { name: 'Seus números' }).fill(typed);
      await expect(answer.getByTestId('check-hits')).toHaveText('4 acertos');
      await page.getByRole('button', { name: 'Marcar na cartela' }).click();

      const section = page.getByTestId('conferir-jogo');
      const problems: string[] = [];
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        problems.push(...(await layoutProblems(page, { scope: '[data-testid="conferir-jogo"]' })).map((p) => `${width} px: ${p}`));
        await section.screenshot({ path: testInfo.outputPath(`conferir-${colorScheme}-${width}.png`) });
      }
      expect([...new Set(problems)]).toEqual([]);
      await expectNoSeriousViolations(page, `${PAGE} (${colorScheme})`, '[data-testid="conferir-jogo"]');
    });
  });
}

test.describe('the picker on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('taps mark and unmark numbers, 44 px targets, and the field follows', async ({ page }, testInfo) => {
    const drawn = await openContest(page);
    await page.getByRole('button', { name: 'Marcar na cartela' }).tap();
    const picker = page.getByTestId('ticket-picker');
    const others = Array.from({ length: 60 }, (_, i) => String(i + 1).padStart(2, '0')).filter((n) => !drawn.includes(n));
    const picks = [...drawn.slice(0, 5), others[0]!].sort();
    for (const n of picks) await picker.getByRole('button', { name: n, exact: true }).tap();
    await expect(page.getByRole('textbox', { name: 'Seus números' })).toHaveValue(picks.join(' '));
    await expect(picker.getByRole('button', { name: picks[0]!, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('check-hits')).toHaveText('5 acertos');
    await expect(page.getByTestId('check-tiers')).toContainText('Quina');
    const box = await picker.getByRole('button', { name: picks[0]!, exact: true }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // A second tap unmarks it.
    await picker.getByRole('button', { name: picks[0]!, exact: true }).tap();
    await expect(picker.getByRole('button', { name: picks[0]!, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('textbox', { name: 'Seus números' })).toHaveValue(picks.slice(1).join(' '));
    await picker.screenshot({ path: testInfo.outputPath('picker-360.png') });
  });
});

interface Shared {
  text?: string;
  files: Array<{ name: string; type: string; base64: string }>;
}

/** Web Share with files, as on a phone (as e2e/share.spec.ts): every share is kept for the test to read. */
async function stubShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    const toBase64 = async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data?: ShareData) => Boolean(data) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all((data.files ?? []).map(async (file) => ({ name: file.name, type: file.type, base64: await toBase64(file) })));
        shared.push({ text: data.text, files });
      },
    });
  });
}

/** The PNG at half its size: Tesseract misses glyphs much taller than book text (the balls' numbers). */
async function halfSize(page: Page, bytes: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(async (png) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width / 2, bitmap.height / 2);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const half = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (let i = 0; i < half.length; i += 0x8000) text += String.fromCharCode(...half.subarray(i, i + 0x8000));
    return btoa(text);
  }, bytes.toString('base64'));
  return Buffer.from(base64, 'base64');
}

/** The card's words as Tesseract reads them in Portuguese: the page at full size, then sparse text at half size. */
async function ocr(page: Page, bytes: Buffer, testInfo: TestInfo, name: string): Promise<string> {
  const read = (png: Buffer, suffix: string, psm: string) => {
    const file = testInfo.outputPath(`${name}${suffix}.png`);
    writeFileSync(file, png);
    return execFileSync('tesseract', [file, 'stdout', '-l', 'por', '--psm', psm], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  };
  return `${read(bytes, '', '3')} ${read(await halfSize(page, bytes), '-half', '11')}`.replace(/\s+/g, ' ');
}

for (const colorScheme of SCHEMES) {
  test(`the contest's share card (${colorScheme}): a PNG whose words OCR reads back, the contest and its numbers, and the link opens it`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await stubShareSheet(page);
    const drawn = await openContest(page);
    await page.getByRole('button', { name: `Compartilhar o resultado: Mega-Sena ${CONTEST}` }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
    const shared = await page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared[0]!);
    expect(shared.files).toHaveLength(1);
    const file = shared.files[0]!;
    expect(file.type).toBe('image/png');
    expect(file.name).toBe(`sonho-e-sorte-resultado-mega-sena-${CONTEST}.png`);
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.readUInt32BE(16)).toBe(1080);
    expect(bytes.readUInt32BE(20)).toBe(1350);
    const text = await ocr(page, bytes, testInfo, `contest-${colorScheme}`);
    expect(text).toContain('Mega-Sena');
    expect(text).toContain(String(CONTEST));
    for (const n of drawn) expect(text).toContain(n);
    expect(text).toMatch(/demonstração/);

    // The message people pass on: the game, the contest, its day, the numbers, and the link to the contest.
    expect(shared.text).toMatch(new RegExp(`^Mega-Sena ${CONTEST} \\(\\d{2}/\\d{2}/\\d{4}\\): ${drawn.join(' ')}`));
    const link = /https?:\/\/\S+$/.exec(shared.text ?? '')![0];
    expect(new URL(link).pathname).toBe(PAGE);
    await page.goto(link);
    await expect(page.getByTestId('contest')).toHaveAttribute('data-contest', String(CONTEST));
  });
}
