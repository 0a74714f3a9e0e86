import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '../testing/render';
import type * as AppUpdate from '../lib/app-update';
import { useAppUpdate } from '../lib/app-update';
import { useChatUi } from '../lib/chat-ui-store';
import { UpdatePrompt } from './update-prompt';

const register = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../lib/app-update', async (importActual) => ({
  ...(await importActual<typeof AppUpdate>()),
  registerServiceWorker: register,
}));

const reload = vi.fn();
beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  register.mockClear();
  reload.mockReset();
  useAppUpdate.setState({ available: false, stale: false, dismissed: false, confirming: false });
  useChatUi.setState({ opened: false });
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty('--update-bar-height');
});

function showPrompt() {
  vi.useFakeTimers();
  const view = render(<UpdatePrompt />);
  act(() => void vi.advanceTimersByTime(2_000));
  act(() => useAppUpdate.setState({ available: true }));
  return view;
}

describe('UpdatePrompt', () => {
  it('registers the service worker only once the browser is idle after first paint', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    expect(register).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(register).toHaveBeenCalledOnce();
  });

  it('offers the new version in a region announced politely, and reloads only on "Atualizar"', () => {
    showPrompt();
    const region = screen.getByRole('region', { name: 'Nova versão disponível' });
    expect(within(region).getByRole('status')).toHaveTextContent('Atualize quando terminar o que está fazendo.');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(within(region).getByRole('button', { name: 'Atualizar' }));
    // No waiting worker in this test: the new version is already active, so the tab reloads into it.
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reserves its height below the page so that it covers nothing: the height the browser reports after its layout', () => {
    // As browsers do: each observed element's size is reported once laid out, then on each change.
    const observed: Array<{ report: (height: number) => void }> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: Element) {
          observed.push({ report: (height) => this.callback([{ target, borderBoxSize: [{ blockSize: height, inlineSize: 360 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver) });
        }
        unobserve() {}
        disconnect() {}
      },
    );
    showPrompt();
    const height = () => document.documentElement.style.getPropertyValue('--update-bar-height');
    // Nothing read while React commits (that forced a layout of the whole page): the first report sets it.
    expect(height()).toBe('');
    expect(observed).toHaveLength(1);
    act(() => observed[0]!.report(63.2));
    expect(height()).toBe('64px');
    act(() => observed[0]!.report(88));
    expect(height()).toBe('88px');
    act(() => useAppUpdate.setState({ dismissed: true }));
    expect(height()).toBe('');
  });

  it('without ResizeObserver, the height is read at once', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    showPrompt();
    expect(document.documentElement.style.getPropertyValue('--update-bar-height')).toMatch(/^\d+px$/);
  });

  it('asks before reloading over unsent text, and reloads only when the person insists', () => {
    const input = document.createElement('textarea');
    input.value = 'Quero saber sobre';
    document.body.append(input);
    showPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Há um texto não enviado nesta aba. Se atualizar agora, ele será perdido.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar aqui' }));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar mesmo assim' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('"Depois" hides it; it is not in the way while the chat shows its own copy', () => {
    showPrompt();
    act(() => useChatUi.setState({ opened: true }));
    expect(screen.queryByRole('region', { name: 'Nova versão disponível' })).not.toBeInTheDocument();
    act(() => useChatUi.setState({ opened: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Depois' }));
    expect(screen.queryByRole('region', { name: 'Nova versão disponível' })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
