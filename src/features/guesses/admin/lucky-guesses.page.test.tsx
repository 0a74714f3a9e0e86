import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { render, screen, waitFor, within } from '../../../testing/render';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const stored = [
  {
    id: 'g1',
    guess_date: '2026-03-01',
    lottery: 'PT Rio',
    draw_label: 'PT 14:20',
    grupos: ['09'],
    milhares: ['1233'],
    centenas: [],
    note: 'Dia de sorte',
    published: true,
    updated_at: '2026-03-01T10:00:00.000001+00:00',
  },
];

vi.mock('../../../lib/supabase', () => import('../../../testing/fake-supabase'));

const { db } = await import('../../../lib/db');
const { outbox } = await import('../../../lib/outbox/outbox');
const { default: LuckyGuessesPage } = await import('./lucky-guesses.page');

let fake: FakeSupabase;
beforeEach(async () => {
  // Reads answer with the stored rows; nothing is delivered (the queue is what these tests check).
  fake = installFakeSupabase().seed('lucky_guesses', stored);
  fake.failNext('rpc:apply_admin_edit', ...Array.from({ length: 20 }, () => ({ kind: 'hang' }) as const));
  notifications.clean();
  await db.outbox.clear();
  await db.remoteRows.clear();
});
afterEach(() => outbox.stop());

async function queued() {
  return (await db.outbox.toArray()).map((e) => e.payload as Record<string, unknown>);
}

describe('lucky guesses screen', { timeout: 20_000 }, () => {
  it('lists the scheduled guesses with group names', async () => {
    render(<LuckyGuessesPage />, { route: '/painel/lucky-guesses' });
    const card = await screen.findByTestId('guess-card');
    expect(card).toHaveTextContent('01/03/2026');
    expect(card).toHaveTextContent('PT Rio · PT 14:20');
    expect(card).toHaveTextContent('09 - Cobra');
    expect(card).toHaveTextContent('Publicado');
    expect(fake.callsTo('lucky_guesses', 'select')).toHaveLength(1);
  });

  it("shows this device's copy, marked as such, when the server cannot be reached", async () => {
    await db.remoteRows.put({ table: 'lucky_guesses', id: 'g9', updatedAt: '2026-03-01T09:00:00Z', row: { ...stored[0], id: 'g9', note: 'Copiado' } });
    fake.offline = true;
    render(<LuckyGuessesPage />, { route: '/painel/lucky-guesses' });
    // A failed read, then IndexedDB's answer: two round trips, slow on a loaded machine.
    expect(await screen.findByText('Sem conexão: mostrando a cópia deste aparelho.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('guess-card')).toHaveTextContent('Copiado');

    // Back online: the server's rows replace the copy.
    fake.offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('guess-card')).toHaveTextContent('Dia de sorte'), { timeout: 5000 });
    expect(screen.queryByText('Sem conexão: mostrando a cópia deste aparelho.')).not.toBeInTheDocument();
  });

  it('refuses milhares that are not four digits, then queues a valid guess', async () => {
    const user = userEvent.setup();
    render(<LuckyGuessesPage />, { route: '/painel/lucky-guesses' });
    const form = screen.getByRole('form', { name: 'Formulário de palpite' });
    await user.click(within(form).getByRole('textbox', { name: 'Milhares' }));
    await user.paste('1233, 45');
    await user.click(within(form).getByRole('button', { name: 'Agendar palpite' }));
    expect(await within(form).findByText('Cada milhar tem 4 dígitos: 45')).toBeInTheDocument();
    expect(await queued()).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Milhares' }));
    await user.click(within(form).getByRole('textbox', { name: 'Milhares' }));
    await user.paste('1233, 4534');
    await user.click(within(form).getByRole('textbox', { name: 'Texto curto' }));
    await user.paste('Confie no palpite');
    await user.click(within(form).getByRole('button', { name: 'Agendar palpite' }));
    expect(await screen.findByText('Palpite agendado')).toBeInTheDocument();
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    const [edit] = await queued();
    expect(edit).toMatchObject({
      table: 'lucky_guesses',
      op: 'upsert',
      baseUpdatedAt: null,
      values: { lottery: 'PT Rio', milhares: ['1233', '4534'], centenas: [], grupos: [], note: 'Confie no palpite', published: true, draw_label: null },
    });
    expect(String((edit?.values as { guess_date: string }).guess_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Shown at once, marked as not delivered yet: waiting ("pendente") or, once the outbox has taken it up (its
    // delivery hangs here), on its way ("enviando"), whichever the badge shows when the card is read.
    const cards = await screen.findAllByTestId('guess-card');
    expect(cards[0]).toHaveTextContent('Confie no palpite');
    expect(within(cards[0]!).getByTestId('pending-badge')).toHaveTextContent(/^(pendente|enviando)$/);
  });

  it('edits a guess based on the version it was read at, and unpublishes', async () => {
    const user = userEvent.setup();
    render(<LuckyGuessesPage />, { route: '/painel/lucky-guesses' });
    const card = await screen.findByTestId('guess-card');
    await user.click(within(card).getByRole('button', { name: 'Despublicar' }));
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    expect((await queued())[0]).toMatchObject({ id: 'g1', baseUpdatedAt: stored[0]!.updated_at, values: { published: false } });
    expect(await within(card).findByText('Rascunho')).toBeInTheDocument();
  });
});
