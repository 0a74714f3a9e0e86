import { fireEvent } from '../testing/render';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { preloadOnIntent } from './preload-on-intent';

const pageModule = () => Promise.resolve({ default: () => null });

function setUp() {
  const loadDreams = vi.fn(pageModule);
  const loadOdds = vi.fn(pageModule);
  const Dreams = lazyPage(loadDreams);
  const Odds = lazyPage(loadOdds);
  const routes: RouteObject[] = [{ path: '/', children: [{ path: 'livro-dos-sonhos', element: <Dreams /> }, { path: 'cotacoes', element: <Odds /> }] }];
  document.body.innerHTML = `
    <a href="/livro-dos-sonhos"><span>Livro dos Sonhos</span></a>
    <a href="/cotacoes">Cotações</a>
    <a href="https://wa.me/5521999990000">WhatsApp</a>`;
  const stop = preloadOnIntent(routes);
  const [dreams, odds, external] = [...document.querySelectorAll('a')];
  return { loadDreams, loadOdds, stop, dreams: dreams!, odds: odds!, external: external! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('preloadOnIntent', () => {
  it("loads the page behind a link pointed at, touched or focused, once, and only that page's", () => {
    const { loadDreams, loadOdds, stop, dreams, odds } = setUp();
    fireEvent.pointerOver(dreams.querySelector('span')!);
    fireEvent.touchStart(dreams);
    expect(loadDreams).toHaveBeenCalledOnce();
    expect(loadOdds).not.toHaveBeenCalled();
    fireEvent.focusIn(odds);
    expect(loadOdds).toHaveBeenCalledOnce();
    stop();
  });

  it('ignores links to other sites, and stops listening when asked', () => {
    const { loadDreams, stop, external, dreams } = setUp();
    fireEvent.pointerOver(external);
    stop();
    fireEvent.pointerOver(dreams);
    expect(loadDreams).not.toHaveBeenCalled();
  });
});
