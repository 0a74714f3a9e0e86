import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatUi } from '../../lib/chat-ui-store';
import { act, fireEvent, render, screen } from '../../testing/render';
import { HINT_FIRST_DELAY_MS } from './use-welcome-hint';
import { WelcomeHint } from './welcome-hint';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  act(() => useChatUi.getState().close());
});

describe('WelcomeHint', () => {
  it('appears after 10 s and opens the chat when clicked', () => {
    render(<WelcomeHint />);
    expect(screen.queryByTestId('welcome-hint')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(HINT_FIRST_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: /Precisa de ajuda\?/ }));
    expect(useChatUi.getState().opened).toBe(true);
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('welcome-hint')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    render(<WelcomeHint />);
    act(() => void vi.advanceTimersByTime(HINT_FIRST_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('welcome-hint')).not.toBeInTheDocument();
    expect(useChatUi.getState().opened).toBe(false);
  });

  it('stays away on /chat-online, where the chat is the page', () => {
    render(<WelcomeHint />, { route: '/chat-online' });
    act(() => void vi.advanceTimersByTime(HINT_FIRST_DELAY_MS * 2));
    expect(screen.queryByTestId('welcome-hint')).not.toBeInTheDocument();
  });
});
