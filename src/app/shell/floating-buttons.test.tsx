import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChatUi } from '../../lib/chat-ui-store';
import { act, fireEvent, render, renderHook, screen } from '../../testing/render';
import { FloatingButtons, SCROLL_TOP_THRESHOLD_PX, useScrolledPast } from './floating-buttons';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  act(() => useChatUi.getState().close());
});

describe('useScrolledPast', () => {
  it('follows scroll events across the threshold', () => {
    const { result } = renderHook(() => useScrolledPast(400));
    expect(result.current).toBe(false);
    act(() => scrollWindowTo(450));
    expect(result.current).toBe(true);
    act(() => scrollWindowTo(100));
    expect(result.current).toBe(false);
  });

  it('reads no position while rendering, and reads it once when the browser is idle after the first paint', () => {
    vi.useFakeTimers();
    // A prerendered page can be scrolled before the app starts: no scroll event will come for that.
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    const { result } = renderHook(() => useScrolledPast(400));
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });
});

describe('FloatingButtons', () => {
  it('offers "Voltar ao topo" past the threshold, which scrolls smoothly to the top, and opens the chat', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<FloatingButtons />);
    expect(screen.queryByRole('button', { name: 'Voltar ao topo' })).not.toBeInTheDocument();
    act(() => scrollWindowTo(SCROLL_TOP_THRESHOLD_PX + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao topo' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    fireEvent.click(screen.getByTestId('floating-chat'));
    expect(useChatUi.getState().opened).toBe(true);
    scrollTo.mockRestore();
  });
});
