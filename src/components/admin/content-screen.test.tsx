import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase } from '../../testing/fake-supabase';
import { act, render, renderHook, screen } from '../../testing/render';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));

const { db } = await import('../../lib/db');
const { outbox } = await import('../../lib/outbox/outbox');
const { EditorButtons, EditorForm, PreviewBlock, RowButtons, SavedRows, queueRowEdit, useEditor } = await import('./content-screen');
const { ConfirmDelete } = await import('./row-actions');

beforeEach(async () => {
  // The server never answers: nothing queued is delivered, which is what these tests read.
  installFakeSupabase().failNext('rpc:apply_admin_edit', ...Array.from({ length: 20 }, () => ({ kind: 'hang' }) as const));
  await db.outbox.clear();
});
afterEach(() => outbox.stop());

describe('queueRowEdit', () => {
  it('queues a new row, a change based on the loaded version, and a deletion', async () => {
    await queueRowEdit('monthly_promotions', null, { title: 'Nova' }, 'Promoção "Nova"');
    const row = { id: 'p1', updated_at: '2026-03-01T10:00:00.000001+00:00' };
    await queueRowEdit('monthly_promotions', row, { active: false }, 'Promoção "Velha"');
    await queueRowEdit('monthly_promotions', row, 'delete', 'Promoção "Velha"');
    const payloads = (await db.outbox.orderBy('createdAt').toArray()).map((e) => e.payload as Record<string, unknown>);
    expect(payloads[0]).toMatchObject({ table: 'monthly_promotions', baseUpdatedAt: null, op: 'upsert', values: { title: 'Nova' }, label: 'Promoção "Nova"' });
    expect(payloads[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payloads[1]).toMatchObject({ id: 'p1', baseUpdatedAt: row.updated_at, op: 'upsert', values: { active: false } });
    expect(payloads[2]).toMatchObject({ id: 'p1', baseUpdatedAt: row.updated_at, op: 'delete', values: {} });
  });
});

describe('content screen frame', () => {
  it('submits the labelled form without reloading, and offers "Cancelar edição" only while editing', async () => {
    const submit = vi.fn();
    const cancel = vi.fn();
    const { rerender } = render(
      <EditorForm label="Formulário de teste" title="Novo item" onSubmit={submit}>
        <EditorButtons editing={false} onCancel={cancel} submitLabel="Criar item" />
      </EditorForm>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Novo item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar edição' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar item' }));
    expect(submit).toHaveBeenCalledTimes(1);
    rerender(
      <EditorForm label="Formulário de teste" title="Editar item" onSubmit={submit}>
        <EditorButtons editing onCancel={cancel} submitLabel="Salvar item" />
      </EditorForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar edição' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Formulário de teste' })).toBeInTheDocument();
  });

  it('lists rows with the read error or the offline notice, and the empty text', () => {
    const { rerender } = render(
      <SavedRows title="Itens" what="os itens" empty="Nenhum item." rows={[]} error="HTTP 500" fromDevice={false}>
        {null}
      </SavedRows>,
    );
    expect(screen.getByText('Não foi possível ler os itens (HTTP 500).')).toBeInTheDocument();
    expect(screen.getByText('Nenhum item.')).toBeInTheDocument();
    rerender(
      <SavedRows title="Itens" what="os itens" empty="Nenhum item." rows={[{}]} error="Failed to fetch" fromDevice>
        <p>um item</p>
      </SavedRows>,
    );
    expect(screen.getByText('Sem conexão: mostrando a cópia deste aparelho.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum item.')).not.toBeInTheDocument();
  });

  it("names the toggle by what a click does, and shows the preview's hidden note", async () => {
    const toggle = vi.fn();
    render(
      <>
        <RowButtons onEdit={() => {}} toggle={{ shown: true, hideLabel: 'Desativar', showLabel: 'Ativar', onClick: toggle }} onDelete={() => {}} />
        <PreviewBlock hiddenNote="Inativa: os visitantes não verão esta promoção.">
          <p>cartão</p>
        </PreviewBlock>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.getByText('Inativa: os visitantes não verão esta promoção.')).toBeInTheDocument();
  });
});

describe('useEditor', () => {
  const blank = () => ({ title: '', active: true });
  const row = { id: 'p1', title: 'Semana' };

  it('edits a row, sets fields, and starts over blank, clearing the errors each time', () => {
    const clearErrors = vi.fn();
    const { result } = renderHook(() => useEditor<typeof row, ReturnType<typeof blank>>(blank, clearErrors));
    act(() => result.current.edit(row, { title: 'Semana', active: false }));
    expect(result.current.editing).toBe(row);
    expect(result.current.form).toEqual({ title: 'Semana', active: false });
    act(() => result.current.set('title', 'Semana da Sorte'));
    expect(result.current.form.title).toBe('Semana da Sorte');
    act(() => result.current.reset());
    expect(result.current.editing).toBeNull();
    expect(result.current.form).toEqual(blank());
    expect(clearErrors).toHaveBeenCalledTimes(2);
  });

  it('holds the row to delete, and leaves the form only when the deleted row was in it', () => {
    const { result } = renderHook(() => useEditor<typeof row, ReturnType<typeof blank>>(blank, () => {}));
    act(() => result.current.edit(row, { title: 'Semana', active: true }));
    act(() => result.current.askDelete({ id: 'p2', title: 'Outra' }));
    expect(result.current.toDelete).toEqual({ id: 'p2', title: 'Outra' });
    act(() => result.current.cancelDelete());
    expect(result.current.toDelete).toBeNull();
    act(() => result.current.deleted({ id: 'p2', title: 'Outra' }));
    expect(result.current.editing).toBe(row);
    act(() => result.current.deleted(row));
    expect(result.current.editing).toBeNull();
  });
});

describe('ConfirmDelete', () => {
  it('asks about the row in words and confirms that row', async () => {
    const confirm = vi.fn();
    const row = { id: 'p1', title: 'Semana' };
    render(<ConfirmDelete row={row} describe={(r) => `a promoção "${r.title}"`} onCancel={() => {}} onConfirm={confirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Exclusão' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir a promoção "Semana"?');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(confirm).toHaveBeenCalledWith(row);
  });
});
