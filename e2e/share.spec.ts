// Share cards (issue 29): each card type reaches the share sheet as a PNG of the stated size that is not blank
// and whose words OCR reads back (Debian's tesseract with the Portuguese data); the text carries a link that
// opens the same thing again; without Web Share the image downloads; offline after one visit the dream card
// still works. Only navigator.share and navigator.canShare are stubbed: the card is the app's real drawing.
// The PNGs and what OCR read stay in test-results/ (one folder per test) to be looked at.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { todayInBrasilia } from '../src/utils/calendar/dates';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';

interface Shared {
  title?: string;
  text?: string;
  files: Array<{ name: string; type: string; base64: string }>;
}

/** Web Share with files, as on a phone: every share is kept for the test to read, the sheet never opens. */
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
        shared.push({ title: data.title, text: data.text, files });
      },
    });
  });
}

/** What the page handed to navigator.share, once it did. */
async function sharedData(page: Page): Promise<Shared> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
  return page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared[0]!);
}

/** Width and height from the PNG header (the IHDR chunk right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Decodes the PNG in the page: how many colours a grid of samples holds, and the colour of a pixel. */
function pngPixels(page: Page, bytes: Buffer, at: { x: number; y: number }) {
  return page.evaluate(
    async ({ base64, at }) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const colours = new Set<number>();
      for (let y = 0; y < bitmap.height; y += 7) {
        for (let x = 0; x < bitmap.width; x += 7) {
          const i = (y * bitmap.width + x) * 4;
          colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        }
      }
      const i = (at.y * bitmap.width + at.x) * 4;
      return { colours: colours.size, pixel: [data[i], data[i + 1], data[i + 2]] as [number, number, number] };
    },
    { base64: bytes.toString('base64'), at },
  );
}

/** The PNG at half its size, drawn by the page: Tesseract misses glyphs much taller than book text. */
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

/**
 * The words on the card, as Tesseract reads them in Portuguese, on one line: the whole page at full size (the
 * small print), then sparse text at half size (the big numbers in their boxes, which at full size are taller than
 * what it reads well, and which it takes for pictures when it looks for a page's columns).
 */
