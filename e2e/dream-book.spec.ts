// The dream book journey: offline after one visit (search, variants, other offline pages) and admin dreams synced in.
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './helpers';

// The offline journey needs the service worker, which the suite blocks by default.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  // The 18+ age gate is covered by its own spec; here it is pre-answered so it does not cover the pages.
  await page.addInitScript(() => window.localStorage.setItem('sonho-e-sorte:age-ok', 'yes'));
});

test('after one online visit the dream book, the animal table and the schedules work offline', async ({ page, context }) => {
  await page.goto('/livro-dos-sonhos');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Navegue pelas letras' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Livro dos Sonhos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Navegue pelas letras' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: /Com o que você sonhou/ });
  await box.fill('aguia');
  await expect(page.getByTestId('dream-results').getByRole('link').first()).toContainText('Águia');

  await box.fill('sonhei com cobra preta');
  await expect(page.getByTestId('dream-results').getByRole('link').first()).toContainText('Cobra');
  await box.press('Enter');
  const entry = page.getByTestId('dream-entry');
  await expect(entry.getByRole('heading', { level: 2, name: 'Cobra' })).toBeVisible();
  const preta = entry.locator('[data-variant="preta"]');
  await expect(preta).toHaveAttribute('data-active', 'true');
  await expect(preta.getByRole('heading', { level: 3, name: 'Preta' })).toBeInViewport();
  await expect(page).toHaveURL(/sonho=Cobra&variante=preta/);

  await page.goto('/tabela-do-bicho');
  await expect(page.getByRole('heading', { level: 1, name: 'Tabela do Bicho' })).toBeVisible();
  // One card per group (each card lists its dezenas too).
  await expect(page.getByTestId('animal-table').locator(':scope > li')).toHaveCount(25);
  await page.getByRole('textbox', { name: 'Número' }).fill('1234');
  await expect(page.getByRole('status').filter({ hasText: 'milhar' })).toContainText('grupo 09 – Cobra');

  await page.goto('/horarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Horários e Loterias' })).toBeVisible();
  await expect(page.getByTestId('next-draw')).toContainText(' em ');
  await expect(page.getByTestId('schedule-pt-rio')).toBeVisible();

  await context.setOffline(false);
});

