// The admin panel against the local backend: the dream manager (exact dialog and toast texts, saved
// through the outbox and seen by a visitor), an edit made offline, a conflict between two admins,
// and a lucky guess scheduled for today.
import type { Browser, Page } from '@playwright/test';
import { APP_DATABASE_NAME } from '../src/lib/db-names';
import { expect, test } from './fixtures';
import { enrolOnScreen, reloadOffline } from './helpers';

type Stack = Parameters<Parameters<typeof test>[2]>[0]['stack'];

const PASSWORD = 'Admin#Teste2026';

/** An admin of its own per test, past the first-access password change (its authenticator comes at sign-in). */
async function newAdmin(stack: Stack): Promise<string> {
  const email = `admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com`;
  const { data, error } = await stack.admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  const { error: roleError } = await stack.admin
    .from('profiles')
    .update({ role: 'admin', must_change_password: false, password_changed_at: new Date().toISOString() })
    .eq('id', data.user!.id);
  expect(roleError).toBeNull();
  return email;
}

async function signIn(page: Page, stack: Stack, path: string) {
  const email = await newAdmin(stack);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^Entrar/ }).click();
  // An admin's first sign-in sets up the authenticator (the code from the key shown on screen).
  await enrolOnScreen(page);
}

async function openDreamBook(page: Page, stack: Stack) {
  await signIn(page, stack, '/painel/dream-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciador do Livro dos Sonhos' })).toBeVisible();
  await expectToast(page, 'Sonhos locais carregados!');
}

function toast(page: Page, title: string) {
  return page.locator('[data-toast]').filter({ hasText: title }).first();
}

async function expectToast(page: Page, title: string) {
  await expect(toast(page, title)).toBeVisible();
}

async function editDream(page: Page, titulo: string) {
  await page.getByPlaceholder('Filtrar sonhos...').fill(titulo);
  await page.getByRole('button', { name: `Editar ${titulo}`, exact: true }).click();
  return page.getByRole('dialog', { name: 'Editar Sonho' });
}

async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('sonho-e-sorte:age-ok', 'yes'));
  return context.newPage();
}

async function dreamRow(stack: Stack, titulo: string) {
  const { data } = await stack.admin.from('dreams').select('*').ilike('titulo', titulo);
  return (data ?? []) as { id: string; titulo: string; deleted: boolean; updated_at: string; geral: { significado: string; palpites: Record<string, string[]> } }[];
}

const geral = (significado: string) => ({
  significado,
  palpites: { grupos: ['16 - Leão'], milhares: ['2461'], ternoDeGrupo: ['02 - Águia', '13 - Galo', '16 - Leão'] },
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('sonho-e-sorte:age-ok', 'yes'));
});