async function ocr(page: Page, bytes: Buffer, testInfo: TestInfo, name: string): Promise<string> {
  const read = (png: Buffer, suffix: string, psm: string) => {
    const file = testInfo.outputPath(`${name}${suffix}.png`);
    writeFileSync(file, png);
    return execFileSync('tesseract', [file, 'stdout', '-l', 'por', '--psm', psm], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  };
  return `${read(bytes, '', '3')} ${read(await halfSize(page, bytes), '-half', '11')}`.replace(/\s+/g, ' ');
}

/** Text as OCR can tell it apart: in a sans-serif face 1, l, I and | are the same stroke (“A11y” reads “Ally”). */
function glyphs(text: string): string {
  return text.replace(/[1lI|]/g, '1');
}

/** The card shared, checked: a PNG of `height` × 1080 with real content; returns its bytes. */
async function expectCard(page: Page, shared: Shared, height: number, background: 'light' | 'dark' = 'light'): Promise<Buffer> {
  expect(shared.files).toHaveLength(1);
  const [file] = shared.files;
  expect(file!.type).toBe('image/png');
  expect(file!.name).toMatch(/^sonho-e-sorte-[a-z0-9-]+\.png$/);
  const bytes = Buffer.from(file!.base64, 'base64');
  expect(pngSize(bytes)).toEqual({ width: 1080, height });
  expect(bytes.length, 'PNG size').toBeLessThan(250 * 1024);
  // The left margin just under the brand band: the card's background.
  const { colours, pixel } = await pngPixels(page, bytes, { x: 20, y: 220 });
  expect(colours, 'a card, not a blank image').toBeGreaterThan(50);
  const luminance = (pixel[0] + pixel[1] + pixel[2]) / 3;
  if (background === 'light') expect(luminance).toBeGreaterThan(200);
  else expect(luminance).toBeLessThan(60);
  return bytes;
}

/** The link at the end of the shared text, on this app's origin. */
function linkIn(text: string | undefined, page: Page): URL {
  const match = /https?:\/\/\S+/.exec(text ?? '');
  expect(match, `a link in “${text}”`).not.toBeNull();
  const url = new URL(match![0]);
  expect(url.origin).toBe(new URL(page.url()).origin);
  return url;
}

test.describe('share cards through the share sheet', () => {
  test.beforeEach(async ({ page }) => {
    await stubShareSheet(page);
  });

  test('a dream: its name and a milhar on the card, and the link opens the same dream', async ({ page }, testInfo) => {
    await page.goto('/livro-dos-sonhos?sonho=Cobra');
    const entry = page.getByTestId('dream-entry');
    await expect(entry.getByRole('heading', { level: 2, name: 'Cobra' })).toBeVisible();
    const milhar = (await entry.getByTestId('dream-milhares').first().textContent())!.match(/\d{4}/)![0];
    await entry.getByRole('button', { name: 'Compartilhar Cobra', exact: true }).click();
    const shared = await sharedData(page);
    const text = await ocr(page, await expectCard(page, shared, 1350), testInfo, 'dream');
    expect(text).toContain('Cobra');
    expect(text).toContain(milhar);
    expect(text).toMatch(/menores de 18 anos/);
    expect(shared.text).toContain(milhar);

    await page.goto(linkIn(shared.text, page).href);
    await expect(page.getByTestId('dream-entry').getByRole('heading', { level: 2, name: 'Cobra' })).toBeVisible();
    await expect(page).toHaveTitle(/Cobra/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Cobra/);
  });

  test('a draw: the lottery and the 1º prize on the card, and the link opens that draw', async ({ page, stack }, testInfo) => {
    const lottery = 'Loteria Cartaz';
    const prizes = ['4735', '0812', '7790', '3346', '1125', '2300', '5518', '9944', '0001', '6497'];
    await stack.admin.from('draw_results').delete().eq('lottery', lottery);
    const { data, error } = await stack.admin
      .from('draw_results')
      .insert({ lottery, draw_date: todayInBrasilia(), draw_label: 'LC 10:00', prizes })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = String(data!.id);

    await page.goto(`/resultados?loteria=${encodeURIComponent(lottery)}`);
    const card = page.locator(`[data-testid="draw-result"][data-id="${id}"]`);
    await card.getByRole('button', { name: /^Compartilhar resultado/ }).click();
    const shared = await sharedData(page);
    const text = await ocr(page, await expectCard(page, shared, 1350), testInfo, 'draw');
    expect(text).toContain(lottery);
    expect(text).toContain('4735');
    expect(shared.text).toContain('1º 4735');

    await page.goto(linkIn(shared.text, page).href);
    const opened = page.locator(`[data-testid="draw-result"][data-id="${id}"]`);
    await expect(opened).toHaveAttribute('data-shared', 'true');
    await expect(opened).toBeInViewport();
    await expect(page).toHaveTitle(new RegExp(lottery));
  });

  test('the guess of the day on /palpites: its title and a milhar, and the link opens that guess', async ({ page }, testInfo) => {
    await page.goto('/palpites');
    // A guess with milhares (late in the day the next draw's guess comes first, and may have none). Once a draw of
    // the day has happened the cards sit under "Para as próximas extrações de hoje" and "Já sorteados hoje", a
    // level lower: the card's own heading, whatever its level.
    const card = page.getByTestId('guess-card').filter({ has: page.getByRole('list', { name: 'Milhares' }) }).first();
    const title = (await card.getByRole('heading').first().textContent())!;
    const milhar = (await card.getByRole('list', { name: 'Milhares' }).getByRole('listitem').first().textContent())!;
    await card.getByRole('button', { name: /^Compartilhar palpite/ }).click();
    const shared = await sharedData(page);
    const text = await ocr(page, await expectCard(page, shared, 1350), testInfo, 'guess');
    expect(text).toContain(milhar);
    expect(glyphs(text)).toContain(glyphs(title.split(' · ')[0]!));

    await page.goto(linkIn(shared.text, page).href);
    const opened = page.locator('[data-testid="guess-card"][data-shared="true"]');
    await expect(opened.getByRole('heading', { name: title })).toBeVisible();
    await expect(opened.getByRole('list', { name: 'Milhares' })).toContainText(milhar);
  });

  test('the guess of the day on the home page', async ({ page }, testInfo) => {
    await page.goto('/');
    // The guess comes when its place nears the screen, below the first one.
    await page.getByText(/^Conteúdo informativo e de entretenimento/).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const teaser = page.getByTestId('home-guess');
    const milhar = (await teaser.getByRole('list', { name: 'Milhares' }).getByRole('listitem').first().textContent())!;
    await teaser.getByRole('button', { name: /^Compartilhar palpite/ }).click();
    const shared = await sharedData(page);
    const text = await ocr(page, await expectCard(page, shared, 1350), testInfo, 'home-guess');
    expect(text).toContain(milhar);
    expect(linkIn(shared.text, page).pathname).toBe('/palpites');
  });

  test('a generated game: its numbers on a square card, and the link opens the same game', async ({ page }, testInfo) => {
    await page.goto('/gerar-palpite');
    await page.getByRole('button', { name: 'Gerar' }).click();
    const game = page.getByTestId('generated-item').first();
    // The games draw after the tap: wait for them before reading their numbers.
    await expect(game.getByTestId('ball')).toHaveCount(6);
    const balls = await game.getByTestId('ball').allTextContents();
    await game.getByRole('button', { name: /^Compartilhar jogo/ }).click();
    const shared = await sharedData(page);
    const text = await ocr(page, await expectCard(page, shared, 1080), testInfo, 'game');
    expect(text).toContain('Mega-Sena');
    for (const ball of balls) expect(text).toContain(ball);

    await page.goto(linkIn(shared.text, page).href);
    const opened = page.getByTestId('shared-game');
    await expect(opened).toContainText('Mega-Sena');
    expect(await opened.getByTestId('ball').allTextContents()).toEqual(balls);
  });
});

test.describe('dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the card follows the app’s dark scheme', async ({ page }) => {
    await stubShareSheet(page);
    await page.goto('/livro-dos-sonhos?sonho=Gato');
    const entry = page.getByTestId('dream-entry');
    await expect(entry.getByRole('heading', { level: 2, name: 'Gato' })).toBeVisible();
    await entry.getByRole('button', { name: 'Compartilhar Gato', exact: true }).click();
    await expectCard(page, await sharedData(page), 1350, 'dark');
  });
});