test('a dream an admin adds in the backend appears after the next online sync', async ({ page, stack }) => {
  await page.goto('/livro-dos-sonhos');
  await expect(page.getByRole('heading', { level: 2, name: 'Navegue pelas letras' })).toBeVisible();

  const titulo = 'Sereia encantada';
  const { error } = await stack.admin.from('dreams').insert({
    titulo,
    geral: {
      significado: 'A sereia encanta e confunde: o sonho pede cuidado com promessas bonitas demais.',
      palpites: { grupos: ['15 - Jacaré'], milhares: ['4258'], ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '02 - Águia'] },
    },
    variantes: {
      cantando: {
        significado: 'A sereia cantando fala de uma proposta sedutora: pense antes de aceitar.',
        palpites: { grupos: ['15 - Jacaré'], milhares: ['7159'], ternoDeGrupo: ['15 - Jacaré', '19 - Pavão', '02 - Águia'] },
      },
    },
  });
  expect(error).toBeNull();

  await page.reload();
  const box = page.getByRole('searchbox', { name: /Com o que você sonhou/ });
  await box.fill('sonhei com sereia cantando');
  const first = page.getByTestId('dream-results').getByRole('link').first();
  await expect(first).toContainText(titulo);
  await first.click();
  const entry = page.getByTestId('dream-entry');
  await expect(entry.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
  await expect(entry.locator('[data-variant="cantando"]')).toHaveAttribute('data-active', 'true');
  await expect(entry).toContainText('4258');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('offline, queries typed as people type them open the right dream and variant with Enter', async ({ page, context }, testInfo) => {
    await page.goto('/livro-dos-sonhos');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Livro dos Sonhos' })).toBeVisible();

    const box = page.getByRole('searchbox', { name: /Com o que você sonhou/ });
    const entry = page.getByTestId('dream-entry');
    // [typed, dream, variant]: plural, typo, diminutive, synonym, verb, extra words, gender, number.
    const journeys: [string, string, string?][] = [
      ['baratas', 'Barata'],
      ['galiha', 'Galinha'],
      ['cachorrinho', 'Cachorro'],
      ['nenem chorando', 'Bebê', 'chorando'],
      ['sonhei que estava chovendo', 'Chuva'],
      ['fui assaltado', 'Assalto'],
      ['gato preto no telhado', 'Gato', 'preto'],
      ['dente mole caindo', 'Dente', 'caindo'],
      ['medica', 'Médico'],
      ['sonhei com leoes', 'Leão'],
      ['casamemto', 'Casamento'],
      ['bicho 17', 'Macaco'],
    ];
    for (const [typed, titulo, variant] of journeys) {
      await box.fill('');
      await box.pressSequentially(typed);
      await box.press('Enter');
      await expect(entry.getByRole('heading', { level: 2, name: titulo }), typed).toBeVisible();
      const url = new URL(page.url());
      expect(url.searchParams.get('sonho'), typed).toBe(titulo);
      expect(url.searchParams.get('variante') ?? undefined, typed).toBe(variant);
      if (variant) await expect(entry.locator(`[data-variant="${variant}"]`), typed).toHaveAttribute('data-active', 'true');
    }

    // A result card shows the groups and a milhar; a number query reads its animal first.
    await box.fill('cobra preta');
    const first = page.getByTestId('dream-results').getByRole('link').first();
    await expect(first).toContainText('Cobra');
    await expect(first.getByTestId('result-numbers')).toContainText(/\d{2} \p{L}+/u);
    await expect(first.getByTestId('result-numbers')).toContainText(/Milhar \d{4}/);
    await page.screenshot({ path: testInfo.outputPath('results-360.png'), fullPage: false });

    await box.fill('milhar 0753');
    await expect(page.getByTestId('number-reading')).toContainText('grupo 14 – Gato');
    await page.screenshot({ path: testInfo.outputPath('number-360.png'), fullPage: false });

    // Nothing matches: the closest titles and the letters, never an empty page.
    await box.fill('galinheiro');
    await expect(page.getByRole('status').filter({ hasText: 'Nenhum sonho encontrado' })).toContainText('“galinheiro”');
    const suggestions = page.getByRole('list', { name: 'Você quis dizer…' });
    await expect(suggestions.getByRole('link').first()).toHaveText('Galinha');
    await expect(page.getByRole('link', { name: 'Sonhos com a letra G' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('no-match-360.png'), fullPage: true });
    await suggestions.getByRole('link').first().click();
    await expect(entry.getByRole('heading', { level: 2, name: 'Galinha' })).toBeVisible();

    await context.setOffline(false);
  });

  test('a lead-in typed key by key keeps the letters; "cobras" lists its dreams, then a few mentions apart', async ({ page }, testInfo) => {
    await page.goto('/livro-dos-sonhos');
    const box = page.getByRole('searchbox', { name: /Com o que você sonhou/ });
    await box.pressSequentially('sonhei com ', { delay: 60 });
    await expect(page.getByRole('heading', { level: 2, name: 'Navegue pelas letras' })).toBeVisible();
    await expect(page.getByText(/Nenhum sonho encontrado/)).toHaveCount(0);
    await box.pressSequentially('cobras', { delay: 60 });
    const named = page.getByTestId('dream-results').getByRole('link');
    await expect(named.first()).toContainText('Cobra');
    await expect(named.nth(1)).toContainText('Mordida');
    const cited = page.getByRole('list', { name: 'Também citado em…' }).getByRole('link');
    expect(await cited.count()).toBeLessThanOrEqual(5);
    await expect(page.getByRole('link', { name: /^Copo/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('cobras-360.png'), fullPage: true });
  });

  test('results, a number and no match pass axe on a phone', async ({ page }) => {
    for (const [query, ready] of [
      ['gato preto', page.getByTestId('dream-results')],
      ['cobras', page.getByRole('list', { name: 'Também citado em…' })],
      ['milhar 0753', page.getByTestId('number-reading')],
      ['galinheiro', page.getByRole('list', { name: 'Você quis dizer…' })],
    ] as const) {
      await page.goto(`/livro-dos-sonhos?q=${encodeURIComponent(query)}`);
      await expect(ready, query).toBeVisible();
      await expectNoSeriousViolations(page, query);
    }
  });
});

// The floating chat button stays over the page's right edge while the page scrolls under it: at any phone width
// and height, no letter tile (no match, and browsing) may sit in its column, so none is ever covered.
test('no letter tile is ever under the floating chat button at 320 to 414 px', async ({ page }) => {
  for (const path of ['/livro-dos-sonhos?q=xyzqwk', '/livro-dos-sonhos']) {
    for (const [width, height] of [[320, 640], [320, 844], [360, 740], [390, 700], [414, 780], [414, 896]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      const tiles = page.getByRole('link', { name: /^Sonhos com a letra/ });
      await expect(tiles.first()).toBeVisible();
      const button = await page.getByTestId('floating-chat').boundingBox();
      expect(button, `${path} at ${width}x${height}`).not.toBeNull();
      const covered = await tiles.evaluateAll(
        (links, b) =>
          links
            .map((link) => ({ letter: link.textContent, box: link.getBoundingClientRect() }))
            // Horizontally clear of the button: then no scroll position puts the tile under it.
            .filter(({ box }) => box.right > b.x && box.left < b.x + b.width)
            .map(({ letter }) => letter),
        button!,
      );
      expect(covered, `letters in the chat button's column on ${path} at ${width}x${height}`).toEqual([]);
    }
  }
});

