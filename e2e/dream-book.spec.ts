// The dream book journey: offline after one visit (search, variants, other offline pages) and admin dreams synced in.
import { test, expect } from './fixtures';

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
  await expect(page.getByTestId('animal-table').getByRole('listitem')).toHaveCount(25);
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