test('without Web Share the same button downloads the card as a PNG', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
  await page.goto('/livro-dos-sonhos?sonho=Cobra');
  const entry = page.getByTestId('dream-entry');
  await expect(entry.getByRole('heading', { level: 2, name: 'Cobra' })).toBeVisible();
  await entry.getByRole('button', { name: 'Compartilhar Cobra', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar' });
  await expect(dialog.getByRole('link', { name: 'Enviar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=Sonhei.*sonhar-com%2Fcobra$/);
  await expect(dialog.getByRole('button', { name: 'Copiar texto' })).toBeVisible();
  await expect(dialog.getByTestId('share-preview')).toBeVisible();
  await expectNoSeriousViolations(page, 'the share dialog', '[role="dialog"]');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Baixar imagem' }).click()]);
  expect(download.suggestedFilename()).toBe('sonho-e-sorte-sonho-cobra.png');
  expect(pngSize(readFileSync(await download.path()))).toEqual({ width: 1080, height: 1350 });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, a dream card is drawn and shared offline, and its link opens offline', async ({ page, context }, testInfo) => {
    await stubShareSheet(page);
    await page.goto('/livro-dos-sonhos?sonho=Cobra');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    const entry = page.getByTestId('dream-entry');
    await expect(entry.getByRole('heading', { level: 2, name: 'Cobra' })).toBeVisible();
    await entry.getByRole('button', { name: 'Compartilhar Cobra', exact: true }).click();
    const shared = await sharedData(page);
    const text = await ocr(page, await expectCard(page, shared, 1350), testInfo, 'dream-offline');
    expect(text).toContain('Cobra');
    // The link in the text opens the dream offline too: the service worker's fallback serves the app.
    await page.goto(linkIn(shared.text, page).href);
    await expect(page.getByTestId('dream-entry').getByRole('heading', { level: 2, name: 'Cobra' })).toBeVisible();
    await context.setOffline(false);
  });
});
