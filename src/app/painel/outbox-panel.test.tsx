import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase } from '../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../testing/render';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));

const { db } = await import('../../lib/db');
const { outbox } = await import('../../lib/outbox/outbox');
const { OutboxPanel } = await import('./outbox-panel');
const { requestPersistentStorage, resetPersistentStorage } = await import('../../lib/outbox/persistent-storage');

const geral = (significado: string) => ({ significado, palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: [] } });
const THEIRS = { id: 'row', titulo: 'Cobra', geral: geral('deles'), variantes: {}, deleted: false, updated_at: '2026-03-01T12:00:05.000002+00:00' };

async function addConflict() {
  await db.outbox.add({
    id: 'edit-1',
    kind: 'admin-edit',
    payload: {
      table: 'dreams',
      id: 'row',
      baseUpdatedAt: '2026-03-01T12:00:00Z',
      op: 'upsert',
      values: { titulo: 'Cobra', geral: geral('meu'), variantes: {}, deleted: false },
      label: 'Sonho "Cobra"',
    },
    createdAt: 1,
    attempts: 1,
    nextAttemptAt: 0,
    status: 'conflict',
    conflict: THEIRS,
  });
}

beforeEach(async () => {
  // The server never answers: nothing queued is delivered, which is what these tests read.
  installFakeSupabase().failNext('rpc:apply_admin_edit', ...Array.from({ length: 20 }, () => ({ kind: 'hang' }) as const));
  await db.outbox.clear();
  await db.dreams.clear();
});
afterEach(() => outbox.stop());

// Generous timeout: IndexedDB and rendering run slowly on a shared two-core machine.
describe('OutboxPanel', { timeout: 20_000 }, () => {
  it('says when nothing is waiting', async () => {
    render(<OutboxPanel />);
    expect(await screen.findByText('Nenhuma alteração aguardando envio.')).toBeInTheDocument();
  });

  it('shows a conflict with both versions of what differs', async () => {
    await addConflict();
    render(<OutboxPanel />);
    const card = await screen.findByTestId('conflict-card');
    expect(within(card).getByText('Sonho "Cobra"')).toBeInTheDocument();
    expect(within(card).getByText('Significado e palpites')).toBeInTheDocument();
    expect(within(card).getByText(/^meu/)).toBeInTheDocument();
    expect(within(card).getByText(/^deles/)).toBeInTheDocument();
  });

  it("'Manter a minha' re-queues the edit on the server's version", async () => {
    await addConflict();
    render(<OutboxPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manter a minha' }));
    await waitFor(async () => expect((await db.outbox.get('edit-1'))?.status).not.toBe('conflict'));
    const entry = await db.outbox.get('edit-1');
    expect(entry?.payload).toMatchObject({ baseUpdatedAt: THEIRS.updated_at, values: { geral: geral('meu') } });
  });

  it("'Usar a do servidor' drops the edit and keeps the server's dream locally", async () => {
    await addConflict();
    render(<OutboxPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usar a do servidor' }));
    await waitFor(async () => expect(await db.outbox.get('edit-1')).toBeUndefined(), { timeout: 10_000 });
    expect((await db.dreams.get('cobra'))?.dream.geral.significado).toBe('deles');
  });

  it('offers retry and discard for an edit the server refused', async () => {
    await db.outbox.add({
      id: 'edit-2',
      kind: 'admin-edit',
      payload: { table: 'feedbacks', id: 'f', baseUpdatedAt: null, op: 'upsert', values: { read: true }, label: 'Feedback' },
      createdAt: 2,
      attempts: 1,
      nextAttemptAt: 0,
      status: 'failed',
      lastError: 'HTTP 400 · 22023 · bad',
    });
    render(<OutboxPanel />);
    const card = await screen.findByTestId('failed-card');
    expect(within(card).getByText(/HTTP 400/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Descartar' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmar descarte' }));
    await waitFor(async () => expect(await db.outbox.get('edit-2')).toBeUndefined());
  });

  it('says so when the browser refused persistent storage for what waits', async () => {
    resetPersistentStorage();
    await addConflict();
    render(<OutboxPanel />);
    await screen.findByTestId('conflict-card');
    expect(screen.queryByTestId('storage-refused')).not.toBeInTheDocument();
    await requestPersistentStorage({ persisted: async () => false, persist: async () => false });
    expect(await screen.findByTestId('storage-refused')).toHaveTextContent('O navegador recusou guardar estes dados de forma permanente');
    resetPersistentStorage();
  });
});
