import { describe, expect, it } from 'vitest';
import { renderHydrated, screen } from '../../testing/render';
import { useToday } from './use-today';

function Today() {
  const today = useToday();
  return <p>{today ? `hoje ${today}` : 'carregando a data'}</p>;
}

describe('useToday', () => {
  it("leaves the build's date out of the markup and shows the device's once hydrated", async () => {
    const { serverHtml, recoverableErrors } = await renderHydrated(<Today />, { route: null });
    expect(serverHtml).toContain('carregando a data');
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByText(/^hoje \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
  });
});