test('admin adds, edits and deletes dreams; after "Salvar Alterações" a visitor sees the change', async ({ page, stack, browser }) => {
  // A dream another admin published earlier, which this admin removes.
  const { error } = await stack.admin.from('dreams').insert({ titulo: 'Sereia de vidro', geral: geral('Uma sereia de vidro fala de beleza frágil: cuide do que é precioso.') });
  expect(error).toBeNull();
  // A visitor has it in their dream book.
  const guest = await visitor(browser);
  await guest.goto('/livro-dos-sonhos');
  const box = guest.getByRole('searchbox', { name: /Com o que você sonhou/ });
  await box.fill('sereia de vidro');
  await expect(guest.getByTestId('dream-results').getByRole('link').first()).toContainText('Sereia de vidro');

  await openDreamBook(page, stack);
  await expect(page.getByRole('heading', { level: 2, name: 'Gerenciar Sonhos (Sincronizado)' })).toBeVisible();
  const saveAll = page.getByRole('button', { name: 'Salvar Alterações' });
  await expect(saveAll).toBeDisabled();

  // Add.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar Novo Sonho' });
  await expect(add.getByText('Preencha os detalhes e os palpites do sonho abaixo.')).toBeVisible();
  await expect(add.getByText('Palpites da Sorte')).toBeVisible();
  await add.getByLabel('Título').fill('Zepelim prateado');
  await add.getByLabel('Significado').fill('Um zepelim no céu anuncia planos grandes que pedem paciência para decolar.');
  await add.getByLabel('Grupo(s)').fill('2');
  await add.getByLabel('Milhar(es)').fill('0405, 1206');
  await add.getByLabel('Terno de Grupo').fill('2 / 9 / 16');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sonho "Zepelim prateado" salvo localmente.');
  await expect(add).toBeHidden();
  const card = page.getByRole('article', { name: 'Zepelim prateado' });
  await expect(card).toContainText('Grupo: 02 - Águia');
  await expect(card).toContainText('Milhar: 0405, 1206');
  await expect(card).toContainText('Terno: 02 - Águia / 09 - Cobra / 16 - Leão');
  await expect(saveAll).toBeEnabled();

  // Edit: the groups typed as numbers come back as 'NN - Name'.
  const edit = await editDream(page, 'Zepelim prateado');
  await expect(edit.getByText('Preencha os detalhes e os palpites do sonho abaixo.')).toBeVisible();
  await expect(edit.getByLabel('Grupo(s)')).toHaveValue('02 - Águia');
  await expect(edit.getByLabel('Terno de Grupo')).toHaveValue('02 - Águia / 09 - Cobra / 16 - Leão');
  await edit.getByLabel('Significado').fill('O zepelim prateado fala de um plano ousado que finalmente ganha altura.');
  await edit.getByRole('button', { name: 'Gerar Palpites' }).click();
  await expect(edit.getByLabel('Milhar(es)')).toHaveValue(/^\d{4}, \d{4}, \d{4}, \d{4}$/);
  await expect(edit.getByLabel('Terno de Grupo')).toHaveValue(/^\d{2} - .+ \/ \d{2} - .+ \/ \d{2} - .+$/);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sonho "Zepelim prateado" salvo localmente.');
  await expect(page.getByRole('article', { name: 'Zepelim prateado' })).toContainText('finalmente ganha altura');

  // Delete a dream published earlier (exact confirmation texts), and a built-in one.
  await page.getByPlaceholder('Filtrar sonhos...').fill('Sereia de vidro');
  await page.getByRole('button', { name: 'Excluir Sereia de vidro', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
  await expect(confirm).toContainText(
    'Tem certeza que deseja excluir o sonho "Sereia de vidro"? Esta ação não pode ser desfeita (nesta sessão).',
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('article', { name: 'Sereia de vidro' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Sereia de vidro', exact: true }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Sonho "Sereia de vidro" removido localmente.');
  await expect(page.getByText('Nenhum sonho encontrado para o filtro atual.')).toBeVisible();

  await page.getByPlaceholder('Filtrar sonhos...').fill('Abacaxi');
  await page.getByRole('button', { name: 'Excluir Abacaxi', exact: true }).click();
  await expect(confirm).toContainText('Tem certeza que deseja excluir o sonho "Abacaxi"? Esta ação não pode ser desfeita (nesta sessão).');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Sonho "Abacaxi" removido localmente.');

  await saveAll.click();
  await expectToast(page, 'Alterações enviadas');
  await expect(saveAll).toBeDisabled();
  await expect.poll(async () => (await dreamRow(stack, 'Zepelim prateado'))[0]?.geral.significado).toContain('finalmente ganha altura');
  await expect.poll(async () => (await dreamRow(stack, 'Sereia de vidro'))[0]?.deleted).toBe(true);
  // A built-in dream is deleted with a tombstone row of its title.
  await expect.poll(async () => (await dreamRow(stack, 'Abacaxi'))[0]?.deleted).toBe(true);
  await expect(page.getByTestId('admin-pending-badge')).toHaveCount(0);

  // The visitor's next visit has the new dream and no longer the deleted one.
  await guest.reload();
  await box.fill('zepelim');
  const first = guest.getByTestId('dream-results').getByRole('link').first();
  await expect(first).toContainText('Zepelim prateado');
  await first.click();
  await expect(guest.getByTestId('dream-entry')).toContainText('finalmente ganha altura');
  await box.fill('sereia de vidro');
  await expect(guest.getByTestId('dream-results').getByRole('link', { name: /Sereia de vidro/ })).toHaveCount(0);
  // The built-in dream the admin deleted is gone for visitors as well.
  await box.fill('abacaxi');
  await expect(guest.getByText('Nenhum sonho encontrado para “abacaxi”.')).toBeVisible();
  await guest.goto('/livro-dos-sonhos?sonho=Abacaxi');
  await expect(guest.getByText('Não encontramos “Abacaxi” no livro. Procure por outra palavra ou navegue pelas letras.')).toBeVisible();
  await expect(guest.getByTestId('dream-entry')).toHaveCount(0);
  await guest.context().close();
});

test('an edit made offline is queued, shown as pending, and delivered after reconnecting', async ({ page, context, stack }) => {
  await openDreamBook(page, stack);
  await context.setOffline(true);
  await expect(page.getByTestId('connection-badge')).toHaveText('Offline');
  await expect(page.getByRole('heading', { level: 2, name: /^Gerenciar Sonhos \(Offline/ })).toBeVisible();

  const dialog = await editDream(page, 'Abacate');
  await dialog.getByLabel('Significado').fill('Editado sem conexão: o abacate pede cuidado com a própria saúde.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sonho "Abacate" salvo localmente.');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expectToast(page, 'Alterações na fila');
  await expect(page.getByTestId('admin-pending-badge')).toHaveText('1 pendente');
  expect(await dreamRow(stack, 'Abacate')).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('admin-pending-badge')).toHaveCount(0, { timeout: 15_000 });
  const [row] = await dreamRow(stack, 'Abacate');
  expect(row?.geral.significado).toBe('Editado sem conexão: o abacate pede cuidado com a própria saúde.');
  expect(row?.deleted).toBe(false);
});

test.describe('with the service worker, as on an installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  /** The offline dream book's record of a title, read from IndexedDB without the app's code. */
  const storedDream = (page: Page, key: string) =>
    page.evaluate(
      ([name, k]) =>
        new Promise<{ source: string; significado: string; covers: boolean } | null>((resolve, reject) => {
          const open = indexedDB.open(name!);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('dreams').objectStore('dreams').get(k!);
            request.onsuccess = () => {
              const r = request.result as { source: string; dream: { geral: { significado: string } }; covers?: unknown } | undefined;
              resolve(r ? { source: r.source, significado: r.dream.geral.significado, covers: r.covers !== undefined } : null);
            };
          };
        }),
      [APP_DATABASE_NAME, key],
    );

  test('a dream saved offline is kept on this device: a reload and the visitor’s dream book show it before it syncs', async ({ page, context, stack, browser }) => {
    test.setTimeout(120_000);
    const text = 'Guardado neste aparelho: a bailarina pede leveza nos próximos passos.';
    await openDreamBook(page, stack);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // This device's dream book, opened once online so it is stored offline.
    const book = await context.newPage();
    await book.goto('/livro-dos-sonhos?sonho=Bailarina');
    await expect(book.getByTestId('dream-entry')).toContainText('Bailarina');
    await page.reload();
    await expectToast(page, 'Sonhos locais carregados!');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await expect(page.getByTestId('connection-badge')).toHaveText('Offline');
    const dialog = await editDream(page, 'Bailarina');
    await dialog.getByLabel('Significado').fill(text);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Sonho "Bailarina" salvo localmente.');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectToast(page, 'Alterações na fila');

    // Still offline, the visitor's dream book on this device has it.
    await book.reload();
    await expect(book.getByTestId('dream-entry')).toContainText(text);
    expect(await storedDream(book, 'bailarina')).toEqual({ source: 'local', significado: text, covers: true });

    // Still offline, a reload of the panel opens it (the admin is known from this device's last profile read,
    // the database checks every request anyway) and lists the change, waiting to be sent.
    const backOnline = await reloadOffline(page);
    await expect(page.getByText('Acesso negado')).toHaveCount(0);
    await expectToast(page, 'Sonhos locais carregados!');
    await page.getByPlaceholder('Filtrar sonhos...').fill('Bailarina');
    const card = page.getByRole('article', { name: 'Bailarina' });
    await expect(card).toContainText(text);
    await expect(card).toContainText('enviando');
    expect(await dreamRow(stack, 'Bailarina')).toEqual([]);

    await context.setOffline(false);
    await backOnline();
    await page.reload();
    await expect(page.getByTestId('admin-pending-badge')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(async () => (await dreamRow(stack, 'Bailarina'))[0]?.geral.significado).toBe(text);
    // Delivered: the server's row has taken the edit's place on this device, one record, nothing under it.
    await expect.poll(() => storedDream(book, 'bailarina')).toEqual({ source: 'remote', significado: text, covers: false });
    await book.reload();
    await expect(book.getByTestId('dream-entry')).toContainText(text);

    // Another visitor, on another device, sees it as well.
    const guest = await visitor(browser);
    await guest.goto('/livro-dos-sonhos?sonho=Bailarina');
    await expect(guest.getByTestId('dream-entry')).toContainText(text);
    await guest.context().close();
  });
});

test('an edit queued offline is delivered on the next visit to any page, without opening the panel again', async ({ page, context, stack }) => {
  await openDreamBook(page, stack);
  await context.setOffline(true);
  await expect(page.getByTestId('connection-badge')).toHaveText('Offline');
  const dialog = await editDream(page, 'Agulha');
  await dialog.getByLabel('Significado').fill('Editado sem conexão e entregue da página inicial: a agulha pede paciência com os detalhes.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expectToast(page, 'Alterações na fila');
  await expect(page.getByTestId('admin-pending-badge')).toHaveText('1 pendente');
  // The panel goes away with the edit still queued; the next visit is to the home page.
  await page.close();
  await context.setOffline(false);
  const home = await context.newPage();
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await dreamRow(stack, 'Agulha'))[0]?.geral.significado, { timeout: 15_000 })
    .toBe('Editado sem conexão e entregue da página inicial: a agulha pede paciência com os detalhes.');
  // Only what the server acknowledged leaves the queue.
  const queued = () =>
    home.evaluate(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('outbox').objectStore('outbox').count();
            request.onsuccess = () => resolve(request.result);
          };
        }),
      APP_DATABASE_NAME,
    );
  await expect.poll(queued).toBe(0);
});

