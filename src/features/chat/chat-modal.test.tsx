import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChatUi } from '../../lib/chat-ui-store';
import { act, fireEvent, render, screen } from '../../testing/render';
import ChatModal from './chat-modal';

// The conversation has its own tests; here it is a stub that counts how often a fresh one starts.
const mounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./chat-conversation', async () => {
  const { useEffect } = await import('react');
  return {
    ChatConversation: ({ onHandedOver }: { onHandedOver: () => void }) => {
      useEffect(() => {
        mounts.count += 1;
      }, []);
      return (
        <button type="button" onClick={onHandedOver}>
          Abrir WhatsApp
        </button>
      );
    },
  };
});

afterEach(() => {
  act(() => useChatUi.getState().close());
  mounts.count = 0;
});

describe('ChatModal', () => {
  it('is a titled dialog that starts a fresh conversation on every opening', () => {
    render(<ChatModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useChatUi.getState().open());
    expect(screen.getByRole('dialog', { name: 'Atendimento Sonho & Sorte' })).toBeInTheDocument();
    expect(mounts.count).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Fechar chat' }));
    expect(useChatUi.getState().opened).toBe(false);
    act(() => useChatUi.getState().open());
    expect(mounts.count).toBe(2);
  });

  it('closes and says "Tudo pronto!" once the visitor is handed over to WhatsApp', async () => {
    render(<ChatModal />);
    act(() => useChatUi.getState().open());
    fireEvent.click(screen.getByRole('button', { name: 'Abrir WhatsApp' }));
    expect(useChatUi.getState().opened).toBe(false);
    expect(await screen.findByText('Tudo pronto!')).toBeInTheDocument();
  });
});
