import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../testing/render';

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

// Reads answer with the stored rows; nothing is delivered (the queue is what these tests check).
vi.mock('../../lib/supabase', () => {
  const query = { select: () => query, order: () => query, limit: () => Promise.resolve({ data: stored, error: null }) };
  return { getSupabase: () => Promise.resolve({ from: () => query, rpc: () => new Promise(() => {}) }) };
});

const { db } = await import('../../lib/db');
const { outbox } = await import('../../lib/outbox');
const { default: LuckyGuessesPage } = await import('./lucky-guesses.page');

beforeEach(async () => {
  notifications.clean();
  await db.outbox.clear();
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
    // Shown at once, marked as pending.
    const cards = await screen.findAllByTestId('guess-card');
    expect(cards[0]).toHaveTextContent('Confie no palpite');
    expect(within(cards[0]!).getByTestId('pending-badge')).toHaveTextContent('pendente');
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
