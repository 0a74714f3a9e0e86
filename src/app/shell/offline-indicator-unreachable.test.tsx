import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../../testing/render';
import { OfflineIndicator } from './offline-indicator';

// The pending count's chunk cannot be fetched: offline on a first visit, before the service worker cached it.
vi.mock('./pending-badge', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../outbox-peek', () => ({ outboxMayHaveEntries: () => Promise.resolve(false) }));

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>A página quebrou</p> : this.props.children;
  }
}

describe('OfflineIndicator without the pending count', () => {
  it('still says "Sem conexão", and the page does not fail', async () => {
    render(
      <Boundary>
        <OfflineIndicator />
      </Boundary>,
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId('offline-badge')).toHaveTextContent('Sem conexão');
    expect(screen.queryByText('A página quebrou')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-badge')).not.toBeInTheDocument();
  });
});
