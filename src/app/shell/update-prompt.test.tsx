import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../testing/render';
import { UpdatePrompt } from './update-prompt';

const pwa = vi.hoisted(() => ({ registered: 0, needRefresh: false, update: vi.fn() }));
vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: () => {
      const [registered] = useState(() => (pwa.registered += 1));
      const [needRefresh, setNeedRefresh] = useState(pwa.needRefresh);
      return { needRefresh: [needRefresh && registered > 0, setNeedRefresh], offlineReady: [false, () => undefined], updateServiceWorker: pwa.update };
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
  pwa.registered = 0;
  pwa.needRefresh = false;
});

describe('UpdatePrompt', () => {
  it('registers the service worker only once the browser is idle after first paint', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    expect(pwa.registered).toBe(0);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(pwa.registered).toBe(1);
  });

  it('offers the new version with "Atualizar", never reloading by itself', () => {
    vi.useFakeTimers();
    pwa.needRefresh = true;
    render(<UpdatePrompt />);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Nova versão disponível');
    expect(pwa.update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(pwa.update).toHaveBeenCalledWith(true);
  });
});
