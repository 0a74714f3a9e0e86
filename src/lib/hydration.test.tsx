import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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
    expect(await screen.findByText('no navegador')).toBeInTheDocument();
  });

  it('is true at once in a page drawn in the browser', () => {
    render(<Where />, { route: null });
    expect(screen.getByText('no navegador')).toBeInTheDocument();
  });

  it('after prerendered markup, turns true in a task after the hydration, not in the same one (issue 30)', async () => {
    // The module as a page that started from prerendered markup loads it.
    vi.resetModules();
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    root.setAttribute('data-route', '/resultados');
    document.body.append(root);
    const fresh = await import('./hydration');
    expect(fresh.startedFromPrerender).toBe(true);
    /** The text at the end of the task in which the hydration's effects ran. */
    const endOfHydrationTask: string[] = [];
    function There() {
      const text = fresh.useHydrated() ? 'no navegador' : 'no servidor';
      useEffect(() => {
        let looks = 0;
        const look = () => (++looks < 50 ? queueMicrotask(look) : endOfHydrationTask.push(root.textContent ?? ''));
        queueMicrotask(look);
      }, []);
      return <p>{text}</p>;
    }
    root.innerHTML = renderToString(<There />);
    // React's own scheduler, as in the browser, not act()'s queue.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const errors: unknown[] = [];
    const app = hydrateRoot(root, <There />, { onRecoverableError: (error) => errors.push(error) });
    try {
      await vi.waitFor(() => expect(root.textContent).toBe('no navegador'));
      expect(endOfHydrationTask).toEqual(['no servidor']);
      expect(errors).toEqual([]);
    } finally {
      app.unmount();
      root.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
