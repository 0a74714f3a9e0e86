import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../testing/render';
import { FeedbackButton } from './feedback-button';

vi.mock('./feedback-outbox', () => ({ ensureFeedbackOutbox: vi.fn() }));

describe('FeedbackButton', () => {
  it('opens the feedback form in a dialog and closes it', async () => {
    render(<FeedbackButton />, { route: '/horarios' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    // The dialog's code is a lazy chunk: its first import may take a while on a loaded machine.
    const dialog = await screen.findByRole('dialog', { name: 'Envie sua sugestão' }, { timeout: 10_000 });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: /Sua mensagem/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
