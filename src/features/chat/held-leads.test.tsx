import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import { installFakeSupabase } from '../../testing/fake-supabase';
import { fireEvent, render, screen, waitFor } from '../../testing/render';
import { HeldLeads } from './held-leads';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));

function entry(id: string, name: string, status: 'pending' | 'failed') {
  return { id, kind: 'lead', payload: { customer_name: name }, createdAt: Date.now(), attempts: 1, nextAttemptAt: Date.now(), status };
}

beforeEach(async () => {
  // Retrying would deliver; here only the queue's state matters, so the backend never answers.
  installFakeSupabase().pause();
  await db.outbox.clear();
});

describe('HeldLeads', () => {
  it('lists refused leads other than the current one, with retry and discard', async () => {
    await db.outbox.bulkAdd([entry('a', 'Ana', 'failed'), entry('b', 'Bia', 'pending'), entry('c', 'Caio', 'failed')]);
    render(<HeldLeads exceptId="c" />);
    const list = await screen.findByTestId('held-leads');
    expect(list).toHaveTextContent('Ana');
    expect(list).not.toHaveTextContent('Bia');
    expect(list).not.toHaveTextContent('Caio');

    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByTestId('held-leads')).not.toBeInTheDocument());
    expect(await db.outbox.get('a')).toBeUndefined();
  });

  it('puts a lead back in the queue on retry', async () => {
    await db.outbox.add(entry('a', 'Ana', 'failed'));
    render(<HeldLeads />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    await waitFor(async () => expect((await db.outbox.get('a'))?.status).not.toBe('failed'));
    await waitFor(() => expect(screen.queryByTestId('held-leads')).not.toBeInTheDocument());
  });
});
