import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dream } from '../domain/types';
import { installFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { cleanup, render, screen, waitFor, within } from '../../../testing/render';

const block = (significado: string, grupos: string[], milhares: string[], ternoDeGrupo: string[]) => ({
  significado,
  palpites: { grupos, milhares, ternoDeGrupo },
});

const BUILT_IN: Dream[] = [
  { titulo: 'Abacaxi', geral: block('Problema espinhoso.', ['17 - Macaco'], ['4366'], ['03 - Burro', '08 - Camelo', '17 - Macaco']) },
  { titulo: 'Água', geral: block('Renovação.', [], [], []) },
  { titulo: 'Cobra', geral: block('Traição.', ['9'], ['1234'], ['09', '15 - Jacaré', '03 - Burro']) },
  { titulo: 'Zabumba', geral: block('Festa animada chegando.', ['12 - Elefante'], ['4847'], []) },
];

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

vi.mock('../data/dictionary/index', () => ({ BUILT_IN_DREAMS: BUILT_IN, DREAMS_VERSION: 1 }));
vi.mock('../../../lib/supabase', () => import('../../../testing/fake-supabase'));

let fake: FakeSupabase;
/** The edits the screen sent to apply_admin_edit. */
const sentEdits = () => fake.callsTo('apply_admin_edit', 'rpc').map((call) => call.values as Record<string, unknown>);

const { db } = await import('../../../lib/db');
const { outbox } = await import('../../../lib/outbox/outbox');
const { default: DreamBookPage } = await import('./dream-book.page');

beforeEach(async () => {
  notifications.clean();
  // The server accepts every edit (its rules are tested in admin-edits.test.ts and on Postgres).
  fake = installFakeSupabase().onRpc('apply_admin_edit', (args) => ({
    ...(args.p_values as object),
    id: args.p_id,
    updated_at: '2026-03-01T12:00:00.000001+00:00',
  }));
  await db.outbox.clear();
  await db.dreams.clear();
});

afterEach(() => {
  outbox.stop();
  vi.restoreAllMocks();
});

async function renderPage() {
  const user = userEvent.setup();
  render(<DreamBookPage />, { route: '/painel/dream-book' });
  await screen.findByText('Sonhos locais carregados!');
  return user;
}

describe('admin dream-book screen', { timeout: 20_000 }, () => {
  it('shows the title, the synced card, letter sections and the load toast', async () => {
    fake.seed('dreams', [
      { id: 'r1', titulo: 'Cobra', geral: block('Do servidor.', ['09 - Cobra'], ['1234'], []), variantes: {}, deleted: false, updated_at: '2026-01-01T00:00:00Z' },
      { id: 'r2', titulo: 'Zebra', geral: block('Listrada.', ['25 - Vaca'], ['0097'], []), variantes: {}, deleted: false, updated_at: '2026-01-01T00:00:00Z' },
      { id: 'r3', titulo: 'Água', geral: block('x', [], [], []), variantes: {}, deleted: true, updated_at: '2026-01-01T00:00:00Z' },
    ]);
    const user = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciador do Livro dos Sonhos' })).toBeInTheDocument();
    expect(screen.getByText('Adicione, edite e gerencie as interpretações dos sonhos e seus palpites.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gerenciar Sonhos (Sincronizado)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();

    // 'Água' is deleted on the server (tombstone), 'Zebra' exists only there (beside the built-in 'Zabumba').
    expect(screen.getByRole('button', { name: /Letra A \(1\)/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Letra C \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Letra Z \(2\)/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Letra C/ }));
    const card = screen.getByRole('article', { name: 'Cobra' });
    expect(within(card).getByText('Do servidor.')).toBeInTheDocument();
    expect(within(card).getByText('Grupo:')).toBeInTheDocument();
    expect(within(card).getByText('Milhar:')).toBeInTheDocument();
  });

  it('shows guesses or "Sem palpites cadastrados." on each card', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: /Letra A \(2\)/ }));
    const abacaxi = screen.getByRole('article', { name: 'Abacaxi' });
    expect(within(abacaxi).getByText('17 - Macaco')).toBeInTheDocument();
    expect(within(abacaxi).getByText('Terno:')).toBeInTheDocument();
    expect(within(abacaxi).getByText('03 - Burro / 08 - Camelo / 17 - Macaco')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Água' })).getByText('Sem palpites cadastrados.')).toBeInTheDocument();
  });

  it('filters by a case-insensitive substring of the title', async () => {
    const user = await renderPage();
    await user.type(screen.getByPlaceholderText('Filtrar sonhos...'), 'COB');
    expect(screen.getByRole('button', { name: /Letra C \(1\)/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: /Letra A/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cobra' })).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Filtrar sonhos...'));
    await user.type(screen.getByPlaceholderText('Filtrar sonhos...'), 'xyz');
    expect(screen.getByText('Nenhum sonho encontrado para o filtro atual.')).toBeInTheDocument();
  });

  it('adds a dream through the dialog, then queues it with "Salvar Alterações"', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Novo Sonho' });
    expect(within(dialog).getByText('Preencha os detalhes e os palpites do sonho abaixo.')).toBeInTheDocument();
    expect(within(dialog).getByText('Palpites da Sorte')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Título'));
    await user.paste('Barco');
    await user.click(within(dialog).getByLabelText('Significado'));
    await user.paste('Viagem à vista.');
    await user.click(within(dialog).getByLabelText('Grupo(s)'));
    await user.paste('9, ,15');
    await user.click(within(dialog).getByLabelText('Milhar(es)'));
    await user.paste('1233,, 4534');
    await user.click(within(dialog).getByLabelText('Terno de Grupo'));
    await user.paste('9 / 1 /  / 2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Sonho "Barco" salvo localmente.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Barco' });
    expect(within(card).getByText('09 - Cobra, 15 - Jacaré')).toBeInTheDocument();
    expect(within(card).getByText('1233, 4534')).toBeInTheDocument();
    expect(within(card).getByText('09 - Cobra / 01 - Avestruz / 02 - Águia')).toBeInTheDocument();
    expect(within(card).getByText('não salvo')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Salvar Alterações' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Alterações enviadas')).toBeInTheDocument();
    await waitFor(() => expect(sentEdits()).toHaveLength(1));
    expect(sentEdits()[0]).toMatchObject({
      p_table: 'dreams',
      p_op: 'upsert',
      p_base_updated_at: null,
      p_values: {
        titulo: 'Barco',
        deleted: false,
        geral: { significado: 'Viagem à vista.', palpites: { grupos: ['09 - Cobra', '15 - Jacaré'], milhares: ['1233', '4534'] } },
      },
    });
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
  });

  it('asks before "Adicionar" replaces a dream of the same title, showing it; Cancelar keeps what was typed', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Novo Sonho' });
    await user.click(within(dialog).getByLabelText('Título'));
    await user.paste('zabumba');
    await user.click(within(dialog).getByLabelText('Significado'));
    await user.paste('Briga na vizinhança.');
    await user.click(within(dialog).getByLabelText('Milhar(es)'));
    await user.paste('1111');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const ask = await screen.findByRole('dialog', { name: 'Já existe um sonho “Zabumba”. Substituir?' });
    const current = within(ask).getByTestId('replaced-dream');
    expect(current).toHaveTextContent('Festa animada chegando.');
    expect(current).toHaveTextContent('Grupo: 12 - Elefante');
    expect(current).toHaveTextContent('Milhar: 4847');
    expect(screen.queryByText(/salvo localmente/)).not.toBeInTheDocument();

    // Cancelar: back to the form as typed; nothing replaced.
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Já existe um sonho/ })).not.toBeInTheDocument());
    const form = screen.getByRole('dialog', { name: 'Adicionar Novo Sonho' });
    expect(within(form).getByLabelText('Título')).toHaveValue('zabumba');
    expect(within(form).getByLabelText('Significado')).toHaveValue('Briga na vizinhança.');
    expect(within(form).getByLabelText('Milhar(es)')).toHaveValue('1111');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();

    // Substituir: the typed dream takes the title's place, one card, marked unsaved.
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Já existe um sonho “Zabumba”/ })).getByRole('button', { name: 'Substituir' }));
    expect(await screen.findByText('Sonho "zabumba" salvo localmente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Letra Z \(1\)/ })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'zabumba' });
    expect(within(card).getByText('Briga na vizinhança.')).toBeInTheDocument();
    expect(within(card).getByText('não salvo')).toBeInTheDocument();
  });

  it('asks too when an edit renames a dream to the title of another, and saving its own title asks nothing', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: /Letra C/ }));
    await user.click(screen.getByRole('button', { name: 'Editar Cobra' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar Sonho' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Sonho "Cobra" salvo localmente.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Já existe um sonho/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Cobra' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar Sonho' });
    await user.clear(within(dialog).getByLabelText('Título'));
    await user.click(within(dialog).getByLabelText('Título'));
    await user.paste('Abacaxi');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const ask = await screen.findByRole('dialog', { name: 'Já existe um sonho “Abacaxi”. Substituir?' });
    expect(within(ask).getByTestId('replaced-dream')).toHaveTextContent('Problema espinhoso.');
  });

  it('loads a dream for edit with numbers normalised and fills guesses with "Gerar Palpites"', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: /Letra C/ }));
    await user.click(screen.getByRole('button', { name: 'Editar Cobra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Sonho' });
    expect(within(dialog).getByLabelText('Grupo(s)')).toHaveValue('09 - Cobra');
    expect(within(dialog).getByLabelText('Terno de Grupo')).toHaveValue('09 - Cobra / 15 - Jacaré / 03 - Burro');

    await user.click(within(dialog).getByRole('button', { name: 'Gerar Palpites' }));
    const grupos = String((within(dialog).getByLabelText('Grupo(s)') as HTMLInputElement).value);
    expect(grupos).toMatch(/^\d{2} - \S+/);
    expect(String((within(dialog).getByLabelText('Milhar(es)') as HTMLInputElement).value).split(', ')).toHaveLength(4);
    expect(String((within(dialog).getByLabelText('Terno de Grupo') as HTMLInputElement).value).split(' / ')).toContain(grupos);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
  });

  it('deletes after the confirmation and drops the emptied letter section', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: /Letra C/ }));
    await user.click(screen.getByRole('button', { name: 'Excluir Cobra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Exclusão' });
    expect(
      within(dialog).getByText('Tem certeza que deseja excluir o sonho "Cobra"? Esta ação não pode ser desfeita (nesta sessão).'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Sonho "Cobra" removido localmente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Letra C/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(sentEdits()).toHaveLength(1));
    // A built-in dream is deleted with a tombstone row.
    expect(sentEdits()[0]).toMatchObject({ p_base_updated_at: null, p_values: { titulo: 'Cobra', deleted: true } });
  });

  it('keeps a change saved offline on this device: a reload still lists it, waiting to be sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let user = await renderPage();
    await user.click(screen.getByRole('button', { name: /Letra C/ }));
    await user.click(screen.getByRole('button', { name: 'Editar Cobra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Sonho' });
    await user.clear(within(dialog).getByLabelText('Significado'));
    await user.click(within(dialog).getByLabelText('Significado'));
    await user.paste('Editado sem conexão.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Sonho "Cobra" salvo localmente.');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Alterações na fila')).toBeInTheDocument();
    // In the device's dream book (the visitor's too), with the queue entry.
    expect((await db.dreams.get('cobra'))?.dream.geral.significado).toBe('Editado sem conexão.');
    expect(await db.outbox.count()).toBe(1);

    cleanup();
    notifications.clean();
    user = await renderPage();
    expect(screen.getByText(/· cópia deste aparelho/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Letra C/ }));
    const card = screen.getByRole('article', { name: 'Cobra' });
    expect(within(card).getByText('Editado sem conexão.')).toBeInTheDocument();
    expect(within(card).getByText('enviando')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
    expect(sentEdits()).toHaveLength(0);
  });

  it('refresh reloads the list and drops unsaved changes', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: /Letra C/ }));
    await user.click(screen.getByRole('button', { name: 'Excluir Cobra' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmar Exclusão' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Letra C/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Recarregar sonhos' }));
    expect(await screen.findByRole('button', { name: /Letra C \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
  });
});
