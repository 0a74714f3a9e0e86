import { notifications } from '@mantine/notifications';
import { TextInput } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../testing/render';
import type { ContentEditorConfig } from './content-editor';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));

const { db } = await import('../../lib/db');
const { outbox } = await import('../../lib/outbox/outbox');
const { ContentEditor } = await import('./content-editor');

interface Row {
  id: string;
  title: string;
  active: boolean;
  updated_at?: string;
}
type Values = Omit<Row, 'id' | 'updated_at'>;
interface Form {
  title: string;
  active: boolean;
}

const stored: Row[] = [{ id: 'p1', title: 'Semana da Sorte', active: true, updated_at: '2026-03-01T10:00:00.000001+00:00' }];

/** A screen of the monthly promotions' table, as small as a config gets. */
const CONFIG: ContentEditorConfig<Row, Form, Values> = {
  table: 'monthly_promotions',
  load: async (client, signal) => ((await client.from('monthly_promotions').select('*').abortSignal(signal)).data ?? []) as Row[],
  header: { title: 'Itens', subtitle: 'Os itens do teste.', icon: '🧪' },
  words: {
    form: 'Formulário de item',
    newTitle: 'Novo item',
    editTitle: 'Editar item',
    create: 'Criar item',
    save: 'Salvar item',
    listTitle: 'Itens cadastrados',
    what: 'os itens',
    empty: 'Nenhum item cadastrado.',
  },
  blank: () => ({ title: '', active: true }),
  formOf: (row) => ({ title: row.title, active: row.active }),
  read: (form) => (form.title.trim() ? { values: { title: form.title.trim(), active: form.active } } : { errors: { title: 'Informe o título.' } }),
  label: (item) => `Item "${item.title}"`,
  savedToast: (values, updated) => [updated ? 'Item atualizado' : 'Item criado', values.title],
  deletedToast: (row) => ['Item excluído', row.title],
  toggle: { field: 'active', hideLabel: 'Desativar', showLabel: 'Ativar', toast: (row) => [row.active ? 'Item desativado' : 'Item ativado', row.title] },
  describe: (row) => `o item "${row.title}"`,
  fields: (form, set, errors) => <TextInput label="Título" value={form.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} />,
  preview: (form) => ({ card: <p data-testid="item-preview">{form.title || 'Título do item'}</p>, hiddenNote: form.active ? null : 'Inativo.' }),
  rowTestId: 'item-row',
  rowBody: (row, pending) => (
    <p>
      {row.title} {row.active ? 'Ativo' : 'Inativo'} {pending}
    </p>
  ),
};

let fake: FakeSupabase;
beforeEach(async () => {
  // Reads answer with the stored rows; nothing is delivered (the queue is what these tests check).
  fake = installFakeSupabase().seed('monthly_promotions', stored);
  fake.failNext('rpc:apply_admin_edit', ...Array.from({ length: 20 }, () => ({ kind: 'hang' }) as const));
  notifications.clean();
  await db.outbox.clear();
  await db.remoteRows.clear();
});
afterEach(() => outbox.stop());

async function queued() {
  return (await db.outbox.orderBy('createdAt').toArray()).map((e) => e.payload as Record<string, unknown>);
}

describe('the admin content editor', { timeout: 20_000 }, () => {
  it('shows the header, the saved rows and a preview that follows the form', async () => {
    const user = userEvent.setup();
    render(<ContentEditor config={CONFIG} />, { route: '/painel/itens' });
    expect(screen.getByRole('heading', { level: 1, name: 'Itens' })).toBeInTheDocument();
    expect(await screen.findByTestId('item-row')).toHaveTextContent('Semana da Sorte Ativo');
    expect(screen.getByTestId('item-preview')).toHaveTextContent('Título do item');
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Sorte');
    expect(screen.getByTestId('item-preview')).toHaveTextContent('Sorte');
  });

  it('refuses a form with problems, naming them, and queues nothing; then creates the row', async () => {
    const user = userEvent.setup();
    render(<ContentEditor config={CONFIG} />, { route: '/painel/itens' });
    const form = screen.getByRole('form', { name: 'Formulário de item' });
    await user.click(within(form).getByRole('button', { name: 'Criar item' }));
    expect(await within(form).findByText('Informe o título.')).toBeInTheDocument();
    expect(await queued()).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Título' }), ' Novo ');
    await user.click(within(form).getByRole('button', { name: 'Criar item' }));
    expect(await screen.findByText('Item criado')).toBeInTheDocument();
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    expect((await queued())[0]).toMatchObject({ table: 'monthly_promotions', op: 'upsert', baseUpdatedAt: null, values: { title: 'Novo', active: true }, label: 'Item "Novo"' });
    // The form starts over, its error gone, and the new row shows at once as pending.
    expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveValue('');
    expect(within(form).queryByText('Informe o título.')).not.toBeInTheDocument();
    const rows = await screen.findAllByTestId('item-row');
    expect(within(rows[0]!).getByTestId('pending-badge')).toHaveTextContent('pendente');
  });

  it('edits a row from the version it was read at, and cancels an edit', async () => {
    const user = userEvent.setup();
    render(<ContentEditor config={CONFIG} />, { route: '/painel/itens' });
    const row = await screen.findByTestId('item-row');
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Formulário de item' });
    expect(within(form).getByRole('heading', { name: 'Editar item' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveValue('Semana da Sorte');
    await user.click(within(form).getByRole('button', { name: 'Cancelar edição' }));
    expect(within(form).getByRole('heading', { name: 'Novo item' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    await user.type(within(form).getByRole('textbox', { name: 'Título' }), '!');
    await user.click(within(form).getByRole('button', { name: 'Salvar item' }));
    expect(await screen.findByText('Item atualizado')).toBeInTheDocument();
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    expect((await queued())[0]).toMatchObject({ id: 'p1', baseUpdatedAt: stored[0]!.updated_at, values: { title: 'Semana da Sorte!', active: true } });
  });

  it('switches a row off by its field, with the toast of the config', async () => {
    const user = userEvent.setup();
    render(<ContentEditor config={CONFIG} />, { route: '/painel/itens' });
    const row = await screen.findByTestId('item-row');
    await user.click(within(row).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Item desativado')).toBeInTheDocument();
    expect((await queued())[0]).toMatchObject({ id: 'p1', op: 'upsert', values: { active: false }, label: 'Item "Semana da Sorte"' });
    expect(await within(row).findByText(/Inativo/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ativar' })).toBeInTheDocument();
  });

  it('deletes a row only once confirmed, and leaves the form if it held that row', async () => {
    const user = userEvent.setup();
    render(<ContentEditor config={CONFIG} />, { route: '/painel/itens' });
    const row = await screen.findByTestId('item-row');
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    await user.click(within(row).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Exclusão' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir o item "Semana da Sorte"?');
    expect(await queued()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Item excluído')).toBeInTheDocument();
    expect((await queued())[0]).toMatchObject({ id: 'p1', op: 'delete', baseUpdatedAt: stored[0]!.updated_at });
    expect(screen.getByRole('heading', { name: 'Novo item' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('item-row')).not.toBeInTheDocument());
  });
});
