import { describe, expect, it } from 'vitest';
import { useToday } from '../features/guesses/use-today';
import { useNow } from '../features/schedules/use-now';
import { render, renderHydrated, screen } from '../testing/render';
import { useHydrated } from './hydration';

function Where() {
  return <p>{useHydrated() ? 'no navegador' : 'no servidor'}</p>;
}

function Dates() {
  const today = useToday();
  const now = useNow();
  return <p>{today && now ? `hoje ${today}` : 'carregando a data'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerendered markup and while hydrating it, then true, with no mismatch', async () => {
    const { serverHtml, recoverableErrors } = await renderHydrated(<Where />, { route: null });
    expect(serverHtml).toContain('no servidor');
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByText('no navegador')).toBeInTheDocument();
  });

  it('is true at once in a page drawn in the browser', () => {
    render(<Where />, { route: null });
    expect(screen.getByText('no navegador')).toBeInTheDocument();
  });
});

describe('the clock hooks', () => {
  it("leave the build's date out of the markup and show the device's once hydrated", async () => {
    const { serverHtml, recoverableErrors } = await renderHydrated(<Dates />, { route: null });
    expect(serverHtml).toContain('carregando a data');
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByText(/^hoje \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
  });
});
