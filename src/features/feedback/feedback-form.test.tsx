import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db';
import { installFakeSupabase, type FakeSupabase } from '../../testing/fake-supabase';
import { fireEvent, render, screen, waitFor } from '../../testing/render';
import FeedbackForm from './feedback-form';

vi.mock('../../lib/supabase', () => import('../../testing/fake-supabase'));
let server: FakeSupabase;

beforeEach(async () => {
  server = installFakeSupabase();
  await db.outbox.clear();
});

const messageBox = () => screen.getByRole('textbox', { name: /Sua mensagem/ });
/** Mantine's Rating reacts to its star labels being clicked, as a pointer does. */
const rate = (stars: number) => {
  const radio = screen.getByRole('radio', { name: `${stars} de 5 estrelas` });
  fireEvent.click(document.querySelector(`label[for="${radio.id}"]`)!);
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('FeedbackForm', () => {
  it('explains what is missing and keeps what was typed', async () => {
    render(<FeedbackForm />);
    send();
    expect(await screen.findByText('Escolha uma nota de 1 a 5 estrelas.')).toBeInTheDocument();
    expect(screen.getByText('Escreva sua mensagem.')).toBeInTheDocument();

    fireEvent.change(messageBox(), { target: { value: 'x'.repeat(1001) } });
    send();
    expect(await screen.findByText('A mensagem pode ter no máximo 1000 caracteres (agora tem 1001).')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('x'.repeat(1001));
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the feedback through the outbox into feedbacks and thanks the visitor', async () => {
    const onSent = vi.fn();
    render(<FeedbackForm page="/tabela-do-bicho" onSent={onSent} />);
    rate(4);
    fireEvent.change(messageBox(), { target: { value: '  Adoro a tabela!  ' } });
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Obrigado pela sua opinião!')).toBeInTheDocument();
    await waitFor(() => expect(server.rows('feedbacks')).toHaveLength(1));
    const [row] = server.rows('feedbacks');
    expect(row).toMatchObject({ rating: 4, message: 'Adoro a tabela!', page: '/tabela-do-bicho' });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(messageBox()).toHaveValue('');
  });

  it('keeps the text when the browser cannot store it', async () => {
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'));
    render(<FeedbackForm />);
    rate(5);
    fireEvent.change(messageBox(), { target: { value: 'Muito bom' } });
    send();
    expect(await screen.findByText('Não foi possível guardar sua mensagem')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Muito bom');
  });
});
