import { describe, expect, it } from 'vitest';
import { render, renderHydrated, screen } from '../testing/render';
import { useHydrated } from './hydration';

function Where() {
  return <p>{useHydrated() ? 'no navegador' : 'no servidor'}</p>;
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
