import { describe, expect, it } from 'vitest';
import { renderHydrated, screen } from '../testing/render';
import { useNow } from './use-now';

function Clock() {
  const now = useNow();
  return <p>{now ? `agora ${now.getFullYear()}` : 'carregando a hora'}</p>;
}

describe('useNow', () => {
  it("leaves the build's clock out of the markup and shows the device's once hydrated", async () => {
    const { serverHtml, recoverableErrors } = await renderHydrated(<Clock />, { route: null });
    expect(serverHtml).toContain('carregando a hora');
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByText(/^agora \d{4}$/)).toBeInTheDocument();
  });
});
