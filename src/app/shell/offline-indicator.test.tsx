import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../testing/render';
import { OfflineIndicator } from './offline-indicator';

vi.mock('./pending-badge', () => ({ default: () => <span data-testid="pending-badge">2 pendentes</span> }));
const peek = vi.hoisted(() => ({ mayHave: false }));
vi.mock('../outbox-peek', () => ({ outboxMayHaveEntries: () => Promise.resolve(peek.mayHave) }));

afterEach(() => {
  vi.useRealTimers();
  peek.mayHave = false;
});

async function afterIdle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_000);
  });
}

describe('OfflineIndicator', () => {
  it('mounts the pending count (and so fetches Dexie) after first paint when entries wait from an earlier visit', async () => {
    vi.useFakeTimers();
    peek.mayHave = true;
    render(<OfflineIndicator />);
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
    await afterIdle();
    vi.useRealTimers();
    expect(await screen.findByTestId('pending-badge')).toHaveTextContent('2 pendentes');
  });

  it('with an empty outbox, waits until the visitor uses the page', async () => {
    vi.useFakeTimers();
    render(<OfflineIndicator />);
    await afterIdle();
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
    fireEvent.pointerDown(window);
    vi.useRealTimers();
    expect(await screen.findByTestId('pending-badge')).toBeInTheDocument();
  });

  it('says when the app is offline, and from then on counts what waits', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<OfflineIndicator />);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByTestId('offline-badge')).toHaveTextContent('Sem conexão');
      expect(await screen.findByTestId('pending-badge')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
