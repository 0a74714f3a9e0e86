import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../../testing/render';
import { OfflineIndicator } from './offline-indicator';

vi.mock('./pending-badge', () => ({ default: () => <span data-testid="pending-badge">2 pendentes</span> }));

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineIndicator', () => {
  it('mounts the pending count (and so fetches Dexie) only after first paint', async () => {
    vi.useFakeTimers();
    render(<OfflineIndicator />);
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    vi.useRealTimers();
    expect(await screen.findByTestId('pending-badge')).toHaveTextContent('2 pendentes');
  });

  it('says when the app is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<OfflineIndicator />);
      expect(screen.getByTestId('offline-badge')).toHaveTextContent('Offline');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