test('two admins editing the same dream produce a conflict, resolved without losing either edit', async ({ page, stack }) => {
  const titulo = 'Farol distante';
  const { error } = await stack.admin.from('dreams').insert({ titulo, geral: geral('A versão original do farol, que guia quem está longe de casa.') });
  expect(error).toBeNull();

  await openDreamBook(page, stack);
  // The other admin saves first (the screen still holds the original version).
  const [loaded] = await dreamRow(stack, titulo);
  const { error: otherError } = await stack.admin
    .from('dreams')
    .update({ geral: geral('A versão do outro admin: o farol aceso pede atenção aos sinais.') })
    .eq('id', loaded!.id);
  expect(otherError).toBeNull();

  const dialog = await editDream(page, titulo);
  await dialog.getByLabel('Significado').fill('A minha versão: o farol distante promete um reencontro.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();

  await expect(page.getByTestId('admin-conflict-badge')).toHaveText('1 conflito');
  // Held, not overwritten.
  expect((await dreamRow(stack, titulo))[0]?.geral.significado).toBe('A versão do outro admin: o farol aceso pede atenção aos sinais.');
  await expect(page.getByRole('article', { name: titulo })).toContainText('conflito');

  await page.getByRole('button', { name: /Abrir fila de envio$/ }).click();
  const queue = page.getByRole('dialog', { name: 'Fila de envio' });
  const conflict = queue.getByTestId('conflict-card');
  await expect(conflict).toContainText(`Sonho "${titulo}"`);
  await expect(conflict).toContainText('A minha versão: o farol distante promete um reencontro.');
  await expect(conflict).toContainText('A versão do outro admin: o farol aceso pede atenção aos sinais.');
  await conflict.getByRole('button', { name: 'Manter a minha' }).click();
  await expectToast(page, 'Sua versão será enviada');
  await expect(page.getByTestId('admin-conflict-badge')).toHaveCount(0);
  await expect.poll(async () => (await dreamRow(stack, titulo))[0]?.geral.significado).toBe('A minha versão: o farol distante promete um reencontro.');
});

test('a new dream whose title differs from another admin’s only by accents and case is a conflict with that dream', async ({ page, stack }) => {
  await openDreamBook(page, stack);
  // The other admin publishes "Lago de Água" after this screen loaded.
  const { error } = await stack.admin.from('dreams').insert({ titulo: 'Lago de Água', geral: geral('A versão do outro admin: o lago calmo pede descanso.') });
  expect(error).toBeNull();

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar Novo Sonho' });
  await add.getByLabel('Título').fill('LAGO DE AGUA');
  await add.getByLabel('Significado').fill('A minha versão: o lago de água clara traz boas notícias.');
  await add.getByLabel('Grupo(s)').fill('2');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();

  // The database holds one live dream per title key: the other admin's, untouched.
  await expect(page.getByTestId('admin-conflict-badge')).toHaveText('1 conflito');
  const live = (await stack.admin.from('dreams').select('titulo, geral').eq('deleted', false)).data ?? [];
  expect(live.filter((row) => /^lago de [aá]gua$/i.test(String(row.titulo)))).toEqual([
    { titulo: 'Lago de Água', geral: geral('A versão do outro admin: o lago calmo pede descanso.') },
  ]);

  await page.getByRole('button', { name: /Abrir fila de envio$/ }).click();
  const conflict = page.getByRole('dialog', { name: 'Fila de envio' }).getByTestId('conflict-card');
  await expect(conflict).toContainText('A minha versão: o lago de água clara traz boas notícias.');
  await expect(conflict).toContainText('A versão do outro admin: o lago calmo pede descanso.');
});

test('a lucky guess scheduled for today shows on /palpites', async ({ page, stack, browser }) => {
  await signIn(page, stack, '/painel/lucky-guesses');
  await expect(page.getByRole('heading', { level: 1, name: 'Palpites da Sorte' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Formulário de palpite' });
  await form.getByRole('combobox', { name: 'Sorteio' }).fill('PT 14:20');
  await form.getByRole('combobox', { name: 'Grupos' }).click();
  await page.getByRole('option', { name: '09 - Cobra' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: 'Milhares' }).fill('1233, 4534');
  await form.getByRole('textbox', { name: 'Centenas' }).fill('233');
  const note = `Palpite do admin para hoje ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Texto curto' }).fill(note);
  await form.getByRole('button', { name: 'Agendar palpite' }).click();
  await expectToast(page, 'Palpite agendado');
  await expect(page.getByTestId('guess-card').filter({ hasText: note })).toBeVisible();

  await expect
    .poll(async () => {
      const { data } = await stack.admin.from('lucky_guesses').select('guess_date, grupos, milhares, centenas, published').eq('note', note);
      return data?.[0];
    })
    .toEqual({
      guess_date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
      grupos: ['09'],
      milhares: ['1233', '4534'],
      centenas: ['233'],
      published: true,
    });

  const guest = await visitor(browser);
  await guest.goto('/palpites');
  await expect(guest.getByTestId('guess-card').filter({ hasText: note })).toBeVisible();
  await guest.context().close();
});

test.describe('on a tablet in portrait', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the menu opens from the header; leads, feedback and the access log work', async ({ page, stack }) => {
    const stamp = Date.now();
    const lead = `Lead Teste ${stamp}`;
    const leadInsert = await stack.admin.from('suporte_clientes').insert({
      customer_name: lead,
      customer_whatsapp: '21987654321',
      initial_message: 'Quero saber dos palpites de hoje.',
      conversation_history: [],
      source: 'chat_modal',
    });
    expect(leadInsert.error).toBeNull();
    const message = `Gostei muito do livro dos sonhos ${stamp}`;
    expect((await stack.admin.from('feedbacks').insert({ rating: 5, message, page: '/livro-dos-sonhos' })).error).toBeNull();

    await signIn(page, stack, '/painel/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Visão Geral' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o Painel Principal do Admin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Feedbacks não lidos: [1-9]/ })).toBeVisible();

    // Leads: WhatsApp link and a status saved through the outbox.
    const row = page.getByTestId('lead-row').filter({ hasText: lead });
    await expect(row.getByRole('link', { name: '(21) 98765-4321' })).toHaveAttribute('href', 'https://wa.me/5521987654321');
    await row.getByRole('combobox', { name: `Situação do lead de ${lead}` }).selectOption('contacted');
    await expectToast(page, 'Situação do lead atualizada');
    await expect
      .poll(async () => (await stack.admin.from('suporte_clientes').select('status').eq('customer_name', lead)).data?.[0]?.status)
      .toBe('contacted');

    // The collapsed menu opens from the header and leads to every screen.
    const nav = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
    await nav.getByRole('link', { name: 'Feedbacks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedbacks' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
    const card = page.getByTestId('feedback-card').filter({ hasText: message });
    await card.getByRole('button', { name: 'Marcar como lido' }).click();
    await expect(card.getByRole('button', { name: 'Marcar como lido' })).toHaveCount(0);
    await expect.poll(async () => (await stack.admin.from('feedbacks').select('read').eq('message', message)).data?.[0]?.read).toBe(true);

    await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
    await nav.getByRole('link', { name: 'Monitor de Acessos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monitor de Acessos' })).toBeVisible();
    await page.locator('label').filter({ hasText: /^Sucesso$/ }).click();
    await expect(page.getByRole('radio', { name: 'Sucesso' })).toBeChecked();
    await expect(page.getByTestId('access-log-row').first()).toContainText('Sucesso');
    await expect(page.getByText('Nenhum identificador bloqueado.').or(page.getByTestId('locked-identifier').first())).toBeVisible();

    for (const [label, heading] of [
      ['Livro dos Sonhos', 'Gerenciador do Livro dos Sonhos'],
      ['Palpites da Sorte', 'Palpites da Sorte'],
      ['Promoções do Mês', 'Promoções do Mês'],
      ['Bônus de Boas-vindas', 'Bônus de Boas-vindas'],
      ['Resultados', 'Lançar Resultado'],
      ['Visão Geral', 'Visão Geral'],
    ] as const) {
      await page.getByRole('button', { name: 'Abrir menu do painel' }).click();
      await nav.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test('promotions, welcome bonuses and results are created through the outbox, with previews', async ({ page, stack }) => {
  const stamp = Date.now();
  await signIn(page, stack, '/painel/monthly-promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promoções do Mês' })).toBeVisible();
  const promo = page.getByRole('form', { name: 'Formulário de promoção' });
  await promo.getByRole('textbox', { name: 'Título' }).fill(`Semana da Sorte ${stamp}`);
  await promo.getByRole('textbox', { name: 'Descrição' }).fill('Palpites extras todos os dias.');
  await promo.getByRole('textbox', { name: 'Destaque' }).fill('Novidade');
  await expect(page.getByTestId('promotion-preview')).toContainText(`Semana da Sorte ${stamp}`);
  await expect(page.getByTestId('promotion-preview')).toContainText('Novidade');
  await promo.getByRole('button', { name: 'Criar promoção' }).click();
  await expectToast(page, 'Promoção criada');
  const promoRow = page.getByTestId('promotion-row').filter({ hasText: `Semana da Sorte ${stamp}` });
  await expect(promoRow).toContainText('Ativa');
  await promoRow.getByRole('button', { name: 'Desativar' }).click();
  await expect(promoRow).toContainText('Inativa');
  await expect
    .poll(async () => (await stack.admin.from('monthly_promotions').select('active, highlight').eq('title', `Semana da Sorte ${stamp}`)).data?.[0])
    .toEqual({ active: false, highlight: 'Novidade' });

  await page.goto('/painel/welcome-bonus');
  const bonus = page.getByRole('form', { name: 'Formulário de bônus' });
  await bonus.getByRole('textbox', { name: 'Título' }).fill(`Bônus de estreia ${stamp}`);
  await bonus.getByRole('textbox', { name: 'Percentual' }).fill('100');
  await bonus.getByRole('textbox', { name: 'Valor máximo' }).fill('200');
  await expect(page.getByTestId('bonus-preview')).toContainText('100% sobre o primeiro depósito');
  await expect(page.getByTestId('bonus-preview')).toContainText('Bônus de até R$ 200,00');
  await bonus.getByRole('button', { name: 'Criar bônus' }).click();
  await expectToast(page, 'Bônus criado');
  await expect
    .poll(async () => (await stack.admin.from('welcome_bonuses').select('percentage, max_amount, active').eq('title', `Bônus de estreia ${stamp}`)).data?.[0])
    .toMatchObject({ active: true });

  await page.goto('/painel/results');
  const result = page.getByRole('form', { name: 'Formulário de resultado' });
  const label = `PT ${String(stamp).slice(-4)}`;
  await result.getByRole('combobox', { name: 'Sorteio' }).fill(label);
  for (const [i, milhar] of ['1234', '5678', '9012', '3456', '7890'].entries()) {
    await result.getByRole('textbox', { name: `${i + 1}º prêmio`, exact: true }).fill(milhar);
  }
  await result.getByRole('button', { name: /Preencher o 6º/ }).click();
  await expect(result.getByRole('textbox', { name: '6º prêmio (opcional)' })).toHaveValue('7270');
  await expect(result.getByRole('table', { name: 'Conferência do resultado' })).toContainText('09 - Cobra');
  await result.getByRole('button', { name: 'Lançar resultado' }).click();
  await expectToast(page, 'Resultado lançado');
  await expect
    .poll(async () => (await stack.admin.from('draw_results').select('prizes').eq('draw_label', label)).data?.[0]?.prizes)
    .toEqual(['1234', '5678', '9012', '3456', '7890', '7270']);
});
